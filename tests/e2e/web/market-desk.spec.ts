/**
 * The market in the price sheet and the notification centre (issue 27), against the local stack: three companies
 * of their own price one yarn class (a denier no other spec uses), so its all-India median is theirs alone. An
 * executive sees Market median and vs market % beside each price (blank for a class below three mills), sorts by
 * it, and sees it follow a price as it is typed; the history panel draws the price against the class median. A
 * Paid Member who follows the class (a watch inserted through the API) is told in the header's bell, live, when
 * another company's save moves the median past the threshold; marks it read; and is not told of their own
 * company's change; the open sheet's Market median follows each move without a reload (the job's refresh stamps,
 * through Realtime). The market's minute job is run right after each save, as the scheduler would within a minute.
 */
import { expect, test, type Page } from '@playwright/test';
import { paths } from '@domain/paths.ts';
import { serviceClient } from '../support/backend.ts';
import { screenshot } from '../support/screenshots.ts';
import { toast } from '../page-models/profile-page.ts';
import { arrangePriceDesk, member, PriceManagementPage, type PriceDesk } from '../page-models/price-management-page.ts';

test.describe.configure({ mode: 'serial' });

/** A denier of this run's own: the class 'Polyester Filament · FDY · <n>D' is priced by this spec's mills only. */
const DENIER = 3000 + (Date.now() % 5000);
const CLASS_KEY = `polyester-filament/fdy/${DENIER}d`;
const CLASS_LABEL = `Polyester Filament · FDY · ${DENIER}D`;

let desk: PriceDesk;
let mine: string;
let thin: string;
let rival: { companyId: string; productId: string; executive: Awaited<ReturnType<typeof member>> };

/** Another company pricing the class: one revealed product at `price`. */
async function otherMill(label: string, price: number): Promise<{ companyId: string; productId: string }> {
  const service = serviceClient();
  const company = await service
    .from('company_details')
    .insert({ company_name: `${label} Mills ${Date.now().toString(36)}` })
    .select('id')
    .single();
  if (company.error) throw new Error(company.error.message);
  const product = await service
    .from('corporate_products')
    .insert({
      company_id: company.data.id,
      department_name: 'Filament Yarn',
      fibre_type: 'Polyester Filament',
      specific_type: 'FDY',
      denier_count: DENIER,
      number_of_plys: 1,
      grade: 'First Equal Packing(A+)',
      basic_price: price,
      visibility_status: 'Reveal',
    })
    .select('id')
    .single();
  if (product.error) throw new Error(product.error.message);
  return { companyId: company.data.id, productId: product.data.id };
}

/**
 * Runs the market's minute job now (public.market_refresh, as pg_cron or the local scheduler does each minute):
 * it recomputes the classes saves touched and raises their watches' alerts.
 */
async function refreshMarket(): Promise<void> {
  const { error } = await serviceClient().rpc('market_refresh');
  if (error) throw new Error(`market_refresh: ${error.message}`);
}

/** Saves a new price through save_product_changes as an executive of the product's company. */
async function savePrice(
  client: Awaited<ReturnType<typeof member>>['client'],
  companyId: string,
  productId: string,
  price: number,
) {
  const stored = await serviceClient().from('corporate_products').select('version').eq('id', productId).single();
  if (stored.error) throw new Error(stored.error.message);
  const saved = await client.rpc('save_product_changes', {
    p_company_id: companyId,
    p_changes: [{ id: productId, version: stored.data.version, basic_price: price }],
    p_confirmed: true,
  });
  expect(saved.error).toBeNull();
}

test.beforeAll(async () => {
  desk = await arrangePriceDesk('Marketwise');
  [mine, thin] = await desk.addProducts([
    { department: 'Filament Yarn', fibre: 'Polyester Filament', specific: 'FDY', denier: DENIER, price: 200 },
    // A class of its own: below three mills, its market columns stay blank.
    { department: 'Filament Yarn', fibre: 'Polyester Filament', specific: 'FDY', denier: DENIER + 1, price: 200 },
  ]);
  const b = await otherMill('Rival', 210);
  await otherMill('Third', 220);
  rival = { ...b, executive: await member('rival', b.companyId) };
  await refreshMarket();
});

async function openSheet(page: Page, email: string): Promise<PriceManagementPage> {
  const sheet = await PriceManagementPage.openAs(page, email);
  await expect(sheet.heading).toBeVisible();
  // The grid draws its rows first; then the product's row is brought into view.
  await expect(sheet.rows.first()).toBeVisible();
  await sheet.reveal(mine);
  return sheet;
}

