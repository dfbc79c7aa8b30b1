/**
 * The whole journey of issue 13 in the browser, three people at once: an executive raises an RFQ, invites a
 * second vendor, initiates bidding (vendors alerted on WhatsApp), two vendors bid in round 1, the executive
 * opens a sealed round 2, both bid again, the round closes, the comparison matrix is compared and exported,
 * one bid is awarded, and the vendors read the outcome on WhatsApp and on their page.
 */
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { paths } from '@domain/paths.ts';
import { whatsappMessage } from '../page-models/board-page.ts';
import { DEMO, signInAs } from '../page-models/profile-session.ts';
import { BidSubmissionPage, rfqByNumber, rfqNumberIn, SourcingDashboard } from '../page-models/sourcing-page.ts';
import { serviceClient } from '../support/backend.ts';
import { expectFitsBothWidths } from '../support/screenshots.ts';

const SECOND_VENDOR = 'member1@loomconnect.test';

async function memberByEmail(email: string) {
  const { data, error } = await serviceClient()
    .from('yarnconnect_free')
    .select('id, business_name, country_code, mobile_number')
    .eq('email', email)
    .single();
  if (error) throw new Error(error.message);
  return { ...data, whatsapp: `${data.country_code || '+91'}${data.mobile_number}` };
}

async function signedInPage(browser: Browser, email: string, path: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInAs(page, email, path);
  return page;
}

