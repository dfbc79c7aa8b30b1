/**
 * A member becomes a vendor without a dead end (issue 23): the sourcing desk they may not use explains itself
 * and offers Become a Vendor; they apply to a company department; the company's executive accepts it in Vendor
 * Mgmt; the member reads the decision, finds the department under Submit Bids, and is told on WhatsApp. Also
 * the way to the trading boards from the first page. Layouts are checked at 1280 and 390 px (no sideways
 * scrolling); SCREENSHOTS=1 keeps pictures of each in tests/artifacts/screenshots.
 */
import { expectFitsBothWidths, screenshotOf, VIEWPORTS } from '../support/screenshots.ts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCESS_DENIED_SOURCING } from '@domain/messages.ts';
import { paths } from '@domain/paths.ts';
import { DEMO, signInAs } from '../page-models/profile-session.ts';
import { E2E } from '../support/e2e-env.ts';

const COMPANY = 'Surat Synthetics Ltd';

/** The page fits 1280 and 390 px; with SCREENSHOTS=1, a picture of the part the test is about at each width. */
async function atBothWidths(page: Page, name: string, detail: Locator): Promise<void> {
  await expectFitsBothWidths(page, name);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await screenshotOf(detail, `${name}-${viewport.width}-detail`);
  }
  await page.setViewportSize(VIEWPORTS[0]);
}

/** The WhatsApp texts the local stack captured for a number. */
async function whatsappTexts(to: string): Promise<string[]> {
  const list = (await (await fetch(`${E2E.mailUrl}/api/v1/messages?channel=whatsapp&limit=1000`)).json()) as {
    messages: { ID: string; To: { Address: string }[] }[];
  };
  return Promise.all(
    list.messages
      .filter((m) => m.To[0]?.Address === to)
      .map(
        async (m) => ((await (await fetch(`${E2E.mailUrl}/api/v1/message/${m.ID}`)).json()) as { Text: string }).Text,
      ),
  );
}

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ viewport: { width: 1280, height: 900 } });

test('a member is offered what they can do at a sourcing desk, and applies to be its vendor', async ({ page }) => {
  await signInAs(page, DEMO.free.email, paths.sourcing.href('trims-accessories'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(main.getByText(ACCESS_DENIED_SOURCING)).toBeVisible();
  await expect(main.getByText(/A sourcing desk is where a company’s executives raise requests/)).toBeVisible();
  const offers = main.getByRole('list', { name: 'What you can do instead' });
  await expect(offers.getByRole('link', { name: /See open buyer enquiries/ })).toBeVisible();
  await atBothWidths(page, 'sourcing-denied-member', main.locator('.access-denied'));

  await offers.getByRole('link', { name: /Become a Vendor/ }).click();
  await expect(page).toHaveURL(/\/vendor-application\?department=trims$/);
  await expect(page).toHaveTitle('Become a Vendor · LoomConnect');
  await expect(main.getByRole('combobox', { name: /Department/ })).toHaveValue('trims');
  await main.getByRole('combobox', { name: /Company/ }).selectOption({ label: COMPANY });
  await main
    .getByRole('textbox', { name: /About your business/ })
    .fill('Woven labels and hang tags, 2 lakh pcs a month.');
  await main.getByRole('button', { name: 'Send Application' }).click();
  const mine = main.getByRole('table', { name: 'Your vendor applications' });
  await expect(mine.getByRole('row', { name: new RegExp(COMPANY) })).toContainText('Awaiting decision');
  await expect(main.getByRole('button', { name: 'Send Application' })).toBeDisabled();
  await atBothWidths(page, 'vendor-application', main.locator('.vendor-application'));
});

test('the company’s executive accepts it in Vendor Mgmt; the member is told and is a vendor under Submit Bids', async ({
  page,
}) => {
  await signInAs(page, DEMO.exec.email, paths.sourcing.href('trims-accessories'));
  const main = page.getByRole('main');
  const applications = main.getByRole('table', { name: 'Vendor applications awaiting a decision' });
  const row = applications.getByRole('row', { name: /Woven labels and hang tags/ });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await atBothWidths(page, 'vendor-mgmt-application', main.locator('.sourcing'));
  await row.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Vendor Added!');
  await expect(applications).toHaveCount(0);
  await expect(main.getByRole('table', { name: 'Approved vendors' })).toContainText(DEMO.free.email);

  await signInAs(page, DEMO.free.email, paths.bidSubmission.href());
  await expect(main.getByText(/Registered with: Trims & Accessories/)).toBeVisible();
  await expect(main.getByRole('table', { name: 'Your vendor applications' })).toContainText('Accepted');
});

test('the applicant got the decision on WhatsApp', async () => {
  // Farhan Free's mobile number in supabase/seed.sql.
  const texts = await whatsappTexts('+919800000008');
  expect(
    texts.filter((t) => t.includes(`${COMPANY} has accepted you as a vendor of Trims & Accessories.`)),
  ).toHaveLength(1);
});

test('the trading boards and their forms are a click from the first page', async ({ page }) => {
  await signInAs(page, DEMO.paid.email);
  const boards = page.getByRole('region', { name: 'Trade on the boards' });
  await expect(boards.getByRole('link', { name: 'Post Purchase Enquiry' })).toBeVisible();
  await atBothWidths(page, 'home-boards', boards);
  await boards.getByRole('link', { name: /Browse offers/ }).click();
  await expect(page).toHaveURL(paths.salesOffers.href());
  await expect(page).toHaveTitle('Sales Offers · LoomConnect');
  await page
    .getByRole('main')
    .getByRole('link', { name: /My Offers/ })
    .click();
  await expect(page.getByRole('heading', { name: 'My Sales Offers' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Post Sales Offer' }).click();
  await expect(page).toHaveURL(paths.postSalesOffer.href());
});
