import { describe, expect, it } from 'vitest';
import { compareCursors, SYNC_START, type SyncCursor } from '@domain/sync/cursor.ts';
import { applyChanges, parseSyncPage, rowOf, type SyncRow } from '@domain/sync/page.ts';
import { pullTable, type PullSteps } from '@domain/sync/pull.ts';
import { ModelTable, seededRandom } from './sync-model.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A client's copy of the model table, synced with pullTable. */
function client(table: ModelTable) {
  const state = { copy: new Map<string, SyncRow>(), cursor: SYNC_START as SyncCursor, pulls: 0 };
  const steps: PullSteps = {
    fetchPage: async (cursor, limit) => {
      state.pulls += 1;
      return table.pull(cursor, limit);
    },
    applyPage: async (changes, cursor) => {
      state.copy = applyChanges(state.copy, changes);
      state.cursor = cursor;
    },
    reset: async () => {
      state.copy = new Map();
      state.cursor = SYNC_START;
    },
  };
  return {
    state,
    pull: (limit = 3) => pullTable(steps, state.cursor, { limit }),
    values: () => Object.fromEntries([...state.copy.values()].map((r) => [r.id, r.value])),
  };
}

const committedValues = (table: ModelTable) => Object.fromEntries([...table.rows.values()].map((r) => [r.id, r.value]));

