/**
 * Price lists that publish themselves (issue 28), through the real edge function and SQL: an executive previews
 * the list in the in-app viewer, publishes it, finds it as Latest on the Price List page and the company page,
 * publishes again (the first becomes Superseded and its link says a newer list exists), withdraws the second after
 * a confirmation (its link says withdrawn), and a visitor opens a link without logging in. The WhatsApp link
 * carries the message @domain/price-list-share.ts builds.
 */
import { expect, test, type Page } from '@playwright/test';
import { paths } from '@domain/paths.ts';
import { arrangePriceDesk, PriceManagementPage, type PriceDesk } from '../page-models/price-management-page.ts';
import { listRow, PublishDialogModel } from '../page-models/published-lists.ts';
import { expectFitsBothWidths, screenshotViewports } from '../support/screenshots.ts';

let desk: PriceDesk;

test.beforeAll(async () => {
  desk = await arrangePriceDesk('Publisher');
});

/** The in-app path of a public link ('http://127.0.0.1:5173/l/abc' → '/l/abc'). */
const pathOf = (link: string) => new URL(link).pathname;

async function publishFromSheet(page: Page, scope = 'All departments'): Promise<string> {
  const dialog = await PublishDialogModel.open(page);
  await dialog.scope.selectOption({ label: scope });
  return dialog.publish();
}

test('an executive previews, publishes, republishes and withdraws; the links say where each list stands', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const sheet = await PriceManagementPage.openAs(page, desk.executives[0].email);
  await expect(sheet.rows.first()).toBeVisible();

  // Preview: the PDF of the revealed products in the in-app viewer, page 1 drawn.
  const dialog = await PublishDialogModel.open(page);
  await expect(dialog.scope.locator('option')).toHaveText(['All departments', 'Filament Yarn', 'Spun Yarn']);
  await screenshotViewports(page, 'publish-dialog');
  await dialog.button('Preview').click();
  await expect(dialog.renderedPage).toBeVisible({ timeout: 20_000 });
  await expect(dialog.dialog.getByRole('textbox', { name: 'Page number' })).toHaveValue('1');
  await screenshotViewports(page, 'publish-dialog-preview');

  // Publish from the preview: the link and the WhatsApp message.
  await dialog.button('Publish').click();
  await expect(dialog.link).toBeVisible({ timeout: 20_000 });
  const first = (await dialog.link.inputValue()).trim();
  expect(first).toMatch(/\/l\/[a-z0-9]{6,16}$/);
  const message = new URL((await dialog.whatsApp.getAttribute('href'))!).searchParams.get('text')!;
  expect(message.split('\n')[0]).toMatch(
    new RegExp(
      `^\\*${desk.companyName}\\* price list, \\d{1,2} \\w{3} \\d{4} \\(valid till \\d{1,2} \\w{3}\\), GST extra$`,
    ),
  );
  expect(message.endsWith(`\n${first}`)).toBe(true);
  await screenshotViewports(page, 'publish-dialog-done');
  await dialog.button('Done').click();

  // Listed under the company on the Price List page, and on the company page, as Latest.
  await page.goto(paths.priceList.href());
  const section = page.getByRole('region', { name: desk.companyName });
  await expect(listRow(section, 'All departments · Edition 1')).toContainText('Latest');
  await expectFitsBothWidths(page, 'price-list-published');

  // Publishing again supersedes the first; its link says a newer list is available and leads to it.
  await page.goto(paths.priceManagement.href());
  await expect(sheet.rows.first()).toBeVisible();
  const second = await publishFromSheet(page);
  await page.keyboard.press('Escape');
  await page.goto(pathOf(first));
  await expect(page.getByRole('alert')).toContainText('A newer price list is available.');
  await page.getByRole('link', { name: 'Open the latest list' }).click();
  await expect(page).toHaveURL(new RegExp(`${pathOf(second)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('All departments price list · Edition 2');
  await expect(page.locator('.pdf-page[data-rendered]')).toBeVisible({ timeout: 20_000 });
  await expectFitsBothWidths(page, 'shared-list');

  // The company page: the latest in force, the first in the history; withdraw the second after a confirmation.
  await page.goto(paths.company.href(desk.companyId));
  const card = page.getByRole('region', { name: 'Price lists' });
  await expect(listRow(card, 'All departments · Edition 2')).toContainText('Latest');
  await card.getByText(/^History/).click();
  await expect(listRow(card, 'All departments · Edition 1')).toContainText('Superseded');
  await expectFitsBothWidths(page, 'company-price-lists');
  await listRow(card, 'All departments · Edition 2').getByRole('button', { name: 'Withdraw' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Withdraw this price list?' });
  await expect(confirm).toContainText(`${desk.companyName} · All departments · edition 2`);
  await confirm.getByRole('button', { name: 'Withdraw list' }).click();
  await expect(listRow(card, 'All departments · Edition 2')).toContainText('Withdrawn');
  await page.goto(pathOf(second));
  await expect(page.getByRole('alert')).toContainText(/This price list was withdrawn on \d{2} \w{3} \d{4}\./);

  // A visitor opens the first link without logging in: the list, its banner and the PDF.
  const visitor = await browser.newPage();
  await visitor.goto(pathOf(first));
  await expect(visitor.getByRole('link', { name: desk.companyName })).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText('Edition 1');
  await expect(visitor.getByRole('alert')).toContainText('A newer price list is available.');
  await expect(visitor.locator('.pdf-page[data-rendered]')).toBeVisible({ timeout: 20_000 });
  await visitor.close();
});

test('a link that names no list says so', async ({ page }) => {
  await page.goto(paths.sharedList.href('zzzzzz000000'));
  await expect(page.getByRole('heading', { level: 1, name: 'Price list not found' })).toBeVisible();
});
