import { api, fromGateway } from '@/data/api.ts';
import type { NewsItem, NewsPage, NewsPageQuery, NewsSnippet } from '@/data/ports/news.ts';

const newsApi = api.injectEndpoints({
  endpoints: (build) => ({
    newsItems: build.query<NewsPage<NewsItem>, NewsPageQuery>({
      queryFn: fromGateway((g, query: NewsPageQuery) => g.news.items(query)),
      providesTags: ['News'],
    }),
    newsSnippets: build.query<NewsPage<NewsSnippet>, NewsPageQuery>({
      queryFn: fromGateway((g, query: NewsPageQuery) => g.news.snippets(query)),
      providesTags: ['News'],
    }),
    newsArticle: build.query<NewsItem | null, string>({
      queryFn: fromGateway((g, id: string) => g.news.article(id)),
    }),
  }),
});

export const { useNewsItemsQuery, useNewsSnippetsQuery, useNewsArticleQuery } = newsApi;
