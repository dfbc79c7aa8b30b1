import { expect, test } from '@playwright/test';
import { serviceClient } from '../support/backend.ts';
import { CompanyPageModel, toastDescription, toastTitle } from '../page-models/corporate-page.ts';
import { DEMO, signInAs } from '../page-models/profile-session.ts';
import { paths } from '@domain/paths.ts';
import { expectFitsBothWidths } from '../support/screenshots.ts';

const COMPANY_A = { id: 'c0000000-0000-4000-a000-000000000001', name: 'Surat Synthetics Ltd' };

async function credits(userId: string): Promise<number> {
  const { data, error } = await serviceClient()
    .from('yarnconnect_free')
    .select('messaging_credits')
    .eq('id', userId)
    .single();
  if (error) throw new Error(error.message);
  return data.messaging_credits as number;
}

test('corporate members: cards by name, search, and View Profile opens the company page', async ({ page }) => {
  await page.goto(paths.corporateMembers.href());
  const cards = page.getByRole('list', { name: 'Corporate members' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const names = await cards.locator('.company-card__name').allTextContents();
  expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  await expectFitsBothWidths(page, 'corporate-members');

  const search = page.getByRole('searchbox', { name: 'Search corporate members' });
  await search.fill('no such company xyz');
  await expect(page.getByText('No corporate members found matching your search.')).toBeVisible();
  await search.fill('surat synth');
  await expect(cards).toHaveCount(1);
  await page.getByRole('link', { name: `View Profile of ${COMPANY_A.name}` }).click();
  await expect(page).toHaveURL(paths.company.href(COMPANY_A.id));
  await expect(page.getByRole('heading', { level: 1, name: COMPANY_A.name })).toBeVisible();
});

test('a visitor sees the login prompt instead of the team, and no bid inputs', async ({ page }) => {
  const company = new CompanyPageModel(page);
  await company.goto(COMPANY_A.id);
  await expect(company.heading()).toHaveText(COMPANY_A.name);
  await expect(company.loginPrompt()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Executives' })).toHaveCount(0);
  await expect(company.firstProductRow()).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Bid price/ })).toHaveCount(0);
  await expect(page.locator('.company-banner')).toHaveCSS('height', '300px');
  await expectFitsBothWidths(page, 'company-visitor');

  await page.getByRole('searchbox', { name: 'Search products' }).fill('zzz-no-product');
  await expect(page.getByText('No products match your search.')).toBeVisible();
});

test('a member bids on a corporate product: one credit spent and the bid recorded', async ({ page }) => {
  const before = await credits(DEMO.paid.id);
  await signInAs(page, DEMO.paid.email, paths.company.href(COMPANY_A.id));
  const company = new CompanyPageModel(page);
  await expect(page.getByRole('heading', { name: 'Executives' })).toBeVisible();

  // Bad input is explained and changes nothing.
  await company.bidOnFirstProduct('12.345', '100');
  await expect(toastDescription(page)).toHaveText('Please enter a valid bid price.');
  await company.bidOnFirstProduct('245.50', '0');
  await expect(toastDescription(page)).toHaveText('Please enter a valid bid quantity.');
  await expect(company.confirmDialog()).toHaveCount(0);

  await company.bidOnFirstProduct('245.50', '750');
  await expect(company.confirmDialog()).toContainText('₹245.50 per kg for 750 kg');
  await expectFitsBothWidths(page, 'company-bid-confirm');
  await company.confirmDialog().getByRole('button', { name: 'Submit Bid' }).click();
  await expect(toastTitle(page)).toHaveText('Bid Submitted!');
  await expect(toastDescription(page)).toContainText('₹245.50');
  await expect(company.firstProductRow().getByRole('textbox', { name: /Bid price/ })).toHaveValue('');

  expect(await credits(DEMO.paid.id)).toBe(before - 1);
  const { data: bids } = await serviceClient()
    .from('customer_bids')
    .select('bid_price, bid_quantity, corporate_company_id, bid_status')
    .eq('bidder_user_id', DEMO.paid.id)
    .eq('bid_quantity', 750);
  expect(bids).toEqual([
    { bid_price: 245.5, bid_quantity: 750, corporate_company_id: COMPANY_A.id, bid_status: 'Pending' },
  ]);
  await expectFitsBothWidths(page, 'company-member');
});

test("a company's own executive is refused with Action Denied", async ({ page }) => {
  await signInAs(page, DEMO.exec.email, paths.company.href(COMPANY_A.id));
  await new CompanyPageModel(page).bidOnFirstProduct('100', '10');
  await expect(toastTitle(page)).toHaveText('Action Denied');
  await expect(toastDescription(page)).toHaveText("You cannot bid on your own company's products.");
});
