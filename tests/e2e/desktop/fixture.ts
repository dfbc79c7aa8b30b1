/**
 * The desktop specs' one set-up, as Playwright fixtures over the production-parity rig (desktop-rig.ts), so a spec
 * says only what it tests:
 * - `rig`: one rig per spec file (its own stack and data, as the specs assume: a file's tests share it, the next
 *   file starts afresh), started on the file's first test and closed when the worker moves on or ends;
 * - `page`: an app window (the rig attached: window.desktop, the schemes, the navigation rules, the watch);
 * - `openApp()`: another app window in a context of its own (another person's storage);
 * - `client('anon' | 'service')`: a supabase-js client of the rig's stack; `clientAs(who)` one signed in;
 * - `signIn(who, path)`: a demo login (or any account with the demo password) signed in through the auth API, its
 *   session where the app keeps it, `path` open; `signInSynced(who, path)` then waits for the first sync;
 * - `syncBar`: the sync status bar at the foot of the window, with the waits the specs share;
 * - `publishList(description)`: a price list published as the admin's upload does;
 * - and, after every test without asking, rig.expectClean(): no CSP violation, console error or blocked navigation.
 */
import { createClient, type Session, type SupabaseClient } from '@supabase/supabase-js';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import type { Database, TablesInsert } from '@domain/database.ts';
import WebSocket from 'ws';
import { DEMO_PASSWORD } from '../../../supabase/seed/demo-logins.ts';
import { makeTextPdf } from '../../bench/pdf/make-pdf.ts';
import { ACCESS_LOGINS, type SignedInRole } from '../page-models/demo-access.ts';
import { DESKTOP_APP_URL, startDesktopRig, type DesktopRig } from './desktop-rig.ts';

export { expect };
export { DESKTOP_APP_URL };

/** Who signs in: a demo login by its access role, or any account with the demo password. */
type Who = SignedInRole | { email: string };

export type StackClient = (key: 'anon' | 'service') => SupabaseClient<Database>;

/** The sync status bar at the foot of every desktop page, as the person reads it. */
export interface SyncBar {
  /** "Synced just now", "Offline · 3 changes queued", … */
  status: Locator;
  /** "Offline: 3 of 3 lists · 12.3 KB": the price lists kept on this desktop. */
  keptLists: Locator;
  syncNow: Locator;
  /** Opens the Offline data dialog (lists kept, queued changes). */
  offlineData: Locator;
  /** The first sync after signing in is done: "Synced just now" (a minute ago on a busy machine). */
  synced(): Promise<void>;
  /** The background downloads are done: each of the `count` lists is kept offline. */
  allListsKept(count: number): Promise<void>;
  /** Main loses the network (the stack stays up) and Sync now finds out: the status says `expected`. */
  goOffline(expected?: string | RegExp): Promise<void>;
}

type PriceListRow = TablesInsert<'price_updates_pdfs'>;

interface DesktopFixtures {
  rig: DesktopRig;
  openApp: () => Promise<Page>;
  client: StackClient;
  clientAs: (who: Who) => Promise<SupabaseClient<Database>>;
  signIn: (who: Who, pathname: string) => Promise<Session>;
  signInSynced: (who: Who, pathname: string) => Promise<Session>;
  syncBar: SyncBar;
  /** Publishes a price list as the admin's upload does (the PDF into the prices bucket, then its row), with `row`. */
  publishList: (description: string, row?: Partial<PriceListRow>) => Promise<void>;
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
  clientAs: async ({ client }, use) => {
    await use(async (who) => {
      const signedIn = client('anon');
      const email = typeof who === 'string' ? ACCESS_LOGINS[who].email : who.email;
      const { error } = await signedIn.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
      if (error) throw new Error(`sign-in as ${email} failed: ${error.message}`);
      return signedIn;
    });
  },
  signIn: async ({ page, rig, clientAs }, use) => {
    await use(async (who, pathname) => {
      const { data } = await (await clientAs(who)).auth.getSession();
      if (!data.session) throw new Error('signed in without a session');
      await storeSession(page, rig, data.session);
      await page.goto(pathname);
      await page.reload();
      return data.session;
    });
  },
  signInSynced: async ({ signIn, syncBar }, use) => {
    await use(async (who, pathname) => {
      const session = await signIn(who, pathname);
      await syncBar.synced();
      return session;
    });
  },
  syncBar: async ({ page, rig }, use) => {
    const bar = page.getByRole('contentinfo', { name: 'Sync status' });
    const status = bar.getByRole('status');
    const keptLists = bar.getByTestId('offline-lists');
    const syncNow = bar.getByRole('button', { name: 'Sync now' });
    await use({
      status,
      keptLists,
      syncNow,
      offlineData: bar.getByRole('button', { name: 'Offline data' }),
      synced: () => expect(status).toHaveText(/Synced (just now|1 min ago)/, { timeout: 45_000 }),
      allListsKept: (count) =>
        expect(keptLists).toHaveText(new RegExp(`^Offline: ${count} of ${count} lists`), { timeout: 60_000 }),
      async goOffline(expected = /^Offline/) {
        rig.setMainOnline(false);
        await syncNow.click();
        await expect(status).toHaveText(expected, { timeout: 30_000 });
      },
    });
  },
  publishList: async ({ client }, use) => {
    await use(async (description, row = {}) => {
      const service = client('service');
      const file = `published-${Date.now()}.pdf`;
      const upload = await service.storage
        .from('prices')
        .upload(file, makeTextPdf({ pages: 2, title: description }), { contentType: 'application/pdf' });
      if (upload.error) throw new Error(upload.error.message);
      const { error } = await service.from('price_updates_pdfs').insert({
        file_url: file,
        description,
        file_name: file,
        bucket_name: 'prices',
        storage_file_path: file,
        ...row,
      });
      if (error) throw new Error(error.message);
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
