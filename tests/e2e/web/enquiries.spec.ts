import { expect, test } from '@playwright/test';
import { EMPTY_SEARCH_HINT, INTEREST_LOGIN_REQUIRED, NOT_SHARED } from '@domain/marketplace.ts';
import { serviceClient } from '../support/backend.ts';
import { BoardPage } from '../page-models/board-page.ts';
import { screenshot } from '../support/screenshots.ts';

/** The seeded enquiries, newest first (the board's order). */
async function seededEnquiries() {
  const { data, error } = await serviceClient()
    .from('purchase_enquiries')
    .select('enquiry_number, user_id, preferred_company, denier_count, filament_count, number_of_plys')
    .order('updated_at', { ascending: false });
  if (error) throw new Error(error.message);
  return data;
}

test.describe('purchase enquiries board', () => {
  test('a visitor sees the columns, server pages of 25 or 50, and the login rule', async ({ page }) => {
    const enquiries = await seededEnquiries();
    const board = new BoardPage(page, 'enquiry');
    await board.goto();
    await expect(board.heading).toHaveText('Check Purchase Enquiries');
    expect(await board.headers()).toEqual([
      'Enq. No.',
      'Date & Time (IST)',
      'Company Name',
      'Yarn Details',
      'Specifications (Denier/Filament/Ply)',
      'Grade',
      'Qty (Kgs)',
      'Action',
    ]);
    await expect(board.count).toHaveText(`Showing 1–25 of ${enquiries.length}`);
    await expect(board.table.getByRole('row')).toHaveCount(26);
    // Newest first; the company falls back to 'Not Shared'; missing counts read N/A.
    const newest = enquiries[0];
    await expect(board.firstPost()).toContainText(newest.enquiry_number);
    const unshared = enquiries.slice(0, 25).find((e) => !e.preferred_company)!;
    await expect(board.row(unshared.enquiry_number)).toContainText(NOT_SHARED);
    const noFilament = enquiries.slice(0, 25).find((e) => e.filament_count === null)!;
    await expect(board.row(noFilament.enquiry_number)).toContainText(
      `${noFilament.denier_count} / N/A / ${noFilament.number_of_plys}`,
    );

    // Visitors: the reason is shown, the buttons are disabled and no profile links appear.
    await expect(page.getByText(INTEREST_LOGIN_REQUIRED).first()).toBeVisible();
    await expect(board.interestButton(newest.enquiry_number)).toBeDisabled();
    await expect(board.table.getByRole('link', { name: 'View Profile' })).toHaveCount(0);

    await board.next.click();
    await expect(board.count).toHaveText(`Showing 26–${enquiries.length} of ${enquiries.length}`);
    await expect(board.row(enquiries[25].enquiry_number)).toBeVisible();
    await board.pageSize.selectOption('50');
    await expect(board.count).toHaveText(`Showing 1–${enquiries.length} of ${enquiries.length}`);
    await expect(board.next).toHaveCount(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'enquiries-390', { fullPage: true });
  });

  test('search filters on the server and an empty result says so', async ({ page }) => {
    const enquiries = await seededEnquiries();
    const board = new BoardPage(page, 'enquiry');
    await board.goto();
    const target = enquiries[30];
    await board.searchFor(target.enquiry_number.toLowerCase());
    await expect(board.count).toHaveText('Showing 1–1 of 1');
    await expect(board.row(target.enquiry_number)).toBeVisible();

    await board.searchFor('no such yarn anywhere');
    await expect(board.empty).toContainText('No Enquiries Found');
    await expect(board.empty).toContainText(EMPTY_SEARCH_HINT);
  });
});
