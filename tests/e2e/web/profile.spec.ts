import { expect, test } from '@playwright/test';
import {
  COMPLETE_YOUR_PROFILE,
  COPIED,
  INDIAN_MOBILE_INVALID,
  INVALID_MOBILE_NUMBER,
  ITEMS_DELETED,
  NO_VENDORS_YET,
  PROFILE_DELETION_SUCCESSFUL,
  PROFILE_LOAD_FAILED_PAGE,
  PROFILE_UPDATED,
  referralCodeUpdated,
} from '@domain/messages.ts';
import { serviceClient } from '../support/backend.ts';
import { emailCode } from '../support/mailbox.ts';
import { LoginPage } from '../page-models/login-page.ts';
import { ProfileEditPage, ProfilePage, toast } from '../page-models/profile-page.ts';
import {
  anonClient,
  createFreeMember,
  DEMO,
  DEMO_PASSWORD,
  newEmail,
  signInAs,
  signUpVerified,
  useSessionInBrowser,
} from '../page-models/profile-session.ts';
import { formatDate } from '@domain/format.ts';
import { lastDayBefore } from '@domain/paid-year.ts';
import { paths } from '@domain/paths.ts';
import { expectFitsBothWidths, screenshot, screenshotOf } from '../support/screenshots.ts';

/** Posts enquiries as the member (the boards' own rule: members post as themselves). */
async function postEnquiries(email: string, fibreTypes: string[]): Promise<void> {
  const client = anonClient();
  const { error: signInError } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (signInError) throw new Error(signInError.message);
  for (const fibre_type of fibreTypes) {
    const { error } = await client.from('purchase_enquiries').insert({ fibre_type, quantity_required_kgs: 500 });
    if (error) throw new Error(error.message);
  }
}

async function enquiryNumbers(userId: string): Promise<string[]> {
  const { data, error } = await serviceClient()
    .from('purchase_enquiries')
    .select('enquiry_number')
    .eq('user_id', userId)
    .order('created_at', { ascending: false });
  if (error) throw new Error(error.message);
  return data.map((row) => row.enquiry_number as string);
}

test.describe('own profile', () => {
  test('shows credits and the referral code, copies it, and deletes selected enquiries', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await postEnquiries(DEMO.paid.email, ['Nylon', 'Cotton', 'Linen']);
    await signInAs(page, DEMO.paid.email, paths.myProfile.href());
    const profile = new ProfilePage(page);
    await expect(profile.name).toHaveText('Priya Paid');
    await expect(profile.badge('Verified Member')).toBeVisible();
    await expect(profile.fact('Referral Code')).toContainText('PRIYA00007AA');
    await expect(profile.fact('Messaging Credits')).toHaveText(/^\d+$/);
    await expect(profile.fact('Referral Credits Earned')).toHaveText(/^\d+$/);
    // When the paid year ends: the day before the profile's monthly_credits_until (from the launch if paid before).
    const { data: plan } = await serviceClient()
      .from('yarnconnect_free')
      .select('monthly_credits_until')
      .eq('id', DEMO.paid.id)
      .single();
    await expect(profile.fact('Paid Year Ends')).toHaveText(formatDate(lastDayBefore(plan!.monthly_credits_until!)));
    await expect(profile.editLink).toBeVisible();
    await expect(profile.upgradeLink).toHaveCount(0);
    await expect(profile.vendorsToggle).toHaveCount(0);

    await profile.copyReferral.click();
    await expect(toast(page)).toHaveText(new RegExp(COPIED));
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe('PRIYA00007AA');

    await expect(profile.table('Bids Status').getByRole('row')).not.toHaveCount(0);
    const before = await enquiryNumbers(DEMO.paid.id);
    expect(before.length).toBeGreaterThan(2);
    const enquiries = profile.table('My Purchase Enquiries');
    // Newest first, as in the database.
    await expect(enquiries.getByRole('row').nth(1)).toContainText(before[0]);
    for (const number of before.slice(0, 2))
      await enquiries.getByRole('checkbox', { name: `Select ${number}` }).check();
    await enquiries.getByRole('button', { name: /Delete Selected/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page)).toContainText(ITEMS_DELETED);
    await expect(enquiries.getByText(before[0])).toHaveCount(0);
    expect(await enquiryNumbers(DEMO.paid.id)).toEqual(before.slice(2));

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
      // From the top: the sticky header would otherwise cover the card in a full-page capture.
      await page.evaluate('window.scrollTo(0, 0)');
      await screenshot(page, `profile-${width}`, { fullPage: true });
    }
  });

  test('an executive sees the vendors registered with their company', async ({ page }) => {
    await signInAs(page, DEMO.exec.email, paths.myProfile.href());
    const profile = new ProfilePage(page);
    await expect(profile.badge('Corporate Member')).toBeVisible();
    await expect(profile.upgradeLink).toHaveCount(0);
    await expect(profile.vendors).toBeHidden();
    await profile.vendorsToggle.click();
    await expect(profile.vendors).toContainText('Vikram Vendor');
    await expect(profile.vendors).toContainText(DEMO.vendor.email);
    await expect(profile.vendors).not.toContainText(NO_VENDORS_YET);
  });
});

