/**
 * The one interface the sync engine and the IPC handlers use to reach a user's cache. Narrow on
 * purpose (whole operations, no SQL, no statements) so the cache can move off the main process's
 * event loop later (into a utilityProcess or a worker) without touching its callers.
 */
import { SYNC_START, type SyncCursor } from '@domain/sync/cursor.ts';
import { isCreate, OUTBOX_TABLE, rebaseAfterApplied, type OutboxEntry } from '@domain/sync/outbox.ts';
import type { SyncChange } from '@domain/sync/page.ts';
import { answerBulkRequest } from './bulk/requests.ts';
import { createBulkWriter } from './bulk/writer.ts';
import { durable, type CacheDb } from './db.ts';
import * as indexes from './repositories/indexes.ts';
import * as mirror from './repositories/mirror.ts';
import * as outbox from './repositories/outbox.ts';
import * as pages from './repositories/pages.ts';
import * as pdfFiles from './repositories/pdf-files.ts';
import * as reads from './repositories/reads.ts';
import * as settings from './repositories/settings.ts';
import * as syncState from './repositories/sync-state.ts';
import type { EncodedChange, MirroredTable, MirrorRow } from './repositories/mirror.ts';

export type { MirroredTable, MirrorRow, OutboxEntry };

export interface CacheStore {
  // Pull
  cursor(table: MirroredTable): SyncCursor;
  /** Applies a pulled page and stores its cursor in one transaction; queued edits stay laid over. */
  applyPage(table: MirroredTable, changes: readonly SyncChange[], cursor: SyncCursor): void;
  /** Drops a table's copy and cursor (the server asked for a full sync). */
  resetTable(table: MirroredTable): void;
  /** Sets an empty table's indexes aside for its first full load (built by buildIndexes); whether it did. */
  deferIndexes(table: MirroredTable): boolean;
  /**
   * Writes a batch of a first full load on the bulk writer's thread (bulk/writer.ts), with its cursor, if the
   * table's cursor is still `from` (not reset meanwhile); whether it did. Batches are written in the order asked.
   */
  writeBulk(
    table: MirroredTable,
    changes: readonly EncodedChange[],
    from: SyncCursor,
    to: SyncCursor,
  ): Promise<boolean>;
  /** Builds a table's indexes set aside by deferIndexes, on the bulk writer's thread (after its writes). */
  buildIndexes(table: MirroredTable): Promise<void>;
  recordPullSuccess(table: MirroredTable, at: string): void;
  recordPullError(table: MirroredTable, message: string, at: string): void;
  syncStates(): syncState.TableSyncState[];
  pruneBidsBefore(since: string): number;
  // Outbox
  /** Queues an edit and shows it in the cached row at once, in one durable transaction. */
  queueEdit(entry: outbox.NewOutboxEntry, table: MirroredTable, localRow: MirrorRow): OutboxEntry;
  /** Queues several edits (one price sheet save) all or none, in one durable transaction. */
  queueEdits(
    edits: readonly { entry: outbox.NewOutboxEntry; table: MirroredTable; localRow: MirrorRow }[],
  ): OutboxEntry[];
  outbox(): OutboxEntry[];
  /** One row's entries, in queue order (indexed). */
  outboxOf(rowId: string): OutboxEntry[];
  /** RFQ drafts and other entries of one kind, in queue order. */
  outboxOfKind(kind: OutboxEntry['kind']): OutboxEntry[];
  outboxEntry(seq: number): OutboxEntry | null;
  /** How many entries wait and how many are in conflict (the status), counted in SQLite. */
  outboxCounts(): { queued: number; conflicts: number };
  markSending(seq: number): void;
  /** The entry reached the server: drop it, and let later edits of its row build on the new version. */
  markApplied(entry: OutboxEntry, version: number): void;
  markRetry(seq: number, message: string): void;
  markConflict(seq: number, message: string, serverRow: Record<string, unknown> | null): void;
  /** The person's answer to a conflict: drop the edit, or send it again on the server's current version. */
  resolveConflict(seq: number, action: 'discard' | 'retry'): void;
  // Reads
  row(table: MirroredTable, id: string): MirrorRow | null;
  count(table: MirroredTable): number;
  priceLists(search: string): MirrorRow[];
  newsPage(table: 'news_items' | 'news_snippets', query: reads.PageQuery): { rows: MirrorRow[]; total: number };
  newsArticle(id: string): MirrorRow | null;
  productPage(query: reads.ProductQuery): { rows: MirrorRow[]; total: number };
  /** A company's bids placed since `since`, newest first. */
  companyBids(companyId: string, since: string): MirrorRow[];
  /** Every mirrored company (id and name), by name. */
  companies(): MirrorRow[];
  /** A company department's catalog items, by name (queued new ones included). */
  catalog(companyId: string, department: string): MirrorRow[];
  /** A company department's RFQs with their rounds and bids. */
  sourcingDesk(companyId: string, department: string): { rfqs: MirrorRow[]; rounds: MirrorRow[]; bids: MirrorRow[] };
  // Downloaded PDFs
  pdfFile(priceListId: string): pdfFiles.PdfFile | null;
  pdfFiles(): pdfFiles.PdfFile[];
  orphanPdfFiles(): pdfFiles.PdfFile[];
  recordPdfFile(file: pdfFiles.PdfFile): void;
  removePdfFile(priceListId: string): void;
  // Settings
  getSetting<T>(key: string): T | null;
  setSetting(key: string, value: unknown): void;
  close(): void;
}

