/**
 * The Market page (issue 27) in the browser against the local stack and its seed: a Paid Member reads the live
 * index (40s combed cotton in Tiruppur against last week), filters it, opens the class with its chart and mills,
 * follows it and exports what is shown; Free Members and visitors get the delayed five with the upgrade call.
 * Every view fits 390 px without scrolling sideways.
 */
import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { MARKET_UNFOLLOW_TITLE, marketUnfollowWarning } from '@domain/market.ts';
import { parseDelimited } from '@domain/spreadsheet.ts';
import { paths } from '@domain/paths.ts';
import { DEMO, signInAs } from '../page-models/profile-session.ts';
import { serviceClient } from '../support/backend.ts';
import { expectFitsBothWidths } from '../support/screenshots.ts';

const COMBED_40S = 'Cotton · Combed · 40s';

const table = (page: Page) => page.getByRole('table', { name: 'Market index' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const rowOf = (page: Page, label: string, centre: string) =>
  bodyRows(page)
    .filter({ has: page.getByRole('link', { name: label, exact: true }) })
    .filter({ hasText: centre });

test.beforeAll(async () => {
  // A follow left by an earlier run would show as "Following" and hide the Follow button.
  const { error } = await serviceClient().from('market_watches').delete().eq('user_id', DEMO.paid.id);
  if (error) throw new Error(error.message);
});

test('a Paid Member reads the live market, filters it, opens 40s combed cotton in Tiruppur and follows it', async ({
  page,
}) => {
  await signInAs(page, DEMO.paid.email, paths.market.href());
  await expect(page.getByRole('heading', { name: 'Market', level: 1 })).toBeVisible();
  await expect(page.getByText('Upgrade to Paid Membership')).toHaveCount(0);
  const tiruppur = rowOf(page, COMBED_40S, 'Tiruppur');
  await expect(tiruppur).toHaveCount(1);
  // Against last week: the 7-day change is a figure, not a dash.
  await expect(tiruppur.locator('td').nth(6)).toHaveText(/^[▲▼]?\s*[+−]?\d+\.\d %$/);
  await expect(tiruppur.getByRole('img', { name: /30-day median trend/ })).toBeVisible();
  const all = await bodyRows(page).count();
  expect(all).toBeGreaterThan(5);

  await page.getByRole('combobox', { name: 'Centre' }).selectOption('Tiruppur');
  await expect(bodyRows(page)).not.toHaveCount(all);
  for (const centre of await bodyRows(page).locator('td:nth-child(2)').allTextContents())
    expect(centre).toBe('Tiruppur');
  await page.getByRole('searchbox', { name: 'Search classes' }).fill('40s combed');
  await expect(bodyRows(page)).toHaveCount(1);

  // CSV of what is shown: the one row, raw figures.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^loomconnect-market-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = parseDelimited(await fs.readFile(await download.path(), 'utf8'), ',').filter((r) => r.length > 1);
  expect(csv[0].slice(0, 5)).toEqual(['Class', 'Centre', 'Fibre', 'Department', 'Median (₹)']);
  expect(csv).toHaveLength(2);
  expect(csv[1].slice(0, 2)).toEqual([COMBED_40S, 'Tiruppur']);
  expect(Number(csv[1][4])).toBeGreaterThan(0);
  await expectFitsBothWidths(page, 'market-paid');

  // Keyboard: the row takes focus and Enter opens the class page.
  await tiruppur.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/market\/cotton\/combed\/40s\?centre=Tiruppur$/);
  await expect(page.getByRole('heading', { name: COMBED_40S, level: 1 })).toBeVisible();
  await expect(page.locator('.market-chart canvas')).toBeVisible();
  await page.getByRole('group', { name: 'Chart range' }).getByRole('button', { name: '1M' }).click();
  await expect(page.getByRole('button', { name: '1M' })).toHaveAttribute('aria-pressed', 'true');
  const mills = page.getByRole('table', { name: 'Mills quoting this class' });
  await expect(mills.locator('tbody tr').first()).toBeVisible();
  expect(await mills.locator('tbody tr').count()).toBeGreaterThanOrEqual(3);
  await expect(mills.getByRole('link', { name: 'Noyyal Spinning Mills' })).toHaveAttribute('href', /^\/corporate\//);

  await page.getByRole('button', { name: 'Follow' }).click();
  await expect(page.getByText('Following · 2 %')).toBeVisible();
  const { data } = await serviceClient()
    .from('market_watches')
    .select('class_key, centre, threshold_pct')
    .eq('user_id', DEMO.paid.id);
  expect(data).toEqual([{ class_key: 'cotton/combed/40s', centre: 'Tiruppur', threshold_pct: 2 }]);
  await expectFitsBothWidths(page, 'market-class');

  // Unfollowing asks first, saying which alerts stop; Cancel keeps the watch, Unfollow ends it on the server.
  const watchesOfPaid = async () =>
    (await serviceClient().from('market_watches').select('id').eq('user_id', DEMO.paid.id)).data?.length;
  await page.getByRole('button', { name: 'Unfollow' }).click();
  const ask = page.getByRole('alertdialog', { name: MARKET_UNFOLLOW_TITLE });
  await expect(ask).toContainText(marketUnfollowWarning(`${COMBED_40S}, Tiruppur`, 2));
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toHaveCount(0);
  await expect(page.getByText('Following · 2 %')).toBeVisible();
  expect(await watchesOfPaid()).toBe(1);
  await page.getByRole('button', { name: 'Unfollow' }).click();
  await ask.getByRole('button', { name: 'Unfollow' }).click();
  await expect(page.getByRole('button', { name: 'Follow' })).toBeVisible();
  await expect.poll(watchesOfPaid).toBe(0);
});

for (const who of ['Free Member', 'visitor'] as const) {
  test(`a ${who} sees the five most-quoted classes a day late, with the upgrade call`, async ({ page }) => {
    if (who === 'Free Member') await signInAs(page, DEMO.free.email, paths.market.href());
    else await page.goto(paths.market.href());
    await expect(page.getByText(/Delayed: closing prices of \d{1,2} \w{3} \d{4}/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upgrade to Paid Membership' })).toHaveAttribute(
      'href',
      paths.payment.href(),
    );
    await expect(bodyRows(page)).toHaveCount(5);
    for (const centre of await bodyRows(page).locator('td:nth-child(2)').allTextContents())
      expect(centre).toBe('All India');
    await expect(page.getByRole('toolbar', { name: 'Market filters' })).toHaveCount(0);
    await expectFitsBothWidths(page, `market-delayed-${who === 'visitor' ? 'visitor' : 'free'}`);
    // The class page: the delayed chart, no mills and no Follow.
    await bodyRows(page).first().getByRole('link').click();
    await expect(page.locator('.market-chart canvas')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Mills quoting this class' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Follow' })).toHaveCount(0);
  });
}
