/**
 * The outbox of a syncing client (the desktop cache): edits made offline are queued with an
 * idempotency key and the version they were made on, and replayed in order when online through the
 * same server calls the web uses. These are the rules; the queue itself and the calls live in
 * electron/main. An entry is sent at least once and applied at most once: it is marked `sending`
 * before the call and removed only after the reply, so a process killed in between sends it again,
 * and the server call (or the replay check below) recognises an edit it has already applied.
 */

import { ITEM_NOT_IN_CATALOG } from '../sourcing.ts';

/**
 * What can be queued: price and visibility edits of a corporate product (the price grid), a new
 * corporate product, a new sourcing catalog item (Item Mgmt's category) and an RFQ draft without an
 * attachment (RFQ Mgmt).
 */
export const OUTBOX_KINDS = ['product.update', 'product.create', 'catalog.create', 'rfq.create'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** The server table each kind writes (the cache shows the queued row in its mirror of that table). */
export const OUTBOX_TABLE = {
  'product.update': 'corporate_products',
  'product.create': 'corporate_products',
  'catalog.create': 'sourcing_item_categories',
  'rfq.create': 'sourcing_requests',
} as const satisfies Record<OutboxKind, string>;

/** A kind that inserts a new row whose id is the entry's idempotency key. */
export const isCreate = (kind: OutboxKind): boolean => kind !== 'product.update';

/**
 * The row a queued entry needs on the server first (itself perhaps queued): a new catalog item's parent,
 * an RFQ's catalog item.
 */
function dependsOn(entry: Pick<OutboxEntry, 'kind' | 'changes'>): string | null {
  const needed =
    entry.kind === 'catalog.create'
      ? entry.changes.parent_id
      : entry.kind === 'rfq.create'
        ? entry.changes.item_category_id
        : null;
  return typeof needed === 'string' ? needed : null;
}

export type OutboxState = 'pending' | 'sending' | 'conflict';

export interface OutboxEntry {
  /** Queue order: entries are sent by ascending seq. */
  seq: number;
  /** Idempotency key (a uuid); for a new item it is also the new row's id. */
  key: string;
  kind: OutboxKind;
  rowId: string;
  /** The row's version the edit was made on; null for a new item. */
  baseVersion: number | null;
  /** The fields to write (snake_case, as the table has them). */
  changes: Record<string, unknown>;
  state: OutboxState;
  attempts: number;
  /** Why the last attempt failed (unreachable, refused), or what the conflict was. */
  lastError: string | null;
  /** The server's row when the entry conflicted, for the person to compare. */
  serverRow: Record<string, unknown> | null;
  createdAt: string;
}

/** What a server call answered for one entry. */
export type PushReply =
  /** Written (now or by an earlier attempt); `version` is the row's version after it. */
  | { kind: 'applied'; version: number }
  /** Someone else changed (or removed) the row since `baseVersion`: nothing was written. */
  | { kind: 'conflict'; serverRow: Record<string, unknown> | null; message: string }
  /** A rule said no (not your company, invalid value): nothing was written, and retrying will not help. */
  | { kind: 'refused'; message: string }
  /** No answer (offline, server down): try again later, same key. */
  | { kind: 'unreachable'; message: string };

/**
 * The next entry to send: the oldest pending or sending one whose row has no unresolved conflict
 * before it (later edits of a conflicted row wait until the person resolves it; other rows go on).
 * A new catalog item under a parent whose own creation is in conflict waits too (it would be refused), and
 * so does an RFQ draft for a catalog item whose creation is in conflict.
 */
export function nextToSend(entries: readonly OutboxEntry[]): OutboxEntry | null {
  const blocked = new Set<string>();
  for (const entry of [...entries].sort((a, b) => a.seq - b.seq)) {
    const parent = dependsOn(entry);
    if (entry.state === 'conflict' || (parent !== null && blocked.has(parent))) {
      blocked.add(entry.rowId);
      continue;
    }
    if (!blocked.has(entry.rowId)) return entry;
  }
  return null;
}

/**
 * After an entry is applied, later entries of the same row that were made on the same version
 * (queued offline one after the other) continue from the version the server now has: they build on
 * this edit, not against it. Returns the entries whose base version changes.
 */
export function rebaseAfterApplied(
  entries: readonly OutboxEntry[],
  applied: OutboxEntry,
  newVersion: number,
): { seq: number; baseVersion: number }[] {
  return entries
    .filter(
      (e) =>
        e.seq > applied.seq &&
        e.rowId === applied.rowId &&
        e.state !== 'conflict' &&
        (e.baseVersion === applied.baseVersion || (isCreate(applied.kind) && e.baseVersion === null)),
    )
    .map((e) => ({ seq: e.seq, baseVersion: newVersion }));
}

/**
 * A conditional update ("where version = base") changed nothing: decide from the server's row now.
 * Gone: the row was deleted. Holding exactly the values sent: the edit was applied by an earlier
 * attempt whose reply was lost (the process died between sending and marking), so it is done.
 * Anything else: a conflict, never overwritten.
 */
export function judgeUnappliedUpdate(
  changes: Record<string, unknown>,
  serverRow: Record<string, unknown> | null,
): PushReply {
  if (!serverRow) return { kind: 'conflict', serverRow: null, message: OUTBOX_TEXT.rowGone };
  const same = Object.entries(changes).every(([field, value]) => sameValue(serverRow[field], value));
  if (same) return { kind: 'applied', version: Number(serverRow.version) };
  return { kind: 'conflict', serverRow, message: OUTBOX_TEXT.changedMeanwhile };
}

/**
 * An insert whose id is the entry's key hit a unique violation: the row with that id is the entry's
 * own earlier attempt (the process died before marking it), so it is applied; with no such row the
 * clash was with some other unique value, and the insert is refused with the server's message.
 */
export function judgeDuplicateCreate(existing: Record<string, unknown> | null, message: string): PushReply {
  if (existing) return { kind: 'applied', version: Number(existing.version) };
  return { kind: 'refused', message };
}

/**
 * An RFQ draft's insert failed (the server answered). A row with the draft's id is its own earlier attempt
 * (the process died before marking it; a replay can be refused by a rule before the primary key is even
 * checked, e.g. when the item left the catalog since): applied. Otherwise refused, in the person's words:
 * the item is no longer in the department's catalog (23514, the web's 'Item Not in Your Catalog'), or they
 * may no longer raise RFQs for the company (42501, RLS).
 */
export function judgeFailedRfq(
  existing: Record<string, unknown> | null,
  error: { code?: string; message: string },
): PushReply {
  if (existing) return { kind: 'applied', version: Number(existing.version) };
  if (error.code === '23514') return { kind: 'refused', message: OUTBOX_TEXT.rfqNotInCatalog(error.message) };
  if (error.code === '42501') return { kind: 'refused', message: OUTBOX_TEXT.rfqNotAllowed };
  return { kind: 'refused', message: error.message };
}

/** Numeric columns come back as numbers or numeric strings; compare them as numbers. */
function sameValue(server: unknown, sent: unknown): boolean {
  if (server === sent) return true;
  if (server === null || sent === null || server === undefined || sent === undefined) return false;
  const [a, b] = [Number(server), Number(sent)];
  return typeof sent !== 'boolean' && !Number.isNaN(a) && !Number.isNaN(b) && a === b;
}

/**
 * Changes queued for a row laid over the row (what the person sees until the server has them):
 * every pending or sending entry of that row, in queue order. Conflicted entries are not laid over:
 * the server's value shows, and the conflict says what was not saved.
 */
export function overlayPending<R extends Record<string, unknown>>(row: R, entries: readonly OutboxEntry[]): R {
  let result = row;
  for (const e of [...entries].sort((a, b) => a.seq - b.seq)) {
    if (e.rowId === row.id && e.state !== 'conflict') result = { ...result, ...e.changes };
  }
  return result;
}

export const OUTBOX_TEXT = {
  /** The toast's title when an edit made offline is kept in the outbox. */
  savedOffline: 'Saved offline',
  queuedChanges: (n: number) =>
    `${n} change${n === 1 ? ' is' : 's are'} kept on this computer and will be saved when the connection returns.`,
  queuedProducts: (n: number) =>
    `${n} new product${n === 1 ? ' is' : 's are'} kept on this computer and will be added when the connection returns.`,
  queuedCatalogItem: (name: string) =>
    `${name} is kept on this computer and will be added to your catalog when the connection returns.`,
  queuedRfq: (item: string) =>
    `The RFQ for ${item} is kept on this computer as a draft and will be raised when the connection returns.`,
  /** An RFQ draft's number until the server gives it one. */
  draftNumber: 'Draft',
  rfqNotInCatalog: (detail: string) => `${ITEM_NOT_IN_CATALOG}: ${detail}`,
  attachmentOffline:
    'Attachments need a connection: offline, an RFQ is kept as a draft without one and raised when the connection returns.',
  rfqNotAllowed: 'Not raised: you may no longer raise RFQs for this company.',
  changedMeanwhile:
    'Not saved: someone changed this item while you were offline. Check the current values and edit again.',
  rowGone: 'Not saved: this item was deleted on the server.',
} as const;
