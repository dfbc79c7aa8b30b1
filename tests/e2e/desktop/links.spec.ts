/**
 * Links on the desktop as it ships (the production-parity rig: the built bundle under the desktop CSP and main's
 * navigation and window-open rules). Auth links from the mail are completed in the app window: a password recovery
 * (Forgot Password → the mail's link → a new password → signed out to Login, the new password works) and the
 * e-mail login's link (lands home, signed in). An e-mail OTP login from a page the window opened signed out shows
 * that page in the welcome pause, never home, and the full page load that ends the pause lands there. Links to the
 * web open in the system browser (what main hands to shell.openExternal, recorded by the rig) while the window stays
 * on its page; a plain-http link to an unknown host opens nowhere.
 */
import type { Page } from '@playwright/test';
import { paths } from '@domain/paths.ts';
import { DEMO_PASSWORD } from '../../../supabase/seed/demo-logins.ts';
import { ACCESS_LOGINS } from '../page-models/demo-access.ts';
import { LoginPage } from '../page-models/login-page.ts';
import { UpdatePasswordPage } from '../page-models/password-page.ts';
import { ShellPage } from '../page-models/shell-page.ts';
import { emailCode, emailLink } from '../support/mailbox.ts';
import { DESKTOP_APP_URL, expect, test, type StackClient } from './fixture.ts';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const MEMBER = 'member5@loomconnect.test';
const NEW_PASSWORD = 'Weft#2026Warp';

/**
 * Loads a mailed auth link in the app window as the app loads one (navigate.ts's loadPage): through main's
 * will-navigate rule to the backend's verify step, whose redirect back to the app the rig follows.
 */
async function loadInWindow(page: Page, link: string): Promise<void> {
  await page.evaluate(
    (href) => (globalThis as unknown as { location: { assign(url: string): void } }).location.assign(href),
    link,
  );
}

/** Whether the auth API signs `email` in with `password`, as any client would. */
async function passwordWorks(client: StackClient, email: string, password: string): Promise<boolean> {
  const { data } = await client('anon').auth.signInWithPassword({ email, password });
  return Boolean(data.session);
}

test('a password recovery is completed in the app window: the mailed link, a new password, back to Login', async ({
  page,
  rig,
  client,
}) => {
  const login = new LoginPage(page);
  await page.goto(paths.login.href());
  await login.forgotPassword.click();
  const since = new Date();
  await login.email.fill(MEMBER);
  await login.sendResetLink.click();
  await expect(login.toast).toContainText('If an account exists for this email, a password reset link has been sent.');

  // The link names the app's own page: main lets the backend's verify step and its redirect back load in the window.
  const link = await emailLink(MEMBER, since, rig.mailUrl);
  expect(new URL(link).searchParams.get('redirect_to')).toBe(`${DESKTOP_APP_URL}${paths.updatePassword.href()}`);
  await loadInWindow(page, link);
  const update = new UpdatePasswordPage(page);
  await expect(page).toHaveURL(`${DESKTOP_APP_URL}${paths.updatePassword.href()}`);
  await expect(update.heading).toHaveText('Update Your Password');
  await update.fill(NEW_PASSWORD);
  await update.submit.click();
  await expect(update.toast).toContainText('Password Updated Successfully!');
  await expect(page).toHaveURL(`${DESKTOP_APP_URL}${paths.login.href()}`);
  await expect.poll(() => login.hasStoredSession()).toBe(false);

  expect(await passwordWorks(client, MEMBER, NEW_PASSWORD)).toBe(true);
  expect(await passwordWorks(client, MEMBER, DEMO_PASSWORD)).toBe(false);
  expect(rig.guards.externalOpens).toEqual([]);
});

