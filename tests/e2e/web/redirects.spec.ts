import { expect, test, type Page } from '@playwright/test';
import {
  ACCESS_DENIED_BID_MANAGEMENT,
  ACCESS_DENIED_BID_SUBMISSION,
  ACCESS_DENIED_SOURCING,
} from '@domain/messages.ts';
import { DEMO, passwordSession, ShellPage } from '../page-models/shell-page.ts';
import { E2E } from '../support/e2e-env.ts';
import { paths } from '@domain/paths.ts';

const path = (page: Page) => new URL(page.url()).pathname;

async function expectAccessDenied(page: Page, message: string | RegExp, withLogin: boolean) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expect(main.getByRole('alert')).toHaveText(message);
  await expect(main.getByRole('link', { name: 'Login' })).toHaveCount(withLogin ? 1 : 0);
}

// Sign-ins and first loads of lazy pages on a busy dev server: more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

test.describe('redirects', () => {
  for (const [from, to] of [
    ['/yarn-prices', paths.priceList.href()],
    ['/check-purchase-enquiry', paths.purchaseEnquiries.href()],
    ['/yarnconnect-partners', paths.partners.href()],
    ['/no-such-page', paths.home.href()],
    ['/news/1/deeper/still', paths.home.href()],
  ]) {
    test(`${from} goes to ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect.poll(() => path(page)).toBe(to);
    });
  }

  test('an unknown sourcing department goes home, a department id finds its dashboard', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signInAs('executive', '/sourcing/silk-weaving');
    await expect.poll(() => path(page)).toBe(paths.home.href());
    await page.goto('/sourcing/trims');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
    expect(path(page)).toBe('/sourcing/trims');
  });

  test('signed-in members are sent home from /login, /signup and /register-profile', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signInAs('paid');
    for (const from of [paths.login.href(), paths.signup.href(), paths.registerProfile.href()]) {
      await page.goto(from);
      await expect.poll(() => path(page)).toBe(paths.home.href());
    }
  });

  test('a page opened from a login link says Signed In! and goes home', async ({ page }) => {
    const session = await passwordSession(DEMO.free.email);
    const hash = new URLSearchParams({
      access_token: session.access_token,
      refresh_token: session.refresh_token,
      expires_in: String(session.expires_in),
      expires_at: String(session.expires_at),
      token_type: 'bearer',
      type: 'magiclink',
    });
    await page.goto(`${paths.news.href()}#${hash}`);
    const shell = new ShellPage(page);
    await expect(shell.toast).toContainText('Signed In!');
    await expect(shell.toast).toContainText('Welcome back!');
    await expect.poll(() => path(page)).toBe(paths.home.href());
    expect(new URL(page.url()).hash).toBe('');
    await expect(shell.header.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('a password-recovery link goes to /update-password', async ({ page }) => {
    const session = await passwordSession(DEMO.paid.email);
    const hash = new URLSearchParams({
      access_token: session.access_token,
      refresh_token: session.refresh_token,
      expires_in: String(session.expires_in),
      token_type: 'bearer',
      type: 'recovery',
    });
    await page.goto(`${paths.home.href()}#${hash}`);
    await expect.poll(() => path(page)).toBe(paths.updatePassword.href());
  });

  test('a spinner shows while the session loads', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signInAs('paid');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${E2E.apiUrl}/rest/v1/rpc/my_role`, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await expect(page.getByRole('status', { name: 'Checking your session' })).toBeVisible();
    release();
    await expect(page.getByRole('status', { name: 'Checking your session' })).toHaveCount(0);
    await expect(shell.header.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('every route change starts at the top of the page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto(paths.home.href());
    const shell = new ShellPage(page);
    await shell.footer.getByRole('link', { name: 'FAQ' }).click();
    await page.waitForURL(`**${paths.faq.href()}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate<number>('window.scrollY')).toBe(0);
  });
});

test.describe('route guards', () => {
  test('visitors see the sourcing, bid submission and price management Access Denied screens with Login', async ({
    page,
  }) => {
    await page.goto(paths.sourcing.href('fabrics'));
    // The sourcing screen offers its own ways on, logging in as an executive among them (issue 23).
    await expectAccessDenied(page, ACCESS_DENIED_SOURCING, false);
    await expect(page.getByRole('main').getByRole('link', { name: /Log in as an executive/ })).toBeVisible();
    await page.goto(paths.bidSubmission.href());
    await expectAccessDenied(page, ACCESS_DENIED_BID_SUBMISSION, true);
    await page.goto(paths.priceManagement.href());
    await expectAccessDenied(page, /permission/, true);
  });

  test('visitors are asked to log in for the directory, admin and their own profile', async ({ page }) => {
    for (const from of [paths.listedSubscribers.href(), paths.admin.href(), paths.myProfile.href()]) {
      await page.goto(from);
      await expect.poll(() => path(page)).toBe(paths.login.href());
    }
  });

  test('members outside a role see its Access Denied screen', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signInAs('free', paths.listedSubscribers.href());
    await expectAccessDenied(page, /permission/, false);
    await page.goto(paths.bidManagement.href());
    await expectAccessDenied(page, ACCESS_DENIED_BID_MANAGEMENT, false);
    await page.goto(paths.sourcing.href('machinery-equipment'));
    await expectAccessDenied(page, ACCESS_DENIED_SOURCING, false);
    await page.goto(paths.admin.href());
    await expectAccessDenied(page, /permission/, false);
    // Price Management's screen links to /login for everyone (trade-features §2).
    await page.goto(paths.priceManagement.href());
    await expectAccessDenied(page, /permission/, true);
  });

  test('executives reach their areas and are refused bid submission', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signInAs('executive', paths.bidManagement.href());
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
    await page.goto(paths.bidSubmission.href());
    await expectAccessDenied(page, ACCESS_DENIED_BID_SUBMISSION, false);
  });

  test("editing someone else's profile says Unauthorized and goes home", async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signInAs('free', paths.profileEdit.href(DEMO.paid.id));
    await expect(shell.toast).toContainText('Unauthorized');
    await expect(shell.toast).toContainText('You can only edit your own profile.');
    await expect.poll(() => path(page)).toBe(paths.home.href());
  });
});
