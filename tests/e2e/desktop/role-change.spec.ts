/**
 * A role changed while the desktop was closed or offline (an admin ended an executive's company membership) never
 * shows its old menus or pages: the app keeps the role facts of the last session for working offline, and online
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

/**
 * Records, in every document the page loads, each distinct state of the main menu (its links, buttons and menu
 * items) and of the page (its headings, and 'grid' while a data grid shows), as the DOM changes: a
 * MutationObserver's callback runs before the browser paints, so nothing is shown that it did not see.
 */
async function recordScreens(page: Page): Promise<string[][]> {
  const screens: string[][] = [];
  await page.exposeBinding('__screenShown', (_source, names: string[]) => void screens.push(names));
  await page.addInitScript(() => {
    const w = globalThis as unknown as { __screenShown(names: string[]): void };
    let last = '';
    const note = () => {
      const nav = document.querySelector('nav[aria-label="Main"]');
      const entries = nav ? [...nav.querySelectorAll('a, button, [role="menuitem"]')] : [];
      const headings = [...document.querySelectorAll('main h1, main h2')];
      const names = [...entries, ...headings].map((element) => element.textContent?.trim() ?? '');
      if (document.querySelector('[role="grid"], [role="treegrid"]')) names.push('grid');
      const key = names.join('|');
      if (key === last) return;
      last = key;
      void w.__screenShown(names);
    };
    new MutationObserver(note).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return screens;
}

const shownOf = (screens: string[][], names: string[]) =>
  [...new Set(screens.flat().filter((name) => names.includes(name)))].sort();

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
  await expect.poll(() => shownOf(screens, EXECUTIVE_ONLY), { timeout: 60_000 }).toEqual([...EXECUTIVE_ONLY].sort());

  // The app is closed (left on a page that asks nothing of the executive's powers), the membership ends, and
  // the app starts again on the sheet.
  await page.goto(paths.news.href());
  await endMembership(clientAs, DEMO_LOGINS.exec.id);
  await rig.restartApp();
  screens.length = 0;
  await page.goto(paths.priceManagement.href());

  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible({ timeout: 60_000 });
  await expect(menu.getByRole('link', { name: 'My Profile' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Workstation' })).toHaveCount(0);
  expect(screens.length).toBeGreaterThan(0);
  expect(shownOf(screens, EXECUTIVE_ONLY)).toEqual([]);
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
  screens.length = 0;
  await page.reload();
  await expect(syncBar.status).toHaveText(/^Offline/, { timeout: 30_000 });
  await expect(menu.getByRole('button', { name: 'Workstation' })).toBeVisible();
  expect(shownOf(screens, ['Workstation'])).toEqual(['Workstation']);

  // The backend answers again: the server's facts take the kept ones' place without a reload.
  rig.setMainOnline(true);
  await expect(syncBar.status).toHaveText(/Synced/, { timeout: 45_000 });
  await expect(menu.getByRole('button', { name: 'Workstation' })).toHaveCount(0, { timeout: 30_000 });
  await expect(menu.getByRole('link', { name: 'My Profile' })).toBeVisible();
});
