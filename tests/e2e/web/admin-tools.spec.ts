/**
 * Membership management, ad management and /admin2 in the browser (issue 12, deliverables 3, 4, 5, 7, 8): as an
 * admin, a limited admin and a member, against the real stack, with e-mails read back from the mailbox and ad
 * images stored in Storage. Every account and row is made here; the shared demo accounts are only signed in as.
 */
import { expect, test } from '@playwright/test';
import { paths } from '@domain/paths.ts';
import { adBanner } from '../../../supabase/seed/creatives.ts';
import { AdManagementPage, MembershipPage, newMember, profileRow } from '../page-models/admin-tools.ts';
import { DEMO, signInAs } from '../page-models/profile-session.ts';
import { serviceClient } from '../support/backend.ts';
import { emailCount, emailTo } from '../support/mailbox.ts';
import { expectFitsBothWidths, screenshot } from '../support/screenshots.ts';

test('an admin searches, filters, switches flags, edits with a plan change and deletes members', async ({ page }) => {
  const admin = await newMember('Curator', { staff: 'admin' });
  const tag = `Weft${Date.now().toString(36)}`;
  const free = await newMember(tag);
  const paid = await newMember(tag, { plan: 'Paid Member' });
  const doomed = await newMember(tag);

  await signInAs(page, admin.email, paths.membershipManagement.href());
  const members = new MembershipPage(page);
  await expect(page.getByRole('heading', { name: 'Membership Management' })).toBeVisible();
  await expect(members.rows().first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Admin Panel' })).toHaveAttribute('href', paths.admin.href());
  await expectFitsBothWidths(page, 'membership-management');

  await members.find(tag, 3);
  await members.plan('Paid').click();
  await expect(members.rows()).toHaveCount(1);
  await expect(members.row(paid.name)).toContainText('Paid Member');
  await members.plan('All').click();
  await expect(members.rows()).toHaveCount(3);

  // The verified switch changes the row at once and the server with it.
  await members
    .row(free.name)
    .getByRole('switch', { name: `Verified: ${free.name}` })
    .click();
  await expect(members.row(free.name).getByRole('switch', { name: /^Verified/ })).toBeChecked();
  await expect.poll(async () => (await profileRow(free.id))?.is_verified_member).toBe(true);

  // A switch the server refuses (the member was deleted meanwhile) goes back, with the reason.
  await serviceClient().auth.admin.deleteUser(doomed.id);
  const corporate = members.row(doomed.name).getByRole('switch', { name: /^Corporate/ });
  await corporate.click();
  await expect(page.getByText('Update Failed', { exact: true })).toBeVisible();
  await expect(corporate).not.toBeChecked();

  // Edit: name and e-mail required; credits blank becomes 0; a plan change grants that plan's credits.
  await members
    .row(free.name)
    .getByRole('button', { name: `Edit ${free.name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Edit ${free.name}` });
  await dialog.getByLabel('Member name').fill('');
  await dialog.getByLabel('Email').fill('not-an-address');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText('Member name is required.')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid email address.')).toBeVisible();
  const renamed = `${free.name} Renamed`;
  const newEmail = `renamed.${free.email}`;
  await dialog.getByLabel('Member name').fill(renamed);
  await dialog.getByLabel('Email').fill(newEmail);
  await dialog.getByLabel('Messaging credits').fill('');
  await dialog.getByLabel('Plan').selectOption('Paid Member');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Member Updated', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await profileRow(free.id)).toMatchObject({
    member_name: renamed,
    email: newEmail,
    membership_type: 'Paid Member',
    messaging_credits: 200,
  });
  await expect(members.row(renamed)).toContainText('Paid Member');
  await expect(members.row(renamed)).toContainText('200');

  // Delete asks first and names what goes.
  await members
    .row(paid.name)
    .getByRole('button', { name: `Delete ${paid.name}` })
    .click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(paid.email);
  await confirm.getByRole('button', { name: 'Delete member' }).click();
  await expect(page.getByText('Member Deleted', { exact: true })).toBeVisible();
  await expect(members.row(paid.name)).toHaveCount(0);
  expect(await profileRow(paid.id)).toBeNull();
});

