/**
 * A workstation that owns the screen (issue 23, part 2), at 1280×800 and at 390 px: the workstation, admin and
 * login pages keep their ads at the spec's minimum height (75 px), so the price sheet's first rows and the login
 * form's Send OTP are above the fold; the grids reach the window's bottom edge under a sticky toolbar and go full
 * screen from the keyboard (Escape leaves); the price sheet's product name is pinned beside the price; the
 * blotter keeps product, price and bidder beside Accept, and shows today's basic price beside the one at bid
 * time; a company's own page opens without an ad and keeps product, price and Bid together. Viewport
 * screenshots of each (tests/artifacts/screenshots/screen-*.png) are for looking at.
 */
import { screenshot, SCREENSHOTS_WANTED } from '../support/screenshots.ts';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { paths } from '@domain/paths.ts';
import { serviceClient } from '../support/backend.ts';
import { arrangeBidDesk, BidManagementPage, type BidDesk } from '../page-models/bid-management-page.ts';
import { CorporateProductsPage } from '../page-models/corporate-products-page.ts';
import { DEMO, signInAs } from '../page-models/profile-session.ts';

// The grid pages are the heaviest the app loads; on a shared 2-core machine they can take a while.
const expect = baseExpect.configure({ timeout: 30_000 });
const COMPANY_A = 'c0000000-0000-4000-a000-000000000001';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

test.describe.configure({ mode: 'serial' });

/** With SCREENSHOTS=1, a viewport picture (what is above the fold), after grids have redrawn for the size. */
async function shoot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS_WANTED) return;
  await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
  await screenshot(page, `screen-${name}-${page.viewportSize()!.width}`);
}

/** The element lies inside the window, horizontally and vertically. */
async function expectInView(page: Page, locator: Locator, what: string): Promise<void> {
  const box = await locator.boundingBox();
  const view = page.viewportSize()!;
  expect(box, what).not.toBeNull();
  expect(box!.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what}: right edge`).toBeLessThanOrEqual(view.width + 1);
  expect(box!.y + box!.height, `${what}: bottom edge`).toBeLessThanOrEqual(view.height);
}

/** The top ad, loaded (its placeholder has the same test id), at the spec's minimum height. */
async function expectCompactAd(page: Page): Promise<void> {
  const ad = page.locator('aside[data-testid="ad-top"]');
  await expect(ad.locator('img')).toBeVisible();
  await expect.poll(async () => (await ad.boundingBox())?.height).toBeLessThanOrEqual(76);
}

test('the price sheet: first rows above the fold, product pinned beside the price, full screen from the keyboard', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signInAs(page, DEMO.exec.email, paths.priceManagement.href());
  const grid = page.getByRole('region', { name: 'Products', exact: true });
  const firstRow = grid.locator('.ag-row[row-index="0"]');
  await expect(firstRow).toBeVisible({ timeout: 60_000 });
  await expectCompactAd(page);
  // Three rows of the sheet above the fold at 1280×800, their product and price side by side.
  for (const index of [0, 1, 2]) {
    const row = grid.locator(`.ag-row[row-index="${index}"]`);
    await expectInView(page, row.locator('[col-id="product"]'), `row ${index}'s product`);
    await expectInView(page, row.locator('[col-id="basicPrice"]'), `row ${index}'s price`);
  }
  // The grid reaches the window's bottom edge.
  const gridBox = (await grid.boundingBox())!;
  expect(DESKTOP.height - (gridBox.y + gridBox.height)).toBeLessThanOrEqual(24);
  await shoot(page, 'price-sheet');

  // Full screen by keyboard: the toggle is a button in the toolbar's tab order; Escape leaves.
  const toggle = page.getByRole('button', { name: 'Full screen' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const full = page.getByRole('region', { name: 'Price sheet, full screen' });
  await expect(full).toBeVisible();
  expect((await full.boundingBox())!.y).toBe(0);
  // What shows where the app's header was is the full-screen sheet (a string: no DOM types in this file).
  expect(await page.evaluate("document.elementFromPoint(640, 20)?.closest('.workspace--full') !== null")).toBe(true);
  await shoot(page, 'price-sheet-full-screen');
  await grid.locator('.ag-row[row-index="1"] [col-id="product"]').click();
  await page.keyboard.press('Escape');
  await expect(full).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Full screen' })).toBeFocused();

  // A phone: the product and its price still side by side at the left edge.
  await page.setViewportSize(PHONE);
  const phoneRow = grid.locator('.ag-row[row-index="0"]');
  await expect(phoneRow.locator('[col-id="product"]')).toBeVisible();
  // Below the figures on a phone: scrolled to, the toolbar sticking above it.
  await phoneRow.locator('[col-id="product"]').scrollIntoViewIfNeeded();
  await expectInView(page, phoneRow.locator('[col-id="product"]'), 'the product on a phone');
  await expectInView(page, phoneRow.locator('[col-id="basicPrice"]'), 'the price on a phone');
  await shoot(page, 'price-sheet');
});

