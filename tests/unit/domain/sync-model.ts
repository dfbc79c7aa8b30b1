/**
 * A model of one mirrored table under concurrent transactions, answering pulls by the rules of
 * sync_pull (supabase/migrations/20261123000120_sync_pull.sql): markers are transaction ids taken at
 * a transaction's first write, the watermark is the oldest open transaction's id (else the next
 * id), rows and tombstones after the cursor come merged by (marker, id), and the cursor never passes
 * the watermark. Row locks as in PostgreSQL: a row written by an open transaction waits for it.
 * The integration tests prove the SQL does the same; this lets the unit tests try many schedules.
 */
import type { SyncCursor } from '@domain/sync/cursor.ts';
import { compareCursors } from '@domain/sync/cursor.ts';

interface StoredRow {
  id: string;
  version: number;
  value: string;
}

export interface ModelTransaction {
  xid: number | null;
  writes: Map<string, { kind: 'put'; value: string } | { kind: 'delete' }>;
}

export class ModelTable {
  private nextXid = 3;
  readonly rows = new Map<string, StoredRow>();
  private readonly tombstones: { id: string; version: number }[] = [];
  private readonly open = new Set<ModelTransaction>();

  begin(): ModelTransaction {
    const tx: ModelTransaction = { xid: null, writes: new Map() };
    this.open.add(tx);
    return tx;
  }

  /** Writes (or deletes) a row in `tx`; false when another open transaction holds the row. */
  write(tx: ModelTransaction, id: string, change: { kind: 'put'; value: string } | { kind: 'delete' }): boolean {
    for (const other of this.open) if (other !== tx && other.writes.has(id)) return false;
    tx.xid ??= this.nextXid++;
    tx.writes.set(id, change);
    return true;
  }

  commit(tx: ModelTransaction): void {
    this.open.delete(tx);
    if (tx.xid === null) return;
    for (const [id, change] of tx.writes) {
      if (change.kind === 'put') this.rows.set(id, { id, version: tx.xid, value: change.value });
      else {
        this.rows.delete(id);
        this.tombstones.push({ id, version: tx.xid });
      }
    }
  }

  rollback(tx: ModelTransaction): void {
    this.open.delete(tx);
  }

  get openTransactions(): ModelTransaction[] {
    return [...this.open];
  }

  watermark(): number {
    const xids = [...this.open].flatMap((t) => (t.xid === null ? [] : [t.xid]));
    return xids.length > 0 ? Math.min(...xids) : this.nextXid;
  }

  /** sync_pull's reply for `cursor`. */
  pull(cursor: SyncCursor, limit: number) {
    const watermark = this.watermark();
    const after = (x: { id: string; version: number }) => compareCursors({ marker: x.version, id: x.id }, cursor) > 0;
    const byPosition = (a: { id: string; version: number }, b: { id: string; version: number }) =>
      compareCursors({ marker: a.version, id: a.id }, { marker: b.version, id: b.id });
    const changed = [...this.rows.values()]
      .filter(after)
      .sort(byPosition)
      .slice(0, limit + 1);
    const gone = this.tombstones
      .filter((t) => after(t) && !this.rows.has(t.id))
      .sort(byPosition)
      .slice(0, limit + 1);
    const merged = [
      ...changed.map((r) => ({ ...r, tombstone: false })),
      ...gone.map((t) => ({ ...t, value: '', tombstone: true })),
    ].sort(byPosition);
    const shown = merged.slice(0, limit);
    const lastSettled = shown.filter((c) => c.version < watermark).at(-1);
    return {
      columns: ['id', 'version', 'value'],
      rows: shown.filter((c) => !c.tombstone).map((c) => [c.id, c.version, c.value]),
      tombstones: shown
        .filter((c) => c.tombstone)
        .map((c) => ({ id: c.id, version: c.version, deleted_at: '2026-11-23T10:00:00+00:00' })),
      next_cursor: lastSettled ? { marker: lastSettled.version, id: lastSettled.id } : cursor,
      watermark,
      has_more: merged.length > limit && shown[limit - 1].version < watermark,
      resync: false,
    };
  }
}

/** A small deterministic PRNG (mulberry32), so a failing schedule can be replayed from its seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
