/**
 * Bids Management (/bid-management) as executives use it, on a company of the spec's own
 * (page-models/bid-management-page.ts): the company's bids only, newest first, with the distance
 * from today's basic price; accepting after 'Confirm Bid Acceptance' with the bidder's WhatsApp message
 * captured; rejecting with a reason; two executives racing for one bid; a new bid appearing live;
 * the notification failures in the spec's words; and everybody else refused.
 */
import { expect, test, type Page } from '@playwright/test';
import { paths } from '@domain/paths.ts';
import { serviceClient } from '../support/backend.ts';
import { whatsappText } from '../support/mailbox.ts';
import { arrangeBidDesk, BidManagementPage, type BidDesk } from '../page-models/bid-management-page.ts';
import { signInAs } from '../page-models/profile-session.ts';
import { screenshot } from '../support/screenshots.ts';

let desk: BidDesk;
/** Bids placed in beforeAll, oldest first. */
let placed: { id: string; displayId: string }[];

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  desk = await arrangeBidDesk('Bidwise');
  placed = [];
  placed.push(await desk.placeBid(0, 195.5, 1000));
  placed.push(await desk.placeBid(1, 155, 250));
  placed.push(await desk.placeBid(2, 300, 400));
  placed.push(await desk.placeBid(0, 190, 600));
  placed.push(await desk.placeBid(2, 310, 120));
});

async function openAs(page: Page, email: string): Promise<BidManagementPage> {
  await signInAs(page, email, paths.bidManagement.href());
  const bids = new BidManagementPage(page);
  await expect(bids.heading).toBeVisible();
  return bids;
}

test('an executive sees the company’s bids only, newest first, with the distance from today’s basic price', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const bids = await openAs(page, desk.executives[0].email);
  await expect(bids.rows).toHaveCount(placed.length);
  expect(await bids.shownBidIds()).toEqual(placed.map((b) => b.displayId).reverse());

  // Another company's bid (the seed's, company A) is not on this company's desk.
  const { data: other } = await serviceClient()
    .from('customer_bids')
    .select('bid_display_id')
    .neq('corporate_company_id', desk.companyId)
    .limit(1)
    .single();
  await expect(bids.row(other!.bid_display_id)).toHaveCount(0);

  const first = placed[0].displayId;
  await expect(bids.cell(first, 'product')).toHaveText('Polyester Filament – DTY');
  // Not repriced since: the basic price at bid time and today's are the same.
  await expect(bids.cell(first, 'basicPrice')).toHaveText('₹200.00');
  await expect(bids.cell(first, 'currentBasicPrice')).toHaveText('₹200.00');
  await expect(bids.cell(first, 'bidPrice')).toHaveText('₹195.50');
  await expect(bids.cell(first, 'distancePct')).toHaveText('−2.25 %');
  await expect(bids.cell(first, 'bidQuantity')).toHaveText('1,000');
  await expect(bids.cell(first, 'bidderName')).toHaveText(desk.bidder.name);
  await expect(bids.cell(first, 'mobile')).toHaveText(desk.bidder.phone.replace('+91', '+91 '));
  await expect(bids.cell(first, 'bidStatus')).toHaveText('Pending');
  await expect(bids.acceptButton(first)).toBeEnabled();
  await expect(
    page.getByRole('figure', { name: /Bid price against the basic price at bid time/ }).locator('canvas'),
  ).toHaveCount(1);

  // The quick filter and the status switch narrow the list.
  await bids.quickFilter.fill('Viscose');
  await expect(bids.rows).toHaveCount(2);
  await bids.quickFilter.fill('');
  await page.getByRole('radio', { name: /^Accepted/ }).click();
  await expect(bids.rows).toHaveCount(0);
  await page.getByRole('radio', { name: /^All/ }).click();
  await expect(bids.rows).toHaveCount(placed.length);

  await screenshot(page, 'bid-management-1280', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(bids.heading).toBeVisible();
  await screenshot(page, 'bid-management-390', { fullPage: true });
});

