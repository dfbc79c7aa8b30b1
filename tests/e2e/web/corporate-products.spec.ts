/**
 * Manage Corporate Products (/admin/corporate-products, issue 11 deliverable 4; trade §2, §5, §8) against the
 * real stack: an admin types and pastes products, a limited admin imports them from an .xlsx and a CSV file,
 * each save is one insert that the database then holds; members are refused the page, and the table refuses
 * a row that breaks the product rules even when the page is bypassed. Every account and company is made here.
 */
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { paths } from '@domain/paths.ts';
import { newMember, type Made } from '../page-models/admin-tools.ts';
import { CorporateProductsPage, newCompany, productsOf } from '../page-models/corporate-products-page.ts';
import { anonClient, DEMO, DEMO_PASSWORD, signInAs } from '../page-models/profile-session.ts';
import { expectFitsBothWidths } from '../support/screenshots.ts';

test.describe.configure({ mode: 'serial' });

let admin: Made;
let limitedAdmin: Made;

test.beforeAll(async () => {
  admin = await newMember('Cataloguer', { staff: 'admin' });
  limitedAdmin = await newMember('Helper', { staff: 'limited_admin' });
});

test('an admin types and pastes products, fixes the marked cells and saves them in one go', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const company = await newCompany('Typed');
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, admin.email, CorporateProductsPage.href());
  const entry = new CorporateProductsPage(page);
  await expect(entry.heading).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Admin Panel' })).toHaveAttribute('href', '/admin');
  await expect(entry.rows()).toHaveCount(1);

  // No company: nothing is sent.
  await entry.button(/^Save/).click();
  await expect(entry.toastTitle).toHaveText('Validation Error');
  await expect(entry.toastDescription).toHaveText('Please select a company.');
  await entry.company.selectOption({ label: company.name });
  await expect(page.getByText('0 products listed today')).toBeVisible();

  // Row 1, typed: the lists edit with a list; what does not apply to the fibre type is greyed.
  await entry.type(0, 'departmentName', 'Filament Yarn');
  await entry.choose(0, 'fibreType', 'Polyester Filament');
  await entry.choose(0, 'specificType', 'DTY');
  await entry.choose(0, 'lustre', 'Semi Dull Yarn');
  await entry.choose(0, 'twistIntermingling', 'SIM');
  await expect(entry.cell(0, 'blendRatio')).toHaveClass(/cp-grid__cell--na/);
  await entry.type(0, 'denierCount', '150');
  await entry.type(0, 'filamentCount', '48');
  await entry.type(0, 'basicPrice', '245.5');
  await expect(entry.cell(0, 'basicPrice')).toHaveText('245.50');
  await expect(entry.problems).toHaveCount(0);

  // A change of fibre type clears what no longer applies.
  await entry.choose(0, 'fibreType', 'Cotton');
  await expect(entry.cell(0, 'lustre')).toHaveClass(/cp-grid__cell--na/);
  await expect(entry.cell(0, 'lustre')).toHaveText('');
  await expect(entry.cell(0, 'specificType')).not.toContainText('DTY');
  await entry.choose(0, 'fibreType', 'Polyester Filament');
  await entry.choose(0, 'specificType', 'DTY');
  await entry.choose(0, 'lustre', 'Semi Dull Yarn');
  await entry.choose(0, 'twistIntermingling', 'SIM');

  // Rows 2–4, pasted from a spreadsheet at a new second row's first cell: rows are added as needed, and the
  // bad values are marked and listed by row and column.
  await entry.button('Add row').click();
  await expect(entry.rows()).toHaveCount(2);
  await expect(entry.cell(1, 'departmentName')).toHaveText('Filament Yarn');
  await entry.paste(1, 'departmentName', [
    ['Spun Yarn', 'cotton', 'Combed', '', '', '', '40', '', '2', 'PQ', '₹1,210.00', 'Reveal'],
    ['Speciality Yarn', 'Others', '', '', '', '', '12345', '', '17', '', '90', 'Hide'],
    ['Spun Yarn', 'Wool Blend', '', 'Bright Yarn', '', '70/30', '', '', '', '', '330', ''],
  ]);
  await expect(entry.rows()).toHaveCount(4);
  await expect(entry.cell(1, 'fibreType')).toHaveText('Cotton');
  await expect(entry.cell(1, 'basicPrice')).toHaveText('1,210.00');
  // The blend row's lustre does not apply: reported, not kept.
  await expect(page.getByRole('table', { name: 'Cells not used' })).toContainText(
    'Lustre applies to Polyester Filament only.',
  );
  await expect(entry.problems.getByRole('button')).toHaveText([
    /Row 3 · Specific type\s*Please describe the yarn \(up to 30 characters\)\./,
    /Row 3 · Denier\s*Denier must be digits only, at most 4\./,
    /Row 3 · Plies\s*Number of plies must be a whole number from 1 to 16\./,
  ]);
  await expect(entry.cell(2, 'denierCount')).toHaveClass(/cp-grid__cell--invalid/);
  await entry.cell(2, 'denierCount').hover();
  await expect(page.locator('.ag-tooltip')).toHaveText('Denier must be digits only, at most 4.');
  // From the top, so the sticky menu bar does not cover the company choice in the full-page shots.
  await page.evaluate('window.scrollTo(0, 0)');
  await expectFitsBothWidths(page, 'corporate-products');

  await entry.button(/^Save 4 products/).click();
  await expect(entry.toastTitle).toHaveText('Validation Error');
  await expect(entry.toastDescription).toContainText('1 row needs attention (row 3)');
  expect(await productsOf(company.id)).toEqual([]);

  // Fixed from the list: each entry goes to its cell.
  await entry.problems.getByRole('button', { name: /Row 3 · Specific type/ }).click();
  await page.keyboard.type('Bamboo slub');
  await page.keyboard.press('Enter');
  await entry.type(2, 'denierCount', '120');
  await entry.type(2, 'numberOfPlys', '3');
  await expect(entry.problems).toHaveCount(0);

  // Leaving asks first while rows are unsaved.
  await page.getByRole('link', { name: 'Back to Admin Panel' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Leave without saving?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();

  // Removing every row is refused: at least one stays.
  await entry.grid.getByRole('checkbox', { name: 'Column with Header Selection' }).first().check();
  await entry.button(/^Remove \(4\)/).click();
  await expect(entry.toastDescription).toHaveText('At least one product entry is required.');
  await entry.grid.getByRole('checkbox', { name: 'Column with Header Selection' }).first().uncheck();
  await expect(entry.rows()).toHaveCount(4);

  await entry.button('Save 4 products').click();
  await expect(entry.toastTitle).toHaveText('Products Saved!');
  await expect(entry.toastDescription).toHaveText(`4 products added to ${company.name}.`);
  await expect(entry.rows()).toHaveCount(1);
  await expect(page.getByText('Nothing entered yet')).toBeVisible();

  expect(await productsOf(company.id)).toEqual([
    {
      department_name: 'Speciality Yarn',
      fibre_type: 'Others',
      specific_type: 'Bamboo slub',
      lustre: null,
      twist_intermingling: null,
      blend_ratio: null,
      denier_count: 120,
      filament_count: null,
      number_of_plys: 3,
      grade: null,
      basic_price: 90,
      visibility_status: 'Hide',
    },
    {
      department_name: 'Filament Yarn',
      fibre_type: 'Polyester Filament',
      specific_type: 'DTY',
      lustre: 'Semi Dull Yarn',
      twist_intermingling: 'SIM',
      blend_ratio: null,
      denier_count: 150,
      filament_count: 48,
      number_of_plys: 1,
      grade: null,
      basic_price: 245.5,
      visibility_status: 'Reveal',
    },
    {
      department_name: 'Spun Yarn',
      fibre_type: 'Wool Blend',
      specific_type: null,
      lustre: null,
      twist_intermingling: null,
      blend_ratio: '70/30',
      denier_count: null,
      filament_count: null,
      number_of_plys: 1,
      grade: null,
      basic_price: 330,
      visibility_status: 'Reveal',
    },
    {
      department_name: 'Spun Yarn',
      fibre_type: 'Cotton',
      specific_type: 'Combed',
      lustre: null,
      twist_intermingling: null,
      blend_ratio: null,
      denier_count: 40,
      filament_count: null,
      number_of_plys: 2,
      grade: 'PQ',
      basic_price: 1210,
      visibility_status: 'Reveal',
    },
  ]);
});

