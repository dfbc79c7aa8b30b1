/**
 * /admin in the browser (trade §2 "Admin panel", §4, §5, §7, §8): an admin publishes a price list, news and a
 * snippet, registers a company with its files and a partner, edits and deletes the company, manages dealers and
 * reads corporate enquiries; a limited admin gets the reduced panel and the server refuses the rest; a member is
 * refused. Uploads are real: each file is checked in storage and served from its public URL. Every user, company
 * and row here is this spec's own and is removed afterwards, so other specs see the seed as it was.
 */
import { expect, test, type Page } from '@playwright/test';
import { paths } from '@domain/paths.ts';
import {
  AdminPanel,
  createAdminUser,
  file,
  PDF_BYTES,
  PNG_BYTES,
  publicUrl,
  storedObject,
  SVG_BYTES,
  uniqueName,
} from '../page-models/admin-panel.ts';
import { signInAs } from '../page-models/profile-session.ts';
import { serviceClient } from '../support/backend.ts';
import { E2E } from '../support/e2e-env.ts';
import { expectFitsBothWidths, screenshotViewports } from '../support/screenshots.ts';

const service = serviceClient();

let admin: { id: string; email: string };
let limited: { id: string; email: string };
/** What the spec created, removed in afterAll. */
const created = {
  files: [] as { bucket: string; path: string }[],
  companies: [] as string[],
  tag: uniqueName('e2e-admin'),
};

test.beforeAll(async () => {
  admin = await createAdminUser('admin', uniqueName('Anita Admin'));
  limited = await createAdminUser('limited_admin', uniqueName('Lalit Limited'));
});

test.afterAll(async () => {
  const tag = `%${created.tag}%`;
  await service.from('price_updates_pdfs').delete().ilike('description', tag);
  await service.from('news_items').delete().ilike('headline', tag);
  await service.from('news_snippets').delete().ilike('headline', tag);
  await service.from('partner_organisations').delete().ilike('name', tag);
  await service.from('corporate_enquiries').delete().ilike('organisation_name', tag);
  await service.from('company_details').delete().ilike('company_name', tag);
  const byBucket = new Map<string, string[]>();
  for (const f of created.files) byBucket.set(f.bucket, [...(byBucket.get(f.bucket) ?? []), f.path]);
  for (const [bucket, names] of byBucket) await service.storage.from(bucket).remove(names);
});

/** The file a row names is in storage and served from its public URL, byte for byte. */
async function expectServed(bucket: string, storedPath: string, bytes: Buffer) {
  created.files.push({ bucket, path: storedPath });
  expect(await storedObject(bucket, storedPath)).toBe(true);
  const res = await fetch(publicUrl(bucket, storedPath));
  expect(res.status).toBe(200);
  expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
}

async function expectGone(bucket: string, storedPath: string) {
  expect(await storedObject(bucket, storedPath)).toBe(false);
  expect((await fetch(publicUrl(bucket, storedPath))).status).not.toBe(200);
}

async function openAs(page: Page, email: string) {
  await signInAs(page, email, paths.admin.path);
  const panel = new AdminPanel(page);
  await expect(panel.heading).toBeVisible();
  return panel;
}

