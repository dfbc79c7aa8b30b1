import { z } from 'zod';
import { nullableNumeric, nullableText, uuid } from '@domain/schemas/entity.ts';
import type { AppSupabaseClient as SupabaseClient } from '@/lib/supabase.ts';
import type { ProductMarket } from '../ports/price-management.ts';
import { dataOf } from './errors.ts';

/**
 * The market beside the price sheet (issue 27): market_for_products, the server's
 * read (migration of the market contract). Hosted Supabase answers at most this many rows a request
 * (config.toml max_rows); the local stack answers all. market_for_products computes every product's row on
 * each call, so it is asked once, and again after the last product id only while a reply stops at the cap.
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

/** Every product's class and median (keyset on product_id, the function's order, when a reply is capped). */
export async function readMarketForProducts(
  client: SupabaseClient,
  backend: string,
  companyId: string,
): Promise<ProductMarket[]> {
  const all: ProductMarket[] = [];
  for (let after: string | null = null; ;) {
    let query = client.rpc('market_for_products', { p_company_id: companyId });
    if (after) query = query.gt('product_id', after);
    const reply = await query.order('product_id');
    const rows = z.array(ProductMarketRow).parse(dataOf(reply, backend));
    all.push(...rows);
    if (rows.length !== MAX_ROWS) return all;
    after = rows[rows.length - 1].productId;
  }
}
