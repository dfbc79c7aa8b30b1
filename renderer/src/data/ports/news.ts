import type { NewsItem, NewsSnippet } from '@domain/schemas/content.ts';

export type { NewsItem, NewsSnippet };

/** One page of a list and the number of rows matching in all (for the pager). */
export interface NewsPage<T> {
  rows: T[];
  total: number;
}

export interface NewsPageQuery {
  /** Case-insensitive; matches headline or content. Empty for everything. */
  search: string;
  /** Counts from 1. */
  page: number;
  pageSize: number;
}

/** News articles and snippets (trade §3), newest first, paged on the server. */
export interface NewsPort {
  items(query: NewsPageQuery): Promise<NewsPage<NewsItem>>;
  snippets(query: NewsPageQuery): Promise<NewsPage<NewsSnippet>>;
  /** One article, or null when there is none with that id. */
  article(id: string): Promise<NewsItem | null>;
}
