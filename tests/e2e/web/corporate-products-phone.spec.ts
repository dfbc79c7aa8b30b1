/**
 * Manage Corporate Products on a phone (390 px) against the real stack: the entry is a card per row with one field
 * a line (components/entry-cards.tsx), not the wide grid. A seller adds two products through the cards, saves them
 * in one insert and finds them in the company's price sheet; a bad value shows the spec's message under its field,
 * and Save sends nothing until it is fixed. axe checks the cards as the every-role walk checks pages.
 */
import AxeBuilder from '@axe-core/playwright';
import { devices, expect, test, type Page } from '@playwright/test';
import { PRODUCT_MESSAGES } from '@domain/corporate-product-form.ts';
import { newMember, type Made } from '../page-models/admin-tools.ts';
import { CorporateProductsPage, newCompany, productsOf } from '../page-models/corporate-products-page.ts';
import { PriceManagementPage } from '../page-models/price-management-page.ts';
import { signInAs } from '../page-models/profile-session.ts';
import { serviceClient } from '../support/backend.ts';
import { expectFitsBothWidths, screenshot } from '../support/screenshots.ts';

test.describe.configure({ mode: 'serial' });

const PHONE = { width: 390, height: 844 };
let admin: Made;

test.beforeAll(async () => {
  admin = await newMember('Pocket', { staff: 'admin' });
});

