import type { AppSupabaseClient as SupabaseClient } from '@/lib/supabase.ts';
import type { SourcingPort } from '../ports/sourcing.ts';
import { createDepartmentSetup } from './sourcing-department.ts';
import { createSourcingLive } from './sourcing-live.ts';
import { createRfqs } from './sourcing-rfqs.ts';
import { createRounds } from './sourcing-rounds.ts';
import { createVendorBids } from './sourcing-vendor-bids.ts';

/** Sourcing over supabase-js: one adapter per concern, composed into the one port the gateway hands out. */
export function createSupabaseSourcing(client: SupabaseClient, options: { url: string }): SourcingPort {
  const backend = options.url;
  return {
    ...createDepartmentSetup(client, backend),
    ...createRfqs(client, backend),
    ...createRounds(client, backend),
    ...createVendorBids(client, backend),
    ...createSourcingLive(client),
  };
}
