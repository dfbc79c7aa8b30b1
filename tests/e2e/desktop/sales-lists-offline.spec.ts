/**
 * A company's latest price list kept offline for its sales team (issue 28), on the desktop rig: the executive
 * publishes the company's list (publish-price-list); a member of its sales team signs in on the desktop and, without pressing
 * anything, finds it "Available offline" with the reason "Kept offline for your sales team" (main pinned it).
 * Then main's network goes, and the list opens in the viewer from the copy on this desktop.
 */
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@domain/database.ts';
import { dayInIndia } from '@domain/format.ts';
import { paths } from '@domain/paths.ts';
import { DEMO_PASSWORD, newEmail } from '../page-models/profile-session.ts';
import { PriceListPage } from '../page-models/price-list-page.ts';
import { expect, test, type StackClient } from './fixture.ts';

const screenshots = path.resolve(import.meta.dirname, '../../artifacts/screenshots');
const COMPANY_A = 'c0000000-0000-4000-a000-000000000001';

test.describe.configure({ timeout: 300_000 });

/** A new Free Member on the rig's stack, put on company A's sales team by its executive through the API. */
async function salesperson(
  client: StackClient,
  exec: SupabaseClient<Database>,
): Promise<{ id: string; email: string }> {
  const service = client('service');
  const email = newEmail('seller');
  const created = await service.auth.admin.createUser({ email, password: DEMO_PASSWORD, email_confirm: true });
  if (created.error) throw created.error;
  const id = created.data.user.id;
  const profile = await service.rpc('create_member_profile', {
    p_user_id: id,
    p_profile: { member_name: 'Meera Seller', business_name: 'Meera Agencies', email, membership_type: 'Free Member' },
  });
  if (profile.error) throw new Error(profile.error.message);
  const added = await exec.from('company_sales_team').insert({ company_id: COMPANY_A, user_id: id });
  if (added.error) throw new Error(added.error.message);
  return { id, email };
}

/** The executive publishes company A's list (all departments) through publish-price-list: its row. */
async function publishCompanyList(exec: SupabaseClient<Database>): Promise<{ id: string; description: string }> {
  const { data, error } = await exec.functions.invoke('publish-price-list', {
    body: { company_id: COMPANY_A, department: null, valid_until: dayInIndia(new Date()), mode: 'publish' },
  });
  if (error) throw new Error(String(error));
  return (data as { list: { id: string; description: string } }).list;
}

test("a salesperson finds the company's latest list offline without pressing anything, and opens it with the network gone", async ({
  page,
  rig,
  client,
  clientAs,
  signIn,
  syncBar,
}) => {
  // Company A's executive publishes, through the API.
  const exec = await clientAs('executive');
  const list = await publishCompanyList(exec);
  const title = list.description;
  const seller = await salesperson(client, exec);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(seller, paths.priceList.href());
  const prices = new PriceListPage(page);

  // A published list's row, found by its pin (named by the list's description).
  const row = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: `Pin offline: ${title}` }) });
  const state = row.getByTestId('offline-state');
  await expect(state).toContainText('Available offline', { timeout: 60_000 });
  await expect(state).toContainText('Kept offline for your sales team');
  // Main pinned it for the company, not the person: their own pin is untouched.
  const status = await rig.service.offlineLists();
  expect(status.companyPinned).toEqual([list.id]);
  expect(status.pinned).toEqual([]);
  await expect(page.getByRole('button', { name: `Pin offline: ${title}` })).toHaveAttribute('aria-pressed', 'false');
  // Lists of no company carry no reason.
  await expect(page.getByText('Kept offline for your sales team')).toHaveCount(1);
  await page.screenshot({ path: path.join(screenshots, 'desktop-sales-lists-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(screenshots, 'desktop-sales-lists-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The network goes: the list opens from this desktop's copy.
  await syncBar.goOffline();
  await row.getByRole('button', { name: /^All departments · Edition \d+$/ }).click();
  await expect(prices.viewer.renderedPage.first()).toBeVisible({ timeout: 60_000 });
  rig.setMainOnline(true);
});
