import { expect, test } from '@playwright/test';
import { LoginPage } from '../page-models/login-page.ts';
import { ShellPage } from '../page-models/shell-page.ts';
import { emailCode, smsCode } from '../support/mailbox.ts';
import { paths } from '@domain/paths.ts';
import { expectFitsBothWidths } from '../support/screenshots.ts';

/** A 6-digit code that is not `code`. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

test.describe('login', () => {
  test('e-mail OTP: a demo member signs in, is taken back to the page they came from, and logs out', async ({
    page,
  }) => {
    const login = new LoginPage(page);
    await page.goto(paths.myProfile.href());
    await expect(page).toHaveURL(paths.login.href());
    await expect(login.heading).toHaveText('Login to LoomConnect');
    await expect(login.emailTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('main').getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      paths.signup.href(),
    );
    await expectFitsBothWidths(page, 'login');

    const since = new Date();
    await login.requestEmailOtp('free@loomconnect.test');
    const code = await emailCode('free@loomconnect.test', since);

    await login.submitOtp(code.slice(0, 3));
    await expect(login.toast).toContainText('Invalid OTP Length');
    await expect(login.toast).toContainText('Email OTP must be 6 digits.');
    await expect(login.otp).toHaveAccessibleDescription('Email OTP must be 6 digits.');
    await expect(login.otp).toBeFocused();
    // Only digits get into the box.
    await login.otp.fill('12ab34');
    await expect(login.otp).toHaveValue('1234');

    await login.submitOtp(code);
    await expect(login.toast).toContainText('Welcome back, Farhan Free!');
    await expect(page).toHaveURL(paths.myProfile.href());
    expect(await login.hasStoredSession()).toBe(true);
    expect(await page.evaluate<string | null>("sessionStorage.getItem('loginPageState')")).toBeNull();
    const stored = JSON.parse((await page.evaluate<string | null>("localStorage.getItem('loggedInUser')")) ?? 'null');
    expect(stored).toEqual({
      id: '00000000-0000-4000-a000-000000000008',
      email: 'free@loomconnect.test',
      memberName: 'Farhan Free',
    });

    // Logout signs out through the auth server: home, Login and Signup again, nothing of the member kept.
    const shell = new ShellPage(page);
    await shell.header.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(paths.home.href());
    await expect(shell.authControls()).toHaveText(['Login', 'Signup']);
    await expect.poll(() => login.hasStoredSession()).toBe(false);
    expect(await page.evaluate<string | null>("localStorage.getItem('loggedInUser')")).toBeNull();
  });

  test('a wrong e-mail code says Login Failed', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    const since = new Date();
    await login.requestEmailOtp('member2@loomconnect.test');
    const code = await emailCode('member2@loomconnect.test', since);
    await login.submitOtp(otherCode(code));
    await expect(login.toast).toContainText('Login Failed');
    await expect(login.toast).toContainText('OTP verification failed or session could not be established.');
    await expect(page).toHaveURL(paths.login.href());
    expect(await login.hasStoredSession()).toBe(false);
  });

  test('mobile OTP: the texted code signs the member in through the returned login link', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.mobileTab.click();
    await expect(login.countryCode).toHaveValue('+91');
    await login.sendOtp.click();
    await expect(login.toast).toContainText('Please enter your mobile number.');
    await expect(login.mobileNumber).toBeFocused();
    await login.mobileNumber.fill('98000 00007');
    await expect(login.mobileNumber).toHaveValue('9800000007');

    const since = new Date();
    await login.sendOtp.click();
    await expect(login.otp).toBeVisible();
    const code = await smsCode('+919800000007', since);
    await login.submitOtp(code);

    await expect(login.toast).toContainText('Signed In!');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    expect(await login.hasStoredSession()).toBe(true);
  });

  test("the header's Login returns to the page it was pressed on (e-mail OTP)", async ({ page }) => {
    const login = new LoginPage(page);
    const shell = new ShellPage(page);
    await page.goto(paths.salesOffers.href());
    await shell.header.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(paths.login.href());
    // Going to Signup and back to Login keeps where to return.
    await page.getByRole('main').getByRole('link', { name: 'Create an account' }).click();
    await page.getByRole('main').getByRole('link', { name: 'Login', exact: true }).click();
    await expect(login.heading).toHaveText('Login to LoomConnect');

    const since = new Date();
    await login.requestEmailOtp('member11@loomconnect.test');
    await login.submitOtp(await emailCode('member11@loomconnect.test', since));
    await expect(login.toast).toContainText('Welcome back');
    await expect(page).toHaveURL(paths.salesOffers.href());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sales Offers');
    await expect(shell.authControls()).toHaveText(['Logout']);
  });

  test('a mobile OTP login returns to the page it started from too', async ({ page }) => {
    const login = new LoginPage(page);
    const shell = new ShellPage(page);
    await page.goto(paths.news.href());
    await shell.header.getByRole('link', { name: 'Login' }).click();
    await login.mobileTab.click();
    await login.mobileNumber.fill('9700000013');
    const since = new Date();
    await login.sendOtp.click();
    await expect(login.otp).toBeVisible();
    await login.submitOtp(await smsCode('+919700000013', since));

    await expect(login.toast).toContainText('Signed In!');
    await expect(page).toHaveURL(paths.news.href());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Latest News & Snippets');
    expect(await login.hasStoredSession()).toBe(true);
  });

  test('a Free Member past the 15-day trial is signed out with a pay link', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    const since = new Date();
    await login.requestEmailOtp('expired@loomconnect.test');
    await login.submitOtp(await emailCode('expired@loomconnect.test', since));

    await expect(login.toast).toContainText('Trial Period Expired');
    await expect(login.toast.getByRole('link', { name: 'upgrade to Paid Membership' })).toHaveAttribute(
      'href',
      paths.payment.href(),
    );
    await expect(page).toHaveURL(paths.login.href());
    await expect.poll(() => login.hasStoredSession()).toBe(false);
  });
});