test('an admin e-mails a promotion to selected members; a failed address is listed', async ({ page }) => {
  const admin = await newMember('Promoter', { staff: 'admin' });
  const tag = `Warp${Date.now().toString(36)}`;
  const first = await newMember(tag);
  const second = await newMember(tag);
  const bounce = await newMember(tag, { email: `bounce.${Date.now().toString(36)}@looms.invalid` });

  await signInAs(page, admin.email, paths.membershipManagement.href());
  const members = new MembershipPage(page);
  await members.find(tag, 3);

  await page.getByRole('button', { name: /^Send e-mail/ }).click();
  await expect(page.getByText('Please select at least one member.', { exact: true })).toBeVisible();

  await page.getByRole('checkbox', { name: 'Select every member on this page' }).check();
  await expect(page.getByText('3 selected')).toBeVisible();
  const since = new Date();
  await page.getByRole('button', { name: 'Send e-mail (3)' }).click();
  const compose = page.getByRole('dialog', { name: 'Send promotion e-mail' });
  await expect(compose).toContainText('To 3 selected members');
  await compose.getByLabel('Subject').fill(`Loom offer ${tag}`);
  await compose.getByRole('button', { name: 'Send to 3' }).click();

  await expect(page.getByText('Some E-mails Failed', { exact: true })).toBeVisible();
  const failed = page.getByRole('list', { name: 'Failed addresses' });
  await expect(failed.getByRole('listitem')).toHaveCount(1);
  await expect(failed).toContainText(bounce.email);
  await expect(failed).toContainText('Recipient address rejected');
  await screenshot(page, 'membership-promotion-partial-1280');

  for (const member of [first, second]) {
    const mail = await emailTo(member.email, since);
    expect(mail.Subject).toBe(`Loom offer ${tag}`);
    expect(mail.Text).toContain(`Dear ${member.name},`);
  }
  expect(await emailCount(bounce.email)).toBe(0);
});

test('a limited admin manages ads with a live preview, but not members', async ({ page }) => {
  const limited = await newMember('Adkeeper', { staff: 'limited_admin' });
  const company = `Loomcraft ${Date.now().toString(36)}`;
  await signInAs(page, limited.email, paths.membershipManagement.href());
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();

  await page.goto(paths.adManagement.href());
  const ads = new AdManagementPage(page);
  await expect(page.getByRole('heading', { name: 'Ad Management' })).toBeVisible();
  await page.getByRole('button', { name: 'New ad' }).click();
  await expect(ads.dialog).toBeVisible();

  // Everything but the click URL is required; the image is checked before it leaves the browser.
  await ads.dialog.getByRole('button', { name: 'Create ad' }).click();
  await expect(ads.dialog.getByText('Company name is required.')).toBeVisible();
  await expect(ads.dialog.getByText('Please choose an image for the ad.')).toBeVisible();
  const picker = ads.field('Image');
  await picker.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(1024 * 1024 + 1, 1) });
  await expect(ads.dialog.getByText('Image must be under 1MB.')).toBeVisible();
  await picker.setInputFiles({ name: 'moving.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(ads.dialog.getByText('Only JPG, PNG, or WEBP allowed.')).toBeVisible();

  const banner = adBanner({
    file: 'e2e.png',
    company,
    brand: { initials: 'LC', base: '#12284a', accent: '#ea6a1f' },
    headline: 'Ring-spun cotton yarn, 30s to 60s',
    detail: 'Compact and combed, ex-mill Coimbatore',
    cta: 'Enquire now',
  });
  await picker.setInputFiles({ name: 'Loomcraft Banner.png', mimeType: 'image/png', buffer: Buffer.from(banner) });
  await ads.field('Company').fill(company);
  await ads.field('Alt text').fill(`${company}: cotton yarn`);
  // A booking far ahead: it shows on no page while other tests run.
  await ads.field('From').fill('2099-01-01');
  await ads.field('To').fill('2099-01-31');
  await ads.field('Placement').selectOption('Premium');
  const locations = await ads.field('Page location').locator('option').allTextContents();
  expect(locations).toEqual(expect.arrayContaining(['All Premium pages', 'News', 'Login', 'Price List']));
  expect(locations).not.toContain('Home');
  await ads.field('Page location').selectOption('News');
  await ads.field('Click URL').fill('ftp://nope');
  const preview = ads.dialog.getByRole('complementary', { name: 'Ad preview' });
  await expect(preview.getByRole('img', { name: `${company}: cotton yarn` })).toBeVisible();
  await expect(ads.dialog.getByText('750×300 px', { exact: true })).toBeVisible();
  await ads.dialog.getByRole('button', { name: 'Create ad' }).click();
  await expect(ads.dialog.getByText(/Click URL must start with http/)).toBeVisible();
  await ads.field('Click URL').fill(paths.corporateMembers.href());
  await expect(preview.getByRole('link')).toHaveAttribute('href', paths.corporateMembers.href());
  await screenshot(page, 'ad-management-dialog-1280');
  await ads.dialog.getByRole('button', { name: 'Create ad' }).click();
  await expect(page.getByText('Ad Created', { exact: true })).toBeVisible();

  const row = ads.row(company);
  await expect(row).toContainText('Scheduled');
  await expect(row).toContainText('Premium / News');
  const { data: stored } = await serviceClient().from('corporate_ads').select('*').eq('company_name', company).single();
  expect(stored).toMatchObject({
    placement_type: 'Premium',
    page_location: 'News',
    click_url: paths.corporateMembers.href(),
  });
  expect(stored!.ad_image_path).toMatch(/^public\/\d+-Loomcraft-Banner\.png$/);
  const file = await serviceClient().storage.from('corporateads').download(stored!.ad_image_path!);
  expect(file.data?.size).toBe(banner.byteLength);
  await expectFitsBothWidths(page, 'ad-management');

  // The status switch: Inactive at once, and on the server.
  await row.getByRole('switch').click();
  await expect(row).toContainText('Inactive');
  await expect
    .poll(async () => (await serviceClient().from('corporate_ads').select('status').eq('id', stored!.id).single()).data)
    .toEqual({ status: false });

  // Edit opens the same dialog with the ad; delete asks first and removes the image file too.
  await row.getByRole('button', { name: /^Edit ad/ }).click();
  await expect(ads.field('Company')).toHaveValue(company);
  await ads.field('Alt text').fill(`${company}: combed cotton`);
  await ads.dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Ad Updated', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: /^Delete ad/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete ad' }).click();
  await expect(page.getByText('Ad Deleted', { exact: true })).toBeVisible();
  await expect(ads.row(company)).toHaveCount(0);
  await expect
    .poll(async () => (await serviceClient().storage.from('corporateads').download(stored!.ad_image_path!)).data)
    .toBeNull();

  // The database recorded each change as this limited admin's.
  const { data: audit } = await serviceClient()
    .from('admin_audit_log')
    .select('action, actor_role')
    .eq('row_id', stored!.id)
    .order('id');
  expect(audit).toEqual([
    { action: 'insert', actor_role: 'limited_admin' },
    { action: 'update', actor_role: 'limited_admin' },
    { action: 'update', actor_role: 'limited_admin' },
    { action: 'delete', actor_role: 'limited_admin' },
  ]);
});