/** A member's stored referral code, read past RLS. */
async function storedReferralCode(userId: string): Promise<string | null> {
  const { data, error } = await serviceClient()
    .from('yarnconnect_free')
    .select('referral_code')
    .eq('id', userId)
    .single();
  if (error) throw new Error(error.message);
  return data.referral_code as string | null;
}

test.describe('referral code', () => {
  test('the owner regenerates it after confirming; cancelling changes nothing', async ({ page }) => {
    await signInAs(page, DEMO.free.email, paths.myProfile.href());
    const profile = new ProfilePage(page);
    await expect(profile.referralCode).toHaveText('FARHA00008AA');
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshotOf(profile.card, 'profile-referral-code');

    const dialog = page.getByRole('alertdialog');
    await profile.regenerateReferral.click();
    await expect(dialog).toContainText('FARHA00008AA stops working');
    await screenshot(page, 'profile-referral-confirm');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(profile.referralCode).toHaveText('FARHA00008AA');
    expect(await storedReferralCode(DEMO.free.id)).toBe('FARHA00008AA');

    await profile.regenerateReferral.click();
    await dialog.getByRole('button', { name: 'Regenerate' }).click();
    await expect(toast(page)).toContainText(referralCodeUpdated('').title);
    await expect(dialog).toHaveCount(0);
    // Farhan Free, mobile 9800000008: F + 00008, and a random digit only if that was taken.
    await expect(profile.referralCode).toHaveText(/^F00008\d?$/);
    const code = (await profile.referralCode.textContent()) ?? '';
    expect(await storedReferralCode(DEMO.free.id)).toBe(code);
    await expect(toast(page)).toContainText(referralCodeUpdated(code).description ?? '');
    await page.reload();
    await expect(profile.referralCode).toHaveText(code);
  });

  test('a member without a code generates one, and a code another member holds is skipped', async ({ page }) => {
    // Vikram Vendor (mobile 9800000006) has no code, and another member already holds V00006.
    const admin = serviceClient();
    for (const [id, referral_code] of [
      [DEMO.vendor.id, null],
      [DEMO.exec.id, 'V00006'],
    ] as const) {
      const { error } = await admin.from('yarnconnect_free').update({ referral_code }).eq('id', id);
      if (error) throw new Error(error.message);
    }
    await signInAs(page, DEMO.vendor.email, paths.myProfile.href());
    const profile = new ProfilePage(page);
    await expect(profile.regenerateReferral).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshotOf(profile.card, 'profile-referral-generate');
    await profile.generateReferral.click();
    await expect(toast(page)).toContainText(referralCodeUpdated('').title);
    await expect(profile.referralCode).toHaveText(/^V00006\d$/);
    expect(await storedReferralCode(DEMO.vendor.id)).toMatch(/^V00006\d$/);
  });
});

