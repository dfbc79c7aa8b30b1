/**
 * Sends queued edits in order through the same calls the web makes, each with its base version: a
 * product edit is a one-row save_product_changes (the price sheet's save, which writes only while the
 * row's version is still the one edited), a new product or catalog item an insert whose id is the
 * idempotency key (a second insert of it hits the primary key, and finding the row means done), an RFQ
 * draft the web's insert into sourcing_requests with its id as the key (any refusal first looks for the
 * row with that id: found, it was the draft's own earlier attempt). Every
 * entry is marked `sending` before its call and settled after the reply, so a process killed in between
 * sends it again on restart, and the second attempt recognises its own earlier write instead of
 * applying it twice (a conflict whose row already holds the values sent is that earlier write).
 */
import { changeRow, SaveReplyRows } from '@domain/product-edit.ts';
import {
  judgeDuplicateCreate,
  judgeFailedRfq,
  judgeUnappliedUpdate,
  OUTBOX_TABLE,
  nextToSend,
  rebaseAfterApplied,
  type OutboxEntry,
  type PushReply,
} from '@domain/sync/outbox.ts';
import type { TablesInsert } from '@domain/database.ts';
import type { CacheStore } from '../cache/cache-store.ts';
import { isUnreachable, type SyncClient } from './supabase-client.ts';
import { userMessage } from '@domain/server-errors.ts';

/** Sends one entry and says what the server did. */
export type OutboxSender = (entry: OutboxEntry) => Promise<PushReply>;

/** The company a cached product belongs to (the company its edit is saved for), or null when not cached. */
export type ProductCompanyOf = (productId: string) => string | null;

export function createOutboxSender(client: SyncClient, companyOf: ProductCompanyOf = () => null): OutboxSender {
  const currentRow = async (
    table: 'corporate_products' | 'sourcing_item_categories' | 'sourcing_requests',
    id: string,
  ) => {
    const reply = await client.from(table).select('*').eq('id', id).maybeSingle();
    if (reply.error) return isUnreachable(reply) ? 'unreachable' : null;
    return reply.data as Record<string, unknown> | null;
  };
  const unreachable = (message: string): PushReply => ({ kind: 'unreachable', message });

  /** One product's edit through save_product_changes, as the price sheet saves it. */
  const saveEdit = async (entry: OutboxEntry & { baseVersion: number }): Promise<PushReply> => {
    let companyId = companyOf(entry.rowId);
    if (!companyId) {
      // Not in the cache any more: ask the server whose it is; a row the caller cannot see is gone for them.
      const row = await currentRow('corporate_products', entry.rowId);
      if (row === 'unreachable') return unreachable('No answer while checking the current row.');
      if (!row) return judgeUnappliedUpdate(entry.changes, null);
      companyId = String(row.company_id);
    }
    // Confirmed: the sheet listed any change beyond the company's price check before queueing it.
    const reply = await client.rpc('save_product_changes', {
      p_company_id: companyId,
      p_changes: [changeRow(entry.rowId, entry.baseVersion, entry.changes)],
      p_confirmed: true,
    });
    if (reply.error) {
      return isUnreachable(reply)
        ? unreachable(reply.error.message)
        : { kind: 'refused', message: userMessage(reply.error) };
    }
    const result = SaveReplyRows.parse(reply.data);
    if (result.rows.length === 1) return { kind: 'applied', version: Number(result.rows[0].version) };
    const [conflict] = result.conflicts;
    // Changed or deleted since: a conflict, unless the row holds exactly what was sent (an earlier attempt wrote it).
    if (conflict) return judgeUnappliedUpdate(entry.changes, conflict.theirs);
    // Nothing to write: the row already held these values at the version edited.
    return { kind: 'applied', version: entry.baseVersion };
  };

  /** A new row whose id is the entry's key: a replay hits the primary key and finds its own row. */
  const insertNew = async (entry: OutboxEntry): Promise<PushReply> => {
    const table = OUTBOX_TABLE[entry.kind] as 'corporate_products' | 'sourcing_item_categories';
    const row = { ...entry.changes, id: entry.key };
    const reply =
      table === 'corporate_products'
        ? await client
            .from(table)
            .insert(row as TablesInsert<'corporate_products'>)
            .select('id, version')
            .single()
        : await client
            .from(table)
            .insert(row as TablesInsert<'sourcing_item_categories'>)
            .select('id, version')
            .single();
    if (!reply.error) return { kind: 'applied', version: reply.data.version };
    if (isUnreachable(reply)) return unreachable(reply.error.message);
    if (reply.error.code === '23505') {
      const existing = await currentRow(table, entry.key);
      if (existing === 'unreachable') return unreachable('No answer while checking the new row.');
      return judgeDuplicateCreate(existing, userMessage(reply.error));
    }
    return { kind: 'refused', message: userMessage(reply.error) };
  };

  /**
   * An RFQ draft: the insert the web's RFQ Mgmt makes, its id the entry's key. A failed attempt whose row
   * exists is the draft's own earlier attempt (a replay may be refused by the catalog check before the
   * primary key is reached); otherwise the refusal is worded for the person (not in the catalog, not allowed).
   */
  const insertRfq = async (entry: OutboxEntry): Promise<PushReply> => {
    const reply = await client
      .from('sourcing_requests')
      .insert({ ...entry.changes, id: entry.key } as TablesInsert<'sourcing_requests'>)
      .select('id, version')
      .single();
    if (!reply.error) return { kind: 'applied', version: reply.data.version };
    if (isUnreachable(reply)) return unreachable(reply.error.message);
    const existing = await currentRow('sourcing_requests', entry.key);
    if (existing === 'unreachable') return unreachable('No answer while checking the new RFQ.');
    return judgeFailedRfq(existing, reply.error);
  };

  return async (entry) => {
    if (entry.kind === 'rfq.create') return insertRfq(entry);
    if (entry.kind === 'product.update') {
      if (entry.baseVersion === null) return { kind: 'refused', message: 'An edit needs the version it was made on.' };
      return saveEdit({ ...entry, baseVersion: entry.baseVersion });
    }
    return insertNew(entry);
  };
}

