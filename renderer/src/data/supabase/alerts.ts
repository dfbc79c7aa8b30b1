import { z } from 'zod';
import { nullableText, numeric, timestamp, uuid } from '@domain/schemas/entity.ts';
import { userMessage } from '@domain/server-errors.ts';
import type { AppSupabaseClient as SupabaseClient } from '@/lib/supabase.ts';
import { accepted, refused } from '../outcome.ts';
import type { AlertsPort, MarketAlert } from '../ports/alerts.ts';
import { dataOf, throwIfFailed } from './errors.ts';
import { listen } from './live.ts';

/** market_alerts' columns (migration of the market contract, issue 27). */
const ALERT_COLUMNS = 'id, watch_id, class_key, product_id, company_id, title, body, change_pct, created_at, read_at';

const MarketAlertRow = z
  .object({
    id: uuid,
    watch_id: uuid.nullable(),
    class_key: nullableText,
    product_id: uuid.nullable(),
    company_id: uuid.nullable(),
    title: z.string(),
    body: z.string(),
    change_pct: numeric,
    created_at: timestamp,
    read_at: timestamp.nullable(),
  })
  .transform((r): MarketAlert => ({
    id: r.id,
    watchId: r.watch_id,
    classKey: r.class_key,
    productId: r.product_id,
    companyId: r.company_id,
    title: r.title,
    body: r.body,
    changePct: r.change_pct,
    createdAt: r.created_at,
    readAt: r.read_at,
  }));

export function createSupabaseAlerts(client: SupabaseClient, options: { url: string }): AlertsPort {
  const backend = options.url;
  /** A private column (migration 20261123000210): read through member_profile, as the rest of one's own profile. */
  const readDigest = async (userId: string) => {
    const reply = await client.rpc('member_profile', { p_user_id: userId }).select('market_digest').maybeSingle();
    return Boolean(dataOf(reply, backend)?.market_digest);
  };
  return {
    async list(limit) {
      const reply = await client
        .from('market_alerts')
        .select(ALERT_COLUMNS)
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .limit(limit);
      return z.array(MarketAlertRow).parse(dataOf(reply, backend));
    },

    async unreadCount() {
      return z
        .number()
        .int()
        .parse(dataOf(await client.rpc('market_unread_count'), backend));
    },

    async markRead(id) {
      throwIfFailed(
        await client.from('market_alerts').update({ read_at: new Date().toISOString() }).eq('id', id),
        backend,
      );
    },

    async markAllRead(userId) {
      const reply = await client
        .from('market_alerts')
        .update({ read_at: new Date().toISOString() })
        .eq('user_id', userId)
        .is('read_at', null);
      throwIfFailed(reply, backend);
    },

    async subscribe(userId, onAlert, onStatus) {
      return listen(
        client,
        `market-alerts-${userId}`,
        [{ table: 'market_alerts', event: 'INSERT', filter: `user_id=eq.${userId}` }],
        () => onAlert(),
        onStatus,
      );
    },

    digest: readDigest,

    async setDigest(userId, on) {
      // Written without reading it back from the table (the column is private to its member), then read as above.
      const reply = await client.from('yarnconnect_free').update({ market_digest: on }).eq('id', userId);
      if (reply.error?.code === '42501') return refused('forbidden', userMessage(reply.error));
      dataOf(reply, backend);
      const now = await readDigest(userId);
      return now === on ? accepted(now) : refused('forbidden', 'Your profile could not be changed.');
    },
  };
}
