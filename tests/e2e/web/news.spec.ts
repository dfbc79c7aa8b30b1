import { expect, test } from '@playwright/test';
import { NEWS_TEXT } from '@domain/news.ts';
import { paths, prefixOf } from '@domain/paths.ts';
import { serviceClient } from '../support/backend.ts';
import { E2E } from '../support/e2e-env.ts';
import { NewsArticleModel, NewsPageModel } from '../page-models/news-page.ts';
import { screenshot } from '../support/screenshots.ts';

const TAG = `Pagingtag${Date.now()}`;
const ARTICLES = 140; // 9 pages of 17: enough for the pager's ellipses
const SNIPPETS = 60; // 2 pages of 50

async function articleId(headline: string): Promise<string> {
  const { data, error } = await serviceClient().from('news_items').select('id').eq('headline', headline).single();
  if (error) throw new Error(error.message);
  return (data as { id: string }).id;
}

test.beforeAll(async () => {
  // Newest first on the page: article 1 is the newest.
  const now = Date.now();
  const at = (i: number) => new Date(now - i * 60_000).toISOString();
  const service = serviceClient();
  const articles = Array.from({ length: ARTICLES }, (_, i) => ({
    headline: `${TAG} article ${i + 1}`,
    content: `Body of article ${i + 1}. ` + 'word '.repeat(60),
    created_at: at(i + 1),
    updated_at: at(i + 1),
  }));
  const snippets = Array.from({ length: SNIPPETS }, (_, i) => ({
    headline: `${TAG} snippet ${i + 1}`,
    snippet_content: `Snippet text ${i + 1}`,
    created_at: at(i + 1),
  }));
  for (const reply of [
    await service.from('news_items').insert(articles),
    await service.from('news_snippets').insert(snippets),
  ]) {
    if (reply.error) throw new Error(reply.error.message);
  }
});

test('news cards and snippets share one search and page separately with the spec pager', async ({ page }) => {
  const news = new NewsPageModel(page);
  await news.goto();
  await expect(page.getByRole('heading', { level: 1, name: NEWS_TEXT.title })).toBeVisible();

  await news.search.fill(TAG);
  await expect(news.cards).toHaveCount(17);
  await expect(news.snippets).toHaveCount(50);
  const first = news.cards.first();
  await expect(first.getByRole('heading')).toHaveText(`${TAG} article 1`);
  // 45-word preview with a placeholder image; 'Read more' opens the article in a new tab.
  const preview = (await first.locator('.news-card__preview').textContent()) ?? '';
  expect(preview.replace(/\.\.\.$/, '').split(/\s+/)).toHaveLength(45);
  await expect(first.locator('.news-card__image--placeholder')).toBeVisible();
  const readMore = first.getByRole('link', { name: /Read more/ });
  await expect(readMore).toHaveAttribute('target', '_blank');

  expect(await news.pagerItems(news.newsPager)).toEqual(['1', '2', '3', '4', '5', '…', '9']);
  expect(await news.pagerItems(news.snippetPager)).toEqual(['1', '2']);

  await news.newsPager.getByRole('button', { name: 'Page 9' }).click();
  await expect(news.cards).toHaveCount(ARTICLES - 8 * 17);
  await expect(news.cards.first().getByRole('heading')).toHaveText(`${TAG} article 137`);
  expect(await news.pagerItems(news.newsPager)).toEqual(['1', '…', '5', '6', '7', '8', '9']);
  await news.newsPager.getByRole('button', { name: 'Page 5' }).click();
  await expect(news.cards.first().getByRole('heading')).toHaveText(`${TAG} article 69`);
  expect(await news.pagerItems(news.newsPager)).toEqual(['1', '…', '4', '5', '6', '…', '9']);
  // The snippets keep their own page.
  expect(await news.currentPage(news.snippetPager)).toBe('1');
  await news.snippetPager.getByRole('button', { name: 'Next page' }).click();
  await expect(news.snippets).toHaveCount(SNIPPETS - 50);
  expect(await news.currentPage(news.newsPager)).toBe('5');

  // A narrower search starts both lists again at page 1; one page hides the pager.
  await news.search.fill(`${TAG} article 137`);
  await expect(news.cards).toHaveCount(1);
  await expect(news.newsPager).toHaveCount(0);
  await expect(page.getByText('No snippets found.')).toBeVisible();

  const [article] = await Promise.all([
    page.context().waitForEvent('page'),
    news.cards.first().getByRole('link').click(),
  ]);
  await expect(article).toHaveURL(new RegExp(`${prefixOf(paths.newsArticle)}[0-9a-f-]{36}$`));
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(`${TAG} article 137`);
  await article.close();

  await news.search.fill('');
  await expect(news.cards.first()).toBeVisible();
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ]) {
    await page.setViewportSize({ width: width!, height: height! });
    await page.mouse.wheel(0, -100_000);
    await screenshot(page, `news-${width}`, { fullPage: false });
  }
});

test('the article page shows its dates, keeps line breaks and says when there is no image', async ({ page }) => {
  const article = new NewsArticleModel(page);
  await article.goto(await articleId('Polyester filament prices firm ahead of festive demand'));
  await expect(article.headline).toHaveText('Polyester filament prices firm ahead of festive demand');
  await expect(article.dates).toContainText(NEWS_TEXT.postedOn);
  await expect(article.dates).not.toContainText('(Updated:');
  await expect(page.getByText(NEWS_TEXT.noImage)).toBeVisible();
  // Two lines in the content stay two lines on screen.
  expect((await article.content.innerText()).split('\n')).toEqual([
    'Surat weavers report steady buying of DTY and FDY.',
    'Spinners hold offers as PTA costs rise.',
  ]);
  await screenshot(page, 'news-article-1280');

  await article.goto(await articleId('Cotton arrivals pick up in Gujarat mandis'));
  await expect(article.dates).toContainText(/\(Updated: \d{2} \w{3} \d{4}\)/);

  await article.backToNews.click();
  await expect(page).toHaveURL(paths.news.href());
});

test('an unknown article is not found; a failed load says so; both lead back to the news', async ({ page }) => {
  const article = new NewsArticleModel(page);
  for (const id of ['00000000-0000-4000-a000-00000000dead', 'not-an-id']) {
    await article.goto(id);
    await expect(article.headline).toHaveText(NEWS_TEXT.notFoundTitle);
    await expect(article.backToNews).toBeVisible();
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'news-article-missing-390');

  // The backend failing (not just an empty answer) is the error state.
  await page.route(`${E2E.apiUrl}/rest/v1/news_items*`, (route) =>
    route.fulfill({ status: 500, json: { code: 'XX000', message: 'Internal error', details: null, hint: null } }),
  );
  await article.goto(await articleId('Cotton arrivals pick up in Gujarat mandis'));
  await expect(article.headline).toHaveText(NEWS_TEXT.errorTitle);
  await article.backToNews.click();
  await expect(page).toHaveURL(paths.news.href());
});