export function createCacheStore(db: CacheDb): CacheStore {
  const bulk = createBulkWriter(db.name, (request) => answerBulkRequest(db, request));

  return {
    cursor: (table) => syncState.getCursor(db, table),
    applyPage: (table, changes, cursor) =>
      db.transaction(() => pages.writePage(db, table, mirror.encodeChanges(changes), cursor)).immediate(),
    resetTable: (table) =>
      db
        .transaction(() => {
          mirror.clearTable(db, table);
          syncState.saveCursor(db, table, SYNC_START);
        })
        .immediate(),
    deferIndexes: (table) => indexes.deferIndexes(db, table),
    writeBulk: (table, changes, from, to) => bulk.write(table, changes, from, to),
    buildIndexes: (table) => bulk.buildIndexes(table),
    recordPullSuccess: (table, at) => syncState.recordSuccess(db, table, at),
    recordPullError: (table, message, at) => syncState.recordError(db, table, message, at),
    syncStates: () => syncState.listSyncStates(db),
    pruneBidsBefore: (since) => mirror.pruneBidsBefore(db, since),

    queueEdit: (entry, table, localRow) =>
      durable(db, () => {
        const queued = outbox.enqueue(db, entry);
        mirror.putRow(db, table, localRow);
        return queued;
      }),
    queueEdits: (edits) =>
      durable(db, () =>
        edits.map(({ entry, table, localRow }) => {
          const queued = outbox.enqueue(db, entry);
          mirror.putRow(db, table, localRow);
          return queued;
        }),
      ),
    outbox: () => outbox.listOutbox(db),
    outboxOf: (rowId) => outbox.outboxForRows(db, [rowId]),
    outboxOfKind: (kind) => outbox.outboxOfKind(db, kind),
    outboxEntry: (seq) => outbox.getEntry(db, seq),
    outboxCounts: () => outbox.outboxCounts(db),
    markSending: (seq) => durable(db, () => outbox.markSending(db, seq)),
    markApplied: (entry, version) =>
      durable(db, () => {
        for (const r of rebaseAfterApplied(outbox.outboxForRows(db, [entry.rowId]), entry, version)) {
          outbox.setBaseVersion(db, r.seq, r.baseVersion);
        }
        outbox.removeEntry(db, entry.seq);
      }),
    markRetry: (seq, message) => durable(db, () => outbox.markRetry(db, seq, message)),
    markConflict: (seq, message, serverRow) => durable(db, () => outbox.markConflict(db, seq, message, serverRow)),
    resolveConflict: (seq, action) =>
      durable(db, () => {
        const entry = outbox.getEntry(db, seq);
        if (!entry || entry.state !== 'conflict') return;
        const current = entry.serverRow ? Number(entry.serverRow.version) : null;
        if (action === 'discard' || current === null) {
          // A deleted row cannot be updated again; its edit can only be dropped. A new row that never
          // reached the server leaves the copy with it.
          outbox.removeEntry(db, seq);
          if (isCreate(entry.kind)) mirror.deleteRow(db, OUTBOX_TABLE[entry.kind], entry.rowId);
          return;
        }
        outbox.retryOnVersion(db, seq, current);
        const row = mirror.getRow(db, 'corporate_products', entry.rowId);
        if (row) mirror.putRow(db, 'corporate_products', { ...row, ...entry.changes });
      }),

    row: (table, id) => mirror.getRow(db, table, id),
    count: (table) => mirror.countRows(db, table),
    priceLists: (search) => reads.priceLists(db, search),
    newsPage: (table, query) => reads.newsPage(db, table, query),
    newsArticle: (id) => reads.newsArticle(db, id),
    productPage: (query) => reads.productPage(db, query),
    companyBids: (companyId, since) => reads.companyBids(db, companyId, since),
    companies: () => reads.companies(db),
    catalog: (companyId, department) => reads.catalog(db, companyId, department),
    sourcingDesk: (companyId, department) => reads.sourcingDesk(db, companyId, department),

    pdfFile: (id) => pdfFiles.getPdfFile(db, id),
    pdfFiles: () => pdfFiles.listPdfFiles(db),
    orphanPdfFiles: () => pdfFiles.orphanPdfFiles(db),
    recordPdfFile: (file) => pdfFiles.recordPdfFile(db, file),
    removePdfFile: (id) => pdfFiles.removePdfFile(db, id),

    getSetting: (key) => settings.getSetting(db, key),
    setSetting: (key, value) => settings.setSetting(db, key, value),
    close: () => {
      void bulk.close();
      db.close();
    },
  };
}
