/**
 * The price sheet's first screen while it loads (task sheet-first): the sheet reads the company's natural first
 * page first (sheet_first_products) and the rest in four id-range streams. The first rows shown on a fresh load
 * are the natural first rows and stay the same until every product is in; a person who scrolled down while the
 * sheet loads keeps the row at the top of the view while rows go in above it, and one who did not scroll ends a
 * load sorted as last time on that sort's first rows. The streams' requests are slowed
 * (not answered: the local stack answers them), so the load lasts long enough to be watched.
 */
import { expect, test, type Page } from '@playwright/test';
import { compareProductsNaturally, type NaturallyOrdered } from '@domain/product-order.ts';
import { serviceClient } from '../support/backend.ts';
import { arrangePriceDesk, PriceManagementPage, type PriceDesk } from '../page-models/price-management-page.ts';
import { screenshot } from '../support/screenshots.ts';

/** Enough products for several pages in each of the four streams. */
const PRODUCT_COUNT = 6000;
/** What each stream request waits before it goes (the first page's call is not slowed). */
const STREAM_DELAY_MS = 400;
/** The rows a 900 px high window shows. */
const FIRST_SCREEN = 10;

let desk: PriceDesk;
/** Every product's id in the natural order. */
let natural: string[];

const FIBRES: [string, (string | null)[]][] = [
  ['Polyester Filament', ['DTY', 'FDY', null]],
  ['Cotton', ['Combed', 'Carded', null]],
  ['Nylon', [null]],
  ['Viscose Rayon', [null]],
  ['Modal', [null]],
];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  desk = await arrangePriceDesk('Firstscreen');
  const service = serviceClient();
  // Spread over the order's columns, so the id streams bring rows from all over the order.
  const rows = Array.from({ length: PRODUCT_COUNT }, (_, i) => {
    const [fibre, specifics] = FIBRES[i % FIBRES.length];
    return {
      company_id: desk.companyId,
      department_name: i % 3 === 0 ? 'Spun Yarn' : 'Filament Yarn',
      fibre_type: fibre,
      specific_type: specifics[(i >> 2) % specifics.length],
      denier_count: ((i * 7919) % 9000) + 10,
      filament_count: i % 4 === 0 ? null : (i % 96) + 1,
      basic_price: 100 + (i % 500),
      visibility_status: 'Reveal',
    };
  });
  for (let i = 0; i < rows.length; i += 1000) {
    const inserted = await service.from('corporate_products').insert(rows.slice(i, i + 1000));
    if (inserted.error) throw new Error(inserted.error.message);
  }
  const products: NaturallyOrdered[] = [];
  for (let from = 0; ; from += 1000) {
    const page = await service
      .from('corporate_products')
      .select('id, department_name, fibre_type, specific_type, denier_count, filament_count')
      .eq('company_id', desk.companyId)
      .order('id')
      .range(from, from + 999);
    if (page.error) throw new Error(page.error.message);
    products.push(
      ...page.data.map((p) => ({
        id: p.id,
        departmentName: p.department_name,
        fibreType: p.fibre_type,
        specificType: p.specific_type,
        denierCount: p.denier_count,
        filamentCount: p.filament_count,
      })),
    );
    if (page.data.length < 1000) break;
  }
  natural = products.sort(compareProductsNaturally).map((p) => p.id);
  expect(natural).toHaveLength(PRODUCT_COUNT + desk.productIds.length);
});

/** Slows the streams' reads (GETs of corporate_products), not the first page's call or anything else. */
async function slowStreams(page: Page): Promise<void> {
  await page.route(/\/rest\/v1\/corporate_products\?/, async (route) => {
    if (route.request().method() === 'GET') await new Promise((r) => setTimeout(r, STREAM_DELAY_MS));
    await route.fallback();
  });
}

/**
 * The ids of the rows rendered at the given row indexes (empty where none is rendered). In-page code is written
 * as strings: this file is type-checked without the DOM.
 */
const idsAt = (page: Page, indexes: number[]) =>
  page.evaluate(
    `${JSON.stringify(indexes)}.map((i) =>
      document.querySelector('.price-grid .ag-row[row-index="' + i + '"]')?.getAttribute('row-id') ?? '')`,
  ) as Promise<string[]>;

/** Whether the sheet is still reading (its progress bar is shown). */
const loading = (page: Page) => page.locator('.upload-progress').isVisible();

interface FirstScreenSamples {
  rows: string[][];
  loading: boolean[];
  /** Where the grid's top stood in the window, at each frame. */
  gridTop: number[];
  done: boolean;
}

/**
 * Installed before the page loads: at every frame from the first row painted until the progress bar goes, the
 * ids of the first screen's rows, whether the sheet was still loading and where the grid stood (window.__firstScreen).
 */
const SAMPLE_FIRST_SCREEN = (count: number) => `(() => {
  const samples = (window.__firstScreen = { rows: [], loading: [], gridTop: [], done: false });
  const idAt = (i) => document.querySelector('.price-grid .ag-row[row-index="' + i + '"]')?.getAttribute('row-id') ?? '';
  const frame = () => {
    const loading = !!document.querySelector('.upload-progress');
    if (idAt(0)) {
      samples.rows.push(Array.from({ length: ${count} }, (_, i) => idAt(i)));
      samples.loading.push(loading);
      samples.gridTop.push(document.querySelector('.price-grid').getBoundingClientRect().top);
      if (!loading) return void (samples.done = true);
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})()`;

