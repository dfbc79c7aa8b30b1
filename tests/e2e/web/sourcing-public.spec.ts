/**
 * The public buyer enquiries and who may open Submit Bids (trade §2, §6): visitors apply by signing up;
 * members apply to the enquiry's company department (issue 23), and Submit Bids tells those without a vendor
 * registration how to become one; executives, who cannot bid, are offered nothing (and are refused if they go).
 */
import { expect, test } from '@playwright/test';
import { paths } from '@domain/paths.ts';
import { DEMO, signInAs } from '../page-models/profile-session.ts';
import { expectFitsBothWidths } from '../support/screenshots.ts';

test('visitors see open public RFQs with the spec’s columns and apply by signing up', async ({ page }) => {
  await page.goto(paths.buyerEnquiries.href());
  const table = page.getByRole('region', { name: 'Open buyer enquiries' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'RFQ ID',
    'Department',
    'Main Category',
    'Subcategory',
    'Description',
    'Quantity/Unit',
    'Created Date',
    'Participate',
  ]);
  const row = table.getByRole('row').filter({ hasText: 'RFQ-000002' });
  await expect(row).toContainText('Trims & Accessories');
  await expect(row).toContainText('Labels');
  await expect(row).toContainText('Woven Labels');
  await expect(row).toContainText('50,000 pcs');
  // Private, pending and closed RFQs are not public.
  for (const hidden of ['RFQ-000001', 'RFQ-000003', 'RFQ-000004'])
    await expect(table.getByRole('row').filter({ hasText: hidden })).toHaveCount(0);
  await expectFitsBothWidths(page, 'buyer-enquiries');
  await row.getByRole('link', { name: 'Apply to Participate' }).click();
  await expect(page).toHaveURL(paths.signup.href());
});

test('a signed-in member applies to the enquiry’s department; Submit Bids says how to become a vendor', async ({
  page,
}) => {
  await signInAs(page, DEMO.paid.email, paths.buyerEnquiries.href());
  await page
    .getByRole('row')
    .filter({ hasText: 'RFQ-000002' })
    .getByRole('link', { name: 'Apply to Participate' })
    .click();
  await expect(page).toHaveURL(/\/vendor-application\?company=[0-9a-f-]+&department=trims$/);
  await expect(page.getByRole('combobox', { name: /Company/ })).toHaveValue(/^c0000000-/);
  await page.goto(paths.bidSubmission.href());
  await expect(page.getByText('You are not registered as a vendor with any company departments yet.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Become a Vendor' })).toBeVisible();
});

test('an executive, who cannot bid, is offered no Apply to Participate and is told why', async ({ page }) => {
  await signInAs(page, DEMO.exec.email, paths.buyerEnquiries.href());
  const row = page.getByRole('row').filter({ hasText: 'RFQ-000002' });
  await expect(row.getByText('Vendors only')).toHaveAccessibleDescription(/^Bidding is for member vendors/);
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(page.getByText('Bidding is for member vendors')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply to Participate' })).toHaveCount(0);
  await expectFitsBothWidths(page, 'buyer-enquiries-executive');
});