test('an admin sees every card of the panel, grouped in sections with a section nav', async ({ page }) => {
  const panel = await openAs(page, admin.email);
  await expect(panel.heading).toHaveText('Admin Panel');
  await expect(panel.sectionNav.getByRole('link')).toHaveText([
    /Content/,
    /Corporate members/,
    /Partners, members & ads/,
    /Corporate enquiries/,
  ]);
  expect(await panel.cardIds()).toEqual([
    'card-price-list',
    'card-news',
    'card-snippet',
    'card-register-company',
    'card-dealers',
    'card-corporate-products',
    'card-manage-companies',
    'card-register-partner',
    'card-membership-management',
    'card-ad-management',
    'card-enquiries',
  ]);
  await expect(panel.card('corporateProducts').getByRole('link')).toHaveAttribute('href', paths.corporateProducts.path);
  await expect(panel.card('membershipManagement').getByRole('link')).toHaveAttribute(
    'href',
    paths.membershipManagement.path,
  );
  await expect(panel.card('adManagement').getByRole('link')).toHaveAttribute('href', paths.adManagement.path);
  await panel.sectionNav.getByRole('link', { name: /Corporate enquiries/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Corporate enquiries' })).toBeInViewport();
  await expect(page).toHaveURL(paths.admin.href());
  await expectFitsBothWidths(page, 'admin-panel');
});

test('an admin uploads a price list PDF, checked before it leaves the browser', async ({ page }) => {
  const panel = await openAs(page, admin.email);
  const card = panel.card('priceList');
  await card.getByRole('button', { name: 'Upload PDF' }).click();
  await expect(card.getByText('Please select a PDF file.')).toBeVisible();
  await expect(card.getByText('Please enter a description for the PDF.')).toBeVisible();

  const picker = card.getByLabel(/Price list PDF/);
  await picker.setInputFiles(file('notes.txt', 'text/plain', Buffer.from('not a pdf')));
  await expect(card.getByText('Please select a PDF file.')).toBeVisible();

  const description = `Surat filament list ${created.tag}`;
  await picker.setInputFiles(file('Surat List (Nov 2026).pdf', 'application/pdf', PDF_BYTES));
  await card.getByRole('textbox', { name: /Description/ }).fill(`  ${description}  `);
  await card.getByRole('button', { name: 'Upload PDF' }).click();
  await panel.expectToast('Price List Uploaded');
  await expect(card.getByRole('region', { name: 'Latest price lists' }).getByRole('link').first()).toHaveText(
    description,
  );
  await expect(card.getByRole('textbox', { name: /Description/ })).toHaveValue('');

  const { data } = await service
    .from('price_updates_pdfs')
    .select('file_url, storage_file_path, file_name, bucket_name, uploader_email, user_id')
    .eq('description', description)
    .single();
  expect(data).toMatchObject({ bucket_name: 'prices', file_name: 'Surat List (Nov 2026).pdf', user_id: admin.id });
  // Sanitised, timestamped, never overwriting: prices/{ms}-surat-list-nov-2026.pdf.
  expect(data?.storage_file_path).toMatch(/^prices\/\d{13}-Surat-List-Nov-2026\.pdf$/);
  expect(data?.file_url).toBe(data?.storage_file_path);
  await expectServed('prices', data!.storage_file_path!, PDF_BYTES);

  // The public price list shows it first.
  await page.goto(paths.priceList.path);
  await expect(page.getByRole('button', { name: new RegExp(description) })).toBeVisible();
});

test('an admin publishes news with an image, and a snippet of at most 250 characters', async ({ page }) => {
  const panel = await openAs(page, admin.email);
  const news = panel.card('news');
  const headline = `Cotton prices ease ${created.tag}`;
  await news.getByRole('textbox', { name: /Headline/ }).fill(headline);
  await news.getByRole('button', { name: 'Publish news' }).click();
  await expect(news.getByRole('alert')).toHaveText('Headline and content are required.');
  await news.getByRole('textbox', { name: /Content/ }).fill('Spot rates fell 2%.\nMills expect steady demand.');
  await news.getByLabel(/Image/).setInputFiles(file('mandi photo.png', 'image/png', PNG_BYTES));
  await news.getByRole('button', { name: 'Publish news' }).click();
  await panel.expectToast('News Published');
  await expect(news.getByRole('region', { name: 'Latest news' }).getByRole('link').first()).toHaveText(headline);
  const { data: item } = await service.from('news_items').select('image_url').eq('headline', headline).single();
  expect(item?.image_url).toMatch(/^news_images\/\d{13}-mandi-photo\.png$/);
  await expectServed('newsimages', item!.image_url!, PNG_BYTES);

  const snippet = panel.card('snippet');
  await snippet.getByRole('textbox', { name: /Headline/ }).fill(`Yarn fair ${created.tag}`);
  const box = snippet.getByRole('textbox', { name: /Snippet/ });
  await box.fill('x'.repeat(251));
  await expect(snippet.getByText('251 / 250 characters')).toBeVisible();
  await snippet.getByRole('button', { name: 'Publish snippet' }).click();
  await expect(snippet.getByRole('alert')).toHaveText('Snippet content must be 250 characters or less.');
  await box.fill('The Surat yarn fair opens on Monday at the convention centre.');
  await expect(snippet.getByText('61 / 250 characters')).toBeVisible();
  await snippet.getByRole('button', { name: 'Publish snippet' }).click();
  await panel.expectToast('Snippet Published');
  await expect(snippet.getByRole('region', { name: 'Latest snippets' })).toContainText(`Yarn fair ${created.tag}`);
});

test('an admin registers a company with its files, edits it, and deletes it with its files and products', async ({
  page,
}) => {
  const panel = await openAs(page, admin.email);
  const card = panel.card('registerCompany');
  const name = `Vapi Polymers ${created.tag}`;
  await card.getByRole('button', { name: 'Register company' }).click();
  await expect(card.getByText('Company name is required.')).toBeVisible();
  await card.getByRole('textbox', { name: /Company name/ }).fill(name);
  await card.getByRole('textbox', { name: /Website/ }).fill('not a website');
  await card.getByLabel(/Banner/).setInputFiles(file('banner.webp', 'image/webp', PNG_BYTES));
  await expect(card.getByText('Banner must be JPG or PNG.')).toBeVisible();
  await card.getByRole('button', { name: 'Register company' }).click();
  await expect(card.getByText('Please enter a valid website URL, e.g. https://example.com.')).toBeVisible();

  await card.getByRole('textbox', { name: /Website/ }).fill('vapipolymers.example');
  await card.getByRole('textbox', { name: /Head of company/ }).fill('Meera Shah');
  await card.getByLabel(/Logo/).setInputFiles(file('logo.png', 'image/png', PNG_BYTES));
  await card.getByLabel(/Banner/).setInputFiles(file('banner.png', 'image/png', PNG_BYTES));
  await expect(card.getByText(/This banner is 1×1 px; 1500×300 px is advised/)).toBeVisible();
  await card.getByLabel(/Brochure/).setInputFiles(file('Catalogue 2026.pdf', 'application/pdf', PDF_BYTES));
  await card.getByRole('button', { name: 'Register company' }).click();
  await panel.expectToast('Company Registered');
  await expect(card.getByRole('textbox', { name: /Company name/ })).toHaveValue('');

  const { data: company } = await service
    .from('company_details')
    .select('id, website_url, logo_url, banner_image_url, brochure_pdf_url, brochure_pdf_name')
    .eq('company_name', name)
    .single();
  created.companies.push(company!.id);
  expect(company).toMatchObject({
    website_url: 'https://vapipolymers.example',
    brochure_pdf_name: 'Catalogue 2026.pdf',
  });
  expect(company?.logo_url).toMatch(/^logos\/\d{13}-logo\.png$/);
  expect(company?.banner_image_url).toMatch(/^banners\/\d{13}-banner\.png$/);
  expect(company?.brochure_pdf_url).toMatch(/^brochures\/\d{13}-Catalogue-2026\.pdf$/);
  await expectServed('companyfiles', company!.logo_url!, PNG_BYTES);
  await expectServed('companyfiles', company!.banner_image_url!, PNG_BYTES);
  await expectServed('companyfiles', company!.brochure_pdf_url!, PDF_BYTES);

  // Manage: the company is listed with its files; edit replaces the logo (WEBP allowed here) and the old file goes.
  const manage = panel.card('manageCompanies');
  await manage.getByRole('searchbox', { name: 'Filter companies' }).fill(created.tag);
  const row = manage.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Logo');
  await expect(row).toContainText('Brochure');
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
  await dialog.getByLabel(/Replace logo/).setInputFiles(file('new logo.webp', 'image/webp', PNG_BYTES));
  await dialog.getByRole('textbox', { name: 'Brochure name' }).fill('');
  await expect(dialog.getByRole('alert').filter({ hasText: 'Incomplete brochure' })).toContainText(
    'The brochure has a PDF but no name',
  );
  await dialog.getByRole('textbox', { name: /Designation/ }).fill('Managing Director');
  // A dialog is fixed to the viewport: its pictures are of the viewport.
  await screenshotViewports(page, 'admin-company-edit');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await panel.expectToast('Company Saved');
  await expect(panel.toast).toContainText('The brochure has a PDF but no name');
  await expect(dialog).toBeHidden();
  const { data: edited } = await service
    .from('company_details')
    .select('logo_url, company_head_designation, brochure_pdf_name')
    .eq('id', company!.id)
    .single();
  expect(edited).toMatchObject({ company_head_designation: 'Managing Director', brochure_pdf_name: null });
  expect(edited?.logo_url).toMatch(/^logos\/\d{13}-new-logo\.webp$/);
  await expectServed('companyfiles', edited!.logo_url!, PNG_BYTES);
  await expectGone('companyfiles', company!.logo_url!);

  // Delete: the confirmation names the files and products; files go, then products, then the company.
  await service.from('corporate_products').insert([
    { company_id: company!.id, department_name: 'Filament', fibre_type: 'Polyester Filament', basic_price: 121 },
    { company_id: company!.id, department_name: 'Filament', fibre_type: 'Nylon', basic_price: 180 },
  ]);
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete ${name}?` });
  await expect(confirm).toContainText('3 files (logo, banner, brochure)');
  await expect(confirm).toContainText('2 products');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await confirm.getByRole('button', { name: 'Delete company' }).click();
  await panel.expectToast('Company Deleted');
  await expect(row).toHaveCount(0);
  for (const stored of [edited!.logo_url!, company!.banner_image_url!, company!.brochure_pdf_url!]) {
    await expectGone('companyfiles', stored);
  }
  const { count } = await service
    .from('corporate_products')
    .select('id', { count: 'exact', head: true })
    .eq('company_id', company!.id);
  expect(count).toBe(0);
  const { data: gone } = await service.from('company_details').select('id').eq('id', company!.id);
  expect(gone).toEqual([]);
});

test('an admin registers a partner and manages a company’s dealers', async ({ page }) => {
  const dealerName = uniqueName('Dinesh Dealer');
  const dealer = await createAdminUser(null, dealerName);
  const { data: company } = await service
    .from('company_details')
    .insert({ company_name: `Dealer Test Mills ${created.tag}` })
    .select('id, company_name')
    .single();
  created.companies.push(company!.id);

  const panel = await openAs(page, admin.email);
  const partner = panel.card('registerPartner');
  await partner.getByRole('button', { name: 'Register partner' }).click();
  await expect(partner.getByText('Partner name is required.')).toBeVisible();
  await expect(partner.getByText('Please choose a logo for the partner.')).toBeVisible();
  const partnerName = `Ludhiana Yarn Partners ${created.tag}`;
  await partner.getByRole('textbox', { name: /Partner name/ }).fill(partnerName);
  await partner.getByLabel(/Logo/).setInputFiles(file('partner.gif', 'image/gif', PNG_BYTES));
  await expect(partner.getByText('Logo must be PNG, JPG or SVG.')).toBeVisible();
  await partner.getByLabel(/Logo/).setInputFiles(file('partner.svg', 'image/svg+xml', SVG_BYTES));
  await partner.getByRole('button', { name: 'Register partner' }).click();
  await panel.expectToast('Partner Registered');
  await expect(partner.getByRole('region', { name: 'Partners' })).toContainText(partnerName);
  const { data: row } = await service.from('partner_organisations').select('logo_url').eq('name', partnerName).single();
  expect(row?.logo_url).toMatch(/^partner_logos\/\d{13}-partner\.svg$/);
  await expectServed('companyfiles', row!.logo_url, SVG_BYTES);

  const dealers = panel.card('dealers');
  await dealers.getByRole('button', { name: 'Add dealer' }).click();
  await expect(dealers.getByText('Please select a company.')).toBeVisible();
  await expect(dealers.getByText('Please select a user.')).toBeVisible();
  await dealers.getByRole('combobox', { name: /Company/ }).selectOption({ label: company!.company_name });
  await expect(dealers.getByText('This company has no dealers yet.')).toBeVisible();
  await dealers.getByRole('searchbox', { name: /Find a member/ }).fill('Di');
  await dealers.getByRole('button', { name: 'Search' }).click();
  await expect(dealers.getByText('Please enter at least 3 characters.')).toBeVisible();
  await dealers.getByRole('searchbox', { name: /Find a member/ }).fill(dealerName);
  await dealers.getByRole('button', { name: 'Search' }).click();
  await dealers.getByRole('radio', { name: new RegExp(dealerName) }).check();
  await dealers.getByRole('button', { name: 'Add dealer' }).click();
  await panel.expectToast('Dealer Added');
  const listed = dealers.getByRole('region', { name: `Dealers of ${company!.company_name}` });
  await expect(listed.getByRole('row').filter({ hasText: dealerName })).toBeVisible();

  await dealers.getByRole('radio', { name: new RegExp(dealerName) }).check();
  await dealers.getByRole('button', { name: 'Add dealer' }).click();
  await expect(dealers.getByText('This user is already a dealer for the selected company.')).toBeVisible();
  const { data: stored } = await service
    .from('company_details')
    .select('dealer_user_ids')
    .eq('id', company!.id)
    .single();
  expect(stored?.dealer_user_ids).toEqual([dealer.id]);

  await listed.getByRole('row').filter({ hasText: dealerName }).getByRole('button', { name: 'Remove' }).click();
  await page
    .getByRole('alertdialog', { name: 'Remove dealer?' })
    .getByRole('button', { name: 'Remove dealer' })
    .click();
  await panel.expectToast('Dealer Removed');
  await expect(listed.getByText('This company has no dealers yet.')).toBeVisible();
});

test('an admin reads corporate enquiries newest first', async ({ page }) => {
  const older = `Older Org ${created.tag}`;
  const newer = `Newer Org ${created.tag}`;
  const inserted = await service.from('corporate_enquiries').insert([
    {
      name: 'Ravi',
      organisation_name: older,
      email: 'ravi@example.com',
      mobile_number: '9876500001',
      created_at: new Date(Date.now() + 60_000).toISOString(),
    },
    {
      name: 'Sana',
      organisation_name: newer,
      email: 'sana@example.com',
      mobile_number: '9876500002',
      created_at: new Date(Date.now() + 120_000).toISOString(),
    },
  ]);
  expect(inserted.error).toBeNull();
  const panel = await openAs(page, admin.email);
  const rows = panel.card('enquiries').getByRole('region', { name: 'Corporate enquiries' }).getByRole('row');
  await expect(rows.nth(1)).toContainText(newer);
  await expect(rows.nth(1)).toContainText('+91 9876500002');
  await expect(rows.nth(2)).toContainText(older);
});

test('a limited admin gets the reduced panel, can upload, and the server refuses the rest', async ({ page }) => {
  const session = await signInAs(page, limited.email, paths.admin.path);
  const panel = new AdminPanel(page);
  await expect(panel.heading).toHaveText('Limited Admin Panel');
  expect(await panel.cardIds()).toEqual([
    'card-price-list',
    'card-news',
    'card-snippet',
    'card-register-company',
    'card-corporate-products',
    'card-register-partner',
    'card-ad-management',
  ]);
  await expect(page.getByText('Corporate Enquiries')).toHaveCount(0);
  await expect(page.getByText('Dealer Management')).toHaveCount(0);
  await expectFitsBothWidths(page, 'admin-panel-limited');

  const card = panel.card('priceList');
  const description = `Limited admin list ${created.tag}`;
  await card.getByLabel(/Price list PDF/).setInputFiles(file('limited.pdf', 'application/pdf', PDF_BYTES));
  await card.getByRole('textbox', { name: /Description/ }).fill(description);
  await card.getByRole('button', { name: 'Upload PDF' }).click();
  await panel.expectToast('Price List Uploaded');
  const { data } = await service
    .from('price_updates_pdfs')
    .select('storage_file_path')
    .eq('description', description)
    .single();
  await expectServed('prices', data!.storage_file_path!, PDF_BYTES);

  // With the same session the browser holds, the server refuses what the limited panel does not offer.
  const headers = { apikey: E2E.anonKey, authorization: `Bearer ${session.access_token}` };
  const rpc = (name: string, body: object) =>
    fetch(`${E2E.apiUrl}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const { data: anyCompany } = await service.from('company_details').select('id').limit(1).single();
  expect((await rpc('add_company_dealer', { p_company_id: anyCompany!.id, p_user_id: limited.id })).status).toBe(403);
  expect((await rpc('delete_company', { p_company_id: anyCompany!.id })).status).toBe(403);
  const enquiries = await fetch(`${E2E.apiUrl}/rest/v1/corporate_enquiries?select=id`, { headers });
  expect(await enquiries.json()).toEqual([]);
});