test('the grid fits a 1280 px window: the longest values wrap in their rows, and the keys reach every column', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const company = await newCompany('Wide');
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, admin.email, CorporateProductsPage.href(company.id));
  const entry = new CorporateProductsPage(page);
  await expect(entry.company).toHaveValue(company.id);

  // The longest listed value of every column, and a specification typed to its 30-character limit.
  await entry.paste(0, 'departmentName', [
    [
      'Speciality Yarn',
      'Polyester Filament',
      'Recycled (rPET)',
      'Cationic Dyeable',
      'IM (Roto)',
      '',
      '9999',
      '9999',
      '16',
      'First unequal packing (A1)',
      '999999.99',
      'Reveal',
    ],
    ['Filament Yarn', 'Polypropylene Filament', '', '', '', '', '', '', '', 'First Equal Packing(A+)', '64', 'Hide'],
    ['Spun Yarn', 'Polyester-Viscose (PV)', '', '', '', '65/35', '30', '', '2', 'PQ', '1,250', ''],
    ['Speciality Yarn', 'Others', 'Bamboo slub linen & silk blend', '', '', '', '', '', '', '', '90', ''],
  ]);
  await expect(entry.rows()).toHaveCount(4);
  await expect(entry.cell(1, 'fibreType')).toHaveText('Polypropylene Filament');
  await expect(entry.cell(0, 'basicPrice')).toHaveText('9,99,999.99');
  await expect(entry.problems).toHaveCount(0);

  // No sideways scrollbar in the grid at 1280 px; no header or cell cut short, at 1280 or on a phone.
  await expect.poll(async () => (await entry.columnsScroll()).overflow).toBeLessThanOrEqual(0);
  await page.evaluate('window.scrollTo(0, 0)');
  await expectFitsBothWidths(page, 'corporate-products-longest');
  await expect.poll(async () => (await entry.columnsScroll()).overflow).toBeLessThanOrEqual(0);
  // A phone is narrower than the columns' minimum widths: there the rows are cards, one field a line, and nothing
  // scrolls sideways (corporate-products-phone.spec.ts enters products through them).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(entry.card(4)).toContainText('Others · Bamboo slub linen & silk blend · ₹90.00');
  await expect(entry.cardField(1, 'Grade')).toHaveValue('First unequal packing (A1)');
  await expect(entry.grid.locator('.ag-root')).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect.poll(async () => (await entry.columnsScroll()).overflow).toBeLessThanOrEqual(0);

  // The arrows walk the row from the first column to the last, and back; the grid never scrolls sideways.
  await entry.cell(0, 'departmentName').click();
  for (let i = 0; i < 11; i++) await page.keyboard.press('ArrowRight');
  await expect(entry.cell(0, 'visibilityStatus')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(entry.cell(1, 'visibilityStatus')).toBeFocused();
  await page.keyboard.press('Enter');
  await page.locator('.ag-select-list').getByRole('option', { name: 'Reveal', exact: true }).click();
  await expect(entry.cell(1, 'visibilityStatus')).toHaveText('Reveal');
  for (let i = 0; i < 11; i++) await page.keyboard.press('ArrowLeft');
  await expect(entry.cell(1, 'departmentName')).toBeFocused();
  expect(await entry.columnsScroll()).toEqual({ overflow: expect.any(Number), left: 0 });
});

