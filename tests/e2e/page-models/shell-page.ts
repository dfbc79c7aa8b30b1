import type { Locator, Page } from '@playwright/test';
import { horizontalOverflow } from '../support/screenshots.ts';
import { paths } from '@domain/paths.ts';
import type { DemoLogin } from '../../../supabase/seed/demo-logins.ts';
import { signInAs } from './profile-session.ts';

/** Header, menus and footer around every page. */
export class ShellPage {
  readonly header: Locator;
  readonly mainNav: Locator;
  readonly menuButton: Locator;
  readonly mobileMenu: Locator;
  readonly footer: Locator;
  readonly toast: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.mainNav = page.getByRole('navigation', { name: 'Main' });
    this.menuButton = page.getByRole('button', { name: 'Open menu' });
    this.mobileMenu = page.getByRole('dialog', { name: 'Menu' });
    this.footer = page.getByRole('contentinfo');
    this.toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
  }

  /** Signs a demo login in through the auth API and opens `path` as them (the login page itself is not under test). */
  async signInAs(user: DemoLogin, path = paths.home.href()): Promise<void> {
    await signInAs(this.page, user.email, path);
  }

  /** The Workstation menu button of the menu bar (staff only). */
  get workstationButton(): Locator {
    return this.mainNav.getByRole('button', { name: 'Workstation' });
  }

  /** The menu the Workstation button opens. */
  get workstationMenu(): Locator {
    return this.page.getByRole('menu', { name: 'Workstation' });
  }

  /** The menu bar's own entries, in order: its links and the Workstation button. */
  async barNames(): Promise<string[]> {
    return this.mainNav
      .locator(':scope > ul > li > a, :scope > ul > li > div > button')
      .evaluateAll((nodes) => nodes.map((n) => (n.textContent ?? '').trim()));
  }

  /** Every entry the menu bar leads to (bar links and Workstation items), in the bar's order. */
  async menuNames(): Promise<string[]> {
    return (
      await this.mainNav
        .getByRole('link', { includeHidden: true })
        .or(this.mainNav.getByRole('menuitem', { includeHidden: true }))
        .allTextContents()
    ).map((t) => t.trim());
  }

  /** How many rows the menu bar's entries take (their distinct tops). */
  barRows(): Promise<number> {
    return this.mainNav
      .locator(':scope > ul > li')
      .evaluateAll((items) => new Set(items.map((li) => Math.round(li.getBoundingClientRect().top))).size);
  }

  /** The header's Login / Signup / Logout controls. */
  authControls(): Locator {
    return this.header
      .getByRole('link', { name: /^(Login|Signup)$/ })
      .or(this.header.getByRole('button', { name: 'Logout' }));
  }

  /** Pixels the open mobile menu's content is wider than the panel (0 when every entry fits inside it). */
  mobileMenuOverflow(): Promise<number> {
    return this.mobileMenu.evaluate((panel) => panel.scrollWidth - panel.clientWidth);
  }

  ad(position: 'top' | 'bottom'): Locator {
    return this.page.getByTestId(`ad-${position}`);
  }

  /** Pixels the page is wider than the viewport (0 when nothing overflows sideways). */
  horizontalOverflow(): Promise<number> {
    return horizontalOverflow(this.page);
  }
}
