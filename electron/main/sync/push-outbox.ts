/**
 * Sends queued edits in order through the same calls the web makes, each with its base version: a
 * product edit is a one-row save_product_changes (the price sheet's save, which writes only while the
 * row's version is still the one edited), a new item an insert whose id is the idempotency key. Every
 * entry is marked `sending` before its call and settled after the reply, so a process killed in between
 * sends it again on restart, and the second attempt recognises its own earlier write instead of
 * applying it twice (a conflict whose row already holds the values sent is that earlier write).
 */
import {
  EDITABLE_PRODUCT_FIELDS,
  judgeUnappliedUpdate,
  nextToSend,
  type OutboxEntry,
  type PushReply,
} from '@domain/sync/outbox.ts';
import type { Json, TablesInsert } from '@domain/database.ts';
import type { CacheStore } from '../cache/cache-store.ts';
import { isUnreachable, type SyncClient } from './supabase-client.ts';

/** Sends one entry and says what the server did. */
export type OutboxSender = (entry: OutboxEntry) => Promise<PushReply>;

/** The company a cached product belongs to (the company its edit is saved for), or null when not cached. */
export type ProductCompanyOf = (productId: string) => string | null;

/** What save_product_changes answers (migration 20261125006000). */
interface SaveReply {
  saved: number;
  rows: { id: string; version: number }[];
  conflicts: { id: string; theirs: Record<string, unknown> | null }[];
}

export function createOutboxSender(client: SyncClient, companyOf: ProductCompanyOf = () => null): OutboxSender {
  const currentRow = async (id: string) => {
    const reply = await client.from('corporate_products').select('*').eq('id', id).maybeSingle();
    if (reply.error) return isUnreachable(reply) ? 'unreachable' : null;
    return reply.data as Record<string, unknown> | null;
  };
  const unreachable = (message: string): PushReply => ({ kind: 'unreachable', message });

  /** One product's edit through save_product_changes, as the price sheet saves it. */
  const saveEdit = async (entry: OutboxEntry & { baseVersion: number }): Promise<PushReply> => {
    let companyId = companyOf(entry.rowId);
    if (!companyId) {
      // Not in the cache any more: ask the server whose it is; a row the caller cannot see is gone for them.
      const row = await currentRow(entry.rowId);
      if (row === 'unreachable') return unreachable('No answer while checking the current row.');
      if (!row) return judgeUnappliedUpdate(entry.changes, null);
      companyId = String(row.company_id);
    }
    const change: Record<string, Json> = { id: entry.rowId, version: entry.baseVersion };
    for (const field of EDITABLE_PRODUCT_FIELDS)
      if (field in entry.changes) change[field] = entry.changes[field] as Json;
    const reply = await client.rpc('save_product_changes', { p_company_id: companyId, p_changes: [change] });
    if (reply.error) {
      return isUnreachable(reply)
        ? unreachable(reply.error.message)
        : { kind: 'refused', message: reply.error.message };
    }
    const result = reply.data as unknown as SaveReply;
    if (result.rows.length === 1) return { kind: 'applied', version: Number(result.rows[0].version) };
    const [conflict] = result.conflicts;
    // Changed or deleted since: a conflict, unless the row holds exactly what was sent (an earlier attempt wrote it).
    if (conflict) return judgeUnappliedUpdate(entry.changes, conflict.theirs);
    // Nothing to write: the row already held these values at the version edited.
    return { kind: 'applied', version: entry.baseVersion };
  };

  return async (entry) => {
    if (entry.kind === 'product.update') {
      if (entry.baseVersion === null) return { kind: 'refused', message: 'An edit needs the version it was made on.' };
      return saveEdit({ ...entry, baseVersion: entry.baseVersion });
    }
    // product.create: the key is the new row's id, so a second insert of the same edit hits the primary key.
    const reply = await client
      .from('corporate_products')
      .insert({ ...entry.changes, id: entry.key } as TablesInsert<'corporate_products'>)
      .select('id, version')
      .single();
    if (!reply.error) return { kind: 'applied', version: reply.data.version };
    if (isUnreachable(reply)) return unreachable(reply.error.message);
    if (reply.error.code === '23505') {
      const row = await currentRow(entry.key);
      if (row === 'unreachable') return unreachable('No answer while checking the new row.');
      if (row) return { kind: 'applied', version: Number(row.version) };
    }
    return { kind: 'refused', message: reply.error.message };
  };
}

export interface PushResult {
  applied: number;
  conflicts: number;
  refused: number;
  /** Stopped because the server did not answer: the rest waits for the next sync. */
  unreachable: boolean;
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
  const result: PushResult = { applied: 0, conflicts: 0, refused: 0, unreachable: false };
  for (let entry = nextToSend(store.outbox()); entry; entry = nextToSend(store.outbox())) {
    store.markSending(entry.seq);
    let reply: PushReply;
    try {
      reply = await send(entry);
    } catch (error) {
      reply = { kind: 'unreachable', message: (error as Error).message };
    }
    hooks.afterSend?.(entry, reply);
    switch (reply.kind) {
      case 'applied':
        store.markApplied(entry, reply.version);
        result.applied += 1;
        break;
      case 'conflict':
        store.markConflict(entry.seq, reply.message, reply.serverRow);
        result.conflicts += 1;
        break;
      case 'refused':
        // A rule said no: keep it visible as a conflict the person resolves, never retried blindly.
        store.markConflict(entry.seq, reply.message, null);
        result.refused += 1;
        break;
      case 'unreachable':
        store.markRetry(entry.seq, reply.message);
        result.unreachable = true;
        return result;
    }
  }
  return result;
}