/** A small workbook as a person would save it from Excel: a header row, then products. */
async function xlsxOf(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Products');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('a limited admin imports products from an .xlsx and a CSV file, sees the problems first, and saves', async ({
  page,
}) => {
  const company = await newCompany('Imported');
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, limitedAdmin.email, CorporateProductsPage.href(company.id));
  const entry = new CorporateProductsPage(page);
  await expect(entry.heading).toBeVisible();
  await expect(entry.company).toHaveValue(company.id);
  const fileInput = page.getByLabel('Import products from a spreadsheet (.xlsx) or CSV file');

  const xlsx = await xlsxOf([
    [
      'Department',
      'Fibre Type',
      'Specific Type',
      'Lustre',
      'Denier',
      'Filament',
      'Basic Price (₹)',
      'Visibility',
      'Colour',
    ],
    ['Filament Yarn', 'Polyester Filament', 'FDY', 'Bright Yarn', 75, 36, 188.25, 'Reveal', 'white'],
    ['Filament Yarn', 'Nylon', '', '', 40, 12, 'abc', 'Reveal', ''],
  ]);
  await fileInput.setInputFiles({
    name: 'filament.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: xlsx,
  });
  await expect(entry.rows()).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Imported filament.xlsx' })).toBeVisible();
  await expect(page.getByText("Columns not read: 'Colour'.", { exact: false })).toBeVisible();
  await expect(entry.problems.getByRole('button')).toHaveText([/Row 2 · Basic price \(₹\)/]);
  await entry.type(1, 'basicPrice', '142');
  await expect(entry.problems).toHaveCount(0);

  const csv = [
    'fibre_type,department_name,basic_price,plys',
    'Cotton,Spun Yarn,"1,050.75",2',
    'Jute,Spun Yarn,64,',
  ].join('\n');
  await fileInput.setInputFiles({ name: 'spun.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(entry.rows()).toHaveCount(4);
  await expect(entry.cell(2, 'basicPrice')).toHaveText('1,050.75');
  await expect(entry.cell(3, 'numberOfPlys')).toHaveText('1');

  await entry.button('Save 4 products').click();
  await expect(entry.toastTitle).toHaveText('Products Saved!');
  await expect(entry.toastDescription).toHaveText(`4 products added to ${company.name}.`);
  const stored = await productsOf(company.id);
  expect(stored.map((p) => [p.fibre_type, p.specific_type, p.lustre, p.basic_price, p.number_of_plys])).toEqual([
    ['Jute', null, null, 64, 1],
    ['Nylon', null, null, 142, 1],
    ['Polyester Filament', 'FDY', 'Bright Yarn', 188.25, 1],
    ['Cotton', null, null, 1050.75, 2],
  ]);

  // Revealed products are on the company's public page.
  await page.goto(paths.company.href(company.id));
  await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
  const products = page.getByRole('region', { name: 'Products' });
  await expect(
    products.getByRole('row', { name: /^Polyester Filament FDY ₹188\.25 .*Bright Yarn 75 \/ 36 \/ 1 N\/A/ }),
  ).toBeVisible();
  await expect(products.getByRole('row', { name: /^Cotton .*₹1,050\.75/ })).toBeVisible();
  await expect(products.getByRole('button', { name: /^Bid on/ })).toHaveCount(4);
});

