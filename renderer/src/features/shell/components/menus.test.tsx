/**
 * Each role's menu (accounts §2 and §6, trade-features §6), written out: the menu bar, the Workstation menu of the
 * staff tools, the slide-in menu of narrow screens, Login/Signup/Logout and what sign-in and sign-out leave in
 * storage. That every bar fits one row at 1280 px and the open mobile menu 390 px is measured in the browser
 * (tests/e2e/web/nav.spec.ts).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@domain/paths.ts';
import { DEMO_PEOPLE, type Visitor } from '@/testing/demo-roles.ts';
import type { GatewayOverrides } from '@/testing/fake-gateway.ts';
import { findPageHeading, renderAppAt } from '@/testing/render-app.tsx';

const SOURCING = [
  'Fabrics',
  'Trims & Accessories',
  'Packaging Material',
  'Finishing & Washing Chemicals',
  'Printing & Embellishments',
  'Testing & Compliance',
  'Machinery & Equipment',
];
const PUBLIC_TAIL = ['Corporate Members', 'News', 'Price List', 'Market'];
const MEMBER = ['Home', 'Buyer Enquiries', 'Submit Bids'];
const STAFF_BAR = ['Home', 'Buyer Enquiries', 'Listed Subscribers', ...PUBLIC_TAIL, 'Workstation', 'My Profile'];

interface RoleMenu {
  /** The menu bar's own entries, in order. */
  bar: string[];
  /** What the Workstation menu holds (staff tools), in order. */
  workstation: string[];
}

// The same entries as the spec's menus, with the staff tools under Workstation so every menu fits one row.
const MENUS: Record<Visitor, RoleMenu> = {
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
const ROLES = Object.keys(MENUS) as Visitor[];

/** Every entry of a role's menu in the order the mobile menu lists them (Workstation's items in its place). */
const allEntries = ({ bar, workstation }: RoleMenu) =>
  bar.flatMap((name) => (name === 'Workstation' ? workstation : [name]));

const text = (elements: Element[]) => elements.map((e) => (e.textContent ?? '').trim());
const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
/** The menu bar's own entries, in order: its links and the Workstation button. */
const barNames = () => text([...mainNav().querySelectorAll(':scope > ul > li > a, :scope > ul > li > div > button')]);
const workstationNames = () => text(within(mainNav()).queryAllByRole('menuitem', { hidden: true }));
// The site's header (pages may have <header>s of their own, which jsdom's roles also call banners).
const header = () => mainNav().closest('header') as HTMLElement;
const authControls = () =>
  text(
    within(header())
      .queryAllByRole('link', { name: /^(Login|Signup)$/ })
      .concat(within(header()).queryAllByRole('button', { name: 'Logout' })),
  );
const menuHref = (name: string) =>
  within(mainNav())
    .getAllByRole('link', { hidden: true })
    .concat(within(mainNav()).queryAllByRole('menuitem', { hidden: true }))
    .find((link) => link.textContent?.trim() === name)
    ?.getAttribute('href');

/** The app at home as `who`, once the session is known (the auth controls show). */
async function openHome(who: Visitor, path: string = paths.home.href()) {
  const app = await renderAppAt(path, { as: who, gateway: QUIET_PAGES });
  await within(header()).findByRole(who === 'visitor' ? 'link' : 'button', {
    name: who === 'visitor' ? 'Login' : 'Logout',
  });
  return app;
}
/** The pages these tests land on, empty: the news and an admin's sourcing desk (company chooser first). */
const QUIET_PAGES: GatewayOverrides = {
  news: { items: async () => ({ rows: [], total: 0 }), snippets: async () => ({ rows: [], total: 0 }) },
  corporate: { listCompanies: async () => [] },
};

async function openMobileMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  return screen.findByRole('dialog', { name: 'Menu' });
}
const mobileMenuNames = (menu: HTMLElement) =>
  text(within(within(menu).getByRole('navigation', { name: 'Mobile' })).getAllByRole('link'));

afterEach(() => localStorage.clear());