test.describe('without a profile row', () => {
  test('the own profile sends the member to complete it, and Edit Profile completes it with the credits', async ({
    page,
  }) => {
    const email = newEmail('incomplete');
    const session = await signUpVerified(email);
    // Onboarding that recovers: from their profile a member without one is taken to complete it.
    await useSessionInBrowser(page, session, paths.myProfile.href());
    await expect(page).toHaveURL(paths.registerProfile.href());
    await expect(toast(page)).toContainText(COMPLETE_YOUR_PROFILE);

    // /profile/edit completes it too.
    await page.goto(paths.profileEdit.href(session.user.id));
    const profile = new ProfilePage(page);
    await expect(page.getByRole('heading', { name: 'Edit Your Profile' })).toBeVisible();
    await expect(page.locator('.alert-banner').filter({ hasText: COMPLETE_YOUR_PROFILE })).toBeVisible();
    const edit = new ProfileEditPage(page);
    await expect(edit.form.email).toHaveValue(email);

    // Completed here, the profile is born as at signup: with the Free plan's 25 credits.
    await edit.form.fill({
      memberName: 'Ira Incomplete',
      businessName: 'Ira Weaves',
      mobileNumber: `9${String(Date.now()).slice(-9)}`,
      state: 'Gujarat',
      district: 'Surat',
      pinZipCode: '395003',
      businessTypes: ['Yarn Supplier'],
    });
    await edit.form.submit.click();
    await expect(toast(page)).toContainText(PROFILE_UPDATED);
    await expect(profile.name).toHaveText('Ira Incomplete');
    await expect(profile.fact('Messaging Credits')).toHaveText('25');
  });
});

test.describe('other members', () => {
  test('a paid member sees the public card of a listed member, without owner facts', async ({ page }) => {
    await signInAs(page, DEMO.paid.email, paths.profile.href(DEMO.vendor.id));
    const profile = new ProfilePage(page);
    await expect(profile.name).toHaveText('Vikram Vendor');
    await expect(profile.editLink).toHaveCount(0);
    await expect(profile.fact('Messaging Credits')).toHaveCount(0);
    await expect(profile.table('My Purchase Enquiries')).toHaveCount(0);
    await expect(profile.goBack).toBeVisible();
  });

  test('a visitor opening a member profile is asked to log in, and comes back to it after logging in', async ({
    page,
  }) => {
    await page.goto(paths.profile.href(DEMO.vendor.id));
    const notice = page.getByRole('status').filter({ hasText: 'Log in to see member profiles' });
    await expect(notice).toContainText(
      'Member profiles and their contact details are shown to logged-in Paid Members.',
    );
    await expect(page.getByText(PROFILE_LOAD_FAILED_PAGE)).toHaveCount(0);
    await expect(toast(page)).toHaveCount(0);
    await expectFitsBothWidths(page, 'profile-needs-login');

    await notice.getByRole('link', { name: 'Login' }).click();
    const login = new LoginPage(page);
    const since = new Date();
    await login.requestEmailOtp(DEMO.paid.email);
    await login.submitOtp(await emailCode(DEMO.paid.email, since));
    await expect(page).toHaveURL(paths.profile.href(DEMO.vendor.id));
    await expect(new ProfilePage(page).name).toHaveText('Vikram Vendor');
  });
});