test('RFQ → invitation → two rounds → bids by two vendors → award → the vendors’ messages', async ({ browser }) => {
  const vendorA = await memberByEmail(DEMO.vendor.email);
  const vendorB = await memberByEmail(SECOND_VENDOR);

  // The executive raises an RFQ for a catalog item of the trims desk.
  const exec = await signedInPage(browser, DEMO.exec.email, `${paths.sourcing.href('trims-accessories')}?tab=rfqs`);
  const desk = new SourcingDashboard(exec);
  await exec.getByRole('combobox', { name: /Item/ }).selectOption({ label: 'Polyester Spun Thread' });
  await exec.getByRole('textbox', { name: /Quantity/ }).fill('15000');
  await exec.getByRole('textbox', { name: 'Description' }).fill('Tex 27 spun polyester, 5000 m cones, optical white');
  await exec.getByRole('button', { name: 'Create RFQ' }).click();
  await desk.expectToast('RFQ Created!');
  const number = await rfqNumberIn(desk.toastDescription());

  // Invitation: a second vendor is approved for the department.
  await desk.tab(/Vendor Mgmt/).click();
  await exec.getByRole('searchbox', { name: 'Search members' }).fill(SECOND_VENDOR);
  await exec.getByRole('button', { name: 'Search' }).click();
  await exec.getByRole('region', { name: 'Members found' }).getByRole('button', { name: 'Add vendor' }).click();
  await desk.expectToast('Vendor Added!');

  // Bidding parameters and round 1: private, a deadline a day out, anti-sniping of 5 minutes.
  await desk.tab(/Bid Mgmt/).click();
  await desk.rfqInPicker(number).click();
  await exec.getByRole('textbox', { name: /Target price/ }).fill('4.20');
  await exec.getByRole('combobox', { name: 'Payment terms' }).selectOption('Credit');
  await exec.getByRole('combobox', { name: 'Freight terms' }).selectOption('FOB');
  await exec.getByRole('textbox', { name: /Target delivery/ }).fill('12');
  await exec.getByRole('combobox', { name: 'Anti-sniping' }).selectOption('5');
  await exec
    .getByRole('group', { name: 'Round 1 deadline (optional): quick picks' })
    .getByRole('button', { name: '+1 day' })
    .click();
  await expectFitsBothWidths(exec, 'sourcing-journey-initiate');
  await exec.getByRole('button', { name: 'Initiate Bidding' }).click();
  await desk.expectToast('Vendors Notified!', /2 vendors notified on WhatsApp\./);
  expect((await rfqByNumber(number)).bid_status).toBe('private');
  for (const vendor of [vendorA, vendorB]) {
    const text = await whatsappMessage(vendor.whatsapp, `invites your bid on ${number}`);
    expect(text).toContain('Bidding round 1 is open until');
  }

  // Round 1: both vendors bid from their own page; each sees their rank, never the other's quote.
  const pageA = await signedInPage(browser, DEMO.vendor.email, paths.bidSubmission.href());
  const bidsA = new BidSubmissionPage(pageA);
  await expect(bidsA.row(number)).toContainText('Surat Synthetics Ltd');
  await expect(bidsA.row(number)).toContainText('Credit / FOB');
  await bidsA.row(number).getByRole('button', { name: 'Submit Bid' }).click();
  await pageA.getByRole('dialog').getByRole('button', { name: 'Submit Bid' }).click();
  await expect(pageA.locator('.toast__title')).toHaveText('Missing Information');
  await expect(pageA.locator('.toast__description')).toHaveText('Please provide a quoted price and delivery time.');
  await pageA.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await bidsA.bid(number, { price: '4.35', days: '14', moq: '2000 cones', notes: 'Ex-stock 60%' });
  await expect(pageA.locator('.toast__title')).toHaveText('Bid Submitted!');
  await expect(bidsA.row(number)).toContainText('Rank 1 of 1');

  const pageB = await signedInPage(browser, SECOND_VENDOR, paths.bidSubmission.href());
  const bidsB = new BidSubmissionPage(pageB);
  await bidsB.bid(number, { price: '4.30', days: '12', moq: '1500 cones' });
  await expect(pageB.locator('.toast__title')).toHaveText('Bid Submitted!');
  await expect(bidsB.row(number)).toContainText('Rank 1 of 2');
  await expect(bidsB.row(number)).not.toContainText('4.35');
  await pageA.reload();
  await expect(bidsA.row(number)).toContainText('Rank 2 of 2');
  await expectFitsBothWidths(pageA, 'sourcing-journey-vendor-round1');

  // The executive sees round 1's bids live, then opens a sealed round 2.
  await desk.tab(/RFQ & Bids/).click();
  let row = await desk.openRfq(number);
  const round1 = row.getByRole('region', { name: 'Bids of round 1' });
  await expect(round1.getByRole('row')).toHaveCount(3);
  await expect(round1.getByRole('row').nth(1)).toContainText(vendorB.business_name);
  await desk.tab(/Bid Mgmt/).click();
  await desk.rfqInPicker(number).click();
  await exec.locator('.next-round').getByRole('checkbox', { name: 'Sealed bids' }).check();
  await exec.getByRole('button', { name: 'Next Round' }).click();
  await desk.expectToast('Vendors Notified!', /Round 2 of .+ is open\. 2 vendors notified on WhatsApp\./);
  await whatsappMessage(vendorA.whatsapp, 'Sealed round: quotes stay sealed until the round closes.');

  // Round 2, sealed: new quotes; the vendors see no rank, the company no price until it closes.
  await pageA.reload();
  await expect(bidsA.row(number)).toContainText('R2');
  await expect(bidsA.row(number)).toContainText('Sealed');
  await bidsA.bid(number, { price: '4.10', days: '12', moq: '2000 cones' });
  await expect(pageA.locator('.toast__title')).toHaveText('Bid Submitted!');
  await pageB.reload();
  await bidsB.bid(number, { price: '4.15', days: '10' });
  await expect(pageB.locator('.toast__title')).toHaveText('Bid Submitted!');

  await desk.tab(/RFQ & Bids/).click();
  row = await desk.openRfq(number);
  await expect(row.getByRole('region', { name: 'Round 2' })).toContainText('2 sealed bids from 2 vendors');
  await expectFitsBothWidths(exec, 'sourcing-journey-sealed');
  await desk.tab(/Bid Mgmt/).click();
  await desk.rfqInPicker(number).click();
  await exec.getByRole('button', { name: 'Close round 2' }).click();
  await desk.expectToast('Round 2 closed', 'Its sealed bids are now open to you under RFQ & Bids.');

  // The comparison matrix: vendors × rounds, best prices marked, pinned totals; exported to XLSX.
  await desk.tab(/RFQ & Bids/).click();
  row = await desk.openRfq(number);
  await row.getByRole('button', { name: 'Comparison matrix' }).click();
  const matrix = row.getByRole('region', { name: `Comparison matrix of ${number}` });
  await expect(matrix.locator('tbody tr')).toHaveCount(2);
  await expect(matrix.getByRole('row', { name: /Target price/ })).toContainText('₹4.20');
  await expect(matrix.getByRole('rowheader').first()).toContainText(vendorA.business_name);
  await expect(matrix.locator('.is-best')).toHaveCount(2);
  await expect(matrix.getByRole('row', { name: /Best price/ })).toContainText('₹4.10');
  await expectFitsBothWidths(exec, 'sourcing-journey-matrix');
  const [download] = await Promise.all([
    exec.waitForEvent('download'),
    row.getByRole('button', { name: 'Export XLSX' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${number}-comparison.xlsx`);
  const file = test.info().outputPath(`${number}-comparison.xlsx`);
  await download.saveAs(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(fs.readFileSync(file) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet(number)!;
  expect(sheet.getRow(4).getCell(3).value).toBe('R1 price');
  expect(sheet.getRow(5).getCell(1).value).toBe('Vikram Vendor');
  expect(sheet.getRow(5).getCell(8).value).toBe(4.1);

  // Award: the round-2 quote of the first vendor, after confirming; the RFQ closes for good.
  await row.getByRole('button', { name: 'Rounds & bids' }).click();
  const round2 = row.getByRole('region', { name: 'Bids of round 2' });
  await round2
    .getByRole('row')
    .filter({ hasText: vendorA.business_name })
    .getByRole('button', { name: 'Select' })
    .click();
  const confirm = exec.getByRole('alertdialog');
  await expect(confirm.getByRole('heading', { name: 'Confirm Bid Selection' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Award bid' }).click();
  await desk.expectToast('Bid Selected!');
  await expect(round2.locator('tr.is-selected')).toContainText(vendorA.business_name);
  await expect(row.getByRole('button', { name: 'Select' })).toHaveCount(0);
  expect((await rfqByNumber(number)).bid_status).toBe('closed');
  await expectFitsBothWidths(exec, 'sourcing-journey-awarded');

  // The vendors' messages and pages.
  expect(await whatsappMessage(vendorA.whatsapp, `awarded ${number}`)).toContain('to you at ₹4.10 (round 2)');
  const lost = await whatsappMessage(vendorB.whatsapp, `has awarded ${number}`);
  expect(lost).toContain('to another vendor');
  expect(lost).not.toContain('4.10');
  await pageA.reload();
  await expect(bidsA.myBids().getByRole('row').filter({ hasText: 'R2' }).filter({ hasText: number })).toContainText(
    'Won',
  );
  await pageB.reload();
  await expect(bidsB.myBids().getByRole('row').filter({ hasText: number }).first()).toContainText('Not selected');
  await expect(bidsB.openRfqs().getByRole('row').filter({ hasText: number })).toHaveCount(0);
  await expectFitsBothWidths(pageA, 'sourcing-journey-vendor-won');
});
