import path from 'node:path';
import { expect, test } from '@playwright/test';
import { HomePage } from '../page-models/home-page.ts';
import { serviceClient } from '../support/backend.ts';
import { E2E } from '../support/e2e-env.ts';

const screenshots = path.resolve(import.meta.dirname, '../../artifacts/screenshots');
const SEEDED_PLATFORM = { name: 'LoomConnect', tagline: 'The sourcing marketplace for the textile trade' };

test.describe('landing page', () => {
  test('shows the seeded product name and the backend status, at desktop and phone widths', async ({ page }) => {
    const home = new HomePage(page);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
      await home.goto();

      await expect(home.productName).toHaveText(SEEDED_PLATFORM.name);
      await expect(home.tagline).toHaveText(SEEDED_PLATFORM.tagline);
      await expect(home.status('Auth settings')).toHaveText('Reachable');
      await expect(home.status('E-mail signups')).toHaveText('Enabled');
      await expect(home.status('E-mail confirmation')).toHaveText('On');
      await expect(home.status('Database')).toHaveText('Reachable');
      await expect(home.alert).toHaveCount(0);
      await expect(home.statusPanel).toContainText(E2E.apiUrl);

      // Nothing may overflow sideways on a phone.
      expect(await home.horizontalOverflow()).toBeLessThanOrEqual(0);
      await page.screenshot({ path: path.join(screenshots, `home-${width}.png`), fullPage: true });
    }
  });

  test('reads the product name from the app_settings row, not from the bundle', async ({ page }) => {
    const service = serviceClient();
    const renamed = { name: 'LoomConnect Staging', tagline: 'Renamed by the browser test' };
    const update = (value: typeof renamed) =>
      service.from('app_settings').update({ value }).eq('key', 'platform').select().single();
    expect((await update(renamed)).error).toBeNull();
    try {
      const home = new HomePage(page);
      await home.goto();
      await expect(home.productName).toHaveText(renamed.name);
      await expect(home.tagline).toHaveText(renamed.tagline);
    } finally {
      expect((await update(SEEDED_PLATFORM)).error).toBeNull();
    }
  });

  test('lets keyboard users skip straight to the content', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await page.keyboard.press('Tab');
    await expect(home.skipLink).toBeFocused();
    await expect(home.skipLink).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(home.main).toBeFocused();
  });

  test('says the backend is unreachable when no API answers', async ({ page }) => {
    await page.route(`${E2E.apiUrl}/**`, (route) => route.abort('connectionrefused'));
    const home = new HomePage(page);
    await home.goto();

    await expect(home.alert).toContainText(`Backend unreachable at ${E2E.apiUrl}`);
    await expect(home.status('Auth settings')).toHaveText('Unreachable');
    await expect(home.status('E-mail signups')).toHaveText('Unknown');
    await expect(home.status('Database')).toHaveText('Unreachable');
  });
});
