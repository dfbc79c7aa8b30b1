/**
 * What only a browser shows of the shell: ad banners from the stack's own query (group, dates, status) sized at
 * 1280 and 390 px, and a page whose built code cannot download. The footer and the toasts are component tests
 * (renderer/src/features/shell/components/footer-and-toasts.test.tsx).
 */
import { expect, test } from '@playwright/test';
import { ShellPage } from '../page-models/shell-page.ts';
import { serviceClient } from '../support/backend.ts';
import { E2E } from '../support/e2e-env.ts';
import { paths } from '@domain/paths.ts';

test.describe('ad banners', () => {
  const service = serviceClient();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const day = (offset: number) => {
    const date = new Date(`${today}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + offset);
    return date.toISOString().slice(0, 10);
  };
  const image = (label: string) =>
    `data:image/svg+xml,${encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300"><rect width="750" height="300" fill="#12284a"/><text x="40" y="160" fill="#fff" font-size="40">${label}</text></svg>`,
    )}`;
  let activeBefore: string[] = [];
  const inserted: string[] = [];

  async function addAd(ad: {
    group: string;
    location: string;
    alt: string;
    from?: number;
    to?: number;
    status?: boolean;
  }) {
    const { data, error } = await service
      .from('corporate_ads')
      .insert({
        company_name: 'E2E Ads Ltd',
        placement_type: ad.group,
        page_location: ad.location,
        from_date: day(ad.from ?? -1),
        to_date: day(ad.to ?? 1),
        ad_image_url: image(ad.alt),
        click_url: 'https://ads.example/landing',
        alt_text: ad.alt,
        status: ad.status ?? true,
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    inserted.push(data!.id as string);
  }

  test.beforeAll(async () => {
    // Only this suite's ads may show: the seeded ones are switched off and restored afterwards.
    const { data } = await service.from('corporate_ads').select('id').eq('status', true);
    activeBefore = (data ?? []).map((row) => row.id as string);
    await service.from('corporate_ads').update({ status: false }).in('id', activeBefore);
  });

  test.afterAll(async () => {
    await service.from('corporate_ads').delete().in('id', inserted);
    await service.from('corporate_ads').update({ status: true }).in('id', activeBefore);
  });

  test('an active ad of the page group shows above and below the page, as a link with its alt text', async ({
    page,
  }) => {
    await addAd({ group: 'Home', location: 'Home', alt: 'E2E home banner' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(paths.home.href());
    const shell = new ShellPage(page);
    for (const position of ['top', 'bottom'] as const) {
      const slot = shell.ad(position);
      await expect(slot.getByRole('img', { name: 'E2E home banner' })).toBeVisible();
      await expect(slot.getByRole('link')).toHaveAttribute('href', 'https://ads.example/landing');
      await expect(slot.getByRole('link')).toHaveAttribute('target', '_blank');
      const box = (await slot.boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(750);
      expect(box.height).toBeGreaterThanOrEqual(75);
      expect(box.height).toBeLessThanOrEqual(300);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    const small = (await shell.ad('top').boundingBox())!;
    expect(small.width).toBeLessThanOrEqual(390);
    expect(small.height).toBeGreaterThanOrEqual(75);
  });

  test('no ad shows outside its dates, when switched off, or on another page of its group', async ({ page }) => {
    await addAd({ group: 'Premium', location: 'Login', alt: 'E2E expired', from: -10, to: -1 });
    await addAd({ group: 'Premium', location: 'Login', alt: 'E2E future', from: 1, to: 5 });
    await addAd({ group: 'Premium', location: 'Login', alt: 'E2E paused', status: false });
    await addAd({ group: 'Non-Premium', location: 'Privacy Policy', alt: 'E2E privacy banner' });
    const shell = new ShellPage(page);

    await page.goto(paths.login.href());
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Advertisement' })).toHaveCount(0);
    await expect(shell.ad('top')).toHaveCount(0);

    await page.goto(paths.privacyPolicy.href());
    await expect(shell.ad('top').getByRole('img', { name: 'E2E privacy banner' })).toBeVisible();
    await page.goto(paths.termsOfUse.href());
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(shell.ad('top')).toHaveCount(0);
  });

  test('no ad shows when the ads cannot be read', async ({ page }) => {
    // Shown when readable (the test above): a Non-Premium ad of the privacy policy.
    await addAd({ group: 'Non-Premium', location: 'Privacy Policy', alt: 'E2E unreadable banner' });
    await page.route(`${E2E.apiUrl}/rest/v1/corporate_ads*`, (route) => route.abort('connectionrefused'));
    await page.goto(paths.privacyPolicy.href());
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(new ShellPage(page).ad('top')).toHaveCount(0);
  });
});

test.describe('a page whose code cannot download', () => {
  test('says so with a Reload button instead of an empty window, and the next page still opens', async ({ page }) => {
    // Refuse the news page's code: its chunk in the production build.
    await page.route(/\/assets\/news-page-[\w-]+\.js(\?|$)/, (route) => route.abort('internetdisconnected'));
    await page.goto(paths.home.href());
    const shell = new ShellPage(page);
    await page.goto(paths.news.href());
    const failure = page.getByRole('alert').filter({ hasText: 'This page could not load' });
    await expect(failure).toBeVisible();
    await expect(failure.getByRole('button', { name: 'Reload' })).toBeVisible();
    // The shell around the page still works: its links lead on.
    await shell.footer.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(paths.faq.href());
    await expect(failure).toBeHidden();
    await expect(page.locator('.faq__question').first()).toBeVisible();
  });
});
