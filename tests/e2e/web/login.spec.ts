import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from '../page-models/login-page.ts';
import { DEMO } from '../page-models/profile-session.ts';
import { ShellPage } from '../page-models/shell-page.ts';
import { emailCode, smsCode } from '../support/mailbox.ts';
import { paths } from '@domain/paths.ts';
import { expectFitsBothWidths, screenshot, VIEWPORTS } from '../support/screenshots.ts';

/** The session_scope claim of the stored access token (null for a full session, none stored included). */
function sessionScope(page: Page): Promise<string | null> {
  // A string: this file is type-checked without the DOM library.
  return page.evaluate<string | null>(`(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'));
    const token = key && JSON.parse(localStorage.getItem(key)).access_token;
    if (!token) return null;
    const payload = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    return payload.session_scope ?? null;
  })()`);
}
/**
 * Holds the page's requests to `pathname` (a full page load, a login link) until the returned function is called:
 * what would happen in the pause before them can then be tried at leisure, not in a race with the load.
 */
async function holdRequestsTo(page: Page, pathname: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}
const OPENING_WORKSPACE = 'Opening your workspace…';
/** The veil between a login and the page load that ends it. */
const loginVeil = (page: Page) => page.getByRole('status').filter({ hasText: OPENING_WORKSPACE });
/** In the page: says on the console when the veil is up and the app's element under it inert. */
const REPORT_VEIL_WITH_INERT_PAGE = `new MutationObserver(() => {
  const veil = document.querySelector('.login-veil');
  if (veil && document.getElementById('root').inert) console.log('veiled: ' + veil.textContent);
}).observe(document.body, { childList: true, subtree: true, characterData: true })`;
/** A 6-digit code that is not `code`. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
/**
 * Logs `email` in with the e-mail code from the login page on screen and stops in the welcome pause: the page's
 * timers (its clock installed) stand still from the code on, so the pause lasts while it is tried, moved on only a
 * little (well short of the pause) for the session change to reach the page.
 */
