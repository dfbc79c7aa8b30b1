import type { Locator, Page } from '@playwright/test';

/** /update-password: new password and confirmation, each with a show/hide toggle. */
export class UpdatePasswordPage {
  readonly heading: Locator;
  readonly password: Locator;
  readonly confirmPassword: Locator;
  readonly showPassword: Locator;
  readonly hint: Locator;
  readonly submit: Locator;
  readonly invalidLink: Locator;
  readonly toast: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.password = page.getByLabel(/^New Password/);
    this.confirmPassword = page.getByLabel(/^Confirm New Password/);
    this.showPassword = page.getByRole('button', { name: 'Show password' }).first();
    this.hint = page.getByText('Min. 8 chars: 1 uppercase, 1 lowercase, 1 number.');
    this.submit = page.getByRole('button', { name: 'Update Password' });
    this.invalidLink = page.getByRole('alert').filter({ hasText: 'Invalid or expired password reset link' });
    this.toast = page.locator('.toast');
  }

  async fill(password: string, confirmPassword = password): Promise<void> {
    await this.password.fill(password);
    await this.confirmPassword.fill(confirmPassword);
  }
}
