import type { Locator, Page } from '@playwright/test';
import { paths } from '@domain/paths.ts';

/** /login: email or mobile OTP, and the forgot-password form. */
export class LoginPage {
  readonly heading: Locator;
  readonly emailTab: Locator;
  readonly mobileTab: Locator;
  readonly email: Locator;
  readonly sendOtp: Locator;
  readonly otp: Locator;
  readonly verify: Locator;
  readonly changeEmail: Locator;
  readonly countryCode: Locator;
  readonly mobileNumber: Locator;
  readonly changeMobile: Locator;
  readonly forgotPassword: Locator;
  readonly sendResetLink: Locator;
  readonly backToLogin: Locator;
  readonly toast: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.emailTab = page.getByRole('tab', { name: 'Email OTP' });
    this.mobileTab = page.getByRole('tab', { name: 'Mobile OTP' });
    this.email = page.getByRole('textbox', { name: 'Email', exact: true });
    this.sendOtp = page.getByRole('button', { name: 'Send OTP' });
    this.otp = page.getByLabel(/^OTP/);
    this.verify = page.getByRole('button', { name: 'Verify OTP & Login' });
    this.changeEmail = page.getByRole('button', { name: 'Change Email' });
    this.countryCode = page.getByLabel(/^Country Code/);
    this.mobileNumber = page.getByLabel(/^Mobile Number/);
    this.changeMobile = page.getByRole('button', { name: 'Change Mobile Number' });
    this.forgotPassword = page.getByRole('button', { name: 'Forgot Password?' });
    this.sendResetLink = page.getByRole('button', { name: 'Send Reset Link' });
    this.backToLogin = page.getByRole('button', { name: 'Back to Login' });
    this.toast = page.locator('.toast');
  }

  async goto(): Promise<void> {
    await this.page.goto(paths.login.href());
  }

  /** Asks for an email code; returns when the code step shows. */
  async requestEmailOtp(email: string): Promise<void> {
    await this.email.fill(email);
    await this.sendOtp.click();
    await this.otp.waitFor();
  }

  async submitOtp(code: string): Promise<void> {
    await this.otp.fill(code);
    await this.verify.click();
  }

  /** Whether supabase-js holds a session in this page's storage. */
  hasStoredSession(): Promise<boolean> {
    return this.page.evaluate<boolean>("Object.keys(localStorage).some((k) => k.endsWith('-auth-token'))");
  }
}
