/**
 * Live sourcing (issue 13 §5: bids and round changes appear live on the dashboard and the vendor's page), two
 * people in two browsers: the executive keeps RFQ & Bids open while a vendor bids; the vendor keeps Submit Bids
 * open while the executive opens, closes and re-opens a round, then closes the RFQ. Neither page reloads, and
 * each change is seen to arrive over the page's Realtime socket (a page whose channel is down refreshes every
 * 20 s instead, which would also pass the visible checks).
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { paths } from '@domain/paths.ts';
import { anonClient, DEMO, DEMO_PASSWORD, signInAs } from '../page-models/profile-session.ts';
import { BidSubmissionPage, COMPANY_A, rfqByNumber, SourcingDashboard } from '../page-models/sourcing-page.ts';
import { serviceClient } from '../support/backend.ts';
import { expectFitsBothWidths } from '../support/screenshots.ts';

/** Marks the document; a reload or a navigation would lose the mark. */
const markDocument = (page: Page) => page.evaluate('window.__liveTest = true');
const sameDocument = (page: Page) => page.evaluate('window.__liveTest === true');

/** Every frame the page's Realtime sockets receive, as text (binary broadcasts too). */
function recordRealtime(page: Page): string[] {
  const frames: string[] = [];
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/realtime/v1/')) return;
    socket.on('framereceived', ({ payload }) =>
      frames.push(typeof payload === 'string' ? payload : payload.toString('latin1')),
    );
  });
  return frames;
}

/** Waits for a Realtime frame received after `since` that contains every part. */
async function expectFrame(frames: string[], since: number, ...parts: string[]): Promise<void> {
  await expect
    .poll(() => frames.slice(since).some((frame) => parts.every((part) => frame.includes(part))), {
      message: `a Realtime frame with ${parts.join(' and ')}`,
    })
    .toBe(true);
}

async function signedInPage(browser: Browser, email: string, path: string): Promise<{ page: Page; frames: string[] }> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const frames = recordRealtime(page);
  await signInAs(page, email, path);
  return { page, frames };
}

/** A fresh RFQ of company A's trims desk (where the demo vendor is registered), not yet bidding. */
async function pendingRfq(item: string): Promise<{ id: string; number: string }> {
  const { data, error } = await serviceClient()
    .from('sourcing_requests')
    .insert({
      user_id: DEMO.exec.id,
      company_id: COMPANY_A.id,
      department: 'trims',
      custom_item: item,
      quantity: '4000',
      quantity_unit: 'pcs',
    })
    .select('id, request_number')
    .single();
  if (error) throw new Error(error.message);
  return { id: data.id, number: data.request_number };
}

test('a vendor’s bid appears on the executive’s open RFQ & Bids tab without a reload', async ({ browser }) => {
  const rfq = await pendingRfq('Live check: corozo buttons 24L');
  // Round 1 opens (unsealed) as the executive would open it.
  const exec = anonClient();
  expect((await exec.auth.signInWithPassword({ email: DEMO.exec.email, password: DEMO_PASSWORD })).error).toBeNull();
  expect((await exec.rpc('start_next_bid_round', { p_rfq_id: rfq.id, p_bid_status: 'private' })).error).toBeNull();

  const { page: desk, frames } = await signedInPage(
    browser,
    DEMO.exec.email,
    `${paths.sourcing.href('trims-accessories')}?tab=overview`,
  );
  const dashboard = new SourcingDashboard(desk);
  const row = await dashboard.openRfq(rfq.number);
  const round1 = row.getByRole('region', { name: 'Round 1' });
  await expect(round1).toContainText('No bids in this round.');
  await expect(row.getByRole('button', { name: new RegExp(rfq.number) })).toContainText(/Open/);
  await markDocument(desk);
  const before = frames.length;

  const { page: vendor } = await signedInPage(browser, DEMO.vendor.email, paths.bidSubmission.href());
  const bids = new BidSubmissionPage(vendor);
  await bids.bid(rfq.number, { price: '2.35', days: '9', moq: '5000 pcs', notes: 'Live update check' });
  await expect(vendor.locator('.toast__title')).toHaveText('Bid Submitted!');

  // On the executive's page: the bid, its price and the RFQ's count and best price, without a reload.
  await expectFrame(frames, before, '"postgres_changes"', 'sourcing_bids', rfq.id);
  const bid = row
    .getByRole('region', { name: 'Bids of round 1' })
    .getByRole('row')
    .filter({ hasText: 'Live update check' });
  await expect(bid).toContainText('₹2.35');
  await expect(bid).toContainText('Vikram Vendor');
  await expect(bid).toHaveClass(/is-fresh/);
  const summary = row.getByRole('button', { name: new RegExp(rfq.number) });
  await expect(summary.locator('[data-label="Bids"]')).toHaveText('1');
  await expect(summary.locator('[data-label="Best"]')).toHaveText('₹2.35');
  expect(await sameDocument(desk)).toBe(true);
  // Full-page shots at 1280 and 390 px while the new bid is still highlighted.
  await expectFitsBothWidths(desk, 'sourcing-live-bid');
  // The highlight fades.
  await expect(bid).not.toHaveClass(/is-fresh/, { timeout: 10_000 });
  await vendor.context().close();
  await desk.context().close();
});