test('on a phone the column filters sit behind a Filters button, and they are the desktop filter row’s', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const bids = await openAs(page, desk.executives[0].email);
  await expect(bids.rows).toHaveCount(placed.length);
  const filters = page.getByRole('button', { name: /^Filters/ });
  const panel = page.getByRole('group', { name: 'Column filters' });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toHaveCount(0);

  // Opened from the keyboard; a product filter narrows the list and the button counts it.
  await filters.focus();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await panel.getByRole('searchbox', { name: 'Product' }).fill('Viscose');
  await expect(bids.rows).toHaveCount(2);
  await expect(filters).toHaveText(/^\s*Filters\s*1$/);
  await screenshot(page, 'bid-management-filters-390', { fullPage: true });

  // A second filter narrows it further: one bid by its number.
  await panel.getByRole('searchbox', { name: 'Bid no.' }).fill(placed[4].displayId);
  await expect(bids.rows).toHaveCount(1);
  await expect(filters).toHaveText(/^\s*Filters\s*2$/);
  await panel.getByRole('searchbox', { name: 'Bid no.' }).fill('');
  await expect(bids.rows).toHaveCount(2);

  // The same filter at desktop width: the filter row holds it, and no Filters button is needed there.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(filters).toHaveCount(0);
  await expect(bids.grid.getByRole('textbox', { name: 'Product Filter Input' })).toHaveValue('Viscose');
  await expect(bids.rows).toHaveCount(2);

  // Back on the phone the panel shows it, and Clear filters brings every bid back.
  await page.setViewportSize({ width: 390, height: 844 });
  await filters.click();
  await expect(panel.getByRole('searchbox', { name: 'Product' })).toHaveValue('Viscose');
  await panel.getByRole('button', { name: 'Clear filters' }).click();
  await expect(bids.rows).toHaveCount(placed.length);
  await expect(filters).toHaveText(/^\s*Filters$/);
  await panel.getByRole('button', { name: 'Done' }).click();
  await expect(panel).toHaveCount(0);
});

test('accepting: confirm, Bid Accepted!, Notifications Sent, and the bidder’s WhatsApp message', async ({ page }) => {
  const bids = await openAs(page, desk.executives[0].email);
  const bid = placed[1].displayId;
  const since = new Date();

  // Hold the notification until the first toast has been seen (one toast shows at a time).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/functions/v1/bidding-reply', async (route) => {
    await held;
    await route.continue();
  });

  await bids.acceptButton(bid).click();
  await expect(bids.confirmDialog).toBeVisible();
  await expect(bids.confirmDialog).toContainText(`Accept ${bid} from ${desk.bidder.name}: 250 kg`);
  await expect(bids.confirmDialog).toContainText(
    "That is +2.99 % against today's basic price of ₹150.50, as when the bid was placed.",
  );
  await screenshot(page, 'bid-management-confirm-1280');
  await bids.confirmDialog.getByRole('button', { name: 'Accept Bid' }).click();
  await expect(bids.toastTitle).toHaveText('Bid Accepted!');
  release();
  await expect(bids.toastTitle).toHaveText('Notifications Sent');

  await expect(bids.cell(bid, 'bidStatus')).toHaveText('Accepted');
  await expect(bids.cell(bid, 'acceptedBy')).toHaveText(desk.executives[0].name);
  await expect(bids.acceptButton(bid)).toHaveCount(0);
  const text = await whatsappText(desk.bidder.phone, since);
  expect(text).toContain(`your bid ${bid} has been accepted by ${desk.companyName}`);
  expect(text).toContain(`by ${desk.executives[0].name}`);
});

test('rejecting with a reason: the bidder is told why, and the bid shows no action', async ({ page }) => {
  const bids = await openAs(page, desk.executives[1].email);
  const bid = placed[2].displayId;
  const since = new Date();
  await bids.rejectButton(bid).click();
  await expect(bids.rejectDialog).toBeVisible();
  // No reason: a clear message, nothing changes.
  await bids.rejectDialog.getByRole('button', { name: 'Reject Bid' }).click();
  await expect(bids.rejectDialog.getByRole('alert')).toHaveText('Please give the bidder a reason for the rejection.');
  await bids.rejectDialog.getByRole('button', { name: 'Quantity too small for this product.' }).click();
  await expect(bids.rejectDialog.getByLabel('Reason for the bidder')).toHaveValue(
    'Quantity too small for this product.',
  );
  await screenshot(page, 'bid-management-reject-1280');
  await bids.rejectDialog.getByRole('button', { name: 'Reject Bid' }).click();
  await expect(bids.toastTitle).toHaveText('Notifications Sent');
  await expect(bids.cell(bid, 'bidStatus')).toHaveText('Rejected');
  await expect(bids.cell(bid, 'acceptedBy')).toHaveText(
    `${desk.executives[1].name}: Quantity too small for this product.`,
  );
  await expect(bids.acceptButton(bid)).toHaveCount(0);
  await expect(bids.rejectButton(bid)).toHaveCount(0);
  const text = await whatsappText(desk.bidder.phone, since);
  expect(text).toContain(`your bid ${bid} was not accepted by ${desk.companyName}`);
  expect(text).toContain('Reason: Quantity too small for this product.');
});

