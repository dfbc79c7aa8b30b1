/**
 * The price sheet's toolbar at a desktop width: every tool and the save line on one line, unsaved edits counted
 * or not, so the grid keeps the height; and its drop-down menus close as menus do (Escape, a press outside, a
 * choice made), with the keyboard alone.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { arrangePriceDesk, PriceManagementPage, type PriceDesk } from '../page-models/price-management-page.ts';
import { screenshot } from '../support/screenshots.ts';

let desk: PriceDesk;

test.beforeAll(async () => {
  desk = await arrangePriceDesk('Toolbar');
});

test.use({ viewport: { width: 1280, height: 900 } });

async function openSheet(page: Page): Promise<PriceManagementPage> {
  const sheet = await PriceManagementPage.openAs(page, desk.executives[0].email);
  await expect(sheet.rows.first()).toBeVisible();
  await expect(sheet.exportMenu.button).toBeVisible();
  return sheet;
}

/** The tops of the toolbar's visible parts: one value when they all stand on one line. */
async function lineTops(toolbar: Locator): Promise<number[]> {
  return toolbar.evaluate((bar) => {
    const tops = [...bar.children]
      .map((child) => child.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0)
      .map((box) => Math.round(box.top + box.height / 2));
    return [...new Set(tops)];
  });
}

test('at 1280 px the tools and the save line stand on one line, with and without unsaved edits', async ({ page }) => {
  const sheet = await openSheet(page);
  const toolbar = page.getByRole('toolbar', { name: 'Price sheet tools' });
  await expect(sheet.unsavedLabel).toHaveText('All changes saved');
  expect(await lineTops(toolbar)).toHaveLength(1);

  for (const [i, id] of desk.productIds.slice(0, 2).entries()) await sheet.typeInto(id, 'basicPrice', String(401 + i));
  await expect(sheet.unsavedLabel).toHaveText('2 unsaved changes');
  await expect(sheet.saveButton).toHaveText('Save (2)');
  expect(await lineTops(toolbar)).toHaveLength(1);
  await screenshot(page, 'price-sheet-toolbar-1280', { clip: { x: 0, y: 0, width: 1280, height: 700 } });
});

test('the Export menu opens and closes from the keyboard, and closes on a press outside it', async ({ page }) => {
  const sheet = await openSheet(page);
  const { button, choices } = sheet.exportMenu;

  await button.focus();
  await page.keyboard.press('Enter');
  await expect(choices).toBeVisible();
  await expect(choices.getByRole('button')).toHaveText(['CSV file (.csv)', 'Excel workbook (.xlsx)']);
  await page.keyboard.press('Tab');
  await expect(choices.getByRole('button', { name: 'CSV file (.csv)' })).toBeFocused();
  await screenshot(page, 'price-sheet-export-menu-1280', { clip: { x: 0, y: 300, width: 1280, height: 400 } });
  await page.keyboard.press('Escape');
  await expect(choices).toBeHidden();
  await expect(button, 'Escape gives the focus back to the menu button').toBeFocused();

  await button.click();
  await expect(choices).toBeVisible();
  await sheet.heading.click();
  await expect(choices).toBeHidden();
});

test('the price check opens inside the screen and closes on Escape', async ({ page }) => {
  await openSheet(page);
  const check = page.locator('details.sheet-menu', { has: page.locator('summary', { hasText: 'Price check' }) });
  await check.locator('summary').click();
  const panel = check.locator('form');
  await expect(panel.getByLabel('Ask before saving a price change beyond')).toBeVisible();
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(1280);
  await screenshot(page, 'price-sheet-price-check-1280', { clip: { x: 0, y: 200, width: 1280, height: 400 } });
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test('in full screen, Escape closes an open menu first and leaves the full-screen view on the next press', async ({
  page,
}) => {
  const sheet = await openSheet(page);
  const { button, choices } = sheet.exportMenu;
  const fullScreen = page.locator('html');
  await page.getByRole('button', { name: 'Full screen' }).click();
  await expect(fullScreen).toHaveClass(/has-full-screen/);

  await button.click();
  await expect(choices).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(choices).toBeHidden();
  await expect(fullScreen, 'still in full screen').toHaveClass(/has-full-screen/);
  await page.keyboard.press('Escape');
  await expect(fullScreen).not.toHaveClass(/has-full-screen/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the tools are one row of icons and the Export menu opens inside the screen', async ({ page }) => {
    const sheet = await openSheet(page);
    const tools = page.getByRole('toolbar', { name: 'Price sheet tools' }).locator('.btn, summary');
    const tops = await tools.evaluateAll((buttons) =>
      buttons.filter((b) => !b.closest('.sheet-toolbar__save')).map((b) => Math.round(b.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size, `the icons' tops: ${tops.join(', ')}`).toBe(1);

    const { button, choices } = sheet.exportMenu;
    await button.click();
    await expect(choices).toBeVisible();
    const box = (await choices.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await screenshot(page, 'price-sheet-export-menu-390');
  });
});
