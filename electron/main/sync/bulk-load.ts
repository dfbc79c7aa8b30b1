/**
 * A first full load's pages, gathered into batches (page-batch.ts) and written on the bulk writer's thread
 * (cache/bulk/writer.ts) in order, each moving the table's cursor on from where the one before left it. Main
 * meanwhile reads the next pages. A batch the writer finds the cursor moved for (the table was reset: a new
 * scope, a full sync asked for) is not written, and neither is any after it.
 */
import type { SyncCursor } from '@domain/sync/cursor.ts';
import type { SyncChange } from '@domain/sync/page.ts';
import type { CacheStore, MirroredTable } from '../cache/cache-store.ts';
import { encodeChanges, type EncodedChange } from '../cache/repositories/mirror.ts';
import { createPageBatch } from './page-batch.ts';

/** Batches sent and not yet written at most: when the writer is behind, the pull waits rather than piling up pages. */
const BATCHES_IN_FLIGHT = 2;

export interface BulkLoad {
  /** The table was reset since this load began: nothing more is written. */
  overtaken(): boolean;
  /** Adds a page's changes (the cursor they reach); waits while the writer is BATCHES_IN_FLIGHT behind. */
  add(changes: readonly SyncChange[], cursor: SyncCursor): Promise<void>;
  /** Sends what is held and waits for every write; throws the first failure. */
  finish(): Promise<void>;
  /** Waits for the writes sent, quietly (the pull failed, and its own error is the one to report). */
  settle(): Promise<void>;
}

/** A load of `table` whose cursor stands at `from`. */
export function createBulkLoad(store: CacheStore, table: MirroredTable, from: SyncCursor): BulkLoad {
  let cursor = from;
  let overtaken = false;
  let failure: unknown = null;
  let inFlight: Promise<void>[] = [];
  const send = (changes: EncodedChange[], to: SyncCursor) => {
    inFlight.push(
      store.writeBulk(table, changes, cursor, to).then(
        (written) => void (overtaken ||= !written),
        (error: unknown) => void (failure ??= error),
      ),
    );
    cursor = to;
  };
  const batch = createPageBatch(send);
  const failed = () => {
    if (failure) throw failure;
  };
  const drain = async () => {
    const sent = inFlight;
    inFlight = [];
    await Promise.all(sent);
  };
  return {
    overtaken: () => overtaken,
    async add(changes, reached) {
      failed();
      batch.add(encodeChanges(changes), reached);
      while (inFlight.length > BATCHES_IN_FLIGHT) await inFlight.shift();
      failed();
    },
    async finish() {
      batch.flush();
      await drain();
      failed();
    },
    async settle() {
      batch.flush();
      await drain();
    },
  };
}
