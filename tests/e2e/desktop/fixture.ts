/**
 * The desktop specs' one set-up, as Playwright fixtures over the production-parity rig (desktop-rig.ts):
 * - `rig`: one rig per spec file (its own stack and data, as the specs assume: a file's tests share it, the next
 *   file starts afresh), started on the file's first test and closed when the worker moves on or ends;
 * - `page`: an app window (the rig attached: window.desktop, the schemes, the navigation rules, the watch);
 * - `openApp()`: another app window in a context of its own (another person's storage);
 * - `signIn(role, path)`: a demo login signed in through the auth API, its session where the app keeps it;
 * - `client('anon' | 'service')`: a supabase-js client of the rig's stack;
 * - and, after every test without asking, rig.expectClean(): no CSP violation, console error or blocked navigation.
 */
import { createClient, type Session, type SupabaseClient } from '@supabase/supabase-js';
import { test as base, type Page } from '@playwright/test';
import type { AccessFacts } from '@domain/capabilities.ts';
import type { Database } from '@domain/database.ts';
import WebSocket from 'ws';
import { DEMO_PASSWORD } from '../page-models/profile-session.ts';
import { DESKTOP_APP_URL, startDesktopRig, type DesktopRig } from './desktop-rig.ts';

export { expect } from '@playwright/test';
export { DESKTOP_APP_URL };

/** The demo logins the desktop specs use (README "Demo logins"), with the facts my_role() gives them. */
export const ROLES = {
  executive: {
    email: 'exec.a@loomconnect.test',
    phone: '9800000004',
    id: '00000000-0000-4000-a000-000000000004',
    facts: { isAuthenticated: true, role: 'corporate_executive' },
  },
  admin: {
    email: 'admin@loomconnect.test',
    phone: '9800000001',
    id: '00000000-0000-4000-a000-000000000001',
    facts: { isAuthenticated: true, role: 'admin' },
  },
  limitedAdmin: {
    email: 'limited.admin@loomconnect.test',
    phone: '9800000002',
    id: '00000000-0000-4000-a000-000000000002',
    facts: { isAuthenticated: true, role: 'admin', isLimitedAdmin: true },
  },
  paidMember: {
    email: 'paid@loomconnect.test',
    phone: '9800000007',
    id: '00000000-0000-4000-a000-000000000007',
    facts: { isAuthenticated: true, role: 'Paid Member' },
  },
} satisfies Record<string, { email: string; phone: string; id: string; facts: AccessFacts }>;
export type Role = keyof typeof ROLES;

export type StackClient = (key: 'anon' | 'service') => SupabaseClient<Database>;

interface DesktopFixtures {
  rig: DesktopRig;
  openApp: () => Promise<Page>;
  client: StackClient;
  signIn: (role: Role, pathname: string) => Promise<Session>;
  expectClean: void;
}

/** Puts a session where the app's auth client keeps it (localStorage of the app's origin). */
export async function storeSession(page: Page, rig: DesktopRig, session: Session): Promise<void> {
  await page.goto('/');
  const key = `sb-${new URL(rig.apiUrl).hostname.split('.')[0]}-auth-token`;
  // A function, not a string: the desktop's content-security policy refuses a string run as code.
  await page.evaluate(
    ([k, value]) =>
      (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(
        k,
        value,
      ),
    [key, JSON.stringify(session)] as const,
  );
}

/** The rig of the spec file running in this worker. */
interface RigSlot {
  file?: string;
  rig?: DesktopRig;
}

export const test = base.extend<DesktopFixtures, { rigSlot: RigSlot }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => use(DESKTOP_APP_URL),
  rigSlot: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const slot: RigSlot = {};
      await use(slot);
      await slot.rig?.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  rig: [
    async ({ rigSlot }, use, testInfo) => {
      if (rigSlot.file !== testInfo.file || !rigSlot.rig) {
        const previous = rigSlot.rig;
        rigSlot.rig = undefined;
        await previous?.close();
        // Its own stack, migrated and seeded (and the bundle built on a run's first rig): minutes on a busy machine.
        rigSlot.rig = await startDesktopRig();
        rigSlot.file = testInfo.file;
      }
      await use(rigSlot.rig);
    },
    { timeout: 400_000 },
  ],
  page: async ({ page, context, rig }, use) => {
    await rig.attach(context, page);
    await use(page);
  },
  openApp: async ({ browser, rig }, use) => {
    await use(async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await rig.attach(context, page);
      return page;
    });
  },
  client: async ({ rig }, use) => {
    await use((key) =>
      createClient<Database>(
        rig.apiUrl,
        key === 'anon' ? rig.stack().config.anonKey : rig.stack().config.serviceRoleKey,
        {
          auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
          realtime: { transport: WebSocket as never },
        },
      ),
    );
  },
  signIn: async ({ page, rig, client }, use) => {
    await use(async (role, pathname) => {
      const { data, error } = await client('anon').auth.signInWithPassword({
        email: ROLES[role].email,
        password: DEMO_PASSWORD,
      });
      if (error || !data.session) throw new Error(error?.message);
      await storeSession(page, rig, data.session);
      await page.goto(pathname);
      await page.reload();
      return data.session;
    });
  },
  // Nothing the desktop's CSP, navigation rules or console would have reported, in every test of every spec.
  expectClean: [
    async ({ rig }, use) => {
      await use();
      rig.expectClean();
    },
    { auto: true },
  ],
});
