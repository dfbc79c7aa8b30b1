import { z } from 'zod';
import type { AppSupabaseClient as SupabaseClient } from '@/lib/supabase.ts';
import type { MarketPort, MarketWatch } from '../ports/market.ts';
import { dataOf, throwIfFailed } from './errors.ts';

// PostgreSQL numerics may come back as JSON numbers or strings: both read as numbers.
const num = z.coerce.number();
const numOrNull = z.union([z.null(), num]);

/** A row of market_index (the market contract, issue 27). */
const IndexRow = z.object({
  class_key: z.string(),
  class_label: z.string(),
  fibre_type: z.string(),
  department_name: z.string(),
  centre: z.string(),
  median: num,
  low: num,
  high: num,
  mills: num,
  change_1d_pct: numOrNull,
  change_7d_pct: numOrNull,
  change_30d_pct: numOrNull,
  spark: z.array(numOrNull).nullable(),
  as_of: z.string(),
  delayed: z.boolean(),
});

const CloseRow = z.object({ day: z.string(), median: num, low: num, high: num, mills: num });

const MillRow = z.object({
  company_id: z.string(),
  company_name: z.string(),
  city: z.string().nullable(),
  product_id: z.string(),
  price: num,
  updated_at: z.string(),
});

const WATCH_COLUMNS = 'id, class_key, centre, product_id, threshold_pct, created_at';
const WatchRow = z.object({
  id: z.string(),
  class_key: z.string().nullable(),
  centre: z.string(),
  product_id: z.string().nullable(),
  threshold_pct: num,
  created_at: z.string(),
});

const toWatch = (row: z.output<typeof WatchRow>): MarketWatch => ({
  id: row.id,
  classKey: row.class_key,
  centre: row.centre,
  productId: row.product_id,
  thresholdPct: row.threshold_pct,
  createdAt: row.created_at,
});

// An empty filter is left out: the function's default (null) means all.
const given = (value: string | null | undefined) => value?.trim() || undefined;

export function createSupabaseMarket(client: SupabaseClient, options: { url: string }): MarketPort {
  const backend = options.url;
  return {
    async index(filter) {
      const reply = await client.rpc('market_index', {
        p_fibre: given(filter.fibre),
        p_department: given(filter.department),
        p_centre: given(filter.centre),
        p_search: given(filter.search),
      });
      return z
        .array(IndexRow)
        .parse(dataOf(reply, backend))
        .map((row) => ({
          classKey: row.class_key,
          classLabel: row.class_label,
          fibreType: row.fibre_type,
          departmentName: row.department_name,
          centre: row.centre,
          median: row.median,
          low: row.low,
          high: row.high,
          mills: row.mills,
          change1dPct: row.change_1d_pct,
          change7dPct: row.change_7d_pct,
          change30dPct: row.change_30d_pct,
          spark: (row.spark ?? []).filter((v): v is number => v !== null),
          asOf: row.as_of,
          delayed: row.delayed,
        }));
    },
    async classHistory({ classKey, centre, days }) {
      const reply = await client.rpc('market_class_history', {
        p_class_key: classKey,
        p_centre: centre,
        p_days: days,
      });
      // Oldest first, whatever order the rows come in: the chart draws them left to right.
      return z
        .array(CloseRow)
        .parse(dataOf(reply, backend))
        .sort((a, b) => a.day.localeCompare(b.day));
    },
    async classMills({ classKey, centre }) {
      const reply = await client.rpc('market_class_mills', { p_class_key: classKey, p_centre: centre });
      return z
        .array(MillRow)
        .parse(dataOf(reply, backend))
        .map((row) => ({
          companyId: row.company_id,
          companyName: row.company_name,
          city: row.city ?? '',
          productId: row.product_id,
          price: row.price,
          updatedAt: row.updated_at,
        }));
    },
    async watches() {
      const reply = await client.from('market_watches').select(WATCH_COLUMNS).order('created_at', { ascending: true });
      return z.array(WatchRow).parse(dataOf(reply, backend)).map(toWatch);
    },
    async follow({ classKey, centre, thresholdPct }) {
      const reply = await client
        .from('market_watches')
        .insert({ class_key: classKey, centre, threshold_pct: thresholdPct })
        .select(WATCH_COLUMNS)
        .single();
      return toWatch(WatchRow.parse(dataOf(reply, backend)));
    },
    async setThreshold(watchId, thresholdPct) {
      const reply = await client.from('market_watches').update({ threshold_pct: thresholdPct }).eq('id', watchId);
      throwIfFailed(reply, backend);
    },
    async unfollow(watchId) {
      const reply = await client.from('market_watches').delete().eq('id', watchId);
      throwIfFailed(reply, backend);
    },
  };
}
