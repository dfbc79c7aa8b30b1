/**
 * The price sheet's natural order (@domain/product-order.ts): with no column sorted the products stand by
 * department, fibre type, specific type, denier/count and filament count (blanks last, ties by id); a column sort
 * overrides it and clearing the sort brings it back; a product added while the sheet is open appears in its place;
 * a paste and an export follow the order shown. On a company of its own (page-models/price-management-page.ts).
 */
import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { parseDelimited } from '@domain/spreadsheet.ts';
import { serviceClient } from '../support/backend.ts';
import { E2E } from '../support/e2e-env.ts';
import { arrangePriceDesk, PriceManagementPage, type PriceDesk } from '../page-models/price-management-page.ts';
import { screenshot } from '../support/screenshots.ts';

let desk: PriceDesk;
/** The products in the order the sheet must show them. */
let natural: string[];

test.beforeAll(async () => {
  desk = await arrangePriceDesk('Ordermill');
  // BASE_PRODUCTS: p0 PF DTY 20/12, p1 PF FDY 30/24, p2 Cotton Combed 40, p3 Viscose Rayon 50, p4 Nylon 60/34,
  // p5 Modal 70; and three more Polyester Filament yarns: counts compared as numbers, a blank specific type last.
  const [p0, p1, p2, p3, p4, p5] = desk.productIds;
  const [dty150, dty75, noType] = await desk.addProducts([
    {
      department: 'Filament Yarn',
      fibre: 'Polyester Filament',
      specific: 'DTY',
      denier: 150,
      filament: 48,
      price: 180,
    },
    { department: 'Filament Yarn', fibre: 'Polyester Filament', specific: 'DTY', denier: 75, filament: 36, price: 160 },
    { department: 'Filament Yarn', fibre: 'Polyester Filament', specific: null, denier: 80, price: 140 },
  ]);
  natural = [p4, p0, dty75, dty150, p1, noType, p2, p5, p3];
});

async function openSheet(page: Page): Promise<PriceManagementPage> {
  const sheet = await PriceManagementPage.openAs(page, desk.executives[0].email);
  await expect(sheet.heading).toBeVisible();
  await expect(sheet.figure('Products')).toHaveText(String(natural.length));
  return sheet;
}

test('no column sorted: the natural order; a price sort overrides it and clearing the sort brings it back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const sheet = await openSheet(page);
  await expect.poll(() => sheet.shownIds()).toEqual(natural);
  await expect(sheet.cell(natural[0], 'fibreType')).toHaveText('Nylon');
  await screenshot(page, 'price-sheet-natural-order-1280');

  const prices = async () =>
    (await sheet.shownTexts('basicPrice')).map((t) => (t === '–' ? null : Number(t.replace(/[₹,]/g, ''))));
  await sheet.sortBy('basicPrice');
  // Ascending: the unpriced Nylon first, then by price.
  await expect.poll(prices).toEqual([null, 99.99, 120, 140, 150.55, 160, 180, 200, 330]);
  await sheet.sortBy('basicPrice');
  await expect.poll(prices).toEqual([330, 200, 180, 160, 150.55, 140, 120, 99.99, null]);
  // The third click clears the sort: the natural order again.
  await sheet.sortBy('basicPrice');
  await expect.poll(() => sheet.shownIds()).toEqual(natural);
});

test('a product added while the sheet is open appears in its place, not at the end', async ({ page }) => {
  const sheet = await openSheet(page);
  await expect.poll(() => sheet.shownIds()).toEqual(natural);
  const [dty100] = await desk.addProducts([
    {
      department: 'Filament Yarn',
      fibre: 'Polyester Filament',
      specific: 'DTY',
      denier: 100,
      filament: 48,
      price: 170,
    },
  ]);
  // Between DTY 75/36 and DTY 150/48.
  natural.splice(3, 0, dty100);
  await expect(sheet.figure('Products')).toHaveText(String(natural.length));
  await expect.poll(() => sheet.shownIds()).toEqual(natural);
});

test('a paste and an export follow the order shown', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E.appUrl });
  const sheet = await openSheet(page);
  await expect.poll(() => sheet.shownIds()).toEqual(natural);

  const download = await sheet.exportAs('CSV file (.csv)');
  const table = parseDelimited((await fs.readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, ''), ',');
  const idColumn = table[0].indexOf('Product ID');
  expect(table.slice(1).map((r) => r[idColumn])).toEqual(natural);

  // Three prices pasted at the second row land on the second, third and fourth rows as shown.
  await page.evaluate(`navigator.clipboard.writeText(${JSON.stringify('111\r\n222\r\n333\r\n')})`);
  await sheet.clickCell(natural[1], 'basicPrice');
  await page.keyboard.press('Control+V');
  await expect(sheet.price(natural[1])).toHaveText('₹111.00');
  await expect(sheet.price(natural[2])).toHaveText('₹222.00');
  await expect(sheet.price(natural[3])).toHaveText('₹333.00');
  await expect(sheet.figure('Unsaved edits')).toHaveText('3');
  // An edit moves no row: the order stays the natural one.
  expect(await sheet.shownIds()).toEqual(natural);
});

test('a price edit moves no row; a change of a key field moves the product to its new place', async ({ page }) => {
  const sheet = await openSheet(page);
  await expect.poll(() => sheet.shownIds()).toEqual(natural);
  const [dty20, , cotton, , nylon] = desk.productIds;
  await sheet.typeInto(dty20, 'basicPrice', '123');
  await expect(sheet.price(dty20)).toHaveText('₹123.00');
  expect(await sheet.shownIds()).toEqual(natural);

  // A colleague makes the Nylon a Viscose Rayon: it now stands after every Polyester Filament, before the Spun Yarn.
  const changed = await serviceClient()
    .from('corporate_products')
    .update({ fibre_type: 'Viscose Rayon' })
    .eq('id', nylon);
  expect(changed.error).toBeNull();
  const moved = natural.filter((id) => id !== nylon);
  moved.splice(moved.indexOf(cotton), 0, nylon);
  await expect(sheet.cell(nylon, 'fibreType')).toHaveText('Viscose Rayon');
  await expect.poll(() => sheet.shownIds()).toEqual(moved);
  // The pending price is still there, and a later edit keeps the new order.
  await expect(sheet.price(dty20)).toHaveText('₹123.00');
  await sheet.typeInto(cotton, 'basicPrice', '321');
  await expect(sheet.figure('Unsaved edits')).toHaveText('2');
  expect(await sheet.shownIds()).toEqual(moved);
});