describe('the menu bar per role', () => {
  it.each(ROLES)('%s sees exactly their menu', async (who) => {
    await openHome(who);
    const menu = MENUS[who];
    expect(authControls()).toEqual(who === 'visitor' ? ['Login', 'Signup'] : ['Logout']);
    expect(barNames()).toEqual(menu.bar);
    expect(workstationNames()).toEqual(menu.workstation);
    if (who !== 'visitor') expect(menuHref('My Profile')).toBe(paths.profile.href(DEMO_PEOPLE[who].user.id));
    if (menu.workstation.includes('Admin'))
      expect(menuHref('Admin')).toBe(who === 'admin2' ? paths.admin2.href() : paths.admin.href());
    if (menu.workstation.length > 0) {
      await userEvent.click(within(mainNav()).getByRole('button', { name: 'Workstation' }));
      expect(screen.getByRole('menu', { name: 'Workstation' })).toBeVisible();
    }
  });

  it('the Workstation menu works from the keyboard and groups the staff tools', async () => {
    const app = await openHome('admin', paths.news.href());
    const button = within(mainNav()).getByRole('button', { name: 'Workstation' });
    const menu = () => document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    const item = (name: string) => within(menu()).getByRole('menuitem', { name, hidden: true });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).not.toBeVisible();

    // ↓ opens on the first item; the arrows move and wrap; End and Home jump; a letter jumps to its item.
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(item('Fabrics')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(item('Trims & Accessories')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(item('Admin')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(item('Fabrics')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(item('Admin')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(item('Fabrics')).toHaveFocus();
    await userEvent.keyboard('p');
    expect(item('Packaging Material')).toHaveFocus();
    await userEvent.keyboard('p');
    expect(item('Printing & Embellishments')).toHaveFocus();
    expect(within(within(menu()).getByRole('group', { name: 'Sourcing' })).getAllByRole('menuitem')).toHaveLength(7);
    expect(within(menu()).getByRole('group', { name: 'Management' })).toHaveTextContent('Price Management');
    expect(within(menu()).getByRole('group', { name: 'Administration' })).toHaveTextContent('Admin');

    // Esc closes and gives focus back to the button; ↑ opens on the last item.
    await userEvent.keyboard('{Escape}');
    expect(menu()).not.toBeVisible();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(item('Admin')).toHaveFocus();
    // Tab leaves the menu and closes it.
    await userEvent.tab();
    expect(menu()).not.toBeVisible();

    // Enter opens it, Enter on an item goes there and closes the menu.
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(item('Fabrics')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(app.path()).toBe(paths.sourcing.href('packaging-material')));
    expect(menu()).not.toBeVisible();
    expect(button).toHaveClass('active');

    // A click outside closes it too.
    await userEvent.click(button);
    expect(menu()).toBeVisible();
    await userEvent.click(screen.getByRole('contentinfo'));
    expect(menu()).not.toBeVisible();
  });
});

describe('signing in and out', () => {
  it('sign-in stores loggedInUser with the member name', async () => {
    await openHome('paid');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('loggedInUser') ?? 'null')).toEqual({
        id: DEMO_PEOPLE.paid.user.id,
        email: DEMO_PEOPLE.paid.user.email,
        memberName: 'Priya Paid',
      }),
    );
  });

  it('Logout signs out, goes home and shows Login and Signup again', async () => {
    const app = await openHome('paid', paths.news.href());
    await waitFor(() => expect(localStorage.getItem('loggedInUser')).not.toBeNull());
    await userEvent.click(within(header()).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(app.path()).toBe(paths.home.href()));
    await waitFor(() => expect(authControls()).toEqual(['Login', 'Signup']));
    expect(localStorage.getItem('loggedInUser')).toBeNull();
  });
});

describe('the mobile menu', () => {
  it('opens with the same entries and a greeting, keeps focus inside, closes on Esc and on every link', async () => {
    const app = await openHome('paid');
    const menu = await openMobileMenu();
    expect(menu).toHaveTextContent('Welcome Priya Paid');
    expect(mobileMenuNames(menu)).toEqual(allEntries(MENUS.paid));
    // Focus stays inside the open menu.
    for (let i = 0; i < 15; i++) {
      await userEvent.tab();
      expect(menu).toContainElement(document.activeElement as HTMLElement);
    }

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();

    await userEvent.click(within(await openMobileMenu()).getByRole('link', { name: 'News' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    expect(app.path()).toBe(paths.news.href());
  });

  it.each(ROLES)("%s's mobile menu holds the same entries, the staff tools under Workstation", async (who) => {
    await openHome(who);
    const menu = await openMobileMenu();
    expect(mobileMenuNames(menu)).toEqual(allEntries(MENUS[who]));
    const sourcing = within(menu).queryByRole('list', { name: 'Sourcing' });
    if (MENUS[who].workstation.includes(SOURCING[0]))
      expect(text(within(sourcing!).getAllByRole('link'))).toEqual(SOURCING);
    else expect(sourcing).toBeNull();
  });

  it('greets nobody when signed out and offers Login and Signup', async () => {
    const app = await openHome('visitor');
    const menu = await openMobileMenu();
    expect(menu).not.toHaveTextContent('Welcome');
    expect(within(menu).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('link', { name: 'Signup' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    expect(app.path()).toBe(paths.signup.href());
  });
});

describe('the page a staff tool opens', () => {
  it('the sourcing desk an admin chooses opens, not Access Denied', async () => {
    await openHome('admin', paths.sourcing.href('packaging-material'));
    expect(await findPageHeading()).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Access Denied' })).toBeNull();
  });
});
