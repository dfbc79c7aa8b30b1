import { expect, test, type Page } from '@playwright/test';
import { CREDITS, LIMITS } from '@domain/constants.ts';
import { PRE_LAUNCH_OFFERS } from '@domain/messages.ts';
import { serviceClient } from '../support/backend.ts';
import { emailCode } from '../support/mailbox.ts';
import { ProfileFormModel, type ProfileDetails } from '../page-models/profile-form.ts';
import { ProfilePage } from '../page-models/profile-page.ts';
import { DEMO_PASSWORD, newEmail, openRegisterProfile, signUpVerified } from '../page-models/profile-session.ts';
import { paths } from '@domain/paths.ts';

/** /signup with e-mail and password, then the e-mailed code: ends on /register-profile. */
async function signUpThroughTheApp(page: Page, email: string): Promise<void> {
  await page.goto(paths.signup.href());
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByLabel(/^Confirm Password/).fill(DEMO_PASSWORD);
  const since = new Date();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByLabel('Email OTP').fill(await emailCode(email, since));
  await page.getByRole('button', { name: 'Verify Email OTP' }).click();
  await expect(page).toHaveURL(paths.registerProfile.href());
}

async function completeProfile(page: Page, details: ProfileDetails): Promise<void> {
  const form = new ProfileFormModel(page, 'Create Profile');
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
  await form.fill({ state: 'Gujarat', district: 'Surat', pinZipCode: '395003', ...details });
  await form.submit.click();
}

async function profileRow(email: string) {
  const { data, error } = await serviceClient()
    .from('yarnconnect_free')
    .select('id, membership_type, messaging_credits, referral_code, district, city')
    .eq('email', email)
    .single();
  if (error) throw new Error(error.message);
  return data;
}

test.describe('account journey', () => {
  test('signup, e-mailed code, profile as Free Member, then the blue welcome banner at home', async ({ page }) => {
    const email = newEmail('journey');
    await signUpThroughTheApp(page, email);
    await completeProfile(page, {
      memberName: 'Janaki Journey',
      businessName: 'Journey Weaves',
      mobileNumber: '9876501234',
      businessTypes: ['Fabric Manufacturer', 'Embroidery Unit'],
      yarns: ['Cotton 40s'],
    });

    await expect(page).toHaveURL(paths.home.href());
    const banner = page.getByTestId('welcome-banner');
    await expect(banner).toContainText('Welcome, Janaki Journey');
    // The pre-launch offer ended on its date (the seeded setting: 22 September 2025), so the banner no longer says it.
    await expect(banner).not.toContainText(PRE_LAUNCH_OFFERS);
    await expect(banner).toHaveClass(/welcome-banner--blue/);

    const row = await profileRow(email);
    expect(row).toMatchObject({ membership_type: 'Free Member', messaging_credits: CREDITS.freeSignup });
    expect(row).toMatchObject({ district: 'Surat', city: 'Surat' });
    expect(row.referral_code).toMatch(new RegExp(`^JANAK01234[A-Z]{${LIMITS.referralCodeLength - 10}}$`));

    await banner.getByRole('link').click();
    const profile = new ProfilePage(page);
    await expect(profile.name).toHaveText('Janaki Journey');
    await expect(profile.fact('Messaging Credits')).toHaveText(String(CREDITS.freeSignup));
    await expect(profile.fact('Referral Code')).toContainText(row.referral_code as string);
    await expect(profile.upgradeLink).toBeVisible();
  });

  test('choosing Paid Member creates the profile and moves on to the payment page', async ({ page }) => {
    // The account comes from the auth API here; the test above goes through /signup.
    const email = newEmail('payer');
    await openRegisterProfile(page, await signUpVerified(email));
    await completeProfile(page, {
      memberName: 'Pavan Payer',
      businessName: 'Payer Prints',
      mobileNumber: '9876505678',
      membershipType: 'Paid Member',
    });
    await expect(page).toHaveURL(paths.payment.href());

    // Paid Member comes with the confirmed payment; until then the request waits.
    const row = await profileRow(email);
    expect(row.membership_type).toBe('Free Member');
    const { data: requests } = await serviceClient()
      .from('membership_requests')
      .select('requested_type, status')
      .eq('user_id', row.id);
    expect(requests).toEqual([{ requested_type: 'Paid Member', status: 'pending' }]);
  });
});
