import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO, ShellPage, type DemoUser } from '../page-models/shell-page.ts';
import { paths } from '@domain/paths.ts';

const screenshots = path.resolve(import.meta.dirname, '../../artifacts/screenshots');

const SOURCING = [
  'Fabrics',
  'Trims & Accessories',
  'Packaging Material',
  'Finishing & Washing Chemicals',
  'Printing & Embellishments',
  'Testing & Compliance',
  'Machinery & Equipment',
];
const PUBLIC_TAIL = ['Corporate Members', 'News', 'Price List'];
const MEMBER = ['Home', 'Buyer Enquiries', 'Submit Bids'];
const STAFF = ['Home', 'Buyer Enquiries', ...SOURCING, 'Listed Subscribers', ...PUBLIC_TAIL, 'Price Management'];

// Each demo role's menu, written out (accounts §2 and §6, trade-features §6).
const MENUS: Record<DemoUser, string[]> = {
  free: [...MEMBER, ...PUBLIC_TAIL, 'My Profile'],
  paid: [...MEMBER, 'Listed Subscribers', ...PUBLIC_TAIL, 'My Profile'],
  vendor: [...MEMBER, 'Listed Subscribers', ...PUBLIC_TAIL, 'My Profile'],
  executive: [...STAFF, 'Bid Management', 'My Profile'],
  limitedAdmin: [...STAFF, 'My Profile', 'Admin'],
  admin: [...STAFF, 'My Profile', 'Admin'],
  admin2: [...STAFF, 'My Profile', 'Admin'],
};

// Sign-ins and first loads of lazy pages on a busy dev server: more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

test.describe('top navigation per role', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a visitor sees the public entries with Login and Signup', async ({ page }) => {
    const shell = new ShellPage(page);
    await page.goto(paths.home.href());
    await expect(shell.authControls()).toHaveText(['Login', 'Signup']);
    expect(await shell.menuNames()).toEqual(['Home', 'Buyer Enquiries', ...PUBLIC_TAIL]);
  });

  for (const [user, menu] of Object.entries(MENUS) as [DemoUser, string[]][]) {
    test(`${user} sees exactly their menu`, async ({ page }) => {
      const shell = new ShellPage(page);
      await shell.signInAs(user);
      await expect(shell.authControls()).toHaveText(['Logout']);
      await expect.poll(() => shell.menuNames()).toEqual(menu);
      expect(await shell.menuHref('My Profile')).toBe(`/profile/${DEMO[user].id}`);
      if (menu.includes('Admin')) expect(await shell.menuHref('Admin')).toBe(user === 'admin2' ? '/admin2' : '/admin');
      if (user === 'admin') await shell.header.screenshot({ path: path.join(screenshots, 'nav-admin-1280.png') });
    });
  }

  test('the sourcing departments open from one Sourcing entry and close with Esc', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signInAs('executive');
    const toggle = shell.mainNav.getByRole('button', { name: 'Sourcing' });
    const fabrics = shell.mainNav.getByRole('link', { name: 'Fabrics' });
    await expect(fabrics).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(fabrics).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(fabrics).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await shell.mainNav.getByRole('link', { name: 'Packaging Material' }).click();
    await expect(page).toHaveURL(/\/sourcing\/packaging-material$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
  });

  test('Logout signs out and shows Login and Signup again', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signInAs('paid', '/news');
    await shell.header.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(shell.authControls()).toHaveText(['Login', 'Signup']);
    expect(await page.evaluate(() => localStorage.getItem('loggedInUser'))).toBeNull();
  });

  test('sign-in stores loggedInUser with the member name', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signInAs('paid');
    await expect(shell.authControls()).toHaveText(['Logout']);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('loggedInUser') ?? 'null'));
    expect(stored).toMatchObject({ id: DEMO.paid.id, email: DEMO.paid.email });
    expect(typeof stored.memberName).toBe('string');
    expect(stored.memberName.length).toBeGreaterThan(0);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('slides in with the same entries and a greeting, closes on Esc and on every link', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signInAs('paid');
    await expect(shell.mainNav).toBeHidden();
    await shell.menuButton.click();
    await expect(shell.mobileMenu).toBeVisible();
    await expect(shell.mobileMenu).toContainText(/Welcome \S+/);
    expect(await shell.mobileMenuNames()).toEqual(MENUS.paid);
    // Focus stays inside the open menu.
    for (let i = 0; i < 15; i++) await page.keyboard.press('Tab');
    expect(
      await page.evaluate<boolean>("document.querySelector('[role=dialog]').contains(document.activeElement)"),
    ).toBe(true);

    await page.keyboard.press('Escape');
    await expect(shell.mobileMenu).toBeHidden();
    await expect(shell.menuButton).toBeFocused();

    await shell.menuButton.click();
    await shell.mobileMenu.getByRole('link', { name: 'News' }).click();
    await expect(shell.mobileMenu).toBeHidden();
    await expect(page).toHaveURL(/\/news$/);
  });

  test('greets nobody when signed out and offers Login and Signup', async ({ page }) => {
    const shell = new ShellPage(page);
    await page.goto(paths.home.href());
    await shell.menuButton.click();
    await expect(shell.mobileMenu).not.toContainText('Welcome');
    await expect(shell.mobileMenu.getByRole('link', { name: 'Login' })).toBeVisible();
    await shell.mobileMenu.getByRole('link', { name: 'Signup' }).click();
    await expect(shell.mobileMenu).toBeHidden();
    await expect(page).toHaveURL(/\/signup$/);
  });
});
