/**
 * The executive's read desks on the desktop with the backend down (desktop-rig.ts: the renderer over
 * the real main-process modules): Bids Management and the sourcing overview (RFQ & Bids) show the
 * cached bids and RFQs after a reload without the stack, and accepting or rejecting a bid is disabled
 * with the reason shown, since decisions are online-only.
 */
import path from 'node:path';
import { paths } from '@domain/paths.ts';
import { ONLINE_ONLY_REASON } from '@domain/sync/status.ts';
import { BidManagementPage } from '../page-models/bid-management-page.ts';
import { DEMO } from '../page-models/profile-session.ts';
import { SourcingDashboard } from '../page-models/sourcing-page.ts';
import { expect as baseExpect, test } from './fixture.ts';

// A reload without the backend waits for its requests to fail, then reads the cache: a while on a busy 2-core machine.
const expect = baseExpect.configure({ timeout: 45_000 });
const screenshots = path.resolve(import.meta.dirname, '../../artifacts/screenshots');

test.describe.configure({ mode: 'serial', timeout: 360_000 });

test('bids and the sourcing overview work from the cache offline; decisions are disabled with the reason', async ({
  page,
  rig,
  signInSynced,
  syncBar,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInSynced('executive', paths.bidManagement.href());

  // Online: the company's bids, a pending one can be accepted.
  const bids = new BidManagementPage(page);
  // The grid's page module loads on first use.
  await expect(bids.heading).toBeVisible({ timeout: 60_000 });
  await expect(bids.rows.first()).toBeVisible();
  const shown = await bids.shownBidIds();
  expect(shown.length).toBeGreaterThan(0);
  const pending = bids.grid.getByRole('button', { name: /^Accept BID-/ }).first();
  await expect(pending).toBeEnabled();
  const pendingLabel = (await pending.getAttribute('aria-label'))!;

  // Online: the trims desk's RFQ & Bids overview.
  const sourcing = new SourcingDashboard(page);
  await page.goto(`${paths.sourcing.href('trims-accessories')}?tab=overview`);
  const rfqNumbers = page.locator('.accordion-list').getByRole('button', { name: /RFQ-\d+/ });
  await expect(rfqNumbers.first()).toBeVisible();
  const rfqCount = await rfqNumbers.count();
  const firstRfq = (await rfqNumbers.first().innerText()).match(/RFQ-\d+/)![0];

  // The backend goes away; the app is reloaded without it.
  await rig.stopStack();
  await syncBar.syncNow.click();
  await expect(syncBar.status).toHaveText('Offline');

  await page.goto(paths.bidManagement.href());
  await page.reload();
  await expect(syncBar.status).toHaveText('Offline');
  await expect(bids.heading).toBeVisible({ timeout: 90_000 });
  await expect(bids.rows).toHaveCount(shown.length);
  expect(await bids.shownBidIds()).toEqual(shown);
  const accept = bids.grid.getByRole('button', { name: pendingLabel });
  await expect(accept).toBeDisabled();
  await expect(accept).toHaveAttribute('title', ONLINE_ONLY_REASON);
  await expect(page.getByRole('alert').filter({ hasText: ONLINE_ONLY_REASON })).toBeVisible();
  await bids.grid.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(screenshots, 'desktop-offline-bids-1280.png') });

  await page.goto(`${paths.sourcing.href('trims-accessories')}?tab=overview`);
  await expect(sourcing.rfqRow(firstRfq)).toBeVisible();
  await expect(rfqNumbers).toHaveCount(rfqCount);
  await page.screenshot({ path: path.join(screenshots, 'desktop-offline-sourcing-overview-1280.png') });

  // Back online, decisions are possible again without a reload.
  await rig.startStack();
  await expect(syncBar.status).toHaveText(/Synced/);
  await page.goto(paths.bidManagement.href());
  await expect(bids.grid.getByRole('button', { name: pendingLabel })).toBeEnabled();
});

test('live changes reach the desktop over main’s one Realtime connection: the page opens no socket of its own', async ({
  page,
  context,
  client,
  clientAs,
  signIn,
}) => {
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  // What main forwards (liveStatus, liveEvent), recorded as the page hears it.
  await context.addInitScript(() => {
    const w = globalThis as unknown as {
      __live: unknown[];
      desktop?: { on(e: string, l: (p: unknown) => void): void };
    };
    w.__live = [];
    for (const event of ['liveStatus', 'liveEvent'])
      w.desktop?.on(event, (payload) => w.__live.push({ event, payload }));
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn('executive', paths.bidManagement.href());
  const bids = new BidManagementPage(page);
  await expect(bids.heading).toBeVisible({ timeout: 60_000 });
  await expect(bids.rows.first()).toBeVisible();
  type Heard = { event: string; payload: { live?: boolean; event?: { new?: { id?: string } } } };
  const heard = () => page.evaluate(() => (globalThis as unknown as { __live: Heard[] }).__live);
  await expect.poll(async () => (await heard()).some((h) => h.event === 'liveStatus' && h.payload.live)).toBe(true);
  await page.evaluate(() => ((globalThis as unknown as { __sameDocument: boolean }).__sameDocument = true));

  // A vendor bids on one of the company's products through the API.
  const admin = client('service');
  const company = (await admin.from('company_executives').select('company_id').eq('user_id', DEMO.exec.id).single())
    .data!.company_id;
  const { data: product } = await admin
    .from('corporate_products')
    .select('id')
    .eq('company_id', company)
    .eq('visibility_status', 'Reveal')
    .limit(1)
    .single();
  const vendor = await clientAs('vendor');
  const placed = await vendor.rpc('place_corporate_bid', {
    p_product_id: product!.id,
    p_bid_price: 321.5,
    p_bid_quantity: 3,
  });
  expect(placed.error).toBeNull();
  const bid = placed.data as { id: string; bid_display_id: string };

  // Main heard it on its connection and forwarded it; the grid shows the bid without a reload.
  await expect
    .poll(async () => (await heard()).some((h) => h.event === 'liveEvent' && h.payload.event?.new?.id === bid.id))
    .toBe(true);
  await expect(bids.row(bid.bid_display_id)).toBeVisible();
  expect(await page.evaluate(() => (globalThis as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await page.screenshot({ path: path.join(screenshots, 'desktop-live-bid-1280.png') });
  // The built app opens no socket at all: none to the backend's Realtime (nor a dev server's hot reload).
  expect(sockets).toEqual([]);
});