// Who may open the page is a component test (renderer/src/app/routes.test.tsx); the server refuses the same rows.
test('the table refuses what the page would not send: a member’s insert, and an admin’s that skips its checks', async () => {
  const company = await newCompany('Bypassed');
  const row = {
    company_id: company.id,
    department_name: 'Spun Yarn',
    fibre_type: 'Cotton',
    basic_price: 100,
    number_of_plys: 1,
    visibility_status: 'Reveal',
  };

  // A member's own insert: refused by RLS.
  const member = anonClient();
  await member.auth.signInWithPassword({ email: DEMO.paid.email, password: DEMO_PASSWORD });
  const byMember = await member.from('corporate_products').insert(row);
  expect(byMember.error?.code).toBe('42501');

  // An admin's insert that skips the page's checks: refused by the table's rules.
  const staff = anonClient();
  await staff.auth.signInWithPassword({ email: admin.email, password: DEMO_PASSWORD });
  const lustreOnCotton = await staff.from('corporate_products').insert({ ...row, lustre: 'Bright Yarn' });
  expect(lustreOnCotton.error?.code).toBe('23514');
  const othersUnspecified = await staff.from('corporate_products').insert({ ...row, fibre_type: 'Others' });
  expect(othersUnspecified.error?.code).toBe('23514');
  const tooManyPlys = await staff.from('corporate_products').insert({ ...row, number_of_plys: 17 });
  expect(tooManyPlys.error?.code).toBe('23514');
  expect(await productsOf(company.id)).toEqual([]);
  // The same row without the lustre is fine.
  const fine = await staff.from('corporate_products').insert(row);
  expect(fine.error).toBeNull();
});
