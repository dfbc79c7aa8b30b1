import { z } from 'zod';
import { CompanySummary, SUMMARY_COLUMNS } from '@domain/schemas/company.ts';
import { PRICE_CHECK, ZERO_PRICE_REVEALED } from '@domain/price-management.ts';
import {
  CompanyPriceCheckRow,
  MANAGED_PRODUCT_COLUMNS,
  ManagedProduct,
  UnconfirmedPriceChanges,
} from '@domain/schemas/corporate-product.ts';
import { SaveProductChangesReply, toChangeRow } from '@domain/product-edit.ts';
import { rowOf, selectList } from '@domain/schemas/entity.ts';
import { ProductHistoryEntry } from '@domain/schemas/product-history.ts';
import type { AppSupabaseClient as SupabaseClient } from '@/lib/supabase.ts';
import { accepted, refused } from '../outcome.ts';
import type { PriceManagementPort, ProductChange, SaveOutcome } from '../ports/price-management.ts';
import { dataOf, throwIfFailed } from './errors.ts';
import { listenMarketRefreshes, readMarketForProducts } from './price-market.ts';
import { changedId, listen } from './live.ts';
import { userMessage } from '@domain/server-errors.ts';

/**
 * Pages of the sheet's read. Hosted Supabase answers at most 1000 rows a request (max-rows), so pages
 * stay at that size; they are read by keyset on id, the (company_id, id) index's order.
 */
const PAGE_SIZE = 1000;
/**
 * Each stream's first page is a screenful: it arrives and parses in a fraction of a full page's time, so the
 * first rows are painted while the full pages are still on their way.
 */
const FIRST_PAGE_SIZE = 100;
/** The id space cut in four: the sheet is read in four keyset streams at once. */
const ID_SLICES = [
  '00000000-0000-0000-0000-000000000000',
  '40000000-0000-0000-0000-000000000000',
  '80000000-0000-0000-0000-000000000000',
  'c0000000-0000-0000-0000-000000000000',
];
/** The sheet's columns, as the select list of its reads. */
const PRODUCT_COLUMNS = selectList(MANAGED_PRODUCT_COLUMNS);
/** `.in('id', …)` lists stay well inside a URL's length. */
const ID_CHUNK = 150;

/** save_product_changes' refusals (migrations 20261125006000, 20261127025000): 42501 who may not, 22023 a value. */
const SAVE_REFUSALS = { '42501': 'forbidden', '22023': 'invalid' } as const;
/** The product rules' check constraints (23514) and RLS (42501) on insert. */
const INSERT_REFUSALS = { '42501': 'forbidden', '23514': 'invalid', '22023': 'invalid', '23502': 'invalid' } as const;
/** The constraint behind ZERO_PRICE_REVEALED: its refusal of an insert is said in the domain's words. */
const ZERO_PRICE_CONSTRAINT = 'corporate_products_revealed_price_not_zero';

/** A refusal's details, as save_product_changes sends them (JSON text), or null. */
function detailsOf(error: { details?: string | null }): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(error.details ?? '');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** save_product_changes' refusals that the sheet words: a revealed product at ₹0.00, unconfirmed changes. */
function safetyRefusal(error: { code?: string; message: string; details?: string | null }): SaveOutcome | null {
  const details = detailsOf(error);
  if (error.code === '23514' && details?.reason === 'zero_price_revealed')
    return {
      ok: false,
      reason: 'zero-price',
      productId: typeof details.id === 'string' ? details.id : null,
      message: ZERO_PRICE_REVEALED,
    };
  const unconfirmed = error.code === 'P0001' ? UnconfirmedPriceChanges.safeParse(details) : null;
  if (unconfirmed?.success)
    return { ok: false, reason: 'unconfirmed', unconfirmed: unconfirmed.data, message: error.message };
  return null;
}

