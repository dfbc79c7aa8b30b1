/**
 * The production build's service worker (what `npm start` serves): registered, the app shell and every built chunk
 * cached at install, and a price list opened once kept for offline use. That dev mode registers none is a unit test
 * (web/register-service-worker.test.ts).
 */
import { expect, test } from '@playwright/test';
import { HomePage } from '../page-models/home-page.ts';
import { PriceListPage } from '../page-models/price-list-page.ts';
import { E2E } from '../support/e2e-env.ts';
import { paths } from '@domain/paths.ts';

test.describe('production build', () => {
  test('registers /service-worker.js and starts offline from the cached shell', async ({ page, context }) => {
    const home = new HomePage(page);
    await home.goto();
    await expect(home.productName).toHaveText('LoomConnect');
    expect(await home.activeServiceWorker()).toBe(`${E2E.appUrl}/service-worker.js`);

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(home.brandLink).toBeVisible();
      await expect(home.alert).toContainText(`Backend unreachable at ${E2E.apiUrl}`);
    } finally {
      await context.setOffline(false);
    }
  });

  test('opens a page never visited before offline: install cached every chunk the build lists', async ({
    page,
    context,
  }) => {
    const home = new HomePage(page);
    await home.goto();
    expect(await home.activeServiceWorker()).toBe(`${E2E.appUrl}/service-worker.js`);
    const listed = await page.evaluate<string[]>("fetch('/precache.json').then((reply) => reply.json())");
    expect(listed.length).toBeGreaterThan(20);

    await context.setOffline(true);
    try {
      // The FAQ page's chunk was never requested online; only the install's precache can serve it.
      await page.goto(paths.faq.href());
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/Frequently Asked Questions/i);
      await expect(page.locator('.faq__question').first()).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });

  test('a price list opened once opens again offline, from its list to its first page', async ({ page, context }) => {
    const home = new HomePage(page);
    await home.goto();
    expect(await home.activeServiceWorker()).toBe(`${E2E.appUrl}/service-worker.js`);

    const prices = new PriceListPage(page);
    const title = 'Polyester filament yarn price list (Surat)';
    await prices.goto();
    await prices.card(title).click();
    await expect(prices.viewer.renderedPage).toBeVisible();
    // The viewer read the file by ranges; the worker keeps a whole copy beside them.
    await expect
      .poll(() =>
        page.evaluate<string[]>(
          "caches.open('loomconnect-price-lists-v1').then((cache) => cache.keys()).then((keys) => keys.map((k) => k.url))",
        ),
      )
      .toContainEqual(expect.stringContaining('/storage/v1/object/public/prices/'));
    await page.keyboard.press('Escape');

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(prices.card(title)).toBeVisible();
      await prices.card(title).click();
      await expect(prices.viewer.renderedPage).toBeVisible();
      await expect(prices.viewer.dialog.getByText('of 1', { exact: true })).toBeVisible();
      await prices.viewer.findText('fdy 70/24');
      await expect(prices.viewer.matches).toHaveText('1 of 1');
    } finally {
      await context.setOffline(false);
    }
  });
});
