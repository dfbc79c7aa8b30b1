import { expect, test } from '@playwright/test';
import { serviceClient } from '../support/backend.ts';
import { DEMO, signInAs } from '../page-models/profile-session.ts';
import { paths } from '@domain/paths.ts';
import { expectFitsBothWidths, screenshot } from '../support/screenshots.ts';

test('a Paid Member searches the directory with the exact count', async ({ page }) => {
  const service = serviceClient();
  const listedCount = async () =>
    (await service.from('yarnconnect_free').select('id', { count: 'exact', head: true }).eq('list_in_directory', true))
      .count!;
  // Specs running beside this one sign members up: the page's count is the database's at some moment in between.
  const before = await listedCount();
  const { data: listed } = await service
    .from('yarnconnect_free')
    .select('member_name, district')
    .eq('list_in_directory', true)
    .not('district', 'is', null)
    .limit(1)
    .single();

  await signInAs(page, DEMO.paid.email, paths.listedSubscribers.href());
  await expect(page.getByRole('heading', { name: 'Listed Subscribers' })).toBeVisible();
  const shown = page.getByText(/of \d+ subscribers/);
  await expect(shown).toBeVisible();
  const after = await listedCount();
  const count = Number((await shown.textContent())!.match(/of (\d+) subscribers/)![1]);
  expect(count).toBeGreaterThanOrEqual(before);
  expect(count).toBeLessThanOrEqual(after);
  await expectFitsBothWidths(page, 'directory');

  const search = page.getByRole('searchbox', { name: 'Search subscribers' });
  await search.fill(listed!.member_name.toUpperCase());
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows.first()).toContainText(listed!.member_name);
  await search.fill(listed!.district!.toLowerCase());
  await expect(rows.first()).toContainText(listed!.district!);

  await search.fill('zz-nobody-matches-this');
  await expect(page.getByText('No subscribers found matching your criteria.')).toBeVisible();
});

test('on a phone each subscriber is a card and nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, DEMO.paid.email, paths.listedSubscribers.href());
  const region = page.getByRole('region', { name: 'Listed subscribers', exact: true });
  const card = region.locator('tbody tr').first();
  await expect(card).toBeVisible();
  await expect(region.locator('thead')).toBeHidden();
  // The table region itself does not scroll sideways, nor does the page.
  expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  expect(await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth')).toBeLessThanOrEqual(
    0,
  );
  // A card: its cells stacked one under another, each labelled by its column.
  const cells = card.locator('td');
  const [name, business] = [(await cells.nth(0).boundingBox())!, (await cells.nth(1).boundingBox())!];
  expect(business.y).toBeGreaterThanOrEqual(name.y + name.height - 1);
  expect(name.width).toBeLessThanOrEqual(390);
  await expect(cells.nth(2)).toHaveAttribute('data-label', 'Email');
  await screenshot(page, 'directory-cards-390');
});
