/**
 * "Remove" in Offline data lasts: a salesperson removes a list kept offline without asking, its file goes, and
 * neither the next sync's downloads (proved by a list published meanwhile arriving) nor a restart bring it back.
 * Keep offline on the Price List page keeps it again, and it is Available offline once more.
 */
import path from 'node:path';
import { paths } from '@domain/paths.ts';
import { OFFLINE_LIST_TEXT } from '@domain/sync/offline-lists.ts';
import { PriceListPage } from '../page-models/price-list-page.ts';
import { expect, test } from './fixture.ts';

const screenshots = path.resolve(import.meta.dirname, '../../artifacts/screenshots');
const SEEDED_LISTS = 3;
const COTTON = 'Cotton yarn price list (Tiruppur and Coimbatore)';

test.describe.configure({ mode: 'serial', timeout: 300_000 });

test('a removed list stays removed through syncs and a restart until Keep offline', async ({
  page,
  rig,
  signIn,
  syncBar,
  publishList,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn('paidMember', paths.priceList.href());
  await syncBar.allListsKept(SEEDED_LISTS);
  const prices = new PriceListPage(page);
  const cottonState = page.getByRole('listitem').filter({ hasText: COTTON }).getByTestId('offline-state');

  // Remove all asks first and says what it means; cancelled, nothing changes.
  await syncBar.offlineData.click();
  const dialog = page.getByRole('dialog', { name: 'Offline data' });
  await dialog.getByRole('button', { name: 'Remove all' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Stop keeping these price lists offline?' });
  await expect(confirm).toContainText(`The ${SEEDED_LISTS} lists kept offline now`);
  await expect(confirm).toContainText('until you press Keep offline or pin one');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByText(/^Available offline · /)).toHaveCount(SEEDED_LISTS);

  // Remove one: its file goes and it says why it is not kept.
  await dialog.getByRole('button', { name: `Remove: ${COTTON}` }).click();
  const cottonRow = dialog.getByRole('listitem').filter({ hasText: COTTON });
  await expect(cottonRow).toContainText(`${OFFLINE_LIST_TEXT.removed} · Uploaded`);
  await expect(dialog.getByRole('button', { name: `${OFFLINE_LIST_TEXT.keep}: ${COTTON}` })).toBeVisible();
  expect((await rig.service.pdfStorage()).downloaded).toBe(SEEDED_LISTS - 1);
  await page.screenshot({ path: path.join(screenshots, 'desktop-offline-removed-dialog-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(screenshots, 'desktop-offline-removed-dialog-390.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.keyboard.press('Escape');
  await expect(syncBar.keptLists).toHaveText(new RegExp(`^Offline: ${SEEDED_LISTS - 1} of ${SEEDED_LISTS} lists`));

  // A list published meanwhile: the sync it starts runs the downloader, which keeps the new one, not the removed.
  await publishList('Nylon filament price list (Bhiwandi)');
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Nylon filament' }).getByTestId('offline-state'),
  ).toHaveText(OFFLINE_LIST_TEXT.available, { timeout: 60_000 });
  await syncBar.syncNow.click();
  await syncBar.synced();
  await expect.poll(async () => (await rig.service.offlineLists()).running, { timeout: 30_000 }).toBe(false);
  await expect(cottonState).toContainText(OFFLINE_LIST_TEXT.removed);
  expect((await rig.service.pdfStorage()).downloaded).toBe(SEEDED_LISTS);

  // The choice is kept in the cache: a restart still leaves it out.
  await rig.restartApp();
  await page.reload();
  await expect(syncBar.keptLists).toHaveText(new RegExp(`^Offline: ${SEEDED_LISTS} of ${SEEDED_LISTS + 1} lists`), {
    timeout: 60_000,
  });
  await expect(cottonState).toContainText(OFFLINE_LIST_TEXT.removed);
  await page.screenshot({ path: path.join(screenshots, 'desktop-offline-removed-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await cottonState.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(screenshots, 'desktop-offline-removed-390.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Keep offline on the card: the downloader fetches it again.
  await page.getByRole('button', { name: `${OFFLINE_LIST_TEXT.keep}: ${COTTON}` }).click();
  await expect(cottonState).toHaveText(OFFLINE_LIST_TEXT.available, { timeout: 60_000 });
  await expect(syncBar.keptLists).toHaveText(new RegExp(`^Offline: ${SEEDED_LISTS + 1} of ${SEEDED_LISTS + 1} lists`));
  expect((await rig.service.offlineLists()).removed).toEqual([]);
  await expect(prices.cards).toHaveCount(SEEDED_LISTS + 1);
});
