/**
 * The comparison matrix draws only the vendor rows in view (a virtual list inside its scroll area): scrolling the
 * area must draw the later vendors, not leave them a blank spacer. A round with more vendors than one screen holds,
 * built through the API with the service role (the bid trigger still checks and stamps each bid).
 */
import { expect, test } from '@playwright/test';
import { paths } from '@domain/paths.ts';
import { anonClient, DEMO, DEMO_PASSWORD, signInAs } from '../page-models/profile-session.ts';
import { COMPANY_A, SourcingDashboard } from '../page-models/sourcing-page.ts';
import { serviceClient } from '../support/backend.ts';

/** More rows than the 520 px scroll area shows plus the virtualizer's overscan. */
const VENDORS = 26;

async function rfqWithManyBids(): Promise<{ number: string; lastVendor: string }> {
  const db = serviceClient();
  const members = await db
    .from('yarnconnect_free')
    .select('id, business_name')
    .like('email', '%@loomconnect.test')
    .neq('id', DEMO.exec.id)
    .order('email')
    .limit(VENDORS);
  if (members.error) throw new Error(members.error.message);
  expect(members.data.length, 'seeded members to bid').toBe(VENDORS);

  const rfq = await db
    .from('sourcing_requests')
    .insert({
      user_id: DEMO.exec.id,
      company_id: COMPANY_A.id,
      department: 'trims',
      custom_item: 'Matrix scroll check: woven labels',
      quantity: '10000',
      quantity_unit: 'pcs',
    })
    .select('id, request_number')
    .single();
  if (rfq.error) throw new Error(rfq.error.message);
  // Round 1 opens (unsealed) as the executive would open it.
  const exec = anonClient();
  expect((await exec.auth.signInWithPassword({ email: DEMO.exec.email, password: DEMO_PASSWORD })).error).toBeNull();
  expect((await exec.rpc('start_next_bid_round', { p_rfq_id: rfq.data.id, p_bid_status: 'private' })).error).toBeNull();
  const round = await db.from('sourcing_bid_rounds').select('id').eq('sourcing_request_id', rfq.data.id).single();
  if (round.error) throw new Error(round.error.message);

  // Prices rise with the vendor, so the matrix (best price first) lists the last member last.
  const bids = await db.from('sourcing_bids').insert(
    members.data.map((m, i) => ({
      sourcing_request_id: rfq.data.id,
      company_id: COMPANY_A.id,
      round_id: round.data.id,
      round_number: 1,
      vendor_user_id: m.id,
      quoted_price: 2 + i / 100,
      delivery_time_days: 10,
    })),
  );
  if (bids.error) throw new Error(bids.error.message);
  return { number: rfq.data.request_number, lastVendor: members.data[VENDORS - 1].business_name };
}

test('scrolling the comparison matrix draws the vendors further down', async ({ page }) => {
  const { number, lastVendor } = await rfqWithManyBids();
  await signInAs(page, DEMO.exec.email, `${paths.sourcing.href('trims-accessories')}?tab=overview`);
  const row = await new SourcingDashboard(page).openRfq(number);
  await row.getByRole('button', { name: 'Comparison matrix' }).click();
  const matrix = row.getByRole('region', { name: `Comparison matrix of ${number}` });
  const vendors = matrix.getByRole('rowheader');
  await expect(vendors.first()).toBeVisible();
  // The first screen only: the last vendor is not drawn yet.
  await expect(vendors.filter({ hasText: lastVendor })).toHaveCount(0);
  expect(await vendors.count()).toBeLessThan(VENDORS);

  await matrix.scrollIntoViewIfNeeded();
  await matrix.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(vendors.filter({ hasText: lastVendor })).toBeInViewport();
  await expect(vendors.first()).not.toContainText(lastVendor);
});
