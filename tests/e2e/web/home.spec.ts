/**
 * The home page in the browser: its layout at 1280 and 390 px, the counters' real figures from the stack, and the
 * skip link. The counters' failures and the welcome banner per role are component tests
 * (renderer/src/features/home/pages/home-page.test.tsx).
 */
import { expect, test } from '@playwright/test';
import { HomePage } from '../page-models/home-page.ts';
import { ShellPage } from '../page-models/shell-page.ts';
import { serviceClient } from '../support/backend.ts';
import { paths } from '@domain/paths.ts';
import { HomeCounters } from '@domain/schemas/content.ts';
import { screenshot } from '../support/screenshots.ts';

test.describe('home page', () => {
  test('hero, seven sourcing tiles and three value points, at desktop and phone widths', async ({ page }) => {
    const home = new HomePage(page);
    const shell = new ShellPage(page);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
      await home.goto();
      await expect(home.heading).toBeVisible();
      await expect(home.startSourcing).toHaveAttribute('href', paths.sourcing.href('fabrics'));
      await expect(home.joinNow).toHaveAttribute('href', paths.membershipPlans.href());
      await expect(home.tiles).toHaveCount(7);
      await expect(home.valuePoints).toHaveText(['Global Reach', 'Verified Members', 'Efficient Sourcing']);
      await expect(home.counter('activeMembers')).not.toHaveText('');
      // Nothing may overflow sideways on a phone.
      expect(await shell.horizontalOverflow()).toBeLessThanOrEqual(0);
      await screenshot(page, `home-${width}`, { fullPage: true });
    }
    const hrefs = await home.tiles.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([
      paths.sourcing.href('fabrics'),
      paths.sourcing.href('trims-accessories'),
      paths.sourcing.href('packaging-material'),
      paths.sourcing.href('finishing-chemicals'),
      paths.sourcing.href('printing-embellishments'),
      paths.sourcing.href('testing-compliance'),
      paths.sourcing.href('machinery-equipment'),
    ]);
  });

  test('the counters show the live listing and member counts', async ({ page }) => {
    const service = serviceClient();
    const reply = await service.rpc('home_counters');
    expect(reply.error).toBeNull();
    const data = HomeCounters.parse(reply.data);
    const home = new HomePage(page);
    await home.goto();
    const format = (n: number) => new Intl.NumberFormat('en-IN').format(n);
    await expect(home.counter('fabricListings')).toHaveText(format(data.fabricListings));
    await expect(home.counter('sourcingListings')).toHaveText(format(data.sourcingListings));
    await expect(home.counter('activeMembers')).toHaveText(format(data.activeMembers));
    expect(data.activeMembers).toBeGreaterThan(0);
  });

  test('lets keyboard users skip straight to the content', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    // The first Tab once the page is there: pressed while the app still renders, it lands before the link exists.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(home.skipLink).toBeFocused();
    await expect(home.skipLink).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(home.main).toBeFocused();
  });
});
