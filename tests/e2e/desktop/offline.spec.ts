/**
 * The desktop renderer in Chromium over the real main-process modules (desktop-rig.ts): an executive
 * signs in, the cache syncs, price lists are downloaded; the stack stops, the app reloads and still
 * shows price lists, news and a downloaded PDF from the cache, and edits queue; the stack starts
 * again, the queue drains to the server and the status bar says so. Then a sales user whose session
 * has expired opens yesterday's price lists with the stack stopped.
 */
import path from 'node:path';
import { createClient, type Session } from '@supabase/supabase-js';
import { expect, test, type Page } from '@playwright/test';
import type { Database } from '@domain/database.ts';
import type { DesktopBridge } from '../../../electron/ipc/contract.ts';
import { paths } from '@domain/paths.ts';
import WebSocket from 'ws';
import { DEMO, DEMO_PASSWORD } from '../page-models/profile-session.ts';
import { PriceListPage } from '../page-models/price-list-page.ts';
import { DESKTOP_APP_URL, startDesktopRig, type DesktopRig } from './desktop-rig.ts';

const screenshots = path.resolve(import.meta.dirname, '../../artifacts/screenshots');
const SEEDED_LISTS = 3;

let rig: DesktopRig;
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ baseURL: DESKTOP_APP_URL });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  rig = await startDesktopRig();
});
test.afterAll(async () => rig?.close());

const client = (key: 'anon' | 'service') =>
  createClient<Database>(rig.apiUrl, key === 'anon' ? rig.stack().config.anonKey : rig.stack().config.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });

/** The hash route of a path (the desktop app routes by hash). */
const route = (pathname: string) => `/#${pathname}`;

/** Signs the demo executive in (the auth API, then the session where the app's auth client keeps it) and opens `pathname`. */
async function signIn(page: Page, pathname: string, email: string = DEMO.exec.email): Promise<Session> {
  const { data, error } = await client('anon').auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error || !data.session) throw new Error(error?.message);
  await storeSession(page, data.session);
  await page.goto(route(pathname));
  await page.reload();
  return data.session;
}

/** Puts a session where the app's auth client keeps it (localStorage of the app's origin). */
async function storeSession(page: Page, session: Session) {
  await page.goto('/');
  const key = `sb-${new URL(rig.apiUrl).hostname.split('.')[0]}-auth-token`;
  await page.evaluate(`localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(JSON.stringify(session))})`);
}

