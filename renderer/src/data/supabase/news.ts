import type { AppSupabaseClient as SupabaseClient } from '@/lib/supabase.ts';
import { z } from 'zod';
import { NEWS_ITEM_COLUMNS, NEWS_SNIPPET_COLUMNS, NewsItem, NewsSnippet } from '@domain/schemas/content.ts';
import { selectList } from '@domain/schemas/entity.ts';
import type { NewsPageQuery, NewsPort } from '../ports/news.ts';
import { dataOf } from './errors.ts';
import { anyColumnContains } from './search-pattern.ts';
import { optionalPublicUrlOf } from './storage-url.ts';

// Ordered by id after the date so rows with equal times keep their page.
const ORDER = [
  ['created_at', false],
  ['id', false],
] as const;

export function createSupabaseNews(client: SupabaseClient, options: { url: string }): NewsPort {
  /** One page of `table`, newest first, with the exact count of rows matching the search. */
  const page = async <S extends z.ZodType>(
    table: 'news_items' | 'news_snippets',
    columns: readonly string[],
    contentColumn: string,
    schema: S,
    { search, page, pageSize }: NewsPageQuery,
  ) => {
    let query = client.from(table).select(selectList(columns), { count: 'exact' });
    if (search.trim()) query = query.or(anyColumnContains(['headline', contentColumn], search));
    for (const [column, ascending] of ORDER) query = query.order(column, { ascending });
    const from = (page - 1) * pageSize;
    const reply = await query.range(from, from + pageSize - 1);
    return { rows: z.array(schema).parse(dataOf(reply, options.url)) as z.output<S>[], total: reply.count ?? 0 };
  };

  const withImage = (item: NewsItem): NewsItem => ({
    ...item,
    imageUrl: optionalPublicUrlOf(client, 'newsimages', item.imageUrl),
  });

  return {
    async items(query) {
      const { rows, total } = await page('news_items', NEWS_ITEM_COLUMNS, 'content', NewsItem, query);
      return { rows: rows.map(withImage), total };
    },
    snippets: (query) => page('news_snippets', NEWS_SNIPPET_COLUMNS, 'snippet_content', NewsSnippet, query),
    async article(id) {
      // An id that cannot be a row's (not a uuid) is simply not found, not a failed request.
      if (!z.uuid().safeParse(id).success) return null;
      const reply = await client.from('news_items').select(selectList(NEWS_ITEM_COLUMNS)).eq('id', id).maybeSingle();
      const row = dataOf(reply, options.url);
      return row ? withImage(NewsItem.parse(row)) : null;
    },
  };
}
