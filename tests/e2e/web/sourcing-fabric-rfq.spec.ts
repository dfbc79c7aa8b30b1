/**
 * Create Fabric RFQ (trade §2, §3, §5, §8) in the browser with real uploads: images and a spec sheet go to
 * the fabric bucket, the fabric request and its linked RFQ are written as §3 describes, the form resets.
 */
import { expect, test } from '@playwright/test';
import { paths } from '@domain/paths.ts';
import { DEMO, signInAs } from '../page-models/profile-session.ts';
import { rfqByNumber, rfqNumberIn, SourcingDashboard } from '../page-models/sourcing-page.ts';
import { serviceClient } from '../support/backend.ts';
import { expectFitsBothWidths } from '../support/screenshots.ts';

/** A tiny valid PNG (1×1 px). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

test('a woven fabric RFQ with images and a spec sheet becomes a linked RFQ ready for bidding', async ({ page }) => {
  const desk = new SourcingDashboard(page);
  await signInAs(page, DEMO.exec.email, paths.sourcing.href('fabrics'));
  await expect(desk.tab(/Create Fabric RFQ/)).toHaveAttribute('aria-selected', 'true');
  const submit = page.getByRole('button', { name: 'Submit RFQ' });
  await expect(submit).toBeDisabled();
  await expect(page.getByText('Choose a fabric category to see its technical specifications.')).toBeVisible();

  await page.getByRole('combobox', { name: /Fabric category/ }).selectOption('Woven');
  await page.getByRole('textbox', { name: /Product title/ }).fill('Cotton poplin 40s, 133 x 72, 58 in');
  await page.getByRole('combobox', { name: 'Weaving machine type' }).selectOption('Airjet');
  await page.getByRole('combobox', { name: 'Weave type' }).selectOption('Plain');
  await page.getByRole('group', { name: 'Material composition' }).getByText('Cotton').click();
  await page.getByRole('textbox', { name: 'EPI (ends per inch)' }).fill('133x');
  await expect(page.getByRole('textbox', { name: 'EPI (ends per inch)' })).toHaveValue('133');
  await page.getByRole('textbox', { name: 'PPI (picks per inch)' }).fill('72');
  await page.getByRole('textbox', { name: 'GSM' }).fill('110');
  await page.getByRole('textbox', { name: 'MOQ (meters)' }).fill('12000');
  await page.getByRole('combobox', { name: 'Packing type' }).selectOption('Roll');
  await page.getByRole('combobox', { name: 'Lead time' }).selectOption('15 Days');
  await page.getByRole('textbox', { name: 'Delivery location' }).fill('Tiruppur');
  await page.getByRole('group', { name: 'Certifications' }).getByText('OEKO-TEX').click();

  const images = page.getByLabel(/Fabric images/);
  await images.setInputFiles([image('face.png'), image('back.png'), image('selvedge.png')]);
  await images.setInputFiles([image('drape.png'), image('extra.png')]);
  await expect(page.getByRole('alert')).toHaveText('You can upload a maximum of 4 images.');
  await expect(images).toBeDisabled();
  await page
    .getByRole('button', { name: 'Remove extra.png' })
    .count()
    .then((n) => expect(n).toBe(0));
  await page.getByLabel('Spec sheet').setInputFiles({
    name: 'poplin-spec.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from('PK\u0003\u0004 spec'),
  });
  await page.getByRole('textbox', { name: 'Remarks' }).fill('Optical white; shrinkage under 3%');
  await expectFitsBothWidths(page, 'sourcing-fabric-form');

  await expect(submit).toBeEnabled();
  await submit.click();
  await desk.expectToast('Success!', /Your fabric RFQ has been submitted and is ready for bid management\./);
  const number = await rfqNumberIn(desk.toastDescription());
  await expect(page.getByRole('textbox', { name: /Product title/ })).toHaveValue('');
  await expect(submit).toBeDisabled();

  const rfq = await rfqByNumber(number);
  expect(rfq).toMatchObject({ bid_status: 'pending', attachment_type: 'image' });
  const { data: fabric } = await serviceClient()
    .from('fabric_sourcing_requests')
    .select('*')
    .eq('id', rfq.fabric_sourcing_request_id!)
    .single();
  expect(fabric).toMatchObject({
    listing_type: 'Buy',
    fabric_category: 'Woven',
    fabric_type: 'Airjet',
    technical_specs: {
      weavingMachineType: 'Airjet',
      weaveType: 'Plain',
      materialComposition: ['Cotton'],
      epi: 133,
      ppi: 72,
      gsm: 110,
    },
    commercial_details: {
      moq: 12000,
      packingType: 'Roll',
      leadTime: '15 Days',
      deliveryLocation: 'Tiruppur',
      certifications: ['OEKO-TEX'],
    },
    remarks: 'Optical white; shrinkage under 3%',
    status: 'active',
  });
  expect(fabric!.image_urls).toHaveLength(4);
  expect(fabric!.image_urls[0]).toMatch(
    new RegExp(`/storage/v1/object/public/fabric/${DEMO.exec.id}/\\d+-1-face\\.png$`),
  );
  expect(rfq.attachment_url).toBe(fabric!.image_urls[0]);
  expect(fabric!.spec_sheet_url).toMatch(/\/fabric\/.+-0-poplin-spec\.xlsx$/);
  for (const url of [...fabric!.image_urls, fabric!.spec_sheet_url!])
    expect((await page.request.get(url)).status()).toBe(200);
  const { data: linked } = await serviceClient()
    .from('sourcing_requests')
    .select('custom_item, quantity, quantity_unit, description, department, fabric_sourcing_request_id')
    .eq('request_number', number)
    .single();
  expect(linked).toEqual({
    custom_item: 'Cotton poplin 40s, 133 x 72, 58 in',
    quantity: '12000',
    quantity_unit: 'meters',
    description: 'Fabric: Woven, Cotton poplin 40s, 133 x 72, 58 in. See linked fabric request for full specs.',
    department: 'fabrics',
    fabric_sourcing_request_id: fabric!.id,
  });
  expect(fabric!.sourcing_request_id).toBe(rfq.id);

  // It is ready for bid management: the fabric desk lists it, specs included.
  await desk.tab(/Bid Mgmt/).click();
  await desk.rfqInPicker(number).click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(number) })).toBeVisible();
  await desk.tab(/RFQ & Bids/).click();
  const row = await desk.openRfq(number);
  await expect(row.getByRole('region', { name: 'Fabric specification' })).toContainText('Airjet');
});
