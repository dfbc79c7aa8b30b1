import { describe, expect, it } from 'vitest';
import { cacheAt } from './test-support.ts';

const insert = `insert into outbox (key, kind, row_id, base_version, changes, created_at, state)
  values (?, 'product.update', 'p1', 3, '{"basic_price":1}', '2026-11-23T00:00:00Z', ?)`;

describe('cache migration 0003: outbox', () => {
  it('queues entries in order, one per idempotency key', () => {
    const db = cacheAt(3);
    db.prepare(insert).run('k1', 'pending');
    db.prepare(insert).run('k2', 'sending');
    expect(db.prepare('select seq, key, state, attempts from outbox order by seq').all()).toEqual([
      { seq: 1, key: 'k1', state: 'pending', attempts: 0 },
      { seq: 2, key: 'k2', state: 'sending', attempts: 0 },
    ]);
    expect(() => db.prepare(insert).run('k1', 'pending')).toThrow(/UNIQUE/);
  });

  it('knows only pending, sending and conflict', () => {
    expect(() => cacheAt(3).prepare(insert).run('k1', 'done')).toThrow(/CHECK/);
  });
});
