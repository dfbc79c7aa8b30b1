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
const STAFF_BAR = ['Home', 'Buyer Enquiries', 'Listed Subscribers', ...PUBLIC_TAIL, 'Workstation', 'My Profile'];

type Who = DemoUser | 'visitor';
interface RoleMenu {
  /** The menu bar's own entries, in order. */
  bar: string[];
  /** What the Workstation menu holds (staff tools), in order. */
  workstation: string[];
}

// Each role's menu, written out (accounts §2 and §6, trade-features §6): the same entries as before, with the
// staff tools under Workstation so every menu fits one row at 1280 px.
const MENUS: Record<Who, RoleMenu> = {
  visitor: { bar: ['Home', 'Buyer Enquiries', ...PUBLIC_TAIL], workstation: [] },
  free: { bar: [...MEMBER, ...PUBLIC_TAIL, 'My Profile'], workstation: [] },
  paid: { bar: [...MEMBER, 'Listed Subscribers', ...PUBLIC_TAIL, 'My Profile'], workstation: [] },
  vendor: { bar: [...MEMBER, 'Listed Subscribers', ...PUBLIC_TAIL, 'My Profile'], workstation: [] },
  executive: { bar: STAFF_BAR, workstation: [...SOURCING, 'Price Management', 'Bid Management'] },
  // Limited admins see only what the server lets them do (@domain/capabilities.ts): the reduced admin panel, not
  // the price sheet (save_product_changes refuses them) nor the sourcing desks (can_manage_company refuses them).
  limitedAdmin: { bar: STAFF_BAR, workstation: ['Admin'] },
  admin: { bar: STAFF_BAR, workstation: [...SOURCING, 'Price Management', 'Admin'] },
  admin2: { bar: STAFF_BAR, workstation: [...SOURCING, 'Price Management', 'Admin'] },
};

/** Every entry of a role's menu in the order the mobile menu lists them (Workstation's items in its place). */
const allEntries = ({ bar, workstation }: RoleMenu) =>
  bar.flatMap((name) => (name === 'Workstation' ? workstation : [name]));

async function open(shell: ShellPage, who: Who, path = paths.home.href()) {
  if (who === 'visitor') await shell.page.goto(path);
  else await shell.signInAs(who, path);
}

// Sign-ins and first loads of lazy pages on a busy dev server: more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

test.describe('top navigation per role', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const [who, menu] of Object.entries(MENUS) as [Who, RoleMenu][]) {
    test(`${who} sees exactly their menu, in one row at 1280 px`, async ({ page }) => {
      const shell = new ShellPage(page);
      await open(shell, who);
      await expect(shell.authControls()).toHaveText(who === 'visitor' ? ['Login', 'Signup'] : ['Logout']);
      await expect.poll(() => shell.barNames()).toEqual(menu.bar);
      expect(await shell.workstationNames()).toEqual(menu.workstation);
      expect(await shell.barRows()).toBe(1);
      if (who !== 'visitor') expect(await shell.menuHref('My Profile')).toBe(paths.profile.href(DEMO[who].id));
      if (menu.workstation.includes('Admin'))
        expect(await shell.menuHref('Admin')).toBe(who === 'admin2' ? paths.admin2.href() : paths.admin.href());
      if (menu.workstation.length > 0) {
        await shell.workstationButton.click();
        await expect(shell.workstationMenu).toBeVisible();
      }
      await page.screenshot({
        path: path.join(screenshots, `nav-${who}-1280.png`),
        clip: { x: 0, y: 0, width: 1280, height: 460 },
      });
    });
  }

  test('the Workstation menu works from the keyboard and groups the staff tools', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signInAs('admin', paths.news.href());
    const button = shell.workstationButton;
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(shell.workstationMenu).toBeHidden();

    // ↓ opens on the first item; the arrows move and wrap; End and Home jump; a letter jumps to its item.
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const item = (name: string) => shell.workstationMenu.getByRole('menuitem', { name, exact: true });
    await expect(item('Fabrics')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(item('Trims & Accessories')).toBeFocused();
    await page.keyboard.press('End');
    await expect(item('Admin')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(item('Fabrics')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(item('Admin')).toBeFocused();
    await page.keyboard.press('p');
    await expect(item('Packaging Material')).toBeFocused();
    await page.keyboard.press('p');
    await expect(item('Printing & Embellishments')).toBeFocused();
    await expect(shell.workstationMenu.getByRole('group', { name: 'Sourcing' }).getByRole('menuitem')).toHaveCount(7);
    await expect(shell.workstationMenu.getByRole('group', { name: 'Management' })).toContainText('Price Management');
    await expect(shell.workstationMenu.getByRole('group', { name: 'Administration' })).toContainText('Admin');

    // Esc closes and gives focus back to the button; ↑ opens on the last item.
    await page.keyboard.press('Escape');
    await expect(shell.workstationMenu).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(item('Admin')).toBeFocused();
    // Tab leaves the menu and closes it.
    await page.keyboard.press('Tab');
    await expect(shell.workstationMenu).toBeHidden();

    // Enter opens it, Enter on an item goes there and closes the menu.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(item('Fabrics')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(paths.sourcing.href('packaging-material'));
    await expect(shell.workstationMenu).toBeHidden();
    await expect(button).toHaveClass(/active/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);

    // A click outside closes it too.
    await button.click();
    await expect(shell.workstationMenu).toBeVisible();
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await expect(shell.workstationMenu).toBeHidden();
  });

  test('Logout signs out and shows Login and Signup again', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signInAs('paid', paths.news.href());
    await shell.header.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(paths.home.href());
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
    expect(await shell.mobileMenuNames()).toEqual(allEntries(MENUS.paid));
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
    await expect(page).toHaveURL(paths.news.href());
  });

  for (const [who, menu] of Object.entries(MENUS) as [Who, RoleMenu][]) {
    test(`${who}'s mobile menu holds the same entries, the staff tools under Workstation`, async ({ page }) => {
      const shell = new ShellPage(page);
      await open(shell, who);
      await shell.menuButton.click();
      await expect(shell.mobileMenu).toBeVisible();
      expect(await shell.mobileMenuNames()).toEqual(allEntries(menu));
      if (menu.workstation.includes(SOURCING[0])) {
        const section = shell.mobileMenu.getByRole('list', { name: 'Sourcing' });
        await expect(section.getByRole('link')).toHaveText(SOURCING);
      }
      expect(await shell.horizontalOverflow()).toBe(0);
      await page.screenshot({ path: path.join(screenshots, `nav-${who}-390.png`) });
    });
  }

  test('greets nobody when signed out and offers Login and Signup', async ({ page }) => {
    const shell = new ShellPage(page);
    await page.goto(paths.home.href());
    await shell.menuButton.click();
    await expect(shell.mobileMenu).not.toContainText('Welcome');
    await expect(shell.mobileMenu.getByRole('link', { name: 'Login' })).toBeVisible();
    await shell.mobileMenu.getByRole('link', { name: 'Signup' }).click();
    await expect(shell.mobileMenu).toBeHidden();
    await expect(page).toHaveURL(paths.signup.href());
  });
});
