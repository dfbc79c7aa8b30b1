/**
 * Live data over Realtime: what another member or the company does shows on an open page without a
 * reload — a new enquiry on the board (highlighted), the credit balance and a bid's status on the
 * member's profile, and a role an admin took away (the database's role hint).
 */
import { expect, test, type Page } from '@playwright/test';
import { paths } from '@domain/paths.ts';
import { serviceClient } from '../support/backend.ts';
import { BoardPage } from '../page-models/board-page.ts';
import { arrangePriceDesk, PriceManagementPage } from '../page-models/price-management-page.ts';
import { ShellPage } from '../page-models/shell-page.ts';
import { ProfilePage } from '../page-models/profile-page.ts';
import { anonClient, DEMO, DEMO_PASSWORD, signInAs } from '../page-models/profile-session.ts';
import { screenshot } from '../support/screenshots.ts';

/** A supabase-js client signed in as a demo member (the second person, in another browser). */
async function memberClient(email: string) {
  const client = anonClient();
  const { error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error) throw new Error(`sign-in as ${email} failed: ${error.message}`);
  return client;
}

/** Marks the document; a reload would lose the mark. */
const markDocument = (page: Page) => page.evaluate('window.__liveTest = true');
const sameDocument = (page: Page) => page.evaluate('window.__liveTest === true');

test('a second member’s new enquiry appears on the open board, highlighted, without a reload', async ({ page }) => {
  await signInAs(page, DEMO.paid.email, paths.purchaseEnquiries.href());
  const board = new BoardPage(page, 'enquiry');
  await expect(board.firstPost()).toBeVisible();
  const before = await board.count.textContent();
  await markDocument(page);

  const other = await memberClient(DEMO.free.email);
  const { data, error } = await other
    .from('purchase_enquiries')
    .insert({ fibre_type: 'Viscose', specific_type: 'Live update check' })
    .select('enquiry_number')
    .single();
  expect(error).toBeNull();

  const row = board.row(data!.enquiry_number);
  await expect(row).toBeVisible();
  await expect(board.firstPost()).toContainText(data!.enquiry_number);
  await expect(row).toHaveClass(/board-table__row--fresh/);
  await screenshot(page, 'live-board-new-enquiry');
  await expect(board.count).not.toHaveText(before ?? '');
  expect(await sameDocument(page)).toBe(true);
  // The highlight fades: the mark goes after a few seconds.
  await expect(row).not.toHaveClass(/board-table__row--fresh/, { timeout: 10_000 });
});

test('the profile’s credit balance and bid status change live', async ({ page }) => {
  const admin = serviceClient();
  const { data: product } = await admin
    .from('corporate_products')
    .select('id')
    .eq('visibility_status', 'Reveal')
    .eq(
      'company_id',
      (await admin.from('company_executives').select('company_id').eq('user_id', DEMO.exec.id).single()).data!
        .company_id,
    )
    .limit(1)
    .single();
  const bidder = await memberClient(DEMO.vendor.email);
  const placed = await bidder.rpc('place_corporate_bid', {
    p_product_id: product!.id,
    p_bid_price: 123.45,
    p_bid_quantity: 7,
  });
  expect(placed.error).toBeNull();
  const bidId = (placed.data as { id: string }).id;

  await signInAs(page, DEMO.vendor.email, paths.profile.href(DEMO.vendor.id));
  const profile = new ProfilePage(page);
  const credits = profile.fact('Messaging Credits');
  await expect(credits).toBeVisible();
  const bids = profile.table('Bids Status list');
  await expect(bids.getByRole('row').filter({ hasText: '123.45' })).toContainText('Pending');
  await markDocument(page);

  const balance = Number(await credits.textContent());
  try {
    // An admin grants credits in the admin panel.
    const granted = await admin.rpc('admin_update_member', {
      p_user_id: DEMO.vendor.id,
      p_changes: { messaging_credits: balance + 40 },
    });
    expect(granted.error).toBeNull();
    await expect(credits).toHaveText(String(balance + 40));

    // The company's executive accepts the bid.
    const exec = await memberClient(DEMO.exec.email);
    const accepted = await exec.rpc('accept_customer_bid', { p_bid_id: bidId });
    expect(accepted.error).toBeNull();
    await expect(bids.getByRole('row').filter({ hasText: '123.45' })).toContainText('Accepted');
    expect(await sameDocument(page)).toBe(true);
  } finally {
    await admin.rpc('admin_update_member', { p_user_id: DEMO.vendor.id, p_changes: { messaging_credits: balance } });
  }
});

test('an executive removed from their company loses the workstation at once, without a reload', async ({ page }) => {
  const desk = await arrangePriceDesk('Demoted');
  const executive = desk.executives[1];
  const sheet = await PriceManagementPage.openAs(page, executive.email);
  await expect(sheet.rows.first()).toBeVisible();
  const shell = new ShellPage(page);
  await expect(shell.workstationButton).toBeVisible();
  await markDocument(page);

  // An admin ends the link (here straight in the database, as the admin panel's removal does).
  const removed = await serviceClient().from('company_executives').delete().eq('user_id', executive.id);
  expect(removed.error).toBeNull();

  await expect(shell.workstationButton, 'the menu follows the server at once').toBeHidden({ timeout: 5_000 });
  await expect(sheet.heading).toBeHidden();
  expect(await sameDocument(page)).toBe(true);
});
