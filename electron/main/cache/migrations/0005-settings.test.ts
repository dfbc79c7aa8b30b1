import { describe, expect, it } from 'vitest';
import { cacheAt } from './test-support.ts';

describe('cache migration 0005: settings', () => {
  it('keeps JSON values by key', () => {
    const db = cacheAt(5);
    db.prepare(`insert into settings values ('kept', '["c1"]')`).run();
    expect(db.prepare(`select value ->> '$[0]' as first from settings`).get()).toEqual({ first: 'c1' });
    expect(() => db.prepare(`insert into settings values ('bad', 'not json')`).run()).toThrow(/CHECK/);
  });
});
