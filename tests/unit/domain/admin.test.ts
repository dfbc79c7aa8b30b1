import { describe, expect, it } from 'vitest';
import { adLocationChoices } from '@domain/ads.ts';
import {
  AD_MESSAGES,
  AdForm,
  MEMBER_EDIT_MESSAGES,
  MemberEditForm,
  PROMOTION_MESSAGES,
  PromotionEmailBody,
  promotionEmail,
} from '@domain/schemas/admin.ts';
import { fileProblem } from '@domain/uploads.ts';
import { AD_IMAGE_RULE } from '@domain/schemas/admin.ts';

const member = {
  memberName: 'Priya',
  email: 'priya@example.com',
  businessName: 'Priya Looms',
  messagingCredits: '12',
  membershipType: 'Free Member' as const,
  isVerifiedMember: false,
  isCorporateMember: false,
};

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('member edit (trade §5 "Member edit (admin)")', () => {
  it('requires name and email, and blank credits become 0', () => {
    expect(MemberEditForm.parse({ ...member, messagingCredits: ' ' }).messagingCredits).toBe(0);
    expect(MemberEditForm.parse(member).messagingCredits).toBe(12);
    expect(messagesOf(MemberEditForm.safeParse({ ...member, memberName: ' ', email: '' }))).toEqual([
      MEMBER_EDIT_MESSAGES.nameRequired,
      MEMBER_EDIT_MESSAGES.emailRequired,
    ]);
    expect(messagesOf(MemberEditForm.safeParse({ ...member, email: 'nope' }))).toEqual([
      MEMBER_EDIT_MESSAGES.emailInvalid,
    ]);
  });

  it('takes credits only as a whole number', () => {
    for (const credits of ['-1', '1.5', 'ten', '1e3']) {
      expect(messagesOf(MemberEditForm.safeParse({ ...member, messagingCredits: credits }))).toEqual([
        MEMBER_EDIT_MESSAGES.creditsNumeric,
      ]);
    }
  });
});

describe('promotion e-mail', () => {
  it('needs at least one member', () => {
    expect(messagesOf(PromotionEmailBody.safeParse({ selectedUsers: [] }))).toEqual([PROMOTION_MESSAGES.noneSelected]);
    expect(messagesOf(PromotionEmailBody.safeParse({}))).toEqual([PROMOTION_MESSAGES.noneSelected]);
  });

  it('greets the member by name and keeps the admin’s text as text', () => {
    const mail = promotionEmail({ memberName: 'Asha', subject: 'Offer', message: 'One <b>bold</b>\n\nTwo' });
    expect(mail.text).toBe('Dear Asha,\n\nOne <b>bold</b>\n\nTwo\n\nTeam LoomConnect');
    expect(mail.html).toContain('<p>One &lt;b&gt;bold&lt;/b&gt;</p>');
    expect(promotionEmail({ memberName: null, subject: 's', message: 'm' }).text).toMatch(/^Dear Member,/);
  });
});

describe('ad form (trade §5 "Ad")', () => {
  const ad = {
    companyName: 'Surat Synthetics',
    altText: 'Yarn',
    fromDate: '2026-01-01',
    toDate: '2026-01-31',
    placementType: 'Premium',
    pageLocation: 'News',
    clickUrl: '',
    status: true,
  };

  it('needs everything but the click URL', () => {
    expect(AdForm.parse(ad).clickUrl).toBeNull();
    expect(messagesOf(AdForm.safeParse({ ...ad, companyName: '', altText: ' ', fromDate: '', toDate: '' }))).toEqual([
      AD_MESSAGES.companyRequired,
      AD_MESSAGES.altRequired,
      AD_MESSAGES.fromRequired,
      AD_MESSAGES.toRequired,
    ]);
  });

  it('offers and accepts the pages of the placement type only', () => {
    expect(adLocationChoices('Home').map((c) => c.value)).toEqual(['Home']);
    expect(adLocationChoices('Premium').map((c) => c.value)).toEqual(
      expect.arrayContaining(['Premium', 'News', 'Login', 'Price List']),
    );
    expect(adLocationChoices('Premium').map((c) => c.value)).not.toContain('Partners');
    expect(messagesOf(AdForm.safeParse({ ...ad, pageLocation: 'Partners' }))).toEqual([
      AD_MESSAGES.locationNotInPlacement,
    ]);
    expect(AdForm.safeParse({ ...ad, placementType: 'Non-Premium', pageLocation: 'Partners' }).success).toBe(true);
  });

  it('wants the end on or after the start, and a web or in-app click URL', () => {
    expect(messagesOf(AdForm.safeParse({ ...ad, toDate: '2025-12-31' }))).toEqual([AD_MESSAGES.datesOrder]);
    expect(messagesOf(AdForm.safeParse({ ...ad, clickUrl: 'javascript:alert(1)' }))).toEqual([AD_MESSAGES.clickUrl]);
    expect(AdForm.parse({ ...ad, clickUrl: '/corporate-members' }).clickUrl).toBe('/corporate-members');
    expect(AdForm.parse({ ...ad, clickUrl: 'https://example.com/x' }).clickUrl).toBe('https://example.com/x');
  });

  it("checks the image with the spec's words", () => {
    expect(fileProblem({ name: 'a.gif', size: 10, type: 'image/gif' }, AD_IMAGE_RULE)).toBe(
      'Only JPG, PNG, or WEBP allowed.',
    );
    expect(fileProblem({ name: 'a.png', size: 1024 * 1024 + 1, type: 'image/png' }, AD_IMAGE_RULE)).toBe(
      'Image must be under 1MB.',
    );
    expect(fileProblem({ name: 'a.webp', size: 1024 * 1024, type: 'image/webp' }, AD_IMAGE_RULE)).toBeNull();
  });
});
