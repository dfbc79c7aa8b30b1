import { describe, expect, it } from 'vitest';
import { AD_BOX, adDateToday, adLinkOf, adLocationsFor, adPageForPath, adSlotSize, pickRandomAd } from '@domain/ads.ts';

describe('ad group by path prefix (§2 Ad banners)', () => {
  it.each([
    ['/', 'Home'],
    ['/signup', 'Premium'],
    ['/login', 'Premium'],
    ['/check-purchase-enquiries', 'Premium'],
    ['/check-sales-offers', 'Premium'],
    ['/news', 'Premium'],
    ['/price-updates', 'Premium'],
    ['/corporate-members', 'Premium'],
    ['/post-sales-offer', 'Premium'],
    ['/post-purchase-enquiry', 'Premium'],
    ['/profile/abc', 'Non-Premium'],
    ['/profile/edit/abc', 'Non-Premium'],
    ['/privacy-policy', 'Non-Premium'],
    ['/terms-of-use', 'Non-Premium'],
    ['/listed-subscribers', 'Non-Premium'],
    ['/corporate/7', 'Non-Premium'],
    ['/loomconnect-partners', 'Non-Premium'],
    ['/membership-plans', 'Non-Premium'],
    ['/news/42', 'Non-Premium'],
    ['/faq', 'Home'],
    ['/somewhere-unknown', 'Home'],
    ['/signupx', 'Home'],
  ])('%s → %s', (path, group) => {
    expect(adPageForPath(path).group).toBe(group);
  });

  it('names the page location of each page', () => {
    expect(adPageForPath('/news/42').location).toBe('News Article');
    expect(adPageForPath('/news').location).toBe('News');
    expect(adPageForPath('/profile/edit/x').location).toBe('Edit Profile');
    expect(adPageForPath('/nowhere').location).toBe('Home');
  });

  it('lists the page locations a placement type can choose', () => {
    expect(adLocationsFor('Home')).toEqual(['Home']);
    expect(adLocationsFor('Premium')).toHaveLength(9);
    expect(adLocationsFor('Non-Premium')).toHaveLength(9);
  });
});

describe('ad slot size per page', () => {
  it.each([
    ['/price-management', 'compact'],
    ['/bid-management', 'compact'],
    ['/sourcing/trims-accessories', 'compact'],
    ['/admin', 'compact'],
    ['/admin2', 'compact'],
    ['/admin/membership-management', 'compact'],
    ['/admin/ad-management', 'compact'],
    ['/admin/corporate-products', 'compact'],
    ['/login', 'compact'],
    ['/', 'full'],
    ['/news', 'full'],
    ['/signup', 'full'],
    ['/administrators', 'full'],
  ])('%s → %s above and below', (path, size) => {
    expect(adSlotSize(path, 'top')).toBe(size);
    expect(adSlotSize(path, 'bottom')).toBe(size);
  });

  it("leaves a company's own page without an ad at its head, not at its foot", () => {
    expect(adSlotSize('/corporate/c0000000-0000-4000-a000-000000000001', 'top')).toBe('none');
    expect(adSlotSize('/corporate/c0000000-0000-4000-a000-000000000001', 'bottom')).toBe('full');
    expect(adSlotSize('/corporate-members', 'top')).toBe('full');
  });
});

describe('ad choice and box', () => {
  it('picks one ad at random, or none', () => {
    const ads = ['a', 'b', 'c'];
    expect(pickRandomAd(ads, () => 0)).toBe('a');
    expect(pickRandomAd(ads, () => 0.5)).toBe('b');
    expect(pickRandomAd(ads, () => 0.999999)).toBe('c');
    expect(pickRandomAd([], () => 0.5)).toBeNull();
  });

  it('has the §9 box constants', () => {
    expect(AD_BOX).toEqual({
      maxWidthPx: 750,
      aspectRatio: '750 / 300',
      minHeightPx: 75,
      maxHeightPx: 300,
      fadeInSeconds: 0.5,
    });
  });

  it("takes today's date in India for the ad window", () => {
    expect(adDateToday(new Date('2026-11-21T19:00:00Z'))).toBe('2026-11-22');
    expect(adDateToday(new Date('2026-11-21T18:00:00Z'))).toBe('2026-11-21');
  });
});

describe('ad links', () => {
  it('opens an in-app path in place and an http(s) URL as another site', () => {
    expect(adLinkOf('/corporate/c0000000-0000-4000-a000-000000000001')).toEqual({
      kind: 'in-app',
      path: '/corporate/c0000000-0000-4000-a000-000000000001',
    });
    expect(adLinkOf('https://mill.example/offer')).toEqual({ kind: 'external', url: 'https://mill.example/offer' });
    expect(adLinkOf('HTTP://mill.example')).toEqual({ kind: 'external', url: 'HTTP://mill.example' });
  });

  it('links nowhere for no link, protocol-relative or other schemes', () => {
    for (const url of [null, '', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'mill.example']) {
      expect(adLinkOf(url), String(url)).toBeNull();
    }
  });
});
