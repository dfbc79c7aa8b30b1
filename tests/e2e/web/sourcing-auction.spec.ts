/**
 * Bids that cannot be gamed (issue 30), in the browser: the executive opens a round with its minimum step and
 * bids per vendor; the vendor's bid form says the highest price they may quote next and how many bids they
 * have left, refuses a quote that does not improve on theirs, and withdraws a quote; the buyer sees the
 * withdrawn quote struck through, with when, and cannot award it.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { paths } from '@domain/paths.ts';
import { bidNotLowEnough } from '@domain/sourcing-auction.ts';
import { expectFitsBothWidths } from '../support/screenshots.ts';
import { DEMO, signInAs } from '../page-models/profile-session.ts';
import { BidSubmissionPage, COMPANY_A, SourcingDashboard } from '../page-models/sourcing-page.ts';
import { serviceClient } from '../support/backend.ts';

async function signedInPage(browser: Browser, email: string, at: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInAs(page, email, at);
  return page;
}

test('a round with its step and cap; the vendor quotes within them and withdraws; the buyer sees it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { data: rfq, error } = await serviceClient()
    .from('sourcing_requests')
    .insert({
      user_id: DEMO.exec.id,
      company_id: COMPANY_A.id,
      department: 'trims',
      custom_item: 'Spun polyester thread Tex 27',
      quantity: '15000',
      quantity_unit: 'pcs',
    })
    .select('id, request_number')
    .single();
  if (error) throw new Error(error.message);
  const number = rfq.request_number;

  // The executive opens round 1: a step of ₹0.05 and 3 bids per vendor.
  const exec = await signedInPage(
    browser,
    DEMO.exec.email,
    `${paths.sourcing.href('trims-accessories')}?tab=bidding&rfq=${rfq.id}`,
  );
  const desk = new SourcingDashboard(exec);
  await exec.getByRole('combobox', { name: 'Minimum step in' }).selectOption('amount');
  await expect(exec.getByRole('textbox', { name: 'Minimum step' })).toHaveValue('0.01');
  await exec.getByRole('textbox', { name: 'Minimum step' }).fill('0.05');
  await exec.getByRole('textbox', { name: 'Bids per vendor' }).fill('3');
  await exec.getByRole('button', { name: 'Initiate Bidding' }).click();
  await desk.expectToast(/Vendors Notified!|Notification Warning/);
  const card = exec.getByRole('region', { name: 'Round 1' });
  await expect(card).toContainText('Step ₹0.05 · up to 3 bids per vendor');
  // The next round starts from these settings.
  await expect(exec.getByRole('textbox', { name: 'Minimum step' })).toHaveValue('0.05');
  await expectFitsBothWidths(exec, 'sourcing-auction-bid-mgmt');

  // The vendor quotes; the form then says what they may quote next.
  const vendor = await signedInPage(browser, DEMO.vendor.email, paths.bidSubmission.href());
  const bids = new BidSubmissionPage(vendor);
  await bids.bid(number, { price: '4.35', days: '14', moq: '2000 cones' });
  await expect(vendor.locator('.toast__title')).toHaveText('Bid Submitted!');
  await bids.row(number).getByRole('button', { name: 'Revise Bid' }).click();
  const dialog = vendor.getByRole('dialog');
  const standing = dialog.getByRole('region', { name: 'Your standing in this round' });
  await expect(standing).toContainText('₹4.35');
  await expect(standing.getByTestId('bid-ceiling')).toHaveText('₹4.30');
  await expect(standing.getByTestId('bids-left')).toHaveText('2 of 3');

  // A quote that does not improve by the step is explained, not sent.
  await dialog.getByRole('textbox', { name: /Quoted Price/ }).fill('4.32');
  await dialog.getByRole('textbox', { name: /Delivery \(Days\)/ }).fill('14');
  await dialog.getByRole('button', { name: 'Submit Bid' }).click();
  const refusal = bidNotLowEnough({
    ceiling: 4.3,
    current: 4.35,
    rules: { stepKind: 'amount', step: 0.05, maxBidsPerVendor: 3 },
    currency: 'INR',
  });
  await expect(vendor.locator('.toast__description')).toHaveText(refusal);
  await dialog.getByRole('textbox', { name: /Quoted Price/ }).fill('4.30');
  await dialog.getByRole('button', { name: 'Submit Bid' }).click();
  await expect(vendor.locator('.toast__title')).toHaveText('Bid Submitted!');

  await bids.row(number).getByRole('button', { name: 'Revise Bid' }).click();
  await expect(standing.getByTestId('bid-ceiling')).toHaveText('₹4.25');
  await expect(standing.getByTestId('bids-left')).toHaveText('1 of 3');
  await dialog.getByRole('button', { name: 'Withdraw my quote' }).click();
  await expect(dialog.getByRole('group', { name: 'Confirm Bid Withdrawal' })).toContainText(
    'Withdraw your quote of ₹4.30?',
  );
  await expectFitsBothWidths(vendor, 'sourcing-auction-bid-form');
  await dialog.getByRole('button', { name: 'Withdraw quote' }).click();
  await expect(vendor.locator('.toast__title')).toHaveText('Bid Withdrawn');
  // ₹4.35 is the current quote again; the withdrawn bid still counts.
  await expect(standing.getByTestId('bid-ceiling')).toHaveText('₹4.30');
  await expect(standing.getByTestId('bids-left')).toHaveText('1 of 3');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(bids.myBids().getByRole('row').filter({ hasText: '₹4.30' })).toContainText('Withdrawn');

  // The buyer sees the withdrawn quote last, struck through with when, and cannot award it.
  await desk.tab(/RFQ & Bids/).click();
  const row = await desk.openRfq(number);
  const round1 = row.getByRole('region', { name: 'Bids of round 1' });
  const lines = round1.getByRole('row');
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(1)).toContainText('₹4.35');
  await expect(lines.nth(1).getByRole('button', { name: 'Select' })).toBeVisible();
  await expect(lines.nth(2)).toContainText(/Withdrawn \d/);
  await expect(lines.nth(2).getByLabel('₹4.30, withdrawn')).toBeVisible();
  await expect(lines.nth(2).getByRole('button', { name: 'Select' })).toHaveCount(0);
  await expect(row.getByRole('region', { name: 'Round 1', exact: true })).toContainText(
    'Step ₹0.05 · up to 3 bids per vendor',
  );
  await expectFitsBothWidths(exec, 'sourcing-auction-buyer-bids');
});
