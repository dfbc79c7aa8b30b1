import { describe, expect, it } from 'vitest';
import {
  isCreate,
  judgeDuplicateCreate,
  judgeFailedRfq,
  judgeUnappliedUpdate,
  nextToSend,
  OUTBOX_TABLE,
  OUTBOX_TEXT,
  overlayPending,
  rebaseAfterApplied,
  type OutboxEntry,
} from '@domain/sync/outbox.ts';

const ROW_A = '00000000-0000-4000-8000-00000000000a';
const ROW_B = '00000000-0000-4000-8000-00000000000b';

function entry(seq: number, overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    seq,
    key: `00000000-0000-4000-9000-${String(seq).padStart(12, '0')}`,
    kind: 'product.update',
    rowId: ROW_A,
    baseVersion: 10,
    changes: { basic_price: 100 + seq },
    state: 'pending',
    attempts: 0,
    lastError: null,
    serverRow: null,
    createdAt: '2026-11-23T10:00:00Z',
    ...overrides,
  };
}

describe('outbox order', () => {
  it('sends the oldest entry first, and an entry left sending by a crash before newer ones', () => {
    expect(nextToSend([entry(3), entry(1), entry(2)])?.seq).toBe(1);
    expect(nextToSend([entry(2), entry(1, { state: 'sending', attempts: 1 })])?.seq).toBe(1);
    expect(nextToSend([])).toBeNull();
  });

  it('holds later edits of a conflicted row but goes on with other rows', () => {
    const queue = [entry(1, { state: 'conflict' }), entry(2), entry(3, { rowId: ROW_B })];
    expect(nextToSend(queue)?.seq).toBe(3);
    expect(nextToSend(queue.slice(0, 2))).toBeNull();
  });
});

