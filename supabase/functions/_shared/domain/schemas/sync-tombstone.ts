/**
 * Tombstones (table sync_tombstones, migration 20261123000110): a mirrored row gone, or out of some readers' sight,
 * as of `version`. Clients get them through sync_pull (`SyncTombstone` in ../sync/page.ts), never by reading the table.
 */
import { z } from 'zod';
import { text, timestamp, uuid } from './entity.ts';

export const SyncTombstoneRow = z.object({
  table_name: text,
  row_id: uuid,
  version: z.number().int(),
  deleted_at: timestamp,
  /** The row's scope when it went: its company, its owner, and whether readers beyond those could see it. */
  company_id: uuid.nullable(),
  owner_user_id: uuid.nullable(),
  is_public: z.boolean(),
});
export type SyncTombstoneRow = z.infer<typeof SyncTombstoneRow>;