test('the /admin2 administrator sees the operations figures, charts and the audit log', async ({ page }) => {
  // An admin action to find in the log.
  const admin = await newMember('Auditor', { staff: 'admin' });
  const member = await newMember(`Audited${Date.now().toString(36)}`);
  await signInAs(page, admin.email, paths.membershipManagement.href());
  const members = new MembershipPage(page);
  await members.find(member.name, 1);
  await members
    .row(member.name)
    .getByRole('switch', { name: /^Verified/ })
    .click();
  await expect.poll(async () => (await profileRow(member.id))?.is_verified_member).toBe(true);

  await signInAs(page, DEMO.admin2.email, paths.admin2.href());
  await expect(page.getByRole('heading', { name: 'Operations' })).toBeVisible();
  const figures = page.locator('dl[aria-label="Key figures"]');
  await expect(figures).toContainText('Members');
  const { count } = await serviceClient().from('yarnconnect_free').select('id', { count: 'exact', head: true });
  await expect(page.getByText(`${count!.toLocaleString('en-IN')} members`, { exact: true })).toBeVisible();
  for (const chart of [
    'Sign-ups per day',
    'Credits granted per day, by reason',
    'Enquiries, offers and bids per day',
  ]) {
    const figure = page.locator('figure').filter({ hasText: chart });
    await expect(figure.locator('canvas')).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Open RFQs' })).toBeVisible();

  const log = page.getByRole('region', { name: 'Audit entries' });
  await page.getByRole('searchbox', { name: 'Search the audit log' }).fill(member.name);
  const entry = log.locator('tbody tr[data-row]').filter({ hasText: member.name });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(admin.email);
  await expect(entry).toContainText('is_verified_member: false → true');
  await page.getByRole('group', { name: 'Kind of entry' }).getByRole('button', { name: 'Ads' }).click();
  await expect(entry).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search the audit log' }).fill('');
  await page.getByRole('group', { name: 'Kind of entry' }).getByRole('button', { name: 'All' }).click();
  await expectFitsBothWidths(page, 'admin2-operations');
});