/** Serious and critical WCAG 2.1 A/AA violations on the page, one line each. */
async function accessibilityViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} at ${JSON.stringify(v.nodes[0]?.target)}: ${v.nodes[0]?.failureSummary ?? ''}`);
}

test('on a phone a seller adds two products through the cards, saves, and finds them in the price sheet', async ({
  page,
}) => {
  const company = await newCompany('Pocket');
  await page.setViewportSize(PHONE);
  await signInAs(page, admin.email, CorporateProductsPage.href(company.id));
  const entry = new CorporateProductsPage(page);
  await expect(entry.heading).toBeVisible();
  await expect(entry.company).toHaveValue(company.id);
  // Cards, not the grid: no columns to swipe across.
  await expect(entry.card(1)).toBeVisible();
  await expect(entry.grid.locator('.ag-root')).toHaveCount(0);
  // Only the fields every fibre type has, until the fibre type is chosen.
  await expect(entry.cardField(1, 'Lustre')).toHaveCount(0);

  // Row 1: a polyester filament; its own fields appear once the fibre type is chosen.
  await entry.fill(1, 'Department', 'Filament Yarn');
  await entry.cardField(1, 'Fibre type').selectOption('Polyester Filament');
  await entry.cardField(1, 'Specific type').selectOption('DTY');
  await entry.cardField(1, 'Lustre').selectOption('Semi Dull Yarn');
  await entry.cardField(1, 'Twist / Intermingling').selectOption('SIM');
  await expect(entry.cardField(1, 'Blend ratio')).toHaveCount(0);
  await expect(entry.cardField(1, 'Denier')).toHaveAttribute('inputmode', 'numeric');
  await entry.fill(1, 'Denier', '150');
  await entry.fill(1, 'Filament', '48');
  await expect(entry.cardField(1, 'Basic price (₹)')).toHaveAttribute('inputmode', 'decimal');
  await entry.fill(1, 'Basic price (₹)', '245.5');
  await expect(entry.card(1)).toContainText('Ready');
  await expect(entry.card(1)).toContainText('Polyester Filament · DTY · ₹245.50');

  // Row 2 from the button under the last card: the department carries over, the fibre type has the focus.
  await page.getByRole('button', { name: 'Add another product' }).click();
  await expect(entry.card(2)).toBeVisible();
  await expect(entry.cardField(2, 'Department')).toHaveValue('Filament Yarn');
  await expect(entry.cardField(2, 'Fibre type')).toBeFocused();
  await entry.fill(2, 'Department', 'Spun Yarn');
  await entry.cardField(2, 'Fibre type').selectOption('Cotton');
  await entry.cardField(2, 'Specific type').selectOption('Combed');
  await expect(entry.cardField(2, 'Lustre')).toHaveCount(0);
  await entry.fill(2, 'Denier', '40');
  await entry.fill(2, 'Plies', '2');
  await entry.fill(2, 'Basic price (₹)', '₹1,210');
  // Read as the grid reads a typed price.
  await expect(entry.cardField(2, 'Basic price (₹)')).toHaveValue('1210');
  await entry.cardField(2, 'Visibility').selectOption('Hide');
  await expect(entry.problems).toHaveCount(0);

  expect(await accessibilityViolations(page)).toEqual([]);
  await page.evaluate('window.scrollTo(0, 0)');
  await expectFitsBothWidths(page, 'corporate-products-phone');
  // At 1280 the same rows are the grid's (a rotated tablet keeps what was entered); back on the phone, cards again.
  await expect(entry.rows()).toHaveCount(2);
  await expect(entry.cell(1, 'fibreType')).toHaveText('Cotton');
  await page.setViewportSize(PHONE);
  await expect(entry.cardField(2, 'Fibre type')).toHaveValue('Cotton');
  await screenshot(page, 'corporate-products-phone-view-390');

  // Leaving asks first while the rows are unsaved.
  await page.getByRole('link', { name: 'Back to Admin Panel' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Leave without saving?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();

  await entry.button('Save 2 products').click();
  await expect(entry.toastTitle).toHaveText('Products Saved!');
  await expect(entry.toastDescription).toHaveText(`2 products added to ${company.name}.`);
  await expect(entry.card(2)).toHaveCount(0);
  await expect(entry.card(1)).toContainText('Empty');
  expect(await productsOf(company.id)).toEqual([
    expect.objectContaining({
      department_name: 'Filament Yarn',
      fibre_type: 'Polyester Filament',
      specific_type: 'DTY',
      lustre: 'Semi Dull Yarn',
      twist_intermingling: 'SIM',
      denier_count: 150,
      filament_count: 48,
      number_of_plys: 1,
      basic_price: 245.5,
      visibility_status: 'Reveal',
    }),
    expect.objectContaining({
      department_name: 'Spun Yarn',
      fibre_type: 'Cotton',
      specific_type: 'Combed',
      lustre: null,
      denier_count: 40,
      number_of_plys: 2,
      basic_price: 1210,
      visibility_status: 'Hide',
    }),
  ]);

  // The company's price sheet, from the link beside the company: both products, at their prices.
  await page.getByRole('link', { name: 'Price sheet' }).click();
  const sheet = new PriceManagementPage(page);
  await expect(sheet.heading).toBeVisible();
  const { data } = await serviceClient()
    .from('corporate_products')
    .select('id, specific_type')
    .eq('company_id', company.id)
    .order('basic_price');
  const [dty, combed] = data ?? [];
  await expect(sheet.cell(dty.id, 'product')).toContainText('DTY');
  await expect(sheet.price(dty.id)).toHaveText('₹245.50');
  await expect(sheet.cell(combed.id, 'product')).toContainText('Combed');
  await expect(sheet.price(combed.id)).toHaveText('₹1,210.00');
});

test('on a phone a bad value shows the spec’s message under its field, and Save sends nothing', async ({ page }) => {
  const company = await newCompany('Thumb');
  await page.setViewportSize(PHONE);
  await signInAs(page, admin.email, CorporateProductsPage.href(company.id));
  const entry = new CorporateProductsPage(page);
  await expect(entry.card(1)).toBeVisible();

  await entry.fill(1, 'Department', 'Spun Yarn');
  await entry.cardField(1, 'Fibre type').selectOption('Cotton');
  // An untouched required field is not scolded yet; a bad value is, at once, under its field.
  await expect(entry.cardField(1, 'Basic price (₹)')).not.toHaveAttribute('aria-invalid', 'true');
  await entry.fill(1, 'Denier', '4O');
  await expect(entry.cardField(1, 'Denier')).toHaveAttribute('aria-invalid', 'true');
  await expect(entry.cardField(1, 'Denier')).toHaveAccessibleDescription(PRODUCT_MESSAGES.denierCount);
  await expect(entry.card(1).getByText(PRODUCT_MESSAGES.denierCount)).toBeVisible();
  await expect(entry.card(1)).toContainText('2 to fix');
  await screenshot(page, 'corporate-products-phone-invalid-390');
  // A field in red, with its message, passes axe too (contrast, the message tied to its field).
  expect(await accessibilityViolations(page)).toEqual([]);

  // Save: nothing is sent; every message of the row shows, and the first field to fix has the focus.
  await entry.button('Save 1 product').click();
  await expect(entry.toastTitle).toHaveText('Validation Error');
  await expect(entry.toastDescription).toContainText('1 row needs attention (row 1)');
  await expect(entry.cardField(1, 'Basic price (₹)')).toHaveAccessibleDescription(PRODUCT_MESSAGES.basicPrice);
  await expect(entry.cardField(1, 'Denier')).toBeFocused();
  expect(await productsOf(company.id)).toEqual([]);

  // The list of cells to fix leads to the field too.
  await entry.problems.getByRole('button', { name: /Row 1 · Basic price/ }).click();
  await expect(entry.cardField(1, 'Basic price (₹)')).toBeFocused();
  await page.keyboard.type('1000000');
  await page.keyboard.press('Enter');
  await expect(entry.cardField(1, 'Basic price (₹)')).toHaveAccessibleDescription(PRODUCT_MESSAGES.basicPrice);
  await entry.fill(1, 'Basic price (₹)', '64');
  await entry.fill(1, 'Denier', '40');
  await expect(entry.problems).toHaveCount(0);
  await expect(entry.cardField(1, 'Denier')).not.toHaveAttribute('aria-invalid', 'true');

  await entry.button('Save 1 product').click();
  await expect(entry.toastTitle).toHaveText('Products Saved!');
  expect((await productsOf(company.id)).map((p) => [p.fibre_type, p.denier_count, p.basic_price])).toEqual([
    ['Cotton', 40, 64],
  ]);
});

test('a phone turned sideways keeps the cards: a touch screen narrower than a desk gets them too', async ({
  browser,
}) => {
  const context = await browser.newContext({ ...devices['Pixel 7 landscape'], serviceWorkers: 'block' });
  const page = await context.newPage();
  expect(page.viewportSize()!.width).toBeGreaterThan(720);
  await signInAs(page, admin.email, CorporateProductsPage.href());
  const entry = new CorporateProductsPage(page);
  await expect(entry.card(1)).toBeVisible();
  await expect(entry.grid.locator('.ag-root')).toHaveCount(0);
  await context.close();
});

test('on a phone a 2 000-row import keeps only the cards near the screen, and Go brings a far card with its field', async ({
  page,
}) => {
  const company = await newCompany('Pocket import');
  await page.setViewportSize(PHONE);
  await signInAs(page, admin.email, CorporateProductsPage.href(company.id));
  const entry = new CorporateProductsPage(page);
  await expect(entry.company).toHaveValue(company.id);
  await expect(entry.card(1)).toBeVisible();

  const lines = ['fibre_type,department_name,basic_price,plys'];
  for (let n = 1; n <= 2000; n++) lines.push(`Cotton,Spun Yarn,${n === 1500 ? 'abc' : 100 + n},2`);
  await page.getByLabel('Import products from a spreadsheet (.xlsx) or CSV file').setInputFiles({
    name: 'yarns.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(lines.join('\n')),
  });
  await expect(page.getByLabel('Entry figures')).toContainText('2,000');
  await expect(entry.card(1)).toBeVisible();
  // Each card says where it stands in the whole list; only those near the screen are in the page.
  await expect(entry.grid.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '2000');
  expect(await entry.grid.locator('.cp-card').count()).toBeLessThan(20);

  // The page is as long as all of them: its end shows the last card.
  await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
  await expect(entry.card(2000)).toBeVisible();
  await expect(entry.card(1)).toHaveCount(0);

  // The problem list's Go puts row 1 500's card in the page, its price field focused.
  await page.evaluate('window.scrollTo(0, 0)');
  await entry.problems.getByRole('button', { name: /Row 1500 · Basic price/ }).click();
  await expect(entry.cardField(1500, 'Basic price (₹)')).toBeFocused();
  await screenshot(page, 'corporate-products-phone-import-390');
  await entry.fill(1500, 'Basic price (₹)', '142');
  await expect(entry.problems.getByRole('button', { name: /Row 1500 · / })).toHaveCount(0);
});