test.describe('edit profile', () => {
  test('saves the editable fields and shows the edit page mobile message', async ({ page }) => {
    await signInAs(page, DEMO.free.email, paths.profileEdit.href(DEMO.free.id));
    const edit = new ProfileEditPage(page);
    await expect(page.getByRole('heading', { name: 'Edit Your Profile' })).toBeVisible();
    await expect(edit.form.memberName).toHaveValue('Farhan Free');

    await edit.form.fill({ mobileNumber: '12345' });
    await edit.form.submit.click();
    await expect(edit.form.mobileNumber).toHaveAccessibleDescription(INDIAN_MOBILE_INVALID);
    await expect(toast(page)).toContainText(INVALID_MOBILE_NUMBER.title);

    await edit.form.fill({ mobileNumber: '9800000008', businessName: 'Farhan Traders & Sons', pinZipCode: '421302' });
    await edit.form.submit.click();
    await expect(toast(page)).toContainText(PROFILE_UPDATED);
    await expect(page).toHaveURL(paths.profile.href(DEMO.free.id));
    await expect(new ProfilePage(page).card).toContainText('Farhan Traders & Sons');
    const { data } = await serviceClient()
      .from('yarnconnect_free')
      .select('business_name, pin_zip_code')
      .eq('id', DEMO.free.id)
      .single();
    expect(data).toEqual({ business_name: 'Farhan Traders & Sons', pin_zip_code: '421302' });
  });

  test('shows the saved state and district, and an unchanged save keeps them', async ({ page }) => {
    await signInAs(page, DEMO.paid.email, paths.profileEdit.href(DEMO.paid.id));
    const edit = new ProfileEditPage(page);
    await expect(edit.form.memberName).toHaveValue('Priya Paid');
    await expect(edit.form.state).toHaveValue('Gujarat');
    await expect(edit.form.district).toBeEnabled();
    await expect(edit.form.district).toHaveValue('Surat');
    await expect(edit.form.district.locator('option:checked')).toHaveText('Surat');
    await edit.form.submit.click();
    await expect(toast(page)).toContainText(PROFILE_UPDATED);
    await expect(page).toHaveURL(paths.profile.href(DEMO.paid.id));
    const { data } = await serviceClient()
      .from('yarnconnect_free')
      .select('state, district, city')
      .eq('id', DEMO.paid.id)
      .single();
    expect(data).toEqual({ state: 'Gujarat', district: 'Surat', city: 'Surat' });

    // A district the bundled list does not name (the seed's Bhiwandi, a city in Thane) shows too.
    await signInAs(page, DEMO.free.email, paths.profileEdit.href(DEMO.free.id));
    await expect(edit.form.district).toBeEnabled();
    await expect(edit.form.district.locator('option:checked')).toHaveText('Bhiwandi');
  });

  test('choosing Paid Member saves, says so and goes to the payment page; the type waits for payment', async ({
    page,
  }) => {
    await signInAs(page, DEMO.free.email, paths.profileEdit.href(DEMO.free.id));
    const edit = new ProfileEditPage(page);
    await expect(edit.form.memberName).toHaveValue('Farhan Free');
    await edit.form.fill({ membershipType: 'Paid Member' });
    await edit.form.submit.click();
    await expect(toast(page)).toContainText('Upgrade to Paid Member');
    await expect(page).toHaveURL(paths.payment.href(), { timeout: 10_000 });
    const { data } = await serviceClient()
      .from('yarnconnect_free')
      .select('membership_type')
      .eq('id', DEMO.free.id)
      .single();
    expect(data?.membership_type).toBe('Free Member');
  });

  test('deleting the profile signs out, and the account cannot sign in again', async ({ page }) => {
    // Made through the admin API: creating a profile in the app is account-journey.spec.ts's.
    const { id, email } = await createFreeMember('Lena Leaver', 'Leaver Looms');
    await signInAs(page, email, paths.profileEdit.href(id));
    const edit = new ProfileEditPage(page);
    await edit.deleteProfile.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Profile' }).click();
    await expect(toast(page)).toContainText(PROFILE_DELETION_SUCCESSFUL);
    await expect(page).toHaveURL(paths.home.href());
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
    const again = await anonClient().auth.signInWithPassword({ email, password: DEMO_PASSWORD });
    expect(again.error).not.toBeNull();
  });
});