test.describe('the bid blotter', () => {
  let desk: BidDesk;
  let bid: { id: string; displayId: string };

  test.beforeAll(async () => {
    desk = await arrangeBidDesk('Screenwise');
    bid = await desk.placeBid(0, 195.5, 1000);
    // Repriced since the bid: the blotter and the accept dialog weigh the bid against today's price.
    const repriced = await desk.executives[0].client.rpc('save_product_changes', {
      p_company_id: desk.companyId,
      p_changes: [{ id: desk.productIds[0], version: await version(desk.productIds[0]), basic_price: 210 }],
    });
    expect(repriced.error).toBeNull();
  });

  async function version(productId: string): Promise<number> {
    const { data } = await serviceClient().from('corporate_products').select('version').eq('id', productId).single();
    return Number(data!.version);
  }

  test("keeps product, price and bidder beside Accept, with today's basic price", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signInAs(page, desk.executives[0].email, paths.bidManagement.href());
    const bids = new BidManagementPage(page);
    const accept = bids.acceptButton(bid.displayId);
    await expect(accept).toBeVisible({ timeout: 60_000 });
    await shoot(page, 'bid-blotter');
    await expectCompactAd(page);
    for (const column of ['product', 'bidderName', 'bidPrice', 'currentBasicPrice'])
      await expectInView(page, bids.cell(bid.displayId, column), column);
    await expect(bids.cell(bid.displayId, 'currentBasicPrice')).toHaveText('₹210.00');
    await expect(bids.cell(bid.displayId, 'basicPrice')).toHaveText('₹200.00');
    await expect(bids.cell(bid.displayId, 'distancePct')).toHaveText('−6.90 %');
    await expect(page.getByRole('columnheader', { name: "Today's basic (₹)" })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Basic at bid (₹)' })).toBeVisible();

    await accept.click();
    await expect(bids.confirmDialog).toContainText(
      "That is −6.90 % against today's basic price of ₹210.00; ₹200.00 when the bid was placed.",
    );
    await page.keyboard.press('Escape');

    // A phone: one summary column (product, price × quantity, bidder) beside Accept, nothing to scroll for.
    await page.setViewportSize(PHONE);
    const summary = bids.cell(bid.displayId, 'summary');
    await expect(summary).toContainText('Polyester Filament – DTY');
    await expect(summary).toContainText('₹195.50 × 1,000 kg');
    await expect(summary).toContainText(desk.bidder.name);
    await expectInView(page, summary, 'the summary on a phone');
    await accept.scrollIntoViewIfNeeded();
    await expectInView(page, accept, 'Accept on a phone');
    await shoot(page, 'bid-blotter');
  });
});

test('the product-entry grid: a sticky toolbar and full screen from the keyboard', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInAs(page, DEMO.admin.email, CorporateProductsPage.href(COMPANY_A));
  const entry = new CorporateProductsPage(page);
  await expect(entry.heading).toBeVisible({ timeout: 60_000 });
  const grid = page.getByRole('region', { name: 'Product entries', exact: true });
  await expect(grid.locator('.ag-row[row-index="0"]')).toBeVisible();
  await shoot(page, 'product-entry');

  const toggle = page.getByRole('button', { name: 'Full screen' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const full = page.getByRole('region', { name: 'Product entries, full screen' });
  await expect(full).toBeVisible();
  expect((await full.boundingBox())!.y).toBe(0);
  // The grid takes the window's height, less the toolbar.
  const gridBox = (await grid.boundingBox())!;
  expect(DESKTOP.height - (gridBox.y + gridBox.height)).toBeLessThanOrEqual(24);
  await shoot(page, 'product-entry-full-screen');
  await page.keyboard.press('Escape');
  await expect(full).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Full screen' })).toBeFocused();

  // A phone, scrolled 100 px past the toolbar's place: it sticks under the (sticky) header, over the grid.
  await page.setViewportSize(PHONE);
  const toolbar = page.getByRole('toolbar', { name: 'Product entry tools' });
  const headerHeight = (await page.locator('header.site-header').boundingBox())!.height;
  const toolbarTop = (await toolbar.boundingBox())!.y + (await page.evaluate<number>('window.scrollY'));
  await page.evaluate(`window.scrollTo(0, ${Math.round(toolbarTop - headerHeight + 100)})`);
  await expect
    .poll(async () => Math.abs((await toolbar.boundingBox())!.y - headerHeight), {
      message: 'toolbar under the header',
    })
    .toBeLessThanOrEqual(1);
  await shoot(page, 'product-entry');
});

test("a company's own page: no ad at its head; product, price and Bid together", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInAs(page, DEMO.paid.email, paths.company.href(COMPANY_A));
  const bid = page.getByRole('button', { name: /^Bid on / }).first();
  await expect(bid).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('ad-top')).toHaveCount(0);
  await expect(page.getByTestId('ad-bottom')).toHaveCount(1);
  for (const width of [DESKTOP.width, PHONE.width]) {
    await page.setViewportSize(width === DESKTOP.width ? DESKTOP : PHONE);
    const row = page.locator('tr.company-product').first();
    await row.scrollIntoViewIfNeeded();
    for (const [what, part] of [
      ['product', row.locator('.company-product__name')],
      ['price', row.locator('.company-product__price')],
      ['Bid', row.getByRole('button', { name: /^Bid on / })],
    ] as const)
      await expectInView(page, part, `${what} at ${width} px`);
    await shoot(page, 'company-page');
  }
});

test('the login form and the admin panel keep the compact ad', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(paths.login.href());
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible();
  await expectCompactAd(page);
  await expectInView(page, page.getByRole('button', { name: 'Send OTP' }), 'Send OTP');
  await shoot(page, 'login');
  await page.setViewportSize(PHONE);
  await shoot(page, 'login');

  await page.setViewportSize(DESKTOP);
  await signInAs(page, DEMO.admin.email, paths.admin.href());
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectCompactAd(page);
  await shoot(page, 'admin');
  await page.setViewportSize(PHONE);
  await shoot(page, 'admin');
});