test('an executive sees each price against its class median, sorts by it and sees it follow a typed price', async ({
  page,
}) => {
  const sheet = await openSheet(page, desk.executives[0].email);
  // The median of 200, 210 and 220 (three mills); the product's 200 is 4.8 % below it.
  await expect(sheet.cell(mine, 'marketMedian')).toHaveText('210.00');
  await expect(sheet.cell(mine, 'vsMarket')).toHaveText('−4.8 %');
  await expect(sheet.cell(mine, 'vsMarket')).not.toHaveClass(/price-grid__market--(above|below)/);
  // One mill only: no median can be shown.
  await expect(sheet.cell(thin, 'marketMedian')).toHaveText('');
  await expect(sheet.cell(thin, 'vsMarket')).toHaveText('');

  // Sorted by vs market %: the blanks first, then from the lowest up.
  await sheet.sortBy('vsMarket');
  const shown = await sheet.shownTexts('vsMarket');
  const firstValue = shown.findIndex((t) => t !== '');
  expect(shown.slice(0, firstValue).every((t) => t === '')).toBe(true);
  const values = shown.slice(firstValue).map((t) => Number(t.replace('−', '-').replace(' %', '')));
  expect(values.length).toBeGreaterThan(0);
  expect(values).toEqual([...values].sort((a, b) => a - b));
  expect(shown.slice(firstValue).every((t) => t !== '')).toBe(true);

  // Typing a price: vs market follows each key before the edit is even committed, and is marked beyond +10 %.
  await sheet.clickCell(mine, 'basicPrice');
  await page.keyboard.press('Enter');
  const editor = sheet.cell(mine, 'basicPrice').locator('input');
  await editor.waitFor();
  await editor.fill('');
  await page.keyboard.type('240');
  await expect(sheet.cell(mine, 'vsMarket')).toHaveText('+14.3 %');
  await expect(sheet.cell(mine, 'vsMarket')).toHaveClass(/price-grid__market--above/);
  await page.keyboard.press('Enter');
  // Unsaved, the sheet keeps it beside the median.
  await expect(sheet.price(mine)).toHaveClass(/price-grid__cell--edited/);
  await expect(sheet.cell(mine, 'vsMarket')).toHaveText('+14.3 %');
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, 'market-desk-sheet-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await sheet.reveal(mine);
  await screenshot(page, 'market-desk-sheet-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await sheet.undoButton.click();
  await expect(sheet.cell(mine, 'vsMarket')).toHaveText('−4.8 %');
  const stored = await serviceClient().from('corporate_products').select('basic_price').eq('id', mine).single();
  expect(Number(stored.data?.basic_price)).toBe(200);
});

test('the history panel draws the price against its class median, with a legend', async ({ page }) => {
  const sheet = await openSheet(page, desk.executives[0].email);
  await sheet.clickCell(mine, 'fibreType');
  const legend = sheet.historyPanel.getByRole('list', { name: 'Chart legend' });
  await expect(legend.getByRole('listitem')).toHaveText(['Basic price', `${CLASS_LABEL} median ₹210.00`]);
  await expect(sheet.historyPanel.locator('.price-chart canvas').first()).toBeVisible();
  await expect(sheet.historyPanel.getByRole('img', { name: /against its class median/ })).toBeVisible();
});

test('a Paid Member following the class is told live of another company’s move, not of their own; the open sheet’s median follows without a reload', async ({
  page,
}) => {
  const watcher = desk.executives[0];
  const watch = await watcher.client.from('market_watches').insert({ class_key: CLASS_KEY }).select('id').single();
  expect(watch.error).toBeNull();
  const sheet = await openSheet(page, watcher.email);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(sheet.cell(mine, 'marketMedian')).toHaveText('210.00');
  // The sheet is never reloaded below: a reload would leave this mark behind.
  await page.evaluate(() => ((globalThis as { sameSheet?: boolean }).sameSheet = true));

  // Another company's save moves the median from 210 to 220 (+4.8 %, past the 2 % default).
  await savePrice(rival.executive.client, rival.companyId, rival.productId, 260);
  await refreshMarket();
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  // The job's refresh stamp reaches the open sheet, which reads its figures for that class again.
  await expect(sheet.cell(mine, 'marketMedian')).toHaveText('220.00');
  await expect(sheet.cell(mine, 'vsMarket')).toHaveText('−9.1 %');

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const item = panel.getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(CLASS_LABEL);
  await expect(item).toContainText('▲ +4.8 %');
  await expect(item.getByRole('link')).toHaveAttribute('href', paths.marketClass.href(CLASS_KEY));
  await screenshot(page, 'market-desk-bell-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'market-desk-bell-390');
  await page.setViewportSize({ width: 1280, height: 900 });

  await item.getByRole('button', { name: /^Mark read:/ }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(bell).toBeFocused();

  // The watcher's own company moves the median (220 → 260): no alert for them.
  await savePrice(desk.executives[1].client, desk.companyId, mine, 300);
  await refreshMarket();
  const median = await desk.executives[1].client.rpc('market_for_products', { p_company_id: desk.companyId });
  expect(median.data?.find((r) => r.product_id === mine)?.median).toBe(260);
  await expect(sheet.cell(mine, 'marketMedian')).toHaveText('260.00');
  expect(await page.evaluate(() => (globalThis as { sameSheet?: boolean }).sameSheet)).toBe(true);
  const alerts = await watcher.client.from('market_alerts').select('id, read_at');
  expect(alerts.error).toBeNull();
  expect(alerts.data).toHaveLength(1);
  expect(alerts.data?.[0].read_at).not.toBeNull();
  await expect(bell).toHaveAccessibleName('Notifications');
});

test('a Paid Member turns the daily market digest on from their profile, and it stays on', async ({ page }) => {
  const watcher = desk.executives[0];
  await PriceManagementPage.openAs(page, watcher.email);
  await page.goto(paths.profile.href(watcher.id));
  const digest = page.getByRole('switch', { name: 'Daily market digest by e-mail' });
  await expect(digest).not.toBeChecked();
  await digest.click();
  await expect(toast(page)).toContainText('Daily market digest on');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Daily market digest by e-mail' })).toBeChecked();
});
