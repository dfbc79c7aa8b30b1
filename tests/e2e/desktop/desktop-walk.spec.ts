/**
 * The desktop app as its users meet it, on the production-parity rig (desktop-rig.ts: the built bundle under the
 * desktop CSP, main's navigation and window-open rules): the executive, the admin, the limited admin and a Paid
 * Member each sign in through the login page and follow every entry of their menu, with no policy violation, no
 * console error and no blocked navigation (fixture.ts checks rig.expectClean() after each test). On the way: mobile OTP (the
 * login link is completed in the window and lands on the page the login started from), e-mail OTP back to the
 * page it started from, news 'Read more' (the article opens in the app window), a Fabric RFQ image preview (a
 * blob: image), the payment page (the provider's script is requested, so the policy allows it; offline it is an
 * empty stand-in) and the FAQ video frame. One rig, one browser context per role; axe runs in the web walk.
 */
import type { Page } from '@playwright/test';
import { faqVideoEmbedUrl, RAZORPAY_BUTTON_SCRIPT } from '@domain/content-policy.ts';
import { menuBar, visibleNavItems, type NavItem } from '@domain/nav.ts';
import { paths } from '@domain/paths.ts';
import { ACCESS_LOGINS, type SignedInRole } from '../page-models/demo-access.ts';
import { LoginPage } from '../page-models/login-page.ts';
import { ShellPage } from '../page-models/shell-page.ts';
import { emailCode, smsCode } from '../support/mailbox.ts';
import type { DesktopRig } from './desktop-rig.ts';
import { DESKTOP_APP_URL, expect, test } from './fixture.ts';

/** A 1×1 PNG, the Fabric RFQ's image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe.configure({ mode: 'serial', timeout: 240_000 });

/** Opens `from`, presses the header's Login there, and signs in with the e-mail code: back on `from`. */
async function emailOtpLogin(rig: DesktopRig, page: Page, role: SignedInRole, from: string): Promise<void> {
  const login = new LoginPage(page);
  await page.goto(from);
  await new ShellPage(page).header.getByRole('link', { name: 'Login' }).click();
  await expect(login.heading).toHaveText('Login to LoomConnect');
  const since = new Date();
  await login.requestEmailOtp(ACCESS_LOGINS[role].email);
  // The login ends with a full-page load of `from` after the welcome (the only load from here on): until then the page
  // is under the login veil, where a menu click lands on nothing, so the walk starts once it has happened.
  const reloaded = page.waitForEvent('load', { timeout: 60_000 });
  await login.submitOtp(await emailCode(ACCESS_LOGINS[role].email, since, rig.mailUrl));
  await expect(login.toast).toContainText('Welcome back');
  await reloaded;
  await expect(page).toHaveURL(`${DESKTOP_APP_URL}${from}`);
  await expect(new ShellPage(page).header.getByRole('button', { name: 'Logout' })).toBeAttached();
}

/** The same with the texted code: the login link goes through the backend's verify step and back to `from`. */
async function mobileOtpLogin(rig: DesktopRig, page: Page, role: SignedInRole, from: string): Promise<void> {
  const login = new LoginPage(page);
  await page.goto(from);
  await new ShellPage(page).header.getByRole('link', { name: 'Login' }).click();
  await login.mobileTab.click();
  await login.mobileNumber.fill(ACCESS_LOGINS[role].phone);
  const since = new Date();
  await login.sendOtp.click();
  await expect(login.otp).toBeVisible();
  await login.submitOtp(await smsCode(`+91${ACCESS_LOGINS[role].phone}`, since, rig.mailUrl));
  await expect(login.toast).toContainText('Signed In!');
  await expect(page).toHaveURL(`${DESKTOP_APP_URL}${from}`);
  await expect(new ShellPage(page).header.getByRole('button', { name: 'Logout' })).toBeAttached();
}