export function createSupabasePriceManagement(client: SupabaseClient, options: { url: string }): PriceManagementPort {
  const backend = options.url;
  /**
   * The versions this client's saves wrote: their Realtime echo brings nothing the save's reply did not (the
   * sheet took the rows from it), so it is no hint to read them again.
   */
  const ownSaves = new Map<string, number>();
  const isOwnEcho = (change: { new: Record<string, unknown> }) => {
    const id = String(change.new.id ?? '');
    const own = ownSaves.get(id) !== undefined && ownSaves.get(id) === Number(change.new.version);
    if (own) ownSaves.delete(id);
    return own;
  };

  return {
    async companies() {
      const reply = await client.from('company_details').select(selectList(SUMMARY_COLUMNS)).order('company_name');
      return z.array(CompanySummary).parse(dataOf(reply, backend));
    },

    products: (companyId, onPage, options) => readProducts(client, backend, companyId, onPage, options),

    async productsById(companyId, ids) {
      const found: ManagedProduct[] = [];
      for (let i = 0; i < ids.length; i += ID_CHUNK) {
        const reply = await client
          .from('corporate_products')
          .select(PRODUCT_COLUMNS)
          .eq('company_id', companyId)
          .in('id', ids.slice(i, i + ID_CHUNK));
        found.push(...z.array(ManagedProduct).parse(dataOf(reply, backend)));
      }
      return found;
    },

    async save(companyId, changes, options) {
      const outcome = await saveChanges(client, backend, companyId, changes, options);
      if (outcome.ok) for (const row of outcome.value.rows) ownSaves.set(row.id, row.version);
      return outcome;
    },

    async priceCheck(companyId) {
      const reply = await client.from('company_price_checks').select('*').eq('company_id', companyId).maybeSingle();
      const row = dataOf(reply, backend);
      return row ? CompanyPriceCheckRow.parse(row).max_change_pct : PRICE_CHECK.defaultMaxChangePct;
    },

    async setPriceCheck(companyId, maxChangePct) {
      const reply = await client.rpc('set_company_price_check', {
        p_company_id: companyId,
        p_max_change_pct: maxChangePct,
      });
      const reason = SAVE_REFUSALS[(reply.error?.code ?? '') as keyof typeof SAVE_REFUSALS];
      if (reply.error && reason) return refused(reason, reply.error.message);
      return accepted(Number(dataOf(reply, backend)));
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
      if (reply.error?.message.includes(ZERO_PRICE_CONSTRAINT)) return refused('invalid', ZERO_PRICE_REVEALED);
      if (reply.error && reason) return refused(reason, userMessage(reply.error));
      const inserted = dataOf(reply, backend);
      return accepted({ count: inserted?.length ?? 0 });
    },

    marketForProducts: (companyId, productIds) => readMarketForProducts(client, backend, companyId, productIds),
    subscribeMarketRefreshes: async (onClasses) => listenMarketRefreshes(client, onClasses),

    async subscribe(companyId, onChange, onStatus) {
      const filter = `company_id=eq.${companyId}`;
      return listen(
        client,
        `price-sheet-${companyId}`,
        [
          { table: 'corporate_products', filter },
          { table: 'corporate_product_history', event: 'INSERT', filter },
        ],
        (binding, change) => {
          if (binding === 1) {
            const productId = String((change.new as { product_id?: unknown }).product_id ?? '');
            onChange({ kind: 'history', productId });
          } else if (change.eventType !== 'UPDATE' || !isOwnEcho(change)) {
            onChange({ kind: 'product', productId: changedId(change) });
          }
        },
        onStatus,
      );
    },
  };
}

/**
 * Every product of the company in four keyset streams at once, each page heard as it arrives (see
 * PriceManagementPort.products). The first page heard is the company's natural first page (sheet_first_products,
 * ordered by the server as @domain/product-order.ts orders): every later row sorts below it, so the sheet's first
 * screen is right at once and stays. The streams' pages wait for it, and leave out the rows it already brought.
 */
async function readProducts(
  client: SupabaseClient,
  backend: string,
  companyId: string,
  onPage: Parameters<PriceManagementPort['products']>[1],
  options: Parameters<PriceManagementPort['products']>[2],
): Promise<ManagedProduct[]> {
  const page = (from: string, to: string | null, after: string | null, size: number) => {
    let query = client.from('corporate_products').select(PRODUCT_COLUMNS).eq('company_id', companyId);
    query = after ? query.gt('id', after) : query.gte('id', from);
    if (to) query = query.lt('id', to);
    return query.order('id').limit(size);
  };
  const all = new Map<string, ManagedProduct>();
  let total: number | null = null;
  // Every page is heard, with the rows it brought that the first page did not (none, at times): a caller learns
  // the read's progress and the company's count from them, an empty company's included.
  const hear = (rows: ManagedProduct[]) => {
    const fresh = rows.filter((row) => !all.has(row.id));
    for (const row of fresh) all.set(row.id, row);
    onPage?.(fresh, { loaded: all.size, total });
  };
  const first = client
    .rpc('sheet_first_products', { p_company_id: companyId, p_limit: FIRST_PAGE_SIZE })
    .select(PRODUCT_COLUMNS)
    .then((reply) => hear(z.array(ManagedProduct).parse(dataOf(reply, backend))));
  /** One slice of the id space, read by keyset page after page. */
  const readSlice = async (from: string, to: string | null) => {
    for (let after: string | null = null; ;) {
      const size = after ? PAGE_SIZE : FIRST_PAGE_SIZE;
      const reply = await page(from, to, after, size);
      const rows = z.array(ManagedProduct).parse(dataOf(reply, backend));
      await first;
      hear(rows);
      if (rows.length < size) return;
      if (!after) await options?.morePagesAfter;
      after = rows[rows.length - 1].id;
    }
  };
  // Product ids are random UUIDs, so equal slices of the id space hold about equal shares of the products:
  // the slices are read side by side, each consistent on its own (keyset, no offsets to shift under a
  // concurrent insert or delete). A count beside them sizes the progress bar; it is heard as a page of no rows, so a
  // count that answers after the last page still reaches the caller (an empty company's, above all).
  const count = client
    .from('corporate_products')
    .select('id', { count: 'exact', head: true })
    .eq('company_id', companyId)
    .then((reply) => {
      total = reply.count ?? null;
      hear([]);
    });
  await Promise.all([first, count, ...ID_SLICES.map((from, i) => readSlice(from, ID_SLICES[i + 1] ?? null))]);
  return [...all.values()];
}

/** One version-checked save_product_changes call, its refusals and conflicts worded for the sheet. */
async function saveChanges(
  client: SupabaseClient,
  backend: string,
  companyId: string,
  changes: ProductChange[],
  options: { confirmed?: boolean } | undefined,
): Promise<SaveOutcome> {
  const reply = await client.rpc('save_product_changes', {
    p_company_id: companyId,
    p_changes: changes.map(toChangeRow),
    p_confirmed: options?.confirmed ?? false,
  });
  const safety = reply.error && safetyRefusal(reply.error);
  if (safety) return safety;
  const reason = SAVE_REFUSALS[(reply.error?.code ?? '') as keyof typeof SAVE_REFUSALS];
  if (reply.error && reason) return { ok: false, reason, message: userMessage(reply.error) };
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
}