describe('new sourcing catalog items in the queue', () => {
  const ROW_C = '00000000-0000-4000-8000-00000000000c';
  const catalog = (seq: number, rowId: string, parentId: string | null, overrides: Partial<OutboxEntry> = {}) =>
    entry(seq, {
      kind: 'catalog.create',
      rowId,
      key: rowId,
      baseVersion: null,
      changes: { name: `Item ${seq}`, parent_id: parentId, department: 'trims', company_id: ROW_C },
      ...overrides,
    });

  it('are inserts into the catalog, with their id as the key', () => {
    expect(OUTBOX_TABLE['catalog.create']).toBe('sourcing_item_categories');
    expect(OUTBOX_TABLE['product.update']).toBe('corporate_products');
    expect([isCreate('catalog.create'), isCreate('product.create'), isCreate('product.update')]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('go in queue order, a parent before the child queued after it', () => {
    expect(nextToSend([catalog(2, ROW_B, ROW_A), catalog(1, ROW_A, null)])?.seq).toBe(1);
  });

  it('hold a child whose parent could not be created, and go on with items that do not need it', () => {
    const queue = [
      catalog(1, ROW_A, null, { state: 'conflict', lastError: 'refused' }),
      catalog(2, ROW_B, ROW_A),
      catalog(3, ROW_C, ROW_B),
      catalog(4, '00000000-0000-4000-8000-00000000000d', null),
    ];
    expect(nextToSend(queue)?.seq).toBe(4);
    expect(nextToSend(queue.slice(0, 3))).toBeNull();
    // A parent already on the server (not in the queue) holds nothing up.
    expect(nextToSend([catalog(5, ROW_B, '00000000-0000-4000-8000-0000000000ff')])?.seq).toBe(5);
  });

  it('give later edits of the new row the version its creation got', () => {
    const created = catalog(1, ROW_A, null);
    expect(rebaseAfterApplied([created, entry(2, { baseVersion: null })], created, 77)).toEqual([
      { seq: 2, baseVersion: 77 },
    ]);
  });
});

describe('a new row whose insert hit a unique key', () => {
  it('is done when the row with its id exists (an earlier attempt made it), refused otherwise', () => {
    expect(judgeDuplicateCreate({ id: ROW_A, version: '31' }, 'duplicate key')).toEqual({
      kind: 'applied',
      version: 31,
    });
    expect(judgeDuplicateCreate(null, 'duplicate key value violates unique constraint')).toEqual({
      kind: 'refused',
      message: 'duplicate key value violates unique constraint',
    });
  });
});

describe('RFQ drafts in the queue', () => {
  const ITEM = '00000000-0000-4000-8000-0000000000c1';
  const RFQ = '00000000-0000-4000-8000-0000000000f1';
  const draft = (seq: number, rowId: string, itemId: string, overrides: Partial<OutboxEntry> = {}) =>
    entry(seq, {
      kind: 'rfq.create',
      rowId,
      key: rowId,
      baseVersion: null,
      changes: { item_category_id: itemId, quantity: '4000', quantity_unit: 'pcs', department: 'trims' },
      ...overrides,
    });
  const newItem = (seq: number, rowId: string, overrides: Partial<OutboxEntry> = {}) =>
    entry(seq, {
      kind: 'catalog.create',
      rowId,
      key: rowId,
      baseVersion: null,
      changes: { name: 'Horn buttons', parent_id: null },
      ...overrides,
    });

  it('are inserts into sourcing_requests, with their id as the key', () => {
    expect(OUTBOX_TABLE['rfq.create']).toBe('sourcing_requests');
    expect(isCreate('rfq.create')).toBe(true);
  });

  it('go in queue order after the catalog item queued for them, and wait while its creation is in conflict', () => {
    expect(nextToSend([draft(2, RFQ, ITEM), newItem(1, ITEM)])?.seq).toBe(1);
    const refusedItem = [newItem(1, ITEM, { state: 'conflict' }), draft(2, RFQ, ITEM), draft(3, ROW_B, ROW_A)];
    expect(nextToSend(refusedItem)?.seq).toBe(3);
    expect(nextToSend(refusedItem.slice(0, 2))).toBeNull();
    // A draft for an item already on the server goes on whatever else is in conflict.
    expect(nextToSend([entry(1, { state: 'conflict' }), draft(2, RFQ, ITEM)])?.seq).toBe(2);
  });

  it('are done when a failed insert finds the draft’s own row (an earlier attempt raised it)', () => {
    expect(judgeFailedRfq({ id: RFQ, version: '41' }, { code: '23514', message: 'not in your catalog' })).toEqual({
      kind: 'applied',
      version: 41,
    });
    expect(judgeFailedRfq({ id: RFQ, version: 42 }, { code: '23505', message: 'duplicate key' })).toEqual({
      kind: 'applied',
      version: 42,
    });
  });

  it('are refused in the person’s words otherwise: not in the catalog, not allowed, or the server’s message', () => {
    const detail = "This item is not in your company's catalog for this department.";
    expect(judgeFailedRfq(null, { code: '23514', message: detail })).toEqual({
      kind: 'refused',
      message: `Item Not in Your Catalog: ${detail}`,
    });
    expect(
      judgeFailedRfq(null, { code: '42501', message: 'new row violates row-level security policy for table' }),
    ).toEqual({ kind: 'refused', message: OUTBOX_TEXT.rfqNotAllowed });
    expect(judgeFailedRfq(null, { code: '23502', message: 'quantity is required' })).toEqual({
      kind: 'refused',
      message: 'quantity is required',
    });
  });

  it('say what happens to a draft kept offline', () => {
    expect(OUTBOX_TEXT.queuedRfq('Horn buttons 24L')).toBe(
      'The RFQ for Horn buttons 24L is kept on this computer as a draft and will be raised when the connection returns.',
    );
    expect(OUTBOX_TEXT.draftNumber).toBe('Draft');
  });
});

describe('rebasing queued edits after one is applied', () => {
  it('moves later edits made on the same version to the new version, and leaves others alone', () => {
    const first = entry(1);
    const queue = [first, entry(2), entry(3, { rowId: ROW_B }), entry(4, { baseVersion: 7 }), entry(5)];
    expect(rebaseAfterApplied(queue, first, 42)).toEqual([
      { seq: 2, baseVersion: 42 },
      { seq: 5, baseVersion: 42 },
    ]);
  });

  it('gives edits of a new item the version its creation got', () => {
    const created = entry(1, { kind: 'product.create', baseVersion: null });
    expect(rebaseAfterApplied([created, entry(2, { baseVersion: null })], created, 9)).toEqual([
      { seq: 2, baseVersion: 9 },
    ]);
  });
});

describe('an update that changed nothing', () => {
  it('is done when the server holds exactly the values sent (an earlier attempt applied it)', () => {
    expect(judgeUnappliedUpdate({ basic_price: 120.5 }, { id: ROW_A, basic_price: '120.50', version: 12 })).toEqual({
      kind: 'applied',
      version: 12,
    });
  });

  it('is a conflict when someone else wrote other values, or when the row is gone', () => {
    expect(judgeUnappliedUpdate({ basic_price: 120 }, { id: ROW_A, basic_price: 130, version: 12 })).toMatchObject({
      kind: 'conflict',
      message: OUTBOX_TEXT.changedMeanwhile,
    });
    expect(
      judgeUnappliedUpdate({ visibility_status: 'Hide' }, { id: ROW_A, visibility_status: 'Reveal', version: 3 }),
    ).toMatchObject({ kind: 'conflict' });
    expect(judgeUnappliedUpdate({ basic_price: null }, { id: ROW_A, basic_price: 0, version: 3 })).toMatchObject({
      kind: 'conflict',
    });
    expect(judgeUnappliedUpdate({ basic_price: 1 }, null)).toEqual({
      kind: 'conflict',
      serverRow: null,
      message: OUTBOX_TEXT.rowGone,
    });
  });
});

describe('pending edits laid over the cached row', () => {
  it('applies pending and sending edits of that row in queue order, not conflicted ones', () => {
    const row = { id: ROW_A, basic_price: 100, visibility_status: 'Reveal', version: 10 };
    const queue = [
      entry(2, { changes: { basic_price: 150 } }),
      entry(1, { changes: { basic_price: 120, visibility_status: 'Hide' }, state: 'sending' }),
      entry(3, { changes: { basic_price: 999 }, state: 'conflict' }),
      entry(4, { rowId: ROW_B, changes: { basic_price: 1 } }),
    ];
    expect(overlayPending(row, queue)).toEqual({ ...row, basic_price: 150, visibility_status: 'Hide' });
  });
});