test('an executive keeps working from the cache while the backend is down, and the queue drains when it returns', async ({
  page,
  context,
}) => {
  await rig.attach(context, page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, paths.priceList.href());
  const prices = new PriceListPage(page);

  const status = page.getByRole('contentinfo', { name: 'Sync status' });
  await expect(status.getByRole('status')).toHaveText(/Synced (just now|1 min ago)/, { timeout: 30_000 });
  await expect(prices.cards).toHaveCount(SEEDED_LISTS);

  // Download every price list for offline use.
  await status.getByRole('button', { name: 'Offline data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Offline data' });
  await expect(dialog.getByTestId('pdf-usage')).toHaveText(`0 of ${SEEDED_LISTS} downloaded · 0 B used`);
  await dialog.getByRole('button', { name: 'Download all' }).click();
  await expect(dialog.getByTestId('pdf-usage')).toHaveText(
    new RegExp(`^${SEEDED_LISTS} of ${SEEDED_LISTS} downloaded · \\d+ KB used$`),
  );
  await expect(
    dialog.getByRole('list', { name: 'Price lists for offline use' }).getByRole('button', { name: 'Remove' }),
  ).toHaveCount(SEEDED_LISTS);
  await page.screenshot({ path: path.join(screenshots, 'desktop-offline-data-1280.png') });
  await page.keyboard.press('Escape');

  // The backend goes away; the app is reloaded without it.
  await rig.stopStack();
  await status.getByRole('button', { name: 'Sync now' }).click();
  await expect(status.getByRole('status')).toHaveText('Offline');
  await page.reload();
  await expect(status.getByRole('status')).toHaveText('Offline', { timeout: 15_000 });
  await expect(page.getByText('Welcome Rakesh Mehta')).toBeVisible();
  await expect(prices.cards).toHaveCount(SEEDED_LISTS);

  // A downloaded price list opens in the viewer from the local store.
  await prices.card('Cotton yarn price list').click();
  await expect(prices.viewer.renderedPage.first()).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: path.join(screenshots, 'desktop-offline-pdf-1280.png') });
  await page.keyboard.press('Escape');

  await page.goto(route(paths.news.href()));
  await expect(
    page.getByRole('heading', { name: 'Polyester filament prices firm ahead of festive demand' }).first(),
  ).toBeVisible();

  // Three price edits made offline (through the bridge, as the price grid will) queue up.
  const facts = await rig.service.cachedRoleFacts();
  const { rows } = await rig.service.productPage({
    companyId: facts!.companyId!,
    department: null,
    search: '',
    sort: 'fibre_type',
    descending: false,
    offset: 0,
    limit: 3,
  });
  expect(rows).toHaveLength(3);
  const edits = rows.map((r, i) => ({ productId: r.id, changes: { basic_price: 1000 + i } }));
  await page.evaluate(async (list) => {
    // The page's window.desktop (this file is checked without the DOM library).
    const { desktop } = globalThis as unknown as { desktop: DesktopBridge };
    for (const edit of list) await desktop.queueProductEdit(edit);
  }, edits);
  await expect(status.getByRole('status')).toHaveText('Offline · 3 changes queued');
  await page.screenshot({ path: path.join(screenshots, 'desktop-offline-queued-1280.png') });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.screenshot({ path: path.join(screenshots, 'desktop-offline-queued-390.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The backend returns: the queue drains to the server without a click.
  await rig.startStack();
  await expect(status.getByRole('status')).toHaveText('Synced just now', { timeout: 30_000 });
  const { data } = await client('service')
    .from('corporate_products')
    .select('id, basic_price')
    .in(
      'id',
      edits.map((e) => e.productId),
    );
  expect(new Map(data!.map((r) => [r.id, Number(r.basic_price)]))).toEqual(
    new Map(edits.map((e) => [e.productId, e.changes.basic_price])),
  );
  await status.getByRole('button', { name: 'Offline data' }).click();
  await expect(page.getByText('Nothing waiting: every change has reached the server.')).toBeVisible();
  await page.screenshot({ path: path.join(screenshots, 'desktop-synced-1280.png') });
});

test('a sales user whose session expired still opens the price lists kept on this desktop, with the backend down', async ({
  page,
  context,
}) => {
  await rig.attach(context, page);
  await page.setViewportSize({ width: 1280, height: 800 });
  const session = await signIn(page, paths.priceList.href(), DEMO.paid.email);
  const status = page.getByRole('contentinfo', { name: 'Sync status' });
  await expect(status.getByRole('status')).toHaveText(/Synced (just now|1 min ago)/, { timeout: 30_000 });

  // One list downloaded, one by one.
  await status.getByRole('button', { name: 'Offline data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Offline data' });
  await dialog
    .getByRole('listitem')
    .filter({ hasText: 'Viscose and PV blend' })
    .getByRole('button', { name: 'Download' })
    .click();
  await expect(dialog.getByTestId('pdf-usage')).toHaveText(new RegExp(`^1 of ${SEEDED_LISTS} downloaded · .+ used$`));
  await page.keyboard.press('Escape');

  // A day later the app is opened again: the backend is unreachable and the stored session has expired.
  await rig.stopStack();
  await storeSession(page, { ...session, expires_at: Math.floor(Date.now() / 1000) - 86_400 });
  await rig.restartApp();
  await page.goto(route(paths.priceList.href()));
  await page.reload();
  const prices = new PriceListPage(page);
  await expect(prices.cards).toHaveCount(SEEDED_LISTS, { timeout: 20_000 });
  await expect(status.getByRole('status')).toHaveText(
    /^(Offline|Not signed in · showing the copy synced (just now|1 min ago))$/,
  );
  await prices.card('Viscose and PV blend').click();
  await expect(prices.viewer.renderedPage.first()).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: path.join(screenshots, 'desktop-expired-session-offline-1280.png') });
  await rig.startStack();
});
