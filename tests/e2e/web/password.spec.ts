import { createClient } from '@supabase/supabase-js';
import type { Database } from '@domain/database.ts';
import { expect, test } from '@playwright/test';
import WebSocket from 'ws';
import { LoginPage } from '../page-models/login-page.ts';
import { DEMO_PASSWORD } from '../page-models/profile-session.ts';
import { UpdatePasswordPage } from '../page-models/password-page.ts';
import { E2E } from '../support/e2e-env.ts';
import { emailLink } from '../support/mailbox.ts';
import { paths } from '@domain/paths.ts';
import { screenshot } from '../support/screenshots.ts';

const EMAIL = 'member5@loomconnect.test';
const NEW_PASSWORD = 'Weft#2026Warp';

/** Signs in with e-mail and password through the auth API, as any client would. */
async function passwordWorks(email: string, password: string): Promise<boolean> {
  const client = createClient<Database>(E2E.apiUrl, E2E.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
  const { data } = await client.auth.signInWithPassword({ email, password });
  return Boolean(data.session);
}

test.describe('password reset', () => {
  test('the mailed link opens /update-password, the new password is checked, set, and works', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.forgotPassword.click();
    await login.sendResetLink.click();
    await expect(login.email).toHaveAccessibleDescription('Please enter your email address.');
    await expect(login.email).toBeFocused();

    const since = new Date();
    await login.email.fill(EMAIL);
    await login.sendResetLink.click();
    await expect(login.toast).toContainText(
      'If an account exists for this email, a password reset link has been sent.',
    );

    await page.goto(await emailLink(EMAIL, since));
    const update = new UpdatePasswordPage(page);
    await expect(page).toHaveURL(new RegExp(paths.updatePassword.href()));
    await expect(update.heading).toHaveText('Update Your Password');
    await expect(update.hint).toBeVisible();
    await screenshot(page, 'update-password-1280', { fullPage: true });

    await update.fill('weakpass1');
    await update.submit.click();
    await expect(update.toast).toContainText('Password must contain at least one uppercase letter.');
    await expect(update.password).toBeFocused();
    // The fifth rule of the policy, which the auth server enforces too.
    await update.fill('Weft2026Warp');
    await update.submit.click();
    await expect(update.toast).toContainText('Password must contain at least one special character.');
    await expect(update.password).toHaveAccessibleDescription(/Password must contain at least one special character\./);
    await update.fill(NEW_PASSWORD, `${NEW_PASSWORD}x`);
    await update.submit.click();
    await expect(update.confirmPassword).toHaveAccessibleDescription('Passwords do not match.');
    await expect(update.confirmPassword).toBeFocused();

    await update.showPassword.click();
    await expect(update.password).toHaveAttribute('type', 'text');
    await update.fill(NEW_PASSWORD);
    await update.submit.click();
    await expect(update.toast).toContainText('Password Updated Successfully!');
    await expect(page).toHaveURL(paths.login.href());
    await expect.poll(() => login.hasStoredSession()).toBe(false);

    expect(await passwordWorks(EMAIL, NEW_PASSWORD)).toBe(true);
    expect(await passwordWorks(EMAIL, DEMO_PASSWORD)).toBe(false);
  });
});
