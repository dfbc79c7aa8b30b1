/**
 * The planner against a straightforward reference on random inputs: the same fetch order, evictions, states and
 * kept bytes. The reference says the rule another way (a list is kept when the pinned bytes and the bytes of it
 * and every newer candidate fit: sizes are never negative, so that is "stop at the first that does not fit"),
 * with plain array scans and no shortcut, so a faster planner that drifts from the rule fails here.
 */
import { describe, expect, it } from 'vitest';
import { planOfflineLists, type OfflineListState, type OfflinePlanInput } from './offline-plan.ts';

/** A small seeded generator (mulberry32): the same cases on every run, a failure reproducible by its seed. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n: number) => Math.floor(next() * n), chance: (p: number) => next() < p };
}

function randomInput(seed: number): OfflinePlanInput {
  const r = random(seed);
  const count = r.int(40);
  // Few distinct days, so equal dates (ordered by id) are common.
  const lists = Array.from({ length: count }, (_, i) => ({
    id: `l${r.int(1000)}-${i}`,
    uploadedAt: `2026-11-${String(1 + r.int(6)).padStart(2, '0')}T10:00:00Z`,
  }));
  const ids = [...lists.map((l) => l.id), 'gone-1', 'gone-2'];
  const some = (p: number) => new Set(ids.filter(() => r.chance(p)));
  const sizes = new Map(ids.filter(() => r.chance(0.7)).map((id) => [id, r.int(10)] as const));
  return {
    lists,
    downloaded: some(0.4),
    sizes,
    pinned: some(0.15),
    removed: some(0.2),
    budgetBytes: r.int(60),
  };
}

/** The rule, said plainly and slowly. */
function reference(input: OfflinePlanInput) {
  const newer = (a: { id: string; uploadedAt: string }, b: { id: string; uploadedAt: string }) =>
    a.uploadedAt > b.uploadedAt || (a.uploadedAt === b.uploadedAt && a.id > b.id);
  const ordered: { id: string; uploadedAt: string }[] = [];
  for (const list of input.lists) {
    const at = ordered.findIndex((o) => newer(list, o));
    if (at < 0) ordered.push(list);
    else ordered.splice(at, 0, list);
  }
  const size = (id: string) => input.sizes.get(id) ?? 0;
  const pinnedBytes = ordered.filter((l) => input.pinned.has(l.id)).reduce((sum, l) => sum + size(l.id), 0);
  const candidates = ordered.filter((l) => !input.pinned.has(l.id) && !input.removed.has(l.id));
  const keptIds = ordered
    .filter((l) => {
      if (input.pinned.has(l.id)) return true;
      const at = candidates.findIndex((c) => c.id === l.id);
      if (at < 0) return false;
      return pinnedBytes + candidates.slice(0, at + 1).reduce((sum, c) => sum + size(c.id), 0) <= input.budgetBytes;
    })
    .map((l) => l.id);
  const stateOf = (id: string): OfflineListState => {
    if (keptIds.includes(id)) return input.downloaded.has(id) ? 'available' : 'waiting';
    return input.removed.has(id) ? 'removed' : 'over-budget';
  };
  return {
    fetch: ordered.map((l) => l.id).filter((id) => stateOf(id) === 'waiting'),
    evict: [...input.downloaded].filter((id) => !keptIds.includes(id)),
    states: Object.fromEntries(ordered.map((l) => [l.id, stateOf(l.id)])),
    keptBytes: keptIds.reduce((sum, id) => sum + size(id), 0),
  };
}

const withStates = (plan: ReturnType<typeof planOfflineLists>) => ({
  ...plan,
  states: Object.fromEntries(plan.states),
});

describe('planOfflineLists against the reference', () => {
  it('agrees on 1 000 random inputs (sizes, pins, removals, files, budgets, equal dates)', () => {
    const differing: number[] = [];
    let fetchSome = 0;
    let overSome = 0;
    for (let seed = 1; seed <= 1000; seed += 1) {
      const input = randomInput(seed);
      const plan = planOfflineLists(input);
      const expected = reference(input);
      if (JSON.stringify(withStates(plan)) !== JSON.stringify(expected)) differing.push(seed);
      if (plan.fetch.length) fetchSome += 1;
      if (Object.values(expected.states).includes('over-budget')) overSome += 1;
    }
    // The first differing case in full makes a readable failure.
    if (differing.length)
      expect(withStates(planOfflineLists(randomInput(differing[0])))).toEqual(reference(randomInput(differing[0])));
    expect(differing).toEqual([]);
    // The cases reach both sides of the budget, so agreement says something.
    expect(fetchSome).toBeGreaterThan(250);
    expect(overSome).toBeGreaterThan(250);
  });
});