test('the first rows shown are the natural first rows and stay so, in place, until the sheet has loaded', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await slowStreams(page);
  await page.addInitScript({ content: SAMPLE_FIRST_SCREEN(FIRST_SCREEN) });
  const sheet = await PriceManagementPage.openAs(page, desk.executives[0].email);
  await expect.poll(() => idsAt(page, [0]), { timeout: 30_000 }).not.toEqual(['']);
  if (await loading(page)) await screenshot(page, 'price-sheet-first-screen-loading-1280');
  await expect
    .poll(() => page.evaluate('Boolean(window.__firstScreen && window.__firstScreen.done)'), { timeout: 60_000 })
    .toBe(true);
  const samples = (await page.evaluate('window.__firstScreen')) as FirstScreenSamples;

  // Every frame from the first paint on, the loading ones many: always the natural first screen.
  expect(samples.loading.filter(Boolean).length).toBeGreaterThan(10);
  const expected = natural.slice(0, FIRST_SCREEN);
  expect(samples.rows.filter((ids) => ids.join() !== expected.join())).toEqual([]);
  // Nor does the grid move when the last product is in (the progress gives way to the department switch in place).
  expect(new Set(samples.gridTop.map(Math.round)).size).toBe(1);
  await expect(sheet.figure('Products')).toHaveText(natural.length.toLocaleString('en-IN'));
  expect(
    await idsAt(
      page,
      Array.from({ length: FIRST_SCREEN }, (_, i) => i),
    ),
  ).toEqual(expected);
  await screenshot(page, 'price-sheet-first-screen-loaded-1280');
  // On a phone the department switch stays one row, scrolled sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  const chips = page.getByRole('group', { name: 'Department' });
  await chips.scrollIntoViewIfNeeded();
  const chipTops = await chips.getByRole('button').evaluateAll((all) => all.map((c) => c.getBoundingClientRect().top));
  expect(chipTops).toHaveLength(3);
  expect(new Set(chipTops).size).toBe(1);
  await screenshot(page, 'price-sheet-first-screen-loaded-390');
});

test('while the sheet loads, the row at the top of the view stays there as rows go in above it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await slowStreams(page);
  await PriceManagementPage.openAs(page, desk.executives[0].email);
  // Once the streams' first pages are in (rows beyond the first page), scroll well past the first page.
  const viewport = page.locator('.price-grid .ag-grid-viewport');
  await expect.poll(() => viewport.evaluate((v) => v.scrollHeight), { timeout: 30_000 }).toBeGreaterThan(300 * 32);
  expect(await loading(page)).toBe(true);
  await viewport.evaluate((v) => (v.scrollTop = 250 * 32));

  /** The row at the top of the view (the first whose bottom is below the header): its id and its index. */
  const topRow = () =>
    page.evaluate(`(() => {
      const below = document.querySelector('.price-grid .ag-header').getBoundingClientRect().bottom + 1;
      const rows = [...document.querySelectorAll('.price-grid .ag-row[row-id]')]
        .filter((row) => row.getBoundingClientRect().bottom > below)
        .map((row) => ({ id: row.getAttribute('row-id') ?? '', index: Number(row.getAttribute('row-index')) }));
      return rows.reduce((top, row) => (row.index < top.index ? row : top), { id: '', index: Infinity });
    })()`) as Promise<{ id: string; index: number }>;
  await page.waitForTimeout(100);
  const first = await topRow();
  expect(first.id).not.toBe('');
  while (await loading(page)) {
    expect((await topRow()).id).toBe(first.id);
    await page.waitForTimeout(50);
  }
  await page.waitForTimeout(200);
  const last = await topRow();
  expect(last.id).toBe(first.id);
  // Rows did go in above it: it stands lower in the sheet than when it was first seen, where the order puts it.
  expect(last.index).toBeGreaterThan(first.index);
  expect(last.index).toBe(natural.indexOf(first.id));
});

test('a sort kept from last time ends the load on its first rows, at the top, for a person who did not scroll', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const sheet = await PriceManagementPage.openAs(page, desk.executives[0].email);
  await expect(sheet.figure('Products')).toHaveText(natural.length.toLocaleString('en-IN'));
  // Highest price first: kept in this browser for the next visit (the column layout).
  await sheet.sortBy('basicPrice');
  await sheet.sortBy('basicPrice');
  await expect(page.locator('.ag-header-cell[col-id="basicPrice"][aria-sort]')).toHaveAttribute(
    'aria-sort',
    'descending',
  );

  await slowStreams(page);
  await page.reload();
  await expect.poll(() => idsAt(page, [0]), { timeout: 30_000 }).not.toEqual(['']);
  expect(await loading(page)).toBe(true);
  await expect(sheet.figure('Products')).toHaveText(natural.length.toLocaleString('en-IN'), { timeout: 60_000 });
  await expect(page.locator('.upload-progress')).toHaveCount(0);
  await page.waitForTimeout(200);

  // Still at the top, on the highest prices of every product.
  expect(await page.locator('.price-grid .ag-grid-viewport').evaluate((v) => v.scrollTop)).toBe(0);
  const prices = (await sheet.shownTexts('basicPrice')).map((t) => Number(t.replace(/[^\d.]/g, '')));
  const highest = Math.max(...prices.filter((p) => p > 0));
  expect(prices[0]).toBe(highest);
  const { data } = await serviceClient()
    .from('corporate_products')
    .select('basic_price')
    .eq('company_id', desk.companyId)
    .order('basic_price', { ascending: false, nullsFirst: false })
    .limit(1)
    .single();
  expect(prices[0]).toBe(Number(data?.basic_price));
});
