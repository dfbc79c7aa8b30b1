import type { AppSupabaseClient as SupabaseClient } from '@/lib/supabase.ts';
import type { LiveBinding } from '@domain/sync/live-spec.ts';
import type { SourcingChange, SourcingPort } from '../ports/sourcing.ts';
import { listenHints } from './live-hints.ts';
import { listen, liveTransportOf } from './live.ts';

type Scope = Parameters<SourcingPort['subscribe']>[0];

/**
 * The broadcast topic of a company's round and RFQ changes, sent by the database (migration
 * 20261126000300). Vendors need it: once a round closes (or the RFQ closes or is awarded) RLS no longer lets
 * a vendor who did not bid read the RFQ or its rounds, so Realtime sends them no change and their page would
 * keep showing it open.
 */
const hintTopic = (companyId: string) => `sourcing-hints-${companyId}`;

const TABLES: [LiveBinding['table'], SourcingChange][] = [
  ['sourcing_requests', 'rfq'],
  ['sourcing_bid_rounds', 'round'],
  ['sourcing_bids', 'bid'],
];

/** The Realtime filter of a table for this scope; undefined when a vendor has nothing to hear there. */
function filterOf(scope: Scope, table: string): string | undefined {
  if ('companyId' in scope) return `company_id=eq.${scope.companyId}`;
  if (table === 'sourcing_bids') return `vendor_user_id=eq.${scope.vendorUserId}`;
  return scope.companyIds.length ? `company_id=in.(${scope.companyIds.join(',')})` : undefined;
}

/** Live changes of a company's RFQs, rounds and bids, or of a vendor's registrations and bids. */
export function createSourcingLive(client: SupabaseClient): Pick<SourcingPort, 'subscribe'> {
  return {
    async subscribe(scope, onChange, onStatus) {
      const name =
        'companyId' in scope ? `sourcing-company-${scope.companyId}` : `sourcing-vendor-${scope.vendorUserId}`;
      const bindings = TABLES.flatMap(([table, change]) => {
        const filter = filterOf(scope, table);
        return 'vendorUserId' in scope && !filter ? [] : [{ table, filter, change }];
      });
      const stopChanges = listen(
        client,
        name,
        bindings.map(({ table, filter }) => ({ table, ...(filter ? { filter } : {}) })),
        (binding) => onChange(bindings[binding].change),
        onStatus,
      );
      // A vendor also hears the hints of their companies' round and RFQ changes (see hintTopic).
      const hints =
        'vendorUserId' in scope
          ? scope.companyIds.map((companyId) =>
              listenHints(liveTransportOf(client), hintTopic(companyId), (payload) =>
                onChange(payload.change === 'rfq' ? 'rfq' : 'round'),
              ),
            )
          : [];
      return () => {
        for (const stop of hints) stop();
        stopChanges();
      };
    },
  };
}
