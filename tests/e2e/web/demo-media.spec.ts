/**
 * The demo's files on this stack's own ports (the suite never runs the API on 54321): ads, company and
 * partner logos and price lists load from the configured API URL, as the rows hold storage paths, and
 * each seeded ad is its own mill's banner linking to its company page in the app.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { paths } from '@domain/paths.ts';
import { PriceListPage } from '../page-models/price-list-page.ts';
import { ShellPage } from '../page-models/shell-page.ts';
import { E2E } from '../support/e2e-env.ts';
import { expectFitsBothWidths } from '../support/screenshots.ts';

const COMPANY = {
  surat: { id: 'c0000000-0000-4000-a000-000000000001', name: 'Surat Synthetics Ltd' },
  coimbatore: { id: 'c0000000-0000-4000-a000-000000000002', name: 'Coimbatore Cotton Mills' },
  bhilwara: { id: 'c0000000-0000-4000-a000-000000000006', name: 'Bhilwara Spinners' },
};

/** Every request the page makes to a local port other than this run's API and app. */
function watchForeignPorts(page: Page): string[] {
  const foreign: string[] = [];
  const ours = new Set([E2E.apiPort, E2E.webPort].map(String));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (['127.0.0.1', 'localhost'].includes(url.hostname) && !ours.has(url.port)) foreign.push(request.url());
  });
  return foreign;
}

/** The image came from this stack's storage API and decoded (a broken image has no natural width). */
async function expectStoredImage(image: Locator, bucket: string): Promise<{ width: number; height: number }> {
  await expect(image).toHaveAttribute('src', new RegExp(`^${E2E.apiUrl}/storage/v1/object/public/${bucket}/`));
  // Typed by hand: the tests compile without the DOM library.
  type Img = { complete: boolean; naturalWidth: number; naturalHeight: number };
  await expect
    .poll(() => image.evaluate((img) => (img as unknown as Img).complete && (img as unknown as Img).naturalWidth))
    .toBeTruthy();
  return image.evaluate((img) => ({
    width: (img as unknown as Img).naturalWidth,
    height: (img as unknown as Img).naturalHeight,
  }));
}

test('each page group shows its mill’s 750×300 banner from this API, linking to the company page in the app', async ({
  page,
}) => {
  const foreign = watchForeignPorts(page);
  const shell = new ShellPage(page);
  const cases = [
    { path: paths.home.href(), company: COMPANY.surat },
    { path: paths.login.href(), company: COMPANY.coimbatore },
    { path: paths.membershipPlans.href(), company: COMPANY.bhilwara },
  ];
  for (const { path: pagePath, company } of cases) {
    await page.goto(pagePath);
    const banner = shell.ad('top').getByRole('img', { name: new RegExp(`^${company.name}: `) });
    expect(await expectStoredImage(banner, 'corporateads')).toEqual({ width: 750, height: 300 });
    await expect(shell.ad('top').getByRole('link')).toHaveAttribute('href', paths.company.href(company.id));
    await expect(shell.ad('top').getByRole('link')).not.toHaveAttribute('target', '_blank');
  }

  await page.goto(paths.home.href());
  await expectFitsBothWidths(page, 'demo-ad-home');
  // The ad opens the advertiser's page in place.
  await shell.ad('top').getByRole('link').click();
  await expect(page).toHaveURL(paths.company.href(COMPANY.surat.id));
  await expect(page.getByRole('heading', { level: 1, name: COMPANY.surat.name })).toBeVisible();
  await expectStoredImage(
    page.getByRole('main').getByRole('img', { name: `${COMPANY.surat.name} logo` }),
    'companyfiles',
  );
  expect(foreign).toEqual([]);
});

test('company and partner monograms load from this API; the partners are listed by name', async ({ page }) => {
  const foreign = watchForeignPorts(page);
  await page.goto(paths.corporateMembers.href());
  const logos = page.getByRole('main').getByRole('img', { name: / logo$/ });
  await expect(logos).toHaveCount(10);
  for (const logo of await logos.all()) await expectStoredImage(logo, 'companyfiles');

  await page.goto(paths.partners.href());
  const partnerLogos = page.getByRole('main').getByRole('img', { name: / logo$/ });
  await expect(partnerLogos).toHaveCount(4);
  for (const logo of await partnerLogos.all()) await expectStoredImage(logo, 'companyfiles');
  // The partners come by name, with the apply-by-e-mail call to action.
  const names = await page.getByRole('list', { name: 'Partners' }).getByRole('heading').allTextContents();
  expect(names).toEqual([...names].sort());
  await expect(page.getByRole('link', { name: /Apply by e-mail/ })).toHaveAttribute('href', /^mailto:/);
  await expectFitsBothWidths(page, 'demo-partners');
  expect(foreign).toEqual([]);
});

test('a seeded price list opens from this API', async ({ page }) => {
  const foreign = watchForeignPorts(page);
  const prices = new PriceListPage(page);
  const pdf = page.waitForResponse((r) => r.url().startsWith(`${E2E.apiUrl}/storage/v1/object/public/prices/`));
  await prices.goto();
  await prices.card('Polyester filament yarn price list').click();
  expect([200, 206]).toContain((await pdf).status()); // pdf.js may ask for ranges
  await expect(prices.viewer.renderedPage.first()).toBeVisible();
  expect(foreign).toEqual([]);
});
