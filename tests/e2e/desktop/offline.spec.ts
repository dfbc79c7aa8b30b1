/**
 * The desktop renderer in Chromium over the real main-process modules (desktop-rig.ts): an executive
 * signs in, the cache syncs, price lists are downloaded; the stack stops, the app reloads and still
 * shows price lists, news and a downloaded PDF from the cache, and the executive edits prices on the
 * price sheet (read from the cache), which queue ('Saved offline'); the stack starts again, the queue
 * drains to the server once and the status bar and the sheet say so. Edits queued while a colleague
 * changed the same products end as conflicts in 'Offline data' (Keep mine, Discard). Then a sales user
 * whose session has expired opens yesterday's price lists with the stack stopped.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { formatRupees } from '@domain/format.ts';
import { paths } from '@domain/paths.ts';
import { OUTBOX_TEXT } from '@domain/sync/outbox.ts';
import { PriceListPage } from '../page-models/price-list-page.ts';
import { expect, storeSession, test, type SyncBar } from './fixture.ts';

const screenshots = path.resolve(import.meta.dirname, '../../artifacts/screenshots');
const SEEDED_LISTS = 3;

// Each test signs in, syncs, stops and starts a stack and opens the grid page: minutes on a busy 2-core machine.
test.describe.configure({ mode: 'serial', timeout: 360_000 });

/** The price sheet (/price-management) as the person works it: AG Grid rows by product id, the Save button. */
function priceSheet(page: Page) {
  const grid = page.getByRole('region', { name: 'Products', exact: true });
  const price = (id: string) => grid.locator(`.ag-row[row-id="${id}"] .ag-cell[col-id="basicPrice"]`);
  return {
    grid,
    price,
    save: page.getByRole('button', { name: /^Save( \(\d+\))?$/ }),
    toastTitle: page.locator('.toast__title'),
    /** Product ids of the rows the grid shows, top to bottom. */
    async shownIds(): Promise<string[]> {
      // A row appears once per pinned section: its id, by row index, once.
      const rows = grid.locator('.ag-row[row-id]');
      await expect(rows.first()).toBeVisible({ timeout: 60_000 });
      const shown = await Promise.all(
        (await rows.all()).map(async (row) => ({
          index: Number(await row.getAttribute('row-index')),
          id: (await row.getAttribute('row-id')) ?? '',
        })),
      );
      return [...new Set(shown.sort((a, b) => a.index - b.index).map((r) => r.id))];
    },
    /** Types a price as a spreadsheet person does: Enter opens the editor, type, Enter keeps it. */
    async typePrice(id: string, text: string) {
      await price(id).click();
      await page.keyboard.press('Enter');
      await price(id).locator('input').waitFor();
      await page.keyboard.type(text);
      await page.keyboard.press('Enter');
    },
  };
}

/**
 * Price lists are kept offline without asking (offline-lists.spec.ts): once the background downloads are done, Offline
 * data's Remove all clears them (and stops keeping them), so these tests exercise the by-hand downloads from none.
 */
async function removeKeptLists(page: Page, syncBar: SyncBar) {
  await syncBar.allListsKept(SEEDED_LISTS);
  await syncBar.offlineData.click();
  await page.getByRole('dialog', { name: 'Offline data' }).getByRole('button', { name: 'Remove all' }).click();
  // Remove all asks first: it deletes the files and stops keeping the lists (Download all keeps them again, asking).
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove all' }).click();
}

