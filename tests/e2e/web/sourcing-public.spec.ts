/**
 * The public buyer enquiries (trade §2, §6) from the stack: visitors apply by signing up; executives, who cannot
 * bid, are not sent to Submit Bids, and both views fit 1280 and 390 px. What Submit Bids tells a member who is no
 * vendor or has nothing open, and who is refused it, are component tests (bid-submission-page.test.tsx,
 * app/routes.test.tsx).
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
  await expect(row).toContainText('50000 pcs');
  // Private, pending and closed RFQs are not public.
  for (const hidden of ['RFQ-000001', 'RFQ-000003', 'RFQ-000004'])
    await expect(table.getByRole('row').filter({ hasText: hidden })).toHaveCount(0);
  await expectFitsBothWidths(page, 'buyer-enquiries');
  await row.getByRole('link', { name: 'Apply to Participate' }).click();
  await expect(page).toHaveURL(paths.signup.href());
});

test('an executive, who cannot bid, finds Apply to Participate disabled and is told why', async ({ page }) => {
  await signInAs(page, DEMO.exec.email, paths.buyerEnquiries.href());
  const apply = page
    .getByRole('row')
    .filter({ hasText: 'RFQ-000002' })
    .getByRole('button', { name: 'Apply to Participate' });
  await expect(apply).toBeDisabled();
  await expect(apply).toHaveAccessibleDescription(/^Bidding is for member vendors/);
  await expect(page.getByText('Bidding is for member vendors')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply to Participate' })).toHaveCount(0);
  await expectFitsBothWidths(page, 'buyer-enquiries-executive');
});
