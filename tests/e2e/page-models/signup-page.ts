import type { Locator, Page } from '@playwright/test';
import { paths } from '@domain/paths.ts';

/** /signup: the email form, the disabled mobile tab and the email OTP step. */
export class SignupPage {
  readonly heading: Locator;
  readonly emailTab: Locator;
  readonly mobileTab: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly confirmPassword: Locator;
  readonly submit: Locator;
  readonly otp: Locator;
  readonly verify: Locator;
  readonly resend: Locator;
  readonly backToForm: Locator;
  readonly toast: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.emailTab = page.getByRole('tab', { name: 'Email' });
    this.mobileTab = page.getByRole('tab', { name: /Mobile/ });
    this.email = page.getByRole('textbox', { name: 'Email', exact: true });
    this.password = page.getByLabel(/^Password/);
    this.confirmPassword = page.getByLabel(/^Confirm Password/);
    this.submit = page.getByRole('button', { name: 'Sign Up' });
    this.otp = page.getByLabel(/^Email OTP/);
    this.verify = page.getByRole('button', { name: 'Verify Email OTP' });
    this.resend = page.getByRole('button', { name: 'Resend OTP' });
    this.backToForm = page.getByRole('button', { name: 'Back to Form' });
    this.toast = page.locator('.toast');
  }

  async goto(): Promise<void> {
    await this.page.goto(paths.signup.href());
  }

  async fill(values: { email: string; password: string; confirmPassword: string }): Promise<void> {
    await this.email.fill(values.email);
    await this.password.fill(values.password);
    await this.confirmPassword.fill(values.confirmPassword);
  }
}
