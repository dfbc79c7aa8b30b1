/**
 * A role changed while the desktop is open reaches it at once (the database's role hint through main's Realtime
 * connection). A role changed while the desktop was closed or offline (an admin ended an executive's company
 * membership) never shows its old menus or pages: the app keeps the role facts of the last session for working offline, and online
 * it waits for the server's instead of showing the kept ones first (renderer/src/data/desktop-role-facts.ts).
 * A recorder in the window notes every menu and page heading the DOM held, from the first script of each load,
 * so a flash of the old role however short is caught; the same recorder sees the kept role offline.
 */
import { paths } from '@domain/paths.ts';
import type { Page } from '@playwright/test';
import { DEMO_LOGINS } from '../../../supabase/seed/demo-logins.ts';
import { expect, test, type StackClient } from './fixture.ts';

test.describe.configure({ mode: 'serial', timeout: 360_000 });

/** What only the executive's menu and pages hold: the Workstation menu, the directory, the price sheet. */
const EXECUTIVE_ONLY = ['Workstation', 'Price Management', 'Bid Management', 'Listed Subscribers', 'grid'];

/** One state of the screen, and when the document that showed it began loading (epoch ms). */
interface Screen {
  loadedAt: number;
  names: string[];
}

/**
 * Records, in every document the page loads, each distinct state of the main menu (its links, buttons and menu
 * items) and of the page (its headings, and 'grid' while a data grid shows), as the DOM changes: a
 * MutationObserver's callback runs before the browser paints, so nothing is shown that it did not see.
 * `shown(names, from)` lists which of `names` the documents loaded from `from` on showed: a document being left
 * still changes (main's restart reaches its status bar) and is not the one under test.
 */
async function recordScreens(page: Page) {
  const screens: Screen[] = [];
  await page.exposeBinding(
    '__screenShown',
    (_source, loadedAt: number, names: string[]) => void screens.push({ loadedAt, names }),
  );
  await page.addInitScript(() => {
    // The page's DOM, typed by hand: this file is checked without the DOM's types (tests run in Node).
    type Found = { textContent: string | null };
    const w = globalThis as unknown as {
      document: {
        querySelector(selector: string): { querySelectorAll(selector: string): ArrayLike<Found> } | null;
        querySelectorAll(selector: string): ArrayLike<Found>;
      };
      MutationObserver: new (callback: () => void) => { observe(target: unknown, options: object): void };
      performance: { timeOrigin: number };
      __screenShown(loadedAt: number, names: string[]): void;
    };
    const { document } = w;
    let last = '';
    const note = () => {
      const nav = document.querySelector('nav[aria-label="Main"]');
      const entries = nav ? Array.from(nav.querySelectorAll('a, button, [role="menuitem"]')) : [];
      const headings = Array.from(document.querySelectorAll('main h1, main h2'));
      const names = [...entries, ...headings].map((element) => element.textContent?.trim() ?? '');
      if (document.querySelector('[role="grid"], [role="treegrid"]')) names.push('grid');
      const key = names.join('|');
      if (key === last) return;
      last = key;
      void w.__screenShown(w.performance.timeOrigin, names);
    };
    new w.MutationObserver(note).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const from = (since: number) => screens.filter((screen) => screen.loadedAt >= since);
  return {
    count: (since = 0) => from(since).length,
    shown: (names: string[], since = 0) =>
      [...new Set(from(since).flatMap((screen) => screen.names.filter((name) => names.includes(name))))].sort(),
  };
}

/** The admin ends `userId`'s company membership through the API (the admins' policy on company_executives). */
async function endMembership(clientAs: (who: 'admin') => Promise<ReturnType<StackClient>>, userId: string) {
  const admin = await clientAs('admin');
  const { data, error } = await admin.from('company_executives').delete().eq('user_id', userId).select('user_id');
  if (error) throw new Error(error.message);
  expect(data).toHaveLength(1);
}

test('an executive demoted while the app was closed never sees the old menus or pages when it starts again', async ({
  page,
  rig,
  signInSynced,
  clientAs,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const screens = await recordScreens(page);
  await signInSynced('executive', paths.priceManagement.href());
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('button', { name: 'Workstation' })).toBeVisible();
  // The recorder sees the executive's menu and sheet while they are the role (the control for what follows).
  await expect.poll(() => screens.shown(EXECUTIVE_ONLY), { timeout: 60_000 }).toEqual([...EXECUTIVE_ONLY].sort());

  // The app is closed (left on a page that asks nothing of the executive's powers), the membership ends, and
  // the app starts again on the sheet.
  await page.goto(paths.news.href());
  await expect(menu.getByRole('button', { name: 'Workstation' })).toBeVisible();
  await endMembership(clientAs, DEMO_LOGINS.exec.id);
  await rig.restartApp();
  const restartedAt = Date.now();
  await page.goto(paths.priceManagement.href());

  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible({ timeout: 60_000 });
  await expect(menu.getByRole('link', { name: 'My Profile' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Workstation' })).toHaveCount(0);
  expect(screens.count(restartedAt)).toBeGreaterThan(0);
  expect(screens.shown(EXECUTIVE_ONLY, restartedAt)).toEqual([]);
});

test('offline, an executive starts on the role kept from the last session; back online, the server’s demotion replaces it', async ({
  page,
  rig,
  signInSynced,
  syncBar,
  clientAs,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const screens = await recordScreens(page);
  await signInSynced({ email: DEMO_LOGINS.execB.email }, paths.home.href());
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('button', { name: 'Workstation' })).toBeVisible();

  // Demoted while this desktop cannot reach the backend: offline it works as the role it last knew.
  await syncBar.goOffline();
  await endMembership(clientAs, DEMO_LOGINS.execB.id);
  await rig.restartApp();
  const restartedAt = Date.now();
  await page.reload();
  await expect(syncBar.status).toHaveText(/^Offline/, { timeout: 30_000 });
  await expect(menu.getByRole('button', { name: 'Workstation' })).toBeVisible();
  expect(screens.shown(['Workstation'], restartedAt)).toEqual(['Workstation']);

  // The backend answers again: the server's facts take the kept ones' place without a reload.
  rig.setMainOnline(true);
  await expect(syncBar.status).toHaveText(/Synced/, { timeout: 45_000 });
  await expect(menu.getByRole('button', { name: 'Workstation' })).toHaveCount(0, { timeout: 30_000 });
  await expect(menu.getByRole('link', { name: 'My Profile' })).toBeVisible();
});

test('open and online, an executive whose membership an admin ends loses the workstation at once, without a reload', async ({
  page,
  client,
  clientAs,
  signInSynced,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // For this test the Paid Member is an executive of a company (the other executives were demoted above).
  const service = client('service');
  const company = await service.from('company_details').select('id').limit(1).single();
  if (company.error) throw new Error(company.error.message);
  const linked = await service
    .from('company_executives')
    .insert({ user_id: DEMO_LOGINS.paid.id, company_id: company.data.id });
  expect(linked.error).toBeNull();
  await signInSynced({ email: DEMO_LOGINS.paid.email }, paths.news.href());
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('button', { name: 'Workstation' })).toBeVisible();
  // A reload would lose the mark.
  await page.evaluate(() => Object.assign(globalThis, { __sameDocument: true }));

  await endMembership(clientAs, DEMO_LOGINS.paid.id);
  await expect(menu.getByRole('button', { name: 'Workstation' })).toHaveCount(0, { timeout: 10_000 });
  expect(await page.evaluate(() => (globalThis as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});
