/**
 * The sourcing dashboard per tab and role (trade §2, §5, §8): who may open it, the admin's company choice,
 * Vendor Mgmt, Item Mgmt with presets, RFQ Mgmt with a real attachment upload, Bid Mgmt's round controls.
 */
import { expect, test } from '@playwright/test';
import { paths } from '@domain/paths.ts';
import { DEMO, signInAs } from '../page-models/profile-session.ts';
import { COMPANY_A, rfqByNumber, rfqNumberIn, SourcingDashboard } from '../page-models/sourcing-page.ts';
import { serviceClient } from '../support/backend.ts';
import { expectFitsBothWidths } from '../support/screenshots.ts';

test('an admin chooses a company first, then works on its dashboard', async ({ page }) => {
  await signInAs(page, DEMO.admin.email, paths.sourcing.href('testing-compliance'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Testing & Compliance');
  await expect(page.getByRole('heading', { name: 'Select a Company' })).toBeVisible();
  await expect(
    page.getByText('Please choose a company from the dropdown above to manage their sourcing dashboard.'),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Admin: Select Company' }).selectOption({ label: COMPANY_A.name });
  await expect(page).toHaveURL(/company=c0000000-0000-4000-a000-000000000001/);
  await expect(page.getByRole('tab', { selected: true })).toContainText('Vendor Mgmt');
  await expect(page.locator('.sourcing__company')).toHaveText(COMPANY_A.name);
});

test('Vendor Mgmt: a short search is refused, a member is added once, and removed after confirming', async ({
  page,
}) => {
  const desk = new SourcingDashboard(page);
  await signInAs(page, DEMO.exec.email, paths.sourcing.href('printing-embellishments'));
  await expect(desk.tab(/Vendor Mgmt/)).toHaveAttribute('aria-selected', 'true');
  const search = page.getByRole('searchbox', { name: 'Search members' });
  await search.fill('  me ');
  await page.getByRole('button', { name: 'Search' }).click();
  await desk.expectToast('Search term too short', 'Please enter at least 3 characters.');

  await search.fill('member13@');
  await page.getByRole('button', { name: 'Search' }).click();
  const found = page.getByRole('region', { name: 'Members found' }).getByRole('row').filter({ hasText: 'member13@' });
  await found.getByRole('button', { name: 'Add vendor' }).click();
  await desk.expectToast('Vendor Added!');
  const approved = page.getByRole('region', { name: 'Approved vendors' });
  await expect(approved.getByRole('row').filter({ hasText: 'member13@' })).toBeVisible();
  await expect(found.getByText('Approved vendor')).toBeVisible();
  await expectFitsBothWidths(page, 'sourcing-vendors');

  // The same member again (another desk's stale result): the server refuses the duplicate.
  const { data: member } = await serviceClient()
    .from('yarnconnect_free')
    .select('id, business_name')
    .eq('email', 'member13@loomconnect.test')
    .single();
  const duplicate = await serviceClient().from('department_vendors').insert({
    company_id: COMPANY_A.id,
    department: 'printing',
    department_name: 'Printing & Embellishments',
    vendor_user_id: member!.id,
  });
  expect(duplicate.error?.code).toBe('23505');

  await approved.getByRole('button', { name: `Remove ${member!.business_name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove vendor' }).click();
  await desk.expectToast('Vendor removed successfully');
  await expect(approved.getByRole('row').filter({ hasText: 'member13@' })).toHaveCount(0);
});

test('Item Mgmt: a preset creates its missing main category first, then the sub-category is added', async ({
  page,
}) => {
  const desk = new SourcingDashboard(page);
  await signInAs(page, DEMO.exec.email, `${paths.sourcing.href('machinery-equipment')}?tab=items`);
  await page.getByRole('button', { name: 'Overlock Machines' }).click();
  const catalog = page.getByRole('list', { name: 'Catalog' });
  await expect(catalog.getByRole('button', { name: 'Sewing Machines' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Category name/ })).toHaveValue('Overlock Machines');
  await expect(page.getByRole('combobox', { name: 'Parent category' })).toHaveValue(/.+/);
  await expect(page.getByRole('combobox', { name: 'Unit' })).toHaveValue('pcs');
  await page.getByRole('button', { name: 'Add category' }).click();
  await desk.expectToast('Category added!');
  await expect(catalog.getByRole('button', { name: /Overlock Machines/ })).toBeVisible();
  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByText('Category name is required.')).toBeVisible();
  await expectFitsBothWidths(page, 'sourcing-items');
});

test('RFQ Mgmt: a preset outside the catalog is refused; an RFQ with a real attachment is created', async ({
  page,
}) => {
  const desk = new SourcingDashboard(page);
  await signInAs(page, DEMO.exec.email, `${paths.sourcing.href('trims-accessories')}?tab=rfqs`);
  const item = page.getByRole('combobox', { name: /Item/ });
  await item.selectOption({ label: 'Metal Zippers' });
  await page.getByRole('textbox', { name: /Quantity/ }).fill('8000');
  await page.getByRole('button', { name: 'Create RFQ' }).click();
  await desk.expectToast('Item Not in Your Catalog');

  await item.selectOption({ label: 'Woven Labels' });
  await expect(page.getByRole('combobox', { name: 'Unit' })).toHaveValue('pcs');
  await page.getByRole('textbox', { name: 'Description' }).fill('Damask labels, 3 colours, size 5 x 2 cm');
  const picker = page.getByLabel('Attachment');
  await picker.setInputFiles({
    name: 'big.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(page.getByText('Please select a file smaller than 5MB.')).toBeVisible();
  await picker.setInputFiles({
    name: 'label artwork.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% artwork\n'),
  });
  await page.getByRole('button', { name: 'Create RFQ' }).click();
  await desk.expectToast('RFQ Created!');
  const number = await rfqNumberIn(desk.toastDescription());
  const rfq = await rfqByNumber(number);
  expect(rfq).toMatchObject({ bid_status: 'pending', attachment_type: 'document' });
  expect(rfq.attachment_url).toMatch(
    new RegExp(`/storage/v1/object/public/trims/${DEMO.exec.id}/\\d+-label-artwork\\.pdf$`),
  );
  expect((await page.request.get(rfq.attachment_url!)).status()).toBe(200);
  const register = page.getByRole('region', { name: 'RFQ register' });
  await expect(register.getByRole('row').filter({ hasText: number })).toContainText('Not started');
  await expectFitsBothWidths(page, 'sourcing-rfqs');
});

test('Bid Mgmt: closing an RFQ asks for confirmation and cannot be undone', async ({ page }) => {
  const desk = new SourcingDashboard(page);
  const { data: rfq } = await serviceClient()
    .from('sourcing_requests')
    .insert({
      user_id: DEMO.exec.id,
      company_id: COMPANY_A.id,
      department: 'trims',
      custom_item: 'Twill tape 10 mm',
      quantity: '3000',
      quantity_unit: 'mtr',
    })
    .select('id, request_number')
    .single();
  await signInAs(page, DEMO.exec.email, `${paths.sourcing.href('trims-accessories')}?tab=bidding&rfq=${rfq!.id}`);
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(rfq!.request_number) })).toBeVisible();
  await expectFitsBothWidths(page, 'sourcing-bid-mgmt-pending');
  await page.getByRole('button', { name: 'Close RFQ' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: 'Confirm RFQ Closure' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect((await rfqByNumber(rfq!.request_number)).bid_status).toBe('pending');
  await page.getByRole('button', { name: 'Close RFQ' }).click();
  await dialog.getByRole('button', { name: 'Close RFQ for good' }).click();
  await desk.expectToast('RFQ Closed');
  await expect(page.getByText('Closed without an award')).toBeVisible();
  expect((await rfqByNumber(rfq!.request_number)).bid_status).toBe('closed');
});
