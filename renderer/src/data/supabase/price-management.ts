import { z } from 'zod';
import { CompanySummary, SUMMARY_COLUMNS } from '@domain/schemas/company.ts';
import { MANAGED_PRODUCT_COLUMNS, ManagedProduct, SaveProductChangesReply } from '@domain/schemas/corporate-product.ts';
import { rowOf, selectList } from '@domain/schemas/entity.ts';
import { ProductHistoryEntry } from '@domain/schemas/product-history.ts';
import type { AppSupabaseClient as SupabaseClient } from '@/lib/supabase.ts';
import type { Json } from '@domain/database.ts';
import { accepted, refused } from '../outcome.ts';
import type { PriceManagementPort, ProductChange } from '../ports/price-management.ts';
import { dataOf, throwIfFailed } from './errors.ts';
import { changedId, listen } from './live.ts';

/**
 * Pages of the sheet's read. Hosted Supabase answers at most 1000 rows a request (max-rows), so pages
 * stay at that size; they are read by keyset on id, the (company_id, id) index's order.
 */
const PAGE_SIZE = 1000;
/** `.in('id', …)` lists stay well inside a URL's length. */
const ID_CHUNK = 150;

/** save_product_changes' refusals (migration 20261125006000): 42501 who may not, 22023 a value. */
const SAVE_REFUSALS = { '42501': 'forbidden', '22023': 'invalid' } as const;
/** The product rules' check constraints (23514) and RLS (42501) on insert. */
const INSERT_REFUSALS = { '42501': 'forbidden', '23514': 'invalid', '22023': 'invalid', '23502': 'invalid' } as const;

const toChangeRow = (change: ProductChange) => ({
  id: change.id,
  version: change.version,
  ...('basicPrice' in change ? { basic_price: change.basicPrice } : {}),
  ...('visibilityStatus' in change ? { visibility_status: change.visibilityStatus } : {}),
});

export function createSupabasePriceManagement(client: SupabaseClient, options: { url: string }): PriceManagementPort {
  const backend = options.url;
  const columns = selectList(MANAGED_PRODUCT_COLUMNS);

  return {
    async companies() {
      const reply = await client.from('company_details').select(selectList(SUMMARY_COLUMNS)).order('company_name');
      return z.array(CompanySummary).parse(dataOf(reply, backend));
    },

    async products(companyId, onPage) {
      const page = (after: string | null, withCount: boolean) => {
        const query = client
          .from('corporate_products')
          .select(columns, withCount ? { count: 'exact' } : undefined)
          .eq('company_id', companyId);
        return (after ? query.gt('id', after) : query).order('id').limit(PAGE_SIZE);
      };
      const all: ManagedProduct[] = [];
      let total: number | null = null;
      let after: string | null = null;
      for (;;) {
        const reply = await page(after, total === null);
        if (total === null) total = reply.count ?? null;
        const rows = z.array(ManagedProduct).parse(dataOf(reply, backend));
        all.push(...rows);
        onPage?.(rows, { loaded: all.length, total });
        if (rows.length < PAGE_SIZE) return all;
        after = rows[rows.length - 1].id;
      }
    },

    async productsById(companyId, ids) {
      const found: ManagedProduct[] = [];
      for (let i = 0; i < ids.length; i += ID_CHUNK) {
        const reply = await client
          .from('corporate_products')
          .select(columns)
          .eq('company_id', companyId)
          .in('id', ids.slice(i, i + ID_CHUNK));
        found.push(...z.array(ManagedProduct).parse(dataOf(reply, backend)));
      }
      return found;
    },

    async save(companyId, changes) {
      const reply = await client.rpc('save_product_changes', {
        p_company_id: companyId,
        p_changes: changes.map(toChangeRow) as Json,
      });
      const reason = SAVE_REFUSALS[(reply.error?.code ?? '') as keyof typeof SAVE_REFUSALS];
      if (reply.error && reason) return { ok: false, reason, message: reply.error.message };
      throwIfFailed(reply, backend);
      const result = SaveProductChangesReply.parse(reply.data);
      if (result.conflicts.length > 0) {
        const count = result.conflicts.length;
        return {
          ok: false,
          reason: 'conflict',
          conflicts: result.conflicts,
          message: `${count} product${count === 1 ? ' was' : 's were'} changed by someone else since you loaded the sheet. Nothing was saved.`,
        };
      }
      return { ok: true, value: { saved: result.saved, rows: result.rows } };
    },

    async history(productId) {
      const reply = await client
        .from('corporate_product_history')
        .select('*')
        .eq('product_id', productId)
        .order('changed_at')
        .order('id');
      return z.array(ProductHistoryEntry).parse(dataOf(reply, backend));
    },

    async recentChanges(companyId, limit) {
      const reply = await client
        .from('corporate_product_history')
        .select('*')
        .eq('company_id', companyId)
        .order('changed_at', { ascending: false })
        .order('id', { ascending: false })
        .limit(limit);
      return z.array(ProductHistoryEntry).parse(dataOf(reply, backend));
    },

    async addProducts(companyId, rows) {
      const reply = await client
        .from('corporate_products')
        .insert(rows.map((row) => ({ ...rowOf(row), company_id: companyId })))
        .select('id');
      const reason = INSERT_REFUSALS[(reply.error?.code ?? '') as keyof typeof INSERT_REFUSALS];
      if (reply.error && reason) return refused(reason, reply.error.message);
      const inserted = dataOf(reply, backend);
      return accepted({ count: inserted?.length ?? 0 });
    },

    async subscribe(companyId, onChange, onStatus) {
      const filter = `company_id=eq.${companyId}`;
      return listen(
        client,
        `price-sheet-${companyId}`,
        [
          { table: 'corporate_products', filter },
          { table: 'corporate_product_history', event: 'INSERT', filter },
        ],
        (binding, change) =>
          onChange(
            binding === 0
              ? { kind: 'product', productId: changedId(change) }
              : { kind: 'history', productId: String((change.new as { product_id?: unknown }).product_id ?? '') },
          ),
        onStatus,
      );
    },
  };
}