test('an executive keeps working from the cache while the backend is down, and the queue drains when it returns', async ({
  page,
  rig,
  client,
  signInSynced,
  syncBar,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInSynced('executive', paths.priceList.href());
  const prices = new PriceListPage(page);
  await expect(prices.cards).toHaveCount(SEEDED_LISTS);

  // Download every price list for offline use.
  await removeKeptLists(page, syncBar);
  const dialog = page.getByRole('dialog', { name: 'Offline data' });
  await expect(dialog.getByTestId('pdf-usage')).toHaveText(`0 of ${SEEDED_LISTS} downloaded · 0 bytes used`);
  await dialog.getByRole('button', { name: 'Download all' }).click();
  // It would bring back the lists just removed: it asks first, naming them.
  const confirm = page.getByRole('alertdialog', { name: 'Download the lists you removed too?' });
  await expect(confirm).toContainText(`The ${SEEDED_LISTS} lists you removed (`);
  await page.screenshot({ path: path.join(screenshots, 'desktop-offline-download-all-1280.png') });
  await confirm.getByRole('button', { name: 'Download all' }).click();
  await expect(dialog.getByTestId('pdf-usage')).toHaveText(
    new RegExp(`^${SEEDED_LISTS} of ${SEEDED_LISTS} downloaded · [\\d.]+ KB used$`),
  );
  await expect(
    dialog.getByRole('list', { name: 'Price lists for offline use' }).getByRole('button', { name: 'Remove' }),
  ).toHaveCount(SEEDED_LISTS);
  await page.screenshot({ path: path.join(screenshots, 'desktop-offline-data-1280.png') });
  await page.keyboard.press('Escape');

  // The backend goes away; the app is reloaded without it.
  await rig.stopStack();
  await syncBar.syncNow.click();
  await expect(syncBar.status).toHaveText('Offline');
  await page.reload();
  await expect(syncBar.status).toHaveText('Offline', { timeout: 15_000 });
  await expect(page.getByText('Welcome Rakesh Mehta')).toBeVisible();
  await expect(prices.cards).toHaveCount(SEEDED_LISTS);

  // A downloaded price list opens in the viewer from the local store.
  await prices.card('Cotton yarn price list').click();
  // pdf.js and the PDF itself load after the click: slow on a busy 2-core machine.
  await expect(prices.viewer.renderedPage.first()).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: path.join(screenshots, 'desktop-offline-pdf-1280.png') });
  await page.keyboard.press('Escape');

  await page.goto(paths.news.href());
  await expect(
    page.getByRole('heading', { name: 'Polyester filament prices firm ahead of festive demand' }).first(),
  ).toBeVisible();

  // The executive edits three prices on the price sheet, read from the cache, and saves: they queue.
  await page.goto(paths.priceManagement.href());
  const sheet = priceSheet(page);
  const ids = (await sheet.shownIds()).slice(0, 3);
  expect(ids).toHaveLength(3);
  const edits = ids.map((productId, i) => ({ productId, price: 1000 + i }));
  for (const edit of edits) await sheet.typePrice(edit.productId, String(edit.price));
  await sheet.save.click();
  // Offline the sheet cannot read the company's price check: it asks about any change beyond 25 % (issue 23).
  await page.getByRole('button', { name: 'Save anyway' }).click();
  await expect(sheet.toastTitle).toHaveText(OUTBOX_TEXT.savedOffline);
  await expect(page.locator('.toast__description')).toHaveText(OUTBOX_TEXT.queuedChanges(3));
  await expect(syncBar.status).toHaveText('Offline · 3 changes queued');
  for (const edit of edits) await expect(sheet.price(edit.productId)).toHaveText(formatRupees(edit.price));
  // Queued in main's outbox, each on the version the sheet showed.
  expect((await rig.service.outbox()).map((e) => [e.rowId, e.changes, e.state])).toEqual(
    edits.map((e) => [e.productId, { basic_price: e.price }, 'pending']),
  );
  await page.screenshot({ path: path.join(screenshots, 'desktop-offline-queued-1280.png') });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.screenshot({ path: path.join(screenshots, 'desktop-offline-queued-390.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The backend returns: the queue drains to the server without a click, each edit applied once.
  await rig.startStack();
  await expect(syncBar.status).toHaveText('Synced just now', { timeout: 30_000 });
  const service = client('service');
  const { data } = await service
    .from('corporate_products')
    .select('id, basic_price')
    .in(
      'id',
      edits.map((e) => e.productId),
    );
  expect(new Map(data!.map((r) => [r.id, Number(r.basic_price)]))).toEqual(
    new Map(edits.map((e) => [e.productId, e.price])),
  );
  const { data: history } = await service
    .from('corporate_product_history')
    .select('product_id, new_price')
    .in(
      'product_id',
      edits.map((e) => e.productId),
    );
  for (const edit of edits) {
    expect(history!.filter((h) => h.product_id === edit.productId && Number(h.new_price) === edit.price)).toHaveLength(
      1,
    );
  }
  // The sheet took the server's rows (values and versions): an edit on top saves online, no conflict.
  for (const edit of edits) await expect(sheet.price(edit.productId)).toHaveText(formatRupees(edit.price));
  await sheet.typePrice(edits[0].productId, '1100');
  await sheet.save.click();
  await expect(sheet.toastTitle).toHaveText('Update Successful');
  await expect(page.getByRole('dialog', { name: 'Changed by someone else' })).toHaveCount(0);

  await syncBar.offlineData.click();
  await expect(page.getByText('Nothing waiting: every change has reached the server.')).toBeVisible();
  await page.screenshot({ path: path.join(screenshots, 'desktop-synced-1280.png') });
});

test('edits queued while a colleague changed the same products end as conflicts: Keep mine sends mine, Discard keeps theirs', async ({
  page,
  rig,
  client,
  signInSynced,
  syncBar,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInSynced('executive', paths.priceManagement.href());
  const sheet = priceSheet(page);
  const [mine, dropped] = (await sheet.shownIds()).slice(3, 5);

  // This desktop loses the backend (the stack stays up for the colleague).
  await syncBar.goOffline('Offline');
  await sheet.typePrice(mine, '2222');
  await sheet.typePrice(dropped, '3333');
  await sheet.save.click();
  // Offline the sheet cannot read the company's price check: it asks about any change beyond 25 % (issue 23).
  await page.getByRole('button', { name: 'Save anyway' }).click();
  await expect(sheet.toastTitle).toHaveText(OUTBOX_TEXT.savedOffline);
  await expect(syncBar.status).toHaveText('Offline · 2 changes queued');

  // Meanwhile a colleague reprices both on the server.
  const service = client('service');
  for (const [id, price] of [
    [mine, 4444],
    [dropped, 5555],
  ] as const) {
    const { error } = await service.from('corporate_products').update({ basic_price: price }).eq('id', id);
    expect(error).toBeNull();
  }

  // The connection returns: neither edit overwrites the colleague's; both wait for the person.
  rig.setMainOnline(true);
  await expect(syncBar.status).toHaveText('Synced just now · 2 not saved', { timeout: 30_000 });
  const serverPrices = async () => {
    const { data } = await service.from('corporate_products').select('id, basic_price').in('id', [mine, dropped]);
    return Object.fromEntries(data!.map((r) => [r.id, Number(r.basic_price)]));
  };
  expect(await serverPrices()).toEqual({ [mine]: 4444, [dropped]: 5555 });
  // The sheet shows the server's values again.
  await expect(sheet.price(mine)).toHaveText(formatRupees(4444));
  await expect(sheet.price(dropped)).toHaveText(formatRupees(5555));

  await syncBar.offlineData.click();
  const queued = page.getByRole('dialog', { name: 'Offline data' }).getByRole('list', { name: 'Queued changes' });
  const conflict = (price: string) => queued.getByRole('listitem').filter({ hasText: `Price ₹${price}` });
  await expect(conflict('2,222.00')).toContainText(OUTBOX_TEXT.changedMeanwhile);
  await expect(conflict('3,333.00')).toContainText(OUTBOX_TEXT.changedMeanwhile);
  await page.screenshot({ path: path.join(screenshots, 'desktop-offline-conflict-1280.png') });

  await conflict('2,222.00').getByRole('button', { name: 'Keep mine' }).click();
  await conflict('3,333.00').getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByText('Nothing waiting: every change has reached the server.')).toBeVisible({
    timeout: 30_000,
  });
  await page.keyboard.press('Escape');
  await expect(syncBar.status).toHaveText('Synced just now');
  await expect.poll(serverPrices).toEqual({ [mine]: 2222, [dropped]: 5555 });
  await expect(sheet.price(mine)).toHaveText(formatRupees(2222));
  await expect(sheet.price(dropped)).toHaveText(formatRupees(5555));
});

test('a sales user whose session expired still opens the price lists kept on this desktop, with the backend down', async ({
  page,
  rig,
  signInSynced,
  syncBar,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const session = await signInSynced('paidMember', paths.priceList.href());

  // One list downloaded, one by one: after Remove all, Keep offline brings that one back.
  await removeKeptLists(page, syncBar);
  const dialog = page.getByRole('dialog', { name: 'Offline data' });
  await dialog
    .getByRole('listitem')
    .filter({ hasText: 'Viscose and PV blend' })
    .getByRole('button', { name: /^Keep offline: / })
    .click();
  await expect(dialog.getByTestId('pdf-usage')).toHaveText(new RegExp(`^1 of ${SEEDED_LISTS} downloaded · .+ used$`));
  await page.keyboard.press('Escape');

  // A day later the app is opened again: the backend is unreachable and the stored session has expired.
  await rig.stopStack();
  await storeSession(page, rig, { ...session, expires_at: Math.floor(Date.now() / 1000) - 86_400 });
  await rig.restartApp();
  await page.goto(paths.priceList.href());
  await page.reload();
  const prices = new PriceListPage(page);
  await expect(prices.cards).toHaveCount(SEEDED_LISTS, { timeout: 20_000 });
  await expect(syncBar.status).toHaveText(/^(Offline|Not signed in · showing the copy synced (just now|1 min ago))$/);
  await prices.card('Viscose and PV blend').click();
  // pdf.js and the PDF itself load after the click: slow on a busy 2-core machine.
  await expect(prices.viewer.renderedPage.first()).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: path.join(screenshots, 'desktop-expired-session-offline-1280.png') });
  await rig.startStack();
});
