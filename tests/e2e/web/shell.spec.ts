import { expect, test, type Page } from '@playwright/test';
import { DEMO, passwordSession, ShellPage } from '../page-models/shell-page.ts';
import { serviceClient } from '../support/backend.ts';
import { E2E } from '../support/e2e-env.ts';
import { paths } from '@domain/paths.ts';

test.describe('footer and header', () => {
  test('quick links, contact block, social links in new tabs, the year and the logo alt text', async ({ page }) => {
    await page.goto(paths.home.href());
    const shell = new ShellPage(page);
    const quick = shell.footer.getByRole('navigation', { name: 'Quick links' }).getByRole('link');
    await expect(quick).toHaveText([
      'Home',
      'About Us',
      'Membership Plans',
      'Contact Corporate Sales',
      'FAQ',
      'Privacy Policy',
      'Terms of Use',
    ]);
    const hrefs = await quick.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([
      paths.home.href(),
      paths.partners.href(),
      paths.membershipPlans.href(),
      paths.contactCorporate.href(),
      paths.faq.href(),
      paths.privacyPolicy.href(),
      paths.termsOfUse.href(),
    ]);

    await expect(shell.footer.locator('address')).toContainText('Surat');
    await expect(shell.footer.locator('address')).toContainText('India');
    await expect(shell.footer.locator('address a[href^="tel:"]')).toHaveCount(1);
    await expect(shell.footer.locator('address a[href^="mailto:"]')).toHaveCount(1);

    for (const network of ['Facebook', 'LinkedIn', 'Instagram', 'YouTube']) {
      const link = shell.footer.getByRole('link', { name: new RegExp(`^${network}`) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(shell.footer).toContainText(`© ${new Date().getFullYear()} LoomConnect. All rights reserved.`);
    await expect(shell.header.getByRole('img', { name: 'LoomConnect logo' })).toHaveCount(1);
    await expect(shell.footer.getByRole('img', { name: 'LoomConnect logo' })).toHaveCount(1);

    await quick.filter({ hasText: 'About Us' }).click();
    await expect(page).toHaveURL(paths.partners.href());
  });
});

test.describe('toasts', () => {
  async function openLoginLink(page: Page) {
    const session = await passwordSession(DEMO.paid.email);
    const hash = new URLSearchParams({
      access_token: session.access_token,
      refresh_token: session.refresh_token,
      expires_in: String(session.expires_in),
      token_type: 'bearer',
      type: 'magiclink',
    });
    await page.goto(`${paths.home.href()}#${hash}`);
  }

  test('a toast closes by itself after 5 seconds', async ({ page }) => {
    await openLoginLink(page);
    const shell = new ShellPage(page);
    await expect(shell.toast).toContainText('Signed In!');
    const shownAt = Date.now();
    await expect(shell.toast).toHaveCount(0, { timeout: 8000 });
    expect(Date.now() - shownAt).toBeGreaterThan(3500);
  });

  test('F8 moves focus to the notifications, and a swipe right dismisses the toast', async ({ page }) => {
    await openLoginLink(page);
    const shell = new ShellPage(page);
    await expect(shell.toast).toContainText('Signed In!');
    await page.keyboard.press('F8');
    await expect(page.getByRole('region', { name: /Notifications/ }).locator('ol')).toBeFocused();

    const box = (await shell.toast.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    for (let dx = 10; dx <= 120; dx += 10) await page.mouse.move(box.x + 20 + dx, y);
    await page.mouse.up();
    await expect(shell.toast).toHaveCount(0, { timeout: 2000 });
  });
});

test.describe('ad banners', () => {
  const service = serviceClient();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const day = (offset: number) => {
    const date = new Date(`${today}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + offset);
    return date.toISOString().slice(0, 10);
  };
  const image = (label: string) =>
    `data:image/svg+xml,${encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300"><rect width="750" height="300" fill="#12284a"/><text x="40" y="160" fill="#fff" font-size="40">${label}</text></svg>`,
    )}`;
  let activeBefore: string[] = [];
  const inserted: string[] = [];

  async function addAd(ad: {
    group: string;
    location: string;
    alt: string;
    from?: number;
    to?: number;
    status?: boolean;
  }) {
    const { data, error } = await service
      .from('corporate_ads')
      .insert({
        company_name: 'E2E Ads Ltd',
        placement_type: ad.group,
        page_location: ad.location,
        from_date: day(ad.from ?? -1),
        to_date: day(ad.to ?? 1),
        ad_image_url: image(ad.alt),
        click_url: 'https://ads.example/landing',
        alt_text: ad.alt,
        status: ad.status ?? true,
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    inserted.push(data!.id as string);
  }

  test.beforeAll(async () => {
    // Only this suite's ads may show: the seeded ones are switched off and restored afterwards.
    const { data } = await service.from('corporate_ads').select('id').eq('status', true);
    activeBefore = (data ?? []).map((row) => row.id as string);
    await service.from('corporate_ads').update({ status: false }).in('id', activeBefore);
  });

  test.afterAll(async () => {
    await service.from('corporate_ads').delete().in('id', inserted);
    await service.from('corporate_ads').update({ status: true }).in('id', activeBefore);
  });

  test('an active ad of the page group shows above and below the page, as a link with its alt text', async ({
    page,
  }) => {
    await addAd({ group: 'Home', location: 'Home', alt: 'E2E home banner' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(paths.home.href());
    const shell = new ShellPage(page);
    for (const position of ['top', 'bottom'] as const) {
      const slot = shell.ad(position);
      await expect(slot.getByRole('img', { name: 'E2E home banner' })).toBeVisible();
      await expect(slot.getByRole('link')).toHaveAttribute('href', 'https://ads.example/landing');
      await expect(slot.getByRole('link')).toHaveAttribute('target', '_blank');
      const box = (await slot.boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(750);
      expect(box.height).toBeGreaterThanOrEqual(75);
      expect(box.height).toBeLessThanOrEqual(300);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    const small = (await shell.ad('top').boundingBox())!;
    expect(small.width).toBeLessThanOrEqual(390);
    expect(small.height).toBeGreaterThanOrEqual(75);
  });

  test('no ad shows for another group, outside its dates, when switched off, or when the query fails', async ({
    page,
  }) => {
    await addAd({ group: 'Premium', location: 'Login', alt: 'E2E expired', from: -10, to: -1 });
    await addAd({ group: 'Premium', location: 'Login', alt: 'E2E future', from: 1, to: 5 });
    await addAd({ group: 'Premium', location: 'Login', alt: 'E2E paused', status: false });
    await addAd({ group: 'Non-Premium', location: 'Privacy Policy', alt: 'E2E privacy banner' });
    const shell = new ShellPage(page);

    await page.goto(paths.login.href());
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Advertisement' })).toHaveCount(0);
    await expect(shell.ad('top')).toHaveCount(0);

    await page.goto(paths.privacyPolicy.href());
    await expect(shell.ad('top').getByRole('img', { name: 'E2E privacy banner' })).toBeVisible();
    await page.goto(paths.termsOfUse.href());
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(shell.ad('top')).toHaveCount(0);

    await page.route(`${E2E.apiUrl}/rest/v1/corporate_ads*`, (route) => route.abort('connectionrefused'));
    await page.goto(paths.privacyPolicy.href());
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(shell.ad('top')).toHaveCount(0);
  });
});

test.describe('a page whose code cannot download', () => {
  test('says so with a Reload button instead of an empty window, and the next page still opens', async ({ page }) => {
    // Refuse the news page's code: its chunk in the production build (its module on the dev server).
    await page.route(/(\/assets\/news-page-[\w-]+\.js|\/features\/news\/pages\/news-page\.tsx)(\?|$)/, (route) =>
      route.abort('internetdisconnected'),
    );
    await page.goto(paths.home.href());
    const shell = new ShellPage(page);
    await page.goto(paths.news.href());
    const failure = page.getByRole('alert').filter({ hasText: 'This page could not load' });
    await expect(failure).toBeVisible();
    await expect(failure.getByRole('button', { name: 'Reload' })).toBeVisible();
    // The shell around the page still works: its links lead on.
    await shell.footer.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(paths.faq.href());
    await expect(failure).toBeHidden();
    await expect(page.locator('.faq__question').first()).toBeVisible();
  });
});
