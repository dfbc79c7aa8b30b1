import { expect, test, type Request } from '@playwright/test';
import { PRICE_LIST_TEXT } from '@domain/price-list.ts';
import { makeTextPdf } from '../../bench/pdf/make-pdf.ts';
import { serviceClient } from '../support/backend.ts';
import { E2E } from '../support/e2e-env.ts';
import { PriceListPage } from '../page-models/price-list-page.ts';
import { screenshot } from '../support/screenshots.ts';

const LONG_FILE = `e2e-long-${Date.now()}.pdf`;
const LONG_DESCRIPTION = `Hundred page list ${Date.now()}`;
const LONG_PAGES = 100;

test.beforeAll(async () => {
  // A 100-page PDF in the prices bucket, listed like an admin upload.
  const service = serviceClient();
  const body = makeTextPdf({ pages: LONG_PAGES, title: 'Long list' });
  const upload = await service.storage.from('prices').upload(LONG_FILE, body, { contentType: 'application/pdf' });
  if (upload.error) throw new Error(upload.error.message);
  const { error } = await service.from('price_updates_pdfs').insert({
    file_url: service.storage.from('prices').getPublicUrl(LONG_FILE).data.publicUrl,
    description: LONG_DESCRIPTION,
    file_name: LONG_FILE,
    bucket_name: 'prices',
    storage_file_path: LONG_FILE,
  });
  if (error) throw new Error(error.message);
});

test('the price list searches by description and opens a seeded PDF, finding text in it', async ({ page }) => {
  const prices = new PriceListPage(page);
  await prices.goto();
  await expect(prices.card('Polyester filament yarn price list (Surat)')).toBeVisible();
  await expect(prices.card('Cotton yarn price list')).toContainText(/Uploaded \d{2} \w{3} \d{4}/);

  await prices.search.fill('COTTON');
  await expect(prices.cards).toHaveCount(1);
  await prices.search.fill('no such list');
  await expect(page.getByText(PRICE_LIST_TEXT.empty)).toBeVisible();
  await prices.search.fill('polyester');
  await expect(prices.cards).toHaveCount(1);
  await screenshot(page, 'price-list-1280');

  await prices.cards.first().click();
  const viewer = prices.viewer;
  await expect(
    viewer.dialog.getByRole('heading', { name: 'Polyester filament yarn price list (Surat)' }),
  ).toBeVisible();
  await expect(viewer.renderedPage).toBeVisible();
  await expect(viewer.dialog.getByText('of 1', { exact: true })).toBeVisible();

  await viewer.findText('fdy 70/24');
  await expect(viewer.matches).toHaveText('1 of 1');
  await expect(viewer.currentHit).toBeVisible();
  await viewer.findText('Rs');
  await expect(viewer.matches).toHaveText('1 of 4');
  await expect(viewer.hits).toHaveCount(4);
  await screenshot(page, 'price-list-viewer-1280');
  await viewer.button('Next match').click();
  await expect(viewer.matches).toHaveText('2 of 4');
  await viewer.find.press('Shift+Enter');
  await expect(viewer.matches).toHaveText('1 of 4');
  await viewer.findText('no such words');
  await expect(viewer.matches).toHaveText('No matches');
  await expect(viewer.hits).toHaveCount(0);

  // Zoom: fit width by default, then steps, then back to fit width.
  const fitted = await viewer.zoomLevel.textContent();
  await viewer.button('Zoom in').click();
  await expect(viewer.zoomLevel).not.toHaveText(fitted ?? '');
  await expect(viewer.button('Fit width')).toHaveAttribute('aria-pressed', 'false');
  await viewer.button('Fit width').click();
  await expect(viewer.zoomLevel).toHaveText(fitted ?? '');

  const fileUrl = `${E2E.apiUrl}/storage/v1/object/public/prices/polyester-filament-price-list.pdf`;
  await expect(viewer.link('Open in new tab')).toHaveAttribute('href', fileUrl);
  await expect(viewer.link('Open in new tab')).toHaveAttribute('target', '_blank');
  await expect(viewer.link('Download')).toHaveAttribute(
    'href',
    `${fileUrl}?download=polyester-filament-price-list.pdf`,
  );
  const download = await page.request.get(`${fileUrl}?download=polyester-filament-price-list.pdf`);
  expect(download.headers()['content-disposition']).toContain('attachment');

  await page.keyboard.press('Escape');
  await expect(viewer.dialog).toHaveCount(0);
});

test('a 100-page PDF shows its first page from range requests and pages with the keyboard', async ({ page }) => {
  const pdfRequests: Request[] = [];
  page.on('requestfinished', (request) => request.url().includes(LONG_FILE) && pdfRequests.push(request));
  const prices = new PriceListPage(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await prices.goto();
  await prices.search.fill(LONG_DESCRIPTION);
  await prices.cards.first().click();
  const viewer = prices.viewer;
  await expect(viewer.renderedPage).toBeVisible();
  await expect(viewer.dialog.getByText(`of ${LONG_PAGES}`, { exact: true })).toBeVisible();

  // Every request asked for a byte range, and together they fetched less than the whole file.
  const size = makeTextPdf({ pages: LONG_PAGES, title: 'Long list' }).length;
  const ranges = pdfRequests.map((r) => r.headers()['range'] ?? '');
  expect(ranges.every((r) => /^bytes=\d+-\d+$/.test(r))).toBe(true);
  const fetched = ranges
    .map((r) => r.match(/(\d+)-(\d+)/)!)
    .reduce((sum, [, from, to]) => sum + Number(to) - Number(from) + 1, 0);
  expect(fetched).toBeLessThan(size / 2);
  await screenshot(page, 'price-list-viewer-390');

  await viewer.dialog.getByRole('heading').click(); // focus out of any field
  await page.keyboard.press('ArrowRight');
  await expect(viewer.pageNumber).toHaveValue('2');
  await page.keyboard.press('End');
  await expect(viewer.pageNumber).toHaveValue(String(LONG_PAGES));
  await page.keyboard.press('Home');
  await expect(viewer.pageNumber).toHaveValue('1');
  await viewer.pageNumber.fill('42');
  await viewer.pageNumber.press('Enter');
  await expect(viewer.renderedPage).toHaveAttribute('data-page-number', '42');

  // Search reaches every page: the match on page 77 is shown on its page.
  await page.keyboard.press('Control+f');
  await expect(viewer.find).toBeFocused();
  await viewer.findText('Page 77 of 100');
  await expect(viewer.matches).toHaveText('1 of 1');
  await expect(viewer.pageNumber).toHaveValue('77');
  await expect(viewer.currentHit).toBeVisible();
});

test('a failed load says the price list could not be loaded', async ({ page }) => {
  await page.route(`${E2E.apiUrl}/rest/v1/price_updates_pdfs*`, (route) =>
    route.fulfill({ status: 500, json: { code: 'XX000', message: 'Internal error', details: null, hint: null } }),
  );
  await new PriceListPage(page).goto();
  await expect(page.getByText(PRICE_LIST_TEXT.loadFailed)).toBeVisible();
});
