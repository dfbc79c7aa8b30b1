import { createClient, type Session } from '@supabase/supabase-js';
import type { Database } from '@domain/database.ts';
import type { Locator, Page } from '@playwright/test';
import WebSocket from 'ws';
import { E2E } from '../support/e2e-env.ts';
import { horizontalOverflow } from '../support/screenshots.ts';
import { paths } from '@domain/paths.ts';
import { useSessionInBrowser } from './profile-session.ts';

/** Every demo account's password (supabase/seed/README.md). */
const DEMO_PASSWORD = 'LoomDemo#2026';

const DEMO = {
  admin: { email: 'admin@loomconnect.test', id: '00000000-0000-4000-a000-000000000001' },
  limitedAdmin: { email: 'limited.admin@loomconnect.test', id: '00000000-0000-4000-a000-000000000002' },
  admin2: { email: 'admin2@loomconnect.test', id: '00000000-0000-4000-a000-000000000003' },
  executive: { email: 'exec.a@loomconnect.test', id: '00000000-0000-4000-a000-000000000004' },
  vendor: { email: 'vendor@loomconnect.test', id: '00000000-0000-4000-a000-000000000006' },
  paid: { email: 'paid@loomconnect.test', id: '00000000-0000-4000-a000-000000000007' },
  free: { email: 'free@loomconnect.test', id: '00000000-0000-4000-a000-000000000008' },
} as const;
export type DemoUser = keyof typeof DEMO;

/** A session from the auth API's password grant, as the app's own login would get one. */
async function passwordSession(email: string): Promise<Session> {
  const client = createClient<Database>(E2E.apiUrl, E2E.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
  const { data, error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error || !data.session) throw new Error(`password grant for ${email} failed: ${error?.message}`);
  return data.session;
}

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

  /** Signs `user` in through the auth API and opens `path` as them (the login page itself is not under test). */
  async signInAs(user: DemoUser, path = paths.home.href()): Promise<void> {
    await useSessionInBrowser(this.page, await passwordSession(DEMO[user].email), path);
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
