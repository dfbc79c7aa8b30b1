import { z } from 'zod';
import { nullableNumeric, nullableText, uuid } from '@domain/schemas/entity.ts';
import type { AppSupabaseClient as SupabaseClient } from '@/lib/supabase.ts';
import type { ProductMarket } from '../ports/price-management.ts';
import type { Unsubscribe } from '../gateway.ts';
import { dataOf } from './errors.ts';
import { listen } from './live.ts';

/**
 * The market beside the price sheet (issue 27): market_for_products, the server's read (migrations
 * 20261128010000 and 20261129000500). It answers at most 1000 products a call, as hosted Supabase answers at most
 * that many rows a request (config.toml max_rows): the products named (the sheet's rows, batch by batch), or
 * the next page after a product id.
 */
const MAX_ROWS = 1000;

const ProductMarketRow = z
  .object({
    product_id: uuid,
    class_key: nullableText,
    class_label: nullableText,
    median: nullableNumeric,
    mills: z.number().int(),
  })
  .transform((r): ProductMarket => ({
    productId: r.product_id,
    classKey: r.class_key,
    classLabel: r.class_label,
    median: r.median,
    mills: r.mills,
  }));

/** The named products' class and median, or every product's (keyset pages of 1000 on product_id). */
export async function readMarketForProducts(
  client: SupabaseClient,
  backend: string,
  companyId: string,
  productIds?: readonly string[],
): Promise<ProductMarket[]> {
  const ask = async (args: { p_ids?: string[]; p_after?: string }) =>
    z
      .array(ProductMarketRow)
      .parse(dataOf(await client.rpc('market_for_products', { p_company_id: companyId, ...args }), backend));
  const all: ProductMarket[] = [];
  if (productIds) {
    for (let i = 0; i < productIds.length; i += MAX_ROWS)
      all.push(...(await ask({ p_ids: productIds.slice(i, i + MAX_ROWS) })));
    return all;
  }
  for (let after: string | undefined; ;) {
    const rows = await ask(after ? { p_after: after } : {});
    all.push(...rows);
    if (rows.length < MAX_ROWS) return all;
    after = rows[rows.length - 1].productId;
  }
}

/** Each class the market's minute job stamps in market_class_refreshes (its all-India figures changed). */
export function listenMarketRefreshes(client: SupabaseClient, onClasses: (classKeys: string[]) => void): Unsubscribe {
  return listen(client, 'market-refreshes', [{ table: 'market_class_refreshes' }], (_, change) => {
    const key = (change.new as { class_key?: unknown }).class_key;
    if (typeof key === 'string') onClasses([key]);
  });
}