interface ProductMove {
  id: string;
  from: number;
  to: number;
}

export interface PushResult {
  /** The tables whose rows the settled entries wrote or surfaced conflicts in (pages reading them refresh). */
  tables: string[];
  applied: number;
  conflicts: number;
  refused: number;
  /** Stopped because the server did not answer: the rest waits for the next sync. */
  unreachable: boolean;
  /** Per table, the rows whose entries were settled (applied, conflicted or refused), in the order sent. */
  settled: Record<string, string[]>;
  /** Products whose queued edit was applied: the version it was made on and the one the server now has. */
  moved: ProductMove[];
}

export interface PushHooks {
  /**
   * Called after the server answered and before the entry is settled. Production passes nothing;
   * the crash tests kill the process here.
   */
  afterSend?(entry: OutboxEntry, reply: PushReply): void;
}

/** Sends every sendable entry in order until the queue is empty or the server stops answering. */
export async function pushOutbox(store: CacheStore, send: OutboxSender, hooks: PushHooks = {}): Promise<PushResult> {
  const result: PushResult = {
    tables: [],
    applied: 0,
    conflicts: 0,
    refused: 0,
    unreachable: false,
    settled: {},
    moved: [],
  };
  // Read once: the loop keeps its copy as the store does (entries queued meanwhile go in the next cycle).
  let queue = store.outbox();
  for (let entry = nextToSend(queue); entry; entry = nextToSend(queue)) {
    store.markSending(entry.seq);
    let reply: PushReply;
    try {
      reply = await send(entry);
    } catch (error) {
      reply = { kind: 'unreachable', message: (error as Error).message };
    }
    hooks.afterSend?.(entry, reply);
    if (reply.kind === 'unreachable') {
      store.markRetry(entry.seq, reply.message);
      result.unreachable = true;
      return result;
    }
    queue = settle(store, queue, entry, reply, result);
  }
  return result;
}

/** Records a final answer in the store and the loop's copy of the queue. */
function settle(
  store: CacheStore,
  queue: OutboxEntry[],
  entry: OutboxEntry,
  reply: Exclude<PushReply, { kind: 'unreachable' }>,
  result: PushResult,
): OutboxEntry[] {
  const table = OUTBOX_TABLE[entry.kind];
  if (!result.tables.includes(table)) result.tables.push(table);
  (result.settled[table] ??= []).push(entry.rowId);
  if (reply.kind === 'applied') {
    store.markApplied(entry, reply.version);
    result.applied += 1;
    if (entry.kind === 'product.update' && entry.baseVersion !== null)
      result.moved.push({ id: entry.rowId, from: entry.baseVersion, to: reply.version });
    const rebased = new Map(rebaseAfterApplied(queue, entry, reply.version).map((r) => [r.seq, r.baseVersion]));
    return queue
      .filter((e) => e.seq !== entry.seq)
      .map((e) => (rebased.has(e.seq) ? { ...e, baseVersion: rebased.get(e.seq)! } : e));
  }
  // A refusal stays visible as a conflict the person resolves, never retried blindly.
  const serverRow = reply.kind === 'conflict' ? reply.serverRow : null;
  store.markConflict(entry.seq, reply.message, serverRow);
  if (reply.kind === 'conflict') result.conflicts += 1;
  else result.refused += 1;
  return queue.map((e) => (e.seq === entry.seq ? { ...e, state: 'conflict', lastError: reply.message, serverRow } : e));
}
