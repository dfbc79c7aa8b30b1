import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import type { NewsItem, NewsPageQuery, NewsPort, NewsSnippet } from '../ports/news.ts';
import { throwIfFailed } from './errors.ts';
import { anyColumnContains } from './search-pattern.ts';

const itemSchema = z.object({
  id: z.string(),
  headline: z.string(),
  content: z.string(),
  image_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
});
const snippetSchema = z.object({
  id: z.string(),
  headline: z.string(),
  snippet_content: z.string(),
  created_at: z.string(),
});

const toItem = (row: z.infer<typeof itemSchema>): NewsItem => ({
  id: row.id,
  headline: row.headline,
  content: row.content,
  imageUrl: row.image_url,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});
const toSnippet = (row: z.infer<typeof snippetSchema>): NewsSnippet => ({
  id: row.id,
  headline: row.headline,
  content: row.snippet_content,
  createdAt: row.created_at,
});

const ITEM_COLUMNS = 'id, headline, content, image_url, created_at, updated_at';
// Ordered by id after the date so rows with equal times keep their page.
const ORDER = [
  ['created_at', false],
  ['id', false],
] as const;

export function createSupabaseNews(client: SupabaseClient, options: { url: string }): NewsPort {
  /** One page of `table`, newest first, with the exact count of rows matching the search. */
  const page = async <S extends z.ZodType>(
    table: string,
    columns: string,
    contentColumn: string,
    schema: S,
    { search, page, pageSize }: NewsPageQuery,
  ) => {
    let query = client.from(table).select(columns, { count: 'exact' });
    if (search.trim()) query = query.or(anyColumnContains(['headline', contentColumn], search));
    for (const [column, ascending] of ORDER) query = query.order(column, { ascending });
    const from = (page - 1) * pageSize;
    const reply = await query.range(from, from + pageSize - 1);
    throwIfFailed(reply, options.url);
    return { rows: z.array(schema).parse(reply.data) as z.infer<S>[], total: reply.count ?? 0 };
  };

  return {
    async items(query) {
      const { rows, total } = await page('news_items', ITEM_COLUMNS, 'content', itemSchema, query);
      return { rows: rows.map(toItem), total };
    },
    async snippets(query) {
      const columns = 'id, headline, snippet_content, created_at';
      const { rows, total } = await page('news_snippets', columns, 'snippet_content', snippetSchema, query);
      return { rows: rows.map(toSnippet), total };
    },
    async article(id) {
      // An id that cannot be a row's (not a uuid) is simply not found, not a failed request.
      if (!z.uuid().safeParse(id).success) return null;
      const reply = await client.from('news_items').select(ITEM_COLUMNS).eq('id', id).maybeSingle();
      throwIfFailed(reply, options.url);
      return reply.data ? toItem(itemSchema.parse(reply.data)) : null;
    },
  };
}
