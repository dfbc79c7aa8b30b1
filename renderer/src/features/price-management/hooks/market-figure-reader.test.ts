import { describe, expect, it } from 'vitest';
import type { ProductMarket } from '@/data/ports/price-management.ts';
import { MARKET_BATCH, MarketFigureReader } from './market-figure-reader.ts';

const figure = (productId: string, classKey = 'cotton/combed/40s', median: number | null = 200): ProductMarket => ({
  productId,
  classKey,
  classLabel: 'Cotton · Combed · 40s',
  median,
  mills: 3,
});

/** A reader over a fake server whose answers the test releases; every call and every map passed on is kept. */
function harness(answer: (id: string) => ProductMarket = (id) => figure(id)) {
  const calls: { ids: string[]; release: () => void; fail: (e: unknown) => void }[] = [];
  const seen: ReadonlyMap<string, ProductMarket>[] = [];
  const errors: boolean[] = [];
  const reader = new MarketFigureReader({
    read: (ids) =>
      new Promise((resolve, reject) =>
        calls.push({ ids, release: () => resolve(ids.map((id) => answer(id))), fail: reject }),
      ),
    onFigures: (byProduct) => seen.push(byProduct),
    onError: (_, first) => errors.push(first),
  });
  return { reader, calls, seen, errors };
}

const ids = (n: number, prefix = 'p') => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('MarketFigureReader', () => {
  it('asks 1000 products a call, two calls at a time, in the order the rows came, each product once', async () => {
    const { reader, calls, seen } = harness();
    reader.want(ids(2500));
    reader.want(ids(2500));
    expect(calls.map((c) => c.ids.length)).toEqual([MARKET_BATCH, MARKET_BATCH]);
    expect(calls[0].ids[0]).toBe('p0');
    calls[0].release();
    await settle();
    expect(seen.at(-1)?.size).toBe(1000);
    expect(calls.map((c) => c.ids.length)).toEqual([1000, 1000, 500]);
    expect(calls[2].ids[0]).toBe('p2000');
    calls[1].release();
    calls[2].release();
    await settle();
    expect(seen.at(-1)?.size).toBe(2500);
    expect(calls).toHaveLength(3);
  });

  it('reads again only the products of the refreshed classes, with their new medians', async () => {
    let median = 200;
    const { reader, calls, seen } = harness((id) =>
      figure(id, id.startsWith('c') ? 'cotton/combed/40s' : 'viscose-rayon/30s', median),
    );
    reader.want([...ids(3, 'c'), ...ids(2, 'v')]);
    calls[0].release();
    await settle();
    median = 215;
    reader.refreshClasses(new Set(['cotton/combed/40s']));
    expect(calls[1].ids).toEqual(['c0', 'c1', 'c2']);
    calls[1].release();
    await settle();
    const last = seen.at(-1)!;
    expect(last.get('c1')?.median).toBe(215);
    expect(last.get('v1')?.median).toBe(200);
    expect(last.size).toBe(5);
  });

  it('says whether a failure left the sheet without any figure, and passes nothing on once stopped', async () => {
    const { reader, calls, seen, errors } = harness();
    reader.want(ids(1500));
    calls[0].fail(new Error('down'));
    await settle();
    calls[1].release();
    await settle();
    reader.want(['late']);
    calls[2].fail(new Error('down again'));
    await settle();
    expect(errors).toEqual([true, false]);
    reader.stop();
    reader.want(['after-stop']);
    expect(calls).toHaveLength(3);
    expect(seen).toHaveLength(1);
  });
});