test('the keyboard: A on a focused pending bid asks to accept it', async ({ page }) => {
  const bids = await openAs(page, desk.executives[0].email);
  const bid = placed[3].displayId;
  await bids.cell(bid, 'bidPrice').click();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('a');
  await expect(bids.confirmDialog).toContainText(`Accept ${bid}`);
  await page.keyboard.press('Escape');
  await expect(bids.confirmDialog).toBeHidden();
  await expect(bids.cell(bid, 'bidStatus')).toHaveText('Pending');
});

test('two executives accept the same bid at once: one succeeds, the other is told who accepted it', async ({
  browser,
}) => {
  const bid = placed[3].displayId;
  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  try {
    const pages = await Promise.all(contexts.map((c) => c.newPage()));
    const desks = await Promise.all(pages.map((p, i) => openAs(p, desk.executives[i].email)));
    for (const d of desks) {
      await d.acceptButton(bid).click();
      await expect(d.confirmDialog).toBeVisible();
    }
    await Promise.all(desks.map((d) => d.confirmDialog.getByRole('button', { name: 'Accept Bid' }).click()));

    // Each desk's outcome, read in one step (a toast does not stay for ever): its title and description.
    const outcomes = await Promise.all(
      desks.map((d) =>
        d.page
          .locator('.toast')
          .filter({ hasText: /^(Notifications Sent|An Error Occurred)/ })
          .innerText(),
      ),
    );
    const lost = outcomes.map((text) => text.startsWith('An Error Occurred'));
    expect(lost.filter(Boolean)).toHaveLength(1);
    const loser = lost.indexOf(true);
    const winner = desk.executives[1 - loser];
    expect(outcomes[loser]).toMatch(
      new RegExp(`Database update failed: This bid was already accepted by ${winner.name} on .+\\.`),
    );
    await screenshot(pages[loser], 'bid-management-race-1280');
    // Both desks show the one decision.
    for (const d of desks) await expect(d.cell(bid, 'acceptedBy')).toHaveText(winner.name);
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
});

test('a new bid appears without a reload, highlighted', async ({ page }) => {
  const bids = await openAs(page, desk.executives[0].email);
  await expect(bids.rows).toHaveCount(placed.length);
  await page.evaluate('window.__liveTest = true');
  const fresh = await desk.placeBid(1, 149.25, 75);
  placed.push(fresh);
  await expect(bids.row(fresh.displayId)).toHaveClass(/bids-grid__row--fresh/);
  expect(await bids.shownBidIds()).toEqual(expect.arrayContaining([fresh.displayId]));
  expect((await bids.shownBidIds())[0]).toBe(fresh.displayId);
  await bids.grid.scrollIntoViewIfNeeded();
  await screenshot(page, 'bid-management-live-1280');
  expect(await page.evaluate('window.__liveTest === true')).toBe(true);
  await expect(bids.row(fresh.displayId)).not.toHaveClass(/bids-grid__row--fresh/);
});

test('notification failures show under An Error Occurred; the acceptance stands', async ({ page }) => {
  const bids = await openAs(page, desk.executives[0].email);
  // The function answers with its error field.
  await page.route('**/functions/v1/bidding-reply', (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, error: 'Provider down.' }),
    }),
  );
  const first = placed[0].displayId;
  await bids.acceptButton(first).click();
  await bids.confirmDialog.getByRole('button', { name: 'Accept Bid' }).click();
  await expect(bids.toastTitle).toHaveText('An Error Occurred');
  await expect(bids.toastDescription).toHaveText('Notification function error: Provider down.');
  await expect(bids.cell(first, 'bidStatus')).toHaveText('Accepted');

  // The function cannot be reached at all.
  await page.unroute('**/functions/v1/bidding-reply');
  await page.route('**/functions/v1/bidding-reply', (route) => route.abort('connectionrefused'));
  const second = placed[4].displayId;
  await bids.acceptButton(second).click();
  await bids.confirmDialog.getByRole('button', { name: 'Accept Bid' }).click();
  await expect(bids.toastDescription).toHaveText(/^Notification function invocation failed: .+/);
  await expect(bids.cell(second, 'bidStatus')).toHaveText('Accepted');

  // The bidder was never told: the accepted bid offers the notice again, and it goes out.
  await page.unroute('**/functions/v1/bidding-reply');
  const since = new Date();
  const notify = bids.grid.getByRole('button', { name: `Notify bidder of ${second}` });
  await notify.click();
  await expect(bids.toastTitle).toHaveText('Notifications Sent');
  await expect(notify).toHaveCount(0);
  expect(await whatsappText(desk.bidder.phone, since)).toContain(`your bid ${second} has been accepted`);
  await expect(bids.grid.getByRole('button', { name: `Notify bidder of ${first}` })).toBeVisible();
});