async function loginIntoThePause(login: LoginPage, email: string): Promise<void> {
  const since = new Date();
  await login.requestEmailOtp(email);
  await login.page.clock.pauseAt(Date.now() + 1000);
  await login.submitOtp(await emailCode(email, since));
  await expect(login.toast).toContainText('Welcome back');
  await login.page.clock.runFor(300);
}
/** Every path the page shows from now on, router navigations included: what a jump through home would leave. */
function pathsShown(page: Page): string[] {
  const shown: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) shown.push(new URL(frame.url()).pathname);
  });
  return shown;
}

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
    await login.requestEmailOtp(DEMO.free.email);
    const code = await emailCode(DEMO.free.email, since);

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

  test('a click or key in the welcome pause is not lost: the page waits under a veil, then loads in full', async ({
    page,
  }) => {
    const login = new LoginPage(page);
    const shell = new ShellPage(page);
    await page.clock.install();
    await page.goto(paths.news.href());
    await shell.header.getByRole('link', { name: 'Login' }).click();
    await expect(login.heading).toHaveText('Login to LoomConnect');
    await loginIntoThePause(login, 'member12@loomconnect.test');

    // The signed-in page is on screen already, under the veil; the veil has the focus, the welcome reads above it.
    const veil = loginVeil(page);
    await expect(veil).toBeVisible();
    await expect(veil).toBeFocused();
    await expect(login.toast).toContainText('Welcome back');
    // The page under it is the one the login returns to, not home.
    await expect(page).toHaveURL(paths.news.href());
    const logout = shell.header.getByRole('button', { name: 'Logout' });
    await expect(logout).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
    for (const viewport of [...VIEWPORTS].reverse()) {
      await page.setViewportSize(viewport);
      await screenshot(page, `login-veil-${viewport.width}`);
    }

    // A click on Logout lands on the veil, and keys reach nothing under it: still signed in, still on the page.
    const box = await logout.boundingBox();
    expect(box).not.toBeNull();
    await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await page.evaluate<boolean>("document.getElementById('root').contains(document.activeElement)")).toBe(
      false,
    );
    await expect(logout).toBeVisible();
    expect(await login.hasStoredSession()).toBe(true);

    // The full page load ends the pause: the page it came from, signed in, no veil.
    const loaded = page.waitForEvent('load');
    await page.clock.resume();
    await loaded;
    await expect(page).toHaveURL(paths.news.href());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Latest News & Snippets');
    await expect(logout).toBeVisible();
    await expect(veil).toHaveCount(0);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    expect(await login.hasStoredSession()).toBe(true);
  });

  test('the welcome pause shows the page the login returns to, never home: a protected page opened signed out', async ({
    page,
  }) => {
    const login = new LoginPage(page);
    const shell = new ShellPage(page);
    const heading = page.getByRole('heading', { level: 1 });
    await page.clock.install();
    await page.goto(paths.priceManagement.href());
    await expect(heading).toHaveText('Access Denied');
    await page.getByRole('main').getByRole('link', { name: 'Login', exact: true }).click();
    await expect(login.heading).toHaveText('Login to LoomConnect');
    const shown = pathsShown(page);
    await loginIntoThePause(login, 'exec.b@loomconnect.test');
    await expect(login.toast).toContainText('Welcome back, Lakshmi Narayanan!');

    // Under the veil, before the load: the price sheet the login returns to, signed in.
    const veil = loginVeil(page);
    await expect(veil).toBeVisible();
    await expect(page).toHaveURL(paths.priceManagement.href());
    await expect(page).toHaveTitle(/^Price Management/);
    // React reveals a page behind its spinner on a timer (some 300 ms of the page's clock in all here): the clock is
    // moved on a little at a time while the page's code and reads come, never more than 600 ms, well short of the pause.
    let movedOn = 0;
    await expect(async () => {
      if (movedOn < 600) await page.clock.runFor(25);
      movedOn += 25;
      await expect(heading).toHaveText('Price and Status Management', { timeout: 250 });
    }).toPass({ intervals: [0], timeout: 30_000 });
    await expect(veil).toBeVisible();
    await expect(shell.header.getByRole('button', { name: 'Logout' })).toBeVisible();
    for (const viewport of [...VIEWPORTS].reverse()) {
      await page.setViewportSize(viewport);
      await screenshot(page, `login-veil-target-${viewport.width}`);
    }

    // The full page load ends the pause on that page; home was never on screen.
    const loaded = page.waitForEvent('load');
    await page.clock.resume();
    await loaded;
    await expect(page).toHaveURL(paths.priceManagement.href());
    await expect(heading).toHaveText('Price and Status Management');
    await expect(veil).toHaveCount(0);
    expect(shown).not.toContain(paths.home.href());
    expect(shown.filter((path) => path === paths.priceManagement.href()).length).toBeGreaterThanOrEqual(2);
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
    // Until the browser has left for the login link, the login page is under the veil: nothing there takes a click.
    // The page says so on its console: while the link is held, a locator or evaluate would wait for its load.
    const releaseLink = await holdRequestsTo(page, '/auth/v1/verify');
    const veiled = page.waitForEvent('console', (message) => message.text() === `veiled: ${OPENING_WORKSPACE}`);
    await page.evaluate(REPORT_VEIL_WITH_INERT_PAGE);
    const shown = pathsShown(page);
    await login.submitOtp(await smsCode('+919700000013', since));
    await veiled;
    releaseLink();

    await expect(login.toast).toContainText('Signed In!');
    await expect(loginVeil(page)).toHaveCount(0);
    await expect(page).toHaveURL(paths.news.href());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Latest News & Snippets');
    expect(await login.hasStoredSession()).toBe(true);
    expect(shown).not.toContain(paths.home.href());
  });

  test('a Free Member past the 15-day trial is told so, taken to pay, and restored by the payment', async ({
    page,
  }) => {
    const login = new LoginPage(page);
    await page.route('https://checkout.razorpay.com/**', (route) => route.abort());
    await login.goto();
    const since = new Date();
    // Lalit, not Esha: paying restores the member, and Esha stays expired for the walk running beside this spec.
    await login.requestEmailOtp(DEMO.lapsed.email);
    await login.submitOtp(await emailCode(DEMO.lapsed.email, since));

    await expect(login.toast).toContainText('Trial Period Expired');
    await expect(login.toast).toContainText('Your 15-day free trial has ended. To keep using your account,');
    await expect(login.toast.getByRole('link', { name: 'upgrade to Paid Membership' })).toHaveAttribute(
      'href',
      paths.payment.href(),
    );
    // Signed in for paying only: the auth server's token says so, and the app takes them to pay.
    await expect(page).toHaveURL(paths.payment.href());
    expect(await login.hasStoredSession()).toBe(true);
    expect(await sessionScope(page)).toBe('payment');
    const expiredNotice = page.getByRole('alert').filter({ hasText: 'Trial Period Expired' });
    await expect(expiredNotice).toContainText('Pay for Paid Membership here to keep using your account');
    await expectFitsBothWidths(page, 'payment-trial-expired');

    // Elsewhere every page says why, with the pay link.
    await page.goto(paths.news.href());
    await expect(expiredNotice).toContainText('upgrade to Paid Membership');
    await expectFitsBothWidths(page, 'trial-expired-banner');
    await expiredNotice.getByRole('link', { name: 'upgrade to Paid Membership' }).click();
    await expect(page).toHaveURL(paths.payment.href());

    const checkout = page.getByRole('region', { name: 'Test checkout' });
    await checkout.getByRole('button', { name: /^Pay .* \(test\)$/ }).click();
    await expect(checkout.getByRole('status')).toContainText('Payment confirmed (test mode)');
    // Restored at once: the session is refreshed into a full one and the notice goes.
    await expect.poll(() => sessionScope(page)).toBe(null);
    await expect(expiredNotice).toHaveCount(0);
    await page.goto(paths.news.href());
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(expiredNotice).toHaveCount(0);
  });
});