/** A role's menu entries in the order the bar shows them: the staff tools under Workstation. */
function menuOf(role: SignedInRole): NavItem[] {
  const { facts, id } = ACCESS_LOGINS[role];
  const visible = visibleNavItems({ ...facts, userId: id, isAdmin2: false });
  return menuBar(visible).flatMap((e) => (e.kind === 'link' ? [e.item] : e.groups.flatMap((g) => g.items)));
}

/** Follows every menu entry by clicking it; each page shows its heading and its data, and nothing was reported. */
async function walkMenu(rig: DesktopRig, page: Page, role: SignedInRole): Promise<void> {
  const shell = new ShellPage(page);
  for (const item of menuOf(role)) {
    if (item.workstation) {
      await shell.workstationButton.click();
      await shell.workstationMenu.getByRole('menuitem', { name: item.name, exact: true }).click();
    } else {
      await shell.mainNav.getByRole('link', { name: item.name, exact: true }).click();
    }
    await expect(page, item.name).toHaveURL(`${DESKTOP_APP_URL}${item.path}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 }).first(), item.name).toBeVisible({ timeout: 30_000 });
    await expect(main.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
    await expect(main.getByRole('status', { name: /^Loading/ })).toHaveCount(0, { timeout: 30_000 });
    await expect(main.locator('.alert-banner--danger'), item.name).toHaveCount(0);
    expect(rig.guards.problems, `${role}: ${item.name} (${item.path})`).toEqual([]);
  }
}

test('a Paid Member: e-mail OTP back to the page, news opens in the app, payment and FAQ embeds, every menu entry', async ({
  rig,
  openApp,
}) => {
  const page = await openApp();
  await emailOtpLogin(rig, page, 'paidMember', paths.news.href());

  // 'Read more' is a new-tab link on the web; the desktop opens the article in its own window.
  const readMore = page.locator('.news-card__more').first();
  const article = (await readMore.getAttribute('href'))!;
  await readMore.click();
  await expect(page).toHaveURL(`${DESKTOP_APP_URL}${article}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  expect(page.context().pages()).toHaveLength(1);
  expect(rig.guards.externalOpens).toEqual([]);

  // The payment button's script and the FAQ video: requested (the policy let them through), nothing refused.
  await page.goto(paths.payment.href());
  await expect(page.getByRole('heading', { name: 'Paid Membership Payment' })).toBeVisible();
  await expect.poll(() => rig.guards.thirdParty).toContain(RAZORPAY_BUTTON_SCRIPT);
  await page.goto(paths.faq.href());
  const video = page.locator('.faq__video iframe');
  await video.scrollIntoViewIfNeeded();
  await expect(video).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  await expect.poll(() => rig.guards.thirdParty.some((url) => url.startsWith(faqVideoEmbedUrl('')))).toBe(true);
  expect(rig.guards.problems).toEqual([]);

  await walkMenu(rig, page, 'paidMember');
});

test('the executive: mobile OTP completed in the window, a Fabric RFQ image preview, every menu entry', async ({
  rig,
  openApp,
}) => {
  const page = await openApp();
  await mobileOtpLogin(rig, page, 'executive', paths.news.href());

  await walkMenu(rig, page, 'executive');

  // Last: the chosen image leaves the form with changes, which asks before leaving the page.
  await page.goto(paths.sourcing.href('fabrics'));
  await page.getByLabel(/Fabric images/).setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: PNG });
  const preview = page.locator('.image-list img').first();
  await expect(preview).toHaveAttribute('src', /^blob:/);
  // Loaded, not refused: a blocked image has no natural size.
  await expect.poll(() => preview.evaluate((img: { naturalWidth: number }) => img.naturalWidth)).toBe(1);
});

for (const role of ['admin', 'limitedAdmin'] as const) {
  test(`the ${role === 'admin' ? 'admin' : 'limited admin'}: e-mail OTP from the home page, every menu entry`, async ({
    rig,
    openApp,
  }) => {
    const page = await openApp();
    await emailOtpLogin(rig, page, role, paths.home.href());
    await walkMenu(rig, page, role);
  });
}