test('the e-mail login link is completed in the app window and lands home, signed in', async ({ page, rig }) => {
  const login = new LoginPage(page);
  const email = ACCESS_LOGINS.paidMember.email;
  await page.goto(paths.login.href());
  const since = new Date();
  await login.requestEmailOtp(email);

  const link = await emailLink(email, since, rig.mailUrl);
  expect(new URL(link).searchParams.get('redirect_to')).toBe(`${DESKTOP_APP_URL}${paths.home.href()}`);
  await loadInWindow(page, link);
  await expect(login.toast).toContainText('Signed In!');
  await expect(page).toHaveURL(`${DESKTOP_APP_URL}${paths.home.href()}`);
  await expect(new ShellPage(page).header.getByRole('button', { name: 'Logout' })).toBeAttached();
  expect(rig.guards.externalOpens).toEqual([]);
});

test('an e-mail OTP login from a page opened signed out: the pause shows that page, never home, and the load lands there', async ({
  page,
  rig,
}) => {
  const login = new LoginPage(page);
  const email = ACCESS_LOGINS.executive.email;
  const sheetPage = `${DESKTOP_APP_URL}${paths.priceManagement.href()}`;
  const heading = page.getByRole('heading', { level: 1 });
  await page.goto(paths.priceManagement.href());
  await expect(heading).toHaveText('Access Denied');
  await page.getByRole('main').getByRole('link', { name: 'Login', exact: true }).click();
  await expect(login.heading).toHaveText('Login to LoomConnect');
  const since = new Date();
  await login.requestEmailOtp(email);

  // Every page the window shows from here, the router's included: the sheet under the veil, then the sheet loaded.
  const shown: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) shown.push(frame.url());
  });
  const loaded = page.waitForEvent('load', { timeout: 60_000 });
  await login.submitOtp(await emailCode(email, since, rig.mailUrl));
  await expect(login.toast).toContainText('Welcome back');
  await loaded;
  await expect(page).toHaveURL(sheetPage);
  await expect(heading).toHaveText('Price and Status Management');
  await expect(new ShellPage(page).header.getByRole('button', { name: 'Logout' })).toBeAttached();
  expect(shown.length).toBeGreaterThanOrEqual(2);
  expect(new Set(shown)).toEqual(new Set([sheetPage]));
  expect(rig.guards.externalOpens).toEqual([]);
});

test('web links open in the system browser and the window stays; a plain-http link to an unknown host opens nowhere', async ({
  page,
  rig,
  client,
}) => {
  const unknownHost = 'http://unknown-partner.example/';
  const { error } = await client('service')
    .from('partner_organisations')
    .insert({ name: 'Plain HTTP Weavers', website_url: unknownHost, logo_url: 'partner_logos/surat.svg' });
  expect(error).toBeNull();
  const partnersPage = `${DESKTOP_APP_URL}${paths.partners.href()}`;
  await page.goto(paths.partners.href());
  const partners = page.getByRole('list', { name: 'Partners' });
  const partner = (name: string) => partners.getByRole('listitem').filter({ hasText: name });

  // A partner's website (https): handed to the system browser; no second window, the app stays on its page.
  await partner('Surat Textile Partners').getByRole('link', { name: 'Visit Website' }).click();
  await expect.poll(() => rig.guards.externalOpens).toEqual(['https://suratpartners.example/']);
  await expect(page).toHaveURL(partnersPage);
  await expect.poll(() => page.context().pages().length).toBe(1);

  // The footer's social links, on every page: the same.
  await page.getByRole('link', { name: /^LinkedIn/ }).click();
  await expect
    .poll(() => rig.guards.externalOpens)
    .toEqual(['https://suratpartners.example/', 'https://www.linkedin.com/company/loomconnect']);
  await expect(page).toHaveURL(partnersPage);

  // Plain http to a host the app does not know: neither the app window nor the system browser opens it.
  rig.expectBlocked(/^http:\/\/unknown-partner\.example\//);
  await partner('Plain HTTP Weavers').getByRole('link', { name: 'Visit Website' }).click();
  await expect.poll(() => rig.guards.expectedBlocks).toEqual([unknownHost]);
  expect(rig.guards.externalOpens).toHaveLength(2);
  await expect(page).toHaveURL(partnersPage);
  await expect.poll(() => page.context().pages().length).toBe(1);
  await expect(partners.getByRole('heading', { name: 'Plain HTTP Weavers' })).toBeVisible();
});
