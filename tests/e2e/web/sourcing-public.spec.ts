/**
 * The public buyer enquiries and who may open Submit Bids (trade §2, §6): visitors apply by signing up;
 * members without a vendor registration are told so; executives, who cannot bid, are not sent there (and are
 * refused if they go).
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ACCESS_DENIED_BID_SUBMISSION } from '@domain/messages.ts';
import { paths } from '@domain/paths.ts';
import { screenshotBoth } from '../page-models/corporate-page.ts';
import { DEMO, signInAs } from '../page-models/profile-session.ts';
import { serviceClient } from '../support/backend.ts';

const screenshots = path.resolve(import.meta.dirname, '../../artifacts/screenshots');

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
  await screenshotBoth(page, screenshots, 'buyer-enquiries');
  await row.getByRole('link', { name: 'Apply to Participate' }).click();
  await expect(page).toHaveURL(paths.signup.href());
});

test('a signed-in member is sent to Submit Bids, which says they are not a vendor yet', async ({ page }) => {
  await signInAs(page, DEMO.free.email, paths.buyerEnquiries.href());
  await page
    .getByRole('row')
    .filter({ hasText: 'RFQ-000002' })
    .getByRole('link', { name: 'Apply to Participate' })
    .click();
  await expect(page).toHaveURL(paths.bidSubmission.href());
  await expect(page.getByText('You are not registered as a vendor with any company departments yet.')).toBeVisible();
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
  await screenshotBoth(page, screenshots, 'buyer-enquiries-executive');
});

test('Submit Bids is for signed-in Free and Paid Members only', async ({ page }) => {
  await page.goto(paths.bidSubmission.href());
  await expect(page.getByRole('alert')).toHaveText(ACCESS_DENIED_BID_SUBMISSION);
  await signInAs(page, DEMO.exec.email, paths.bidSubmission.href());
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});

test('a vendor with nothing open in their departments is told so', async ({ page }) => {
  // member7 is not a vendor in the seed: register them with a department where nothing is bidding.
  const { data: member } = await serviceClient()
    .from('yarnconnect_free')
    .select('id')
    .eq('email', 'member7@loomconnect.test')
    .single();
  await serviceClient().from('department_vendors').insert({
    company_id: 'c0000000-0000-4000-a000-000000000002',
    department: 'manpower',
    department_name: 'Manpower',
    vendor_user_id: member!.id,
  });
  await signInAs(page, 'member7@loomconnect.test', paths.bidSubmission.href());
  await expect(page.getByText('There are currently no active RFQs in your registered categories.')).toBeVisible();
  await expect(page.getByText('Registered with: Manpower.')).toBeVisible();
});