describe('pulling a table', () => {
  it('pages through more rows than a page holds, in order, and stops when nothing is left', async () => {
    const table = new ModelTable();
    const tx = table.begin();
    for (let n = 1; n <= 10; n++) table.write(tx, id(n), { kind: 'put', value: `v${n}` });
    table.commit(tx);
    const c = client(table);
    const result = await c.pull(3);
    expect(result).toMatchObject({ pages: 4, changes: 10, more: false, resynced: false });
    expect(c.values()).toEqual(committedValues(table));
    expect(await c.pull(3)).toMatchObject({ pages: 1, changes: 0 });
  });

  it('stops at maxPages and goes on from the stored cursor', async () => {
    const table = new ModelTable();
    const tx = table.begin();
    for (let n = 1; n <= 10; n++) table.write(tx, id(n), { kind: 'put', value: `v${n}` });
    table.commit(tx);
    const c = client(table);
    const steps: PullSteps = {
      fetchPage: async (cursor, limit) => table.pull(cursor, limit),
      applyPage: async (changes, cursor) => {
        c.state.copy = applyChanges(c.state.copy, changes);
        c.state.cursor = cursor;
      },
      reset: async () => undefined,
    };
    expect(await pullTable(steps, SYNC_START, { limit: 3, maxPages: 2 })).toMatchObject({ pages: 2, more: true });
    expect(c.state.copy.size).toBe(6);
    expect(await pullTable(steps, c.state.cursor, { limit: 3 })).toMatchObject({ changes: 4, more: false });
    expect(c.values()).toEqual(committedValues(table));
  });

  it('asks for the next page before storing this one, and none after the last', async () => {
    const table = new ModelTable();
    const tx = table.begin();
    for (let n = 1; n <= 7; n++) table.write(tx, id(n), { kind: 'put', value: `v${n}` });
    table.commit(tx);
    const events: string[] = [];
    let pages = 0;
    await pullTable(
      {
        fetchPage: async (cursor, limit) => {
          events.push(`ask ${++pages}`);
          return table.pull(cursor, limit);
        },
        applyPage: async (changes) => {
          events.push(`store ${changes.length}`);
        },
        reset: async () => undefined,
      },
      SYNC_START,
      { limit: 3 },
    );
    expect(events).toEqual(['ask 1', 'ask 2', 'store 3', 'ask 3', 'store 3', 'store 1']);
  });

  it('a page that fails to store ends the pull with its error, the page asked for after it unused', async () => {
    const table = new ModelTable();
    const tx = table.begin();
    for (let n = 1; n <= 7; n++) table.write(tx, id(n), { kind: 'put', value: `v${n}` });
    table.commit(tx);
    let asked = 0;
    const pull = pullTable(
      {
        fetchPage: async (cursor, limit) => {
          asked += 1;
          if (asked === 2) throw new Error('offline');
          return table.pull(cursor, limit);
        },
        applyPage: async () => {
          throw new Error('disk full');
        },
        reset: async () => undefined,
      },
      SYNC_START,
      { limit: 3 },
    );
    await expect(pull).rejects.toThrow('disk full');
    expect(asked).toBe(2);
  });

  it('does not skip a row a slower transaction commits later with a smaller marker', async () => {
    const table = new ModelTable();
    const c = client(table);
    const slow = table.begin();
    table.write(slow, id(1), { kind: 'put', value: 'late' });
    const fast = table.begin();
    table.write(fast, id(2), { kind: 'put', value: 'early' });
    table.commit(fast);
    expect(slow.xid).toBeLessThan(fast.xid!);

    await c.pull();
    expect(c.values()).toEqual({ [id(2)]: 'early' }); // handed out, but the cursor stays below the slow one
    expect(c.state.cursor.marker).toBeLessThan(slow.xid!);

    table.commit(slow);
    await c.pull();
    expect(c.values()).toEqual({ [id(1)]: 'late', [id(2)]: 'early' });
  });

  it('where a cursor at the highest marker seen would skip it', async () => {
    const table = new ModelTable();
    const slow = table.begin();
    table.write(slow, id(1), { kind: 'put', value: 'late' });
    const fast = table.begin();
    table.write(fast, id(2), { kind: 'put', value: 'early' });
    table.commit(fast);
    const seen = parseSyncPage(table.pull(SYNC_START, 100)).rows;
    const naiveCursor = seen
      .map((r) => ({ marker: r.version, id: r.id }))
      .sort(compareCursors)
      .at(-1)!;
    table.commit(slow);
    expect(parseSyncPage(table.pull(naiveCursor, 100)).rows).toEqual([]);
  });

  it('learns of deletes from tombstones', async () => {
    const table = new ModelTable();
    const c = client(table);
    const tx = table.begin();
    table.write(tx, id(1), { kind: 'put', value: 'a' });
    table.write(tx, id(2), { kind: 'put', value: 'b' });
    table.commit(tx);
    await c.pull();
    const del = table.begin();
    table.write(del, id(1), { kind: 'delete' });
    table.commit(del);
    await c.pull();
    expect(c.values()).toEqual({ [id(2)]: 'b' });
  });

  it('drops its copy and starts again when the server asks for a full sync', async () => {
    const table = new ModelTable();
    const tx = table.begin();
    table.write(tx, id(1), { kind: 'put', value: 'a' });
    table.commit(tx);
    let asked = false;
    const copy = new Map<string, SyncRow>([[id(9), { id: id(9), version: 1 }]]);
    const result = await pullTable(
      {
        fetchPage: async (cursor, limit) => {
          if (!asked) {
            asked = true;
            return { ...table.pull(cursor, limit), rows: [], tombstones: [], next_cursor: cursor, resync: true };
          }
          return table.pull(cursor, limit);
        },
        applyPage: async (changes) => {
          for (const ch of changes) if (ch.kind === 'upsert') copy.set(ch.id, rowOf(ch));
        },
        reset: async () => copy.clear(),
      },
      { marker: 2, id: id(0) },
    );
    expect(result.resynced).toBe(true);
    expect([...copy.keys()]).toEqual([id(1)]);
  });

  it('ends with exactly the committed rows, whatever the interleaving (500 random schedules)', async () => {
    for (let seed = 1; seed <= 500; seed++) {
      const random = seededRandom(seed);
      const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];
      const table = new ModelTable();
      const c = client(table);
      for (let step = 0; step < 60; step++) {
        const r = random();
        const open = table.openTransactions;
        if (r < 0.2 || open.length === 0) table.begin();
        else if (r < 0.6) {
          const n = 1 + Math.floor(random() * 8);
          table.write(pick(open), id(n), random() < 0.8 ? { kind: 'put', value: `s${step}` } : { kind: 'delete' });
        } else if (r < 0.8) table.commit(pick(open));
        else if (r < 0.85) table.rollback(pick(open));
        else await c.pull(1 + Math.floor(random() * 4));
      }
      for (const tx of table.openTransactions) table.commit(tx);
      await c.pull(2);
      expect(c.values(), `seed ${seed}`).toEqual(committedValues(table));
    }
  });
});
