import { describe, expect, it } from 'vitest';
import { planOfflineLists, type OfflinePlanInput } from './offline-plan.ts';

const MB = 1024 * 1024;
const list = (id: string, day: number) => ({ id, uploadedAt: `2026-11-${String(day).padStart(2, '0')}T10:00:00Z` });
// Given out of order on purpose: the plan orders them itself.
const lists = [list('b', 2), list('d', 4), list('a', 1), list('c', 3)];

const plan = (over: Partial<OfflinePlanInput> = {}) =>
  planOfflineLists({
    lists,
    downloaded: new Set(),
    sizes: new Map(),
    pinned: new Set(),
    removed: new Set(),
    budgetBytes: 2048 * MB,
    ...over,
  });

describe('planOfflineLists', () => {
  it('fetches every list not yet on disk, newest first', () => {
    const p = plan({ downloaded: new Set(['c']), sizes: new Map([['c', MB]]) });
    expect(p.fetch).toEqual(['d', 'b', 'a']);
    expect(p.evict).toEqual([]);
    expect(Object.fromEntries(p.states)).toEqual({ d: 'waiting', c: 'available', b: 'waiting', a: 'waiting' });
    expect(p.keptBytes).toBe(MB);
  });

  it('keeps the newest lists that fit the budget and evicts the oldest downloaded ones', () => {
    const sizes = new Map([
      ['a', 3 * MB],
      ['b', 3 * MB],
      ['c', 3 * MB],
      ['d', 3 * MB],
    ]);
    const p = plan({ downloaded: new Set(['a', 'b', 'c', 'd']), sizes, budgetBytes: 7 * MB });
    expect(p.fetch).toEqual([]);
    expect(p.evict.sort()).toEqual(['a', 'b']);
    expect(Object.fromEntries(p.states)).toEqual({
      d: 'available',
      c: 'available',
      b: 'over-budget',
      a: 'over-budget',
    });
    expect(p.keptBytes).toBe(6 * MB);
  });

  it('stops at the first list that does not fit: a smaller older list is not kept instead', () => {
    const sizes = new Map([
      ['d', 4 * MB],
      ['c', 4 * MB],
      ['b', 1 * MB],
    ]);
    const p = plan({ sizes, budgetBytes: 6 * MB });
    expect(p.fetch).toEqual(['d']);
    expect(p.states.get('b')).toBe('over-budget');
    expect(p.states.get('a')).toBe('over-budget');
  });

  it('keeps pinned lists over the budget, counting their bytes first', () => {
    const sizes = new Map([
      ['a', 5 * MB],
      ['d', 2 * MB],
      ['c', 2 * MB],
    ]);
    const p = plan({ downloaded: new Set(['a', 'c']), sizes, pinned: new Set(['a']), budgetBytes: 8 * MB });
    expect(p.fetch).toEqual(['d']);
    expect(p.evict).toEqual(['c']);
    expect(p.states.get('a')).toBe('available');
    expect(p.states.get('c')).toBe('over-budget');
    expect(p.keptBytes).toBe(7 * MB);
  });

  it('evicts the files of lists the user may no longer read', () => {
    const p = plan({ downloaded: new Set(['gone', 'd']), sizes: new Map([['gone', MB]]) });
    expect(p.evict).toEqual(['gone']);
    expect(p.states.has('gone')).toBe(false);
  });

  it('plans lists of unknown size as fitting, and keeps nothing unpinned with a zero budget', () => {
    expect(plan({ budgetBytes: 0 }).fetch).toEqual(['d', 'c', 'b', 'a']);
    const sized = plan({ budgetBytes: 0, sizes: new Map([['d', 1]]), pinned: new Set(['b']) });
    expect(sized.fetch).toEqual(['b']);
  });

  it('leaves out the lists the user removed: not fetched, their files evicted, no budget taken', () => {
    const sizes = new Map([
      ['d', 4 * MB],
      ['c', 4 * MB],
      ['b', 1 * MB],
    ]);
    const p = plan({ downloaded: new Set(['d']), sizes, removed: new Set(['d', 'a']), budgetBytes: 6 * MB });
    expect(p.fetch).toEqual(['c', 'b']);
    expect(p.evict).toEqual(['d']);
    expect(Object.fromEntries(p.states)).toEqual({ d: 'removed', c: 'waiting', b: 'waiting', a: 'removed' });
    expect(p.keptBytes).toBe(5 * MB);
  });

  it('keeps a removed list again once it is pinned (a pin outranks the removal)', () => {
    const p = plan({
      downloaded: new Set(['c']),
      sizes: new Map([['c', MB]]),
      removed: new Set(['c', 'b']),
      pinned: new Set(['c', 'b']),
    });
    expect(p.states.get('c')).toBe('available');
    expect(p.states.get('b')).toBe('waiting');
    expect(p.evict).toEqual([]);
    expect(p.fetch).toEqual(['d', 'b', 'a']);
  });

  it('lets a removal free the budget for an older list', () => {
    const sizes = new Map([
      ['d', 3 * MB],
      ['c', 3 * MB],
      ['b', 3 * MB],
      ['a', 1 * MB],
    ]);
    expect(plan({ sizes, budgetBytes: 6 * MB }).states.get('b')).toBe('over-budget');
    const p = plan({ sizes, removed: new Set(['d']), budgetBytes: 6 * MB });
    expect(p.fetch).toEqual(['c', 'b']);
    expect(p.states.get('a')).toBe('over-budget');
  });
});