test('an RFQ appears and disappears on the vendor’s open page as the executive opens and closes its round', async ({
  browser,
}) => {
  const rfq = await pendingRfq('Live check: metal snaps 15 mm');

  const { page: vendor, frames } = await signedInPage(browser, DEMO.vendor.email, paths.bidSubmission.href());
  const bids = new BidSubmissionPage(vendor);
  await expect(bids.openRfqs()).toBeVisible();
  await expect(bids.row(rfq.number)).toHaveCount(0);
  await markDocument(vendor);

  const { page: desk } = await signedInPage(
    browser,
    DEMO.exec.email,
    `${paths.sourcing.href('trims-accessories')}?tab=bidding&rfq=${rfq.id}`,
  );
  const dashboard = new SourcingDashboard(desk);
  await expect(desk.getByRole('heading', { level: 2, name: new RegExp(rfq.number) })).toBeVisible();

  // Initiate bidding: round 1 opens; the vendor's page lists the RFQ.
  let since = frames.length;
  await desk.getByRole('button', { name: 'Initiate Bidding' }).click();
  await dashboard.expectToast('Vendors Notified!');
  await expectFrame(frames, since, '"postgres_changes"', rfq.id);
  await expect(bids.row(rfq.number)).toContainText('R1');
  await expect(bids.row(rfq.number).getByRole('button', { name: 'Submit Bid' })).toBeVisible();
  await expectFitsBothWidths(vendor, 'sourcing-live-vendor-open');

  // Close round 1: it goes from the vendor's page, though the vendor may no longer read the round (so
  // postgres_changes tells them nothing): the executive's page broadcasts a hint to the company's vendors.
  since = frames.length;
  await desk.getByRole('button', { name: 'Close round 1' }).click();
  await dashboard.expectToast('Round 1 closed');
  expect((await rfqByNumber(rfq.number)).bid_status).toBe('private');
  await expectFrame(frames, since, `sourcing-hints-${COMPANY_A.id}`, '"change":"round"');
  await expect(bids.row(rfq.number)).toHaveCount(0);

  // Re-open it: back again.
  since = frames.length;
  await desk.getByRole('button', { name: 'Re-open round 1' }).click();
  await dashboard.expectToast('Round 1 reopened');
  await expectFrame(frames, since, '"postgres_changes"', rfq.id);
  await expect(bids.row(rfq.number)).toContainText('R1');

  // Close the RFQ for good: gone.
  await desk.getByRole('button', { name: 'Close RFQ' }).click();
  since = frames.length;
  await desk.getByRole('alertdialog').getByRole('button', { name: 'Close RFQ for good' }).click();
  await dashboard.expectToast('RFQ Closed');
  await expectFrame(frames, since, `sourcing-hints-${COMPANY_A.id}`, '"change":"rfq"');
  await expect(bids.row(rfq.number)).toHaveCount(0);
  expect(await sameDocument(vendor)).toBe(true);
  await expectFitsBothWidths(vendor, 'sourcing-live-vendor-closed');
  await vendor.context().close();
  await desk.context().close();
});
