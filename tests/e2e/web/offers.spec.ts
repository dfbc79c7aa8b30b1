import { expect, test } from '@playwright/test';
import { formatRupees } from '@domain/format.ts';
import { serviceClient } from '../support/backend.ts';
import { BoardPage } from '../page-models/board-page.ts';
import { screenshot } from '../support/screenshots.ts';

test('the sales offers board has the price column with 2 decimals and its own empty state', async ({ page }) => {
  const { data, error } = await serviceClient()
    .from('sales_offers')
    .select('offer_number, price')
    .order('updated_at', { ascending: false })
    .limit(1)
    .single();
  if (error) throw new Error(error.message);
  const board = new BoardPage(page, 'offer');
  await board.goto();
  await expect(board.heading).toHaveText('Sales Offers');
  expect(await board.headers()).toEqual([
    'Offer No.',
    'Date & Time (IST)',
    'Company Name',
    'Yarn Details',
    'Specifications (Denier/Filament/Ply)',
    'Grade',
    'Qty (Kgs)',
    'Price (₹)',
    'Action',
  ]);
  const price = formatRupees(data.price as number);
  expect(price).toMatch(/\.\d\d$/);
  await expect(board.row(data.offer_number as string)).toContainText(price);
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, 'offers-1280', { fullPage: true });

  await board.searchFor('nothing matches this');
  await expect(board.empty).toContainText('No Offers Found');
  await expect(board.empty).toContainText('Try a different search term.');
});
