/**
 * Messages a person can act on (issue 15, item 3), as the stack words them: an unknown e-mail at the OTP login
 * says there is no account and links to signup, the mobile login's refusals carry the server's words and a failed
 * call says what to do. Over-long form fields getting the field's own message are component tests
 * (contact-corporate-page.test.tsx, profile-pages.test.tsx).
 */
import { expect, test } from '@playwright/test';
import { paths } from '@domain/paths.ts';
import { LoginPage } from '../page-models/login-page.ts';
import { smsCode } from '../support/mailbox.ts';

test('an e-mail without an account says so at the OTP login and leads to signup', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.email.fill('nobody.here@example.com');
  await login.sendOtp.click();
  const alert = page.getByRole('alert').filter({ hasText: 'No account with this email' });
  await expect(alert).toContainText(
    'There is no LoomConnect account for this email address. Check it, or sign up to create one.',
  );
  await expect(page.getByText('Signups not allowed for otp')).toHaveCount(0);
  await expect(login.otp).toHaveCount(0);
  await alert.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(paths.signup.href());
});

test('the mobile login words its refusals and a call that could not be made', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.mobileTab.click();

  await login.mobileNumber.fill('9123456789');
  await login.sendOtp.click();
  await expect(login.toast).toContainText('Could Not Send OTP');
  await expect(login.toast).toContainText('No account is registered with this mobile number.');
  await expect(login.toast).not.toContainText('Function Invoke Error');

  // No answer at all: 'Function Invoke Error' says what to do, not where the backend lives.
  await page.route('**/functions/v1/send-mobile-otp', (route) => route.abort('internetdisconnected'));
  await login.mobileNumber.fill('9700000014');
  await login.sendOtp.click();
  await expect(login.toast.filter({ hasText: 'Function Invoke Error' })).toContainText(
    'Could not reach LoomConnect. Check your internet connection and try again in a moment.',
  );
  await expect(page.getByText(/Backend unreachable|127\.0\.0\.1/)).toHaveCount(0);
  await page.unroute('**/functions/v1/send-mobile-otp');

  const since = new Date();
  await login.sendOtp.click();
  await expect(login.otp).toBeVisible();
  const code = await smsCode('+919700000014', since);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await login.submitOtp(wrong);
  await expect(login.toast.filter({ hasText: 'Login Failed' })).toContainText(/Invalid OTP\. \d attempt\(s\) left\./);
  expect(await login.hasStoredSession()).toBe(false);
});
