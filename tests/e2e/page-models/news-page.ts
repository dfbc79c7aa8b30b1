import type { Locator, Page } from '@playwright/test';
import { paths } from '@domain/paths.ts';

/** /news: one search over the news cards and the snippets, each list with its own pager. */
export class NewsPageModel {
  readonly search: Locator;
  readonly cards: Locator;
  readonly snippets: Locator;
  readonly newsPager: Locator;
  readonly snippetPager: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByRole('searchbox', { name: 'Search news and snippets' });
    this.cards = page.locator('.news-card');
    this.snippets = page.locator('.snippet');
    this.newsPager = page.getByRole('navigation', { name: 'News pages' });
    this.snippetPager = page.getByRole('navigation', { name: 'Snippets pages' });
  }

  async goto(): Promise<void> {
    await this.page.goto(paths.news.href());
  }

  /** The pager's items as shown: page numbers and '…' for gaps. */
  async pagerItems(pager: Locator): Promise<string[]> {
    const items = await pager.locator('.numbered-pager__page, .numbered-pager__gap').allTextContents();
    return items.map((s) => s.trim());
  }

  async currentPage(pager: Locator): Promise<string> {
    return (await pager.locator('[aria-current="page"]').textContent())?.trim() ?? '';
  }
}

/** /news/{id}: the article page and its error states. */
export class NewsArticleModel {
  readonly headline: Locator;
  readonly dates: Locator;
  readonly content: Locator;
  readonly backToNews: Locator;

  constructor(readonly page: Page) {
    this.headline = page.getByRole('heading', { level: 1 });
    this.dates = page.locator('.article__dates');
    this.content = page.locator('.article__content');
    this.backToNews = page.getByRole('link', { name: 'Back to News' });
  }

  async goto(id: string): Promise<void> {
    await this.page.goto(paths.newsArticle.href(id));
  }
}
