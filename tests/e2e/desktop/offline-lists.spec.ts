/**
 * Price lists offline without asking (issue 26), on the desktop rig: a salesperson signs in and never presses
 * Download; the status bar counts the lists kept offline and the Price List page says "Available offline" on
 * each. A list published meanwhile is offline-ready within one sync cycle (Realtime hint → sync → download).
 * Then main loses the network, and the person opens a price list in the viewer from the copy on this desktop.
 */
import path from 'node:path';
import { paths } from '@domain/paths.ts';
import { PriceListPage } from '../page-models/price-list-page.ts';
import { expect, test } from './fixture.ts';

const screenshots = path.resolve(import.meta.dirname, '../../artifacts/screenshots');
const SEEDED_LISTS = 3;

test.describe.configure({ mode: 'serial', timeout: 300_000 });

test('price lists are kept offline without pressing Download, and open in the viewer with the network gone', async ({
  page,
  rig,
  signIn,
  syncBar,
  publishList,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn('paidMember', paths.priceList.href());
  const prices = new PriceListPage(page);
  const kept = syncBar.keptLists;

  await expect(prices.cards).toHaveCount(SEEDED_LISTS, { timeout: 60_000 });
  await expect(kept).toHaveText(new RegExp(`^Offline: ${SEEDED_LISTS} of ${SEEDED_LISTS} lists · [\\d.]+ KB$`), {
    timeout: 60_000,
  });
  const states = page.getByRole('list', { name: 'Price lists' }).getByTestId('offline-state');
  await expect(states.filter({ hasText: 'Available offline' })).toHaveCount(SEEDED_LISTS);

  // Published while the desktop is online: the Realtime hint syncs it, and the downloader keeps it.
  await publishList('Nylon filament price list (Bhiwandi)');
  await expect(prices.cards).toHaveCount(SEEDED_LISTS + 1, { timeout: 60_000 });
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Nylon filament' }).getByTestId('offline-state'),
  ).toHaveText('Available offline', {
    timeout: 60_000,
  });
  await expect(kept).toHaveText(new RegExp(`^Offline: ${SEEDED_LISTS + 1} of ${SEEDED_LISTS + 1} lists`));
  await page.screenshot({ path: path.join(screenshots, 'desktop-offline-lists-1280.png') });

  // Pinning is kept by main and shown on the card.
  const pin = page.getByRole('button', { name: /^Pin offline: Cotton yarn/ });
  await pin.click();
  await expect(page.getByRole('button', { name: /^Unpin: Cotton yarn/ })).toHaveAttribute('aria-pressed', 'true');
  expect((await rig.service.offlineLists()).pinned).toHaveLength(1);

  // Offline data shows each list's state, its pin, and the budget.
  await syncBar.offlineData.click();
  const dialog = page.getByRole('dialog', { name: 'Offline data' });
  await expect(dialog.getByRole('spinbutton', { name: 'Storage budget (GB)' })).toHaveValue('2');
  await expect(dialog.getByRole('button', { name: /^Unpin: Cotton yarn/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByText(/^Available offline · /)).toHaveCount(SEEDED_LISTS + 1);
  await page.screenshot({ path: path.join(screenshots, 'desktop-offline-lists-dialog-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(screenshots, 'desktop-offline-lists-dialog-390.png') });
  await page.keyboard.press('Escape');
  await page.screenshot({ path: path.join(screenshots, 'desktop-offline-lists-390.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The network goes: the status says so, and a list opens from this desktop's copy.
  await syncBar.goOffline();
  await prices.card('Nylon filament').click();
  // pdf.js and the PDF itself load after the click: slow on a busy 2-core machine.
  await expect(prices.viewer.renderedPage.first()).toBeVisible({ timeout: 60_000 });
  rig.setMainOnline(true);
});
