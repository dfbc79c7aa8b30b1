import { describe, expect, it } from 'vitest';
import type { ManagedProduct } from '@/data/ports/price-management.ts';
import { matchesQuickFilter, prepareQuickFilter, quickFilterText, quickFilterWords } from './quick-filter.ts';

const product = (over: Partial<ManagedProduct> = {}): ManagedProduct => ({
  id: '0b6c3c1e-8f2a-4c55-9d1e-2a9f5b7c4d10',
  version: 4,
  departmentName: 'Spun Yarn',
  fibreType: 'Cotton',
  specificType: 'Compact',
  lustre: null,
  twistIntermingling: null,
  blendRatio: null,
  denierCount: 40,
  filamentCount: null,
  numberOfPlys: 2,
  grade: null,
  basicPrice: 245.5,
  visibilityStatus: 'Reveal',
  updatedAt: '2026-11-25T09:30:00+00:00',
  ...over,
});

describe("the price sheet's quick filter", () => {
  it('splits what was typed into upper-cased words, none for blank input', () => {
    expect(quickFilterWords('  compact   40 ')).toEqual(['COMPACT', '40']);
    expect(quickFilterWords('   ')).toEqual([]);
  });

  it('keeps a product when every word appears in its columns, in any case and any order', () => {
    const p = product();
    expect(matchesQuickFilter(p, quickFilterWords('cotton compact'))).toBe(true);
    expect(matchesQuickFilter(p, quickFilterWords('COMPACT spun'))).toBe(true);
    expect(matchesQuickFilter(p, quickFilterWords('compact nylon'))).toBe(false);
    expect(matchesQuickFilter(p, [])).toBe(true);
  });

  it('finds a price as the sheet shows it (two decimals), a visibility and a pasted product id', () => {
    const p = product();
    expect(matchesQuickFilter(p, quickFilterWords('245.50'))).toBe(true);
    expect(matchesQuickFilter(p, quickFilterWords('reveal'))).toBe(true);
    expect(matchesQuickFilter(p, quickFilterWords('0B6C3C1E-8F2A'))).toBe(true);
    expect(matchesQuickFilter(product({ basicPrice: null }), quickFilterWords('245'))).toBe(false);
  });

  it('does not match the empty columns, nor words spanning two columns', () => {
    const text = quickFilterText(product());
    expect(text).not.toMatch(/NULL|UNDEFINED/);
    expect(matchesQuickFilter(product(), quickFilterWords('yarncotton'))).toBe(false);
  });

  it("builds a product's text once, and a changed product (a new object) gets its own", () => {
    const p = product();
    expect(quickFilterText(p)).toBe(quickFilterText(p));
    const edited = { ...p, basicPrice: 300 };
    expect(matchesQuickFilter(edited, quickFilterWords('300.00'))).toBe(true);
    expect(matchesQuickFilter(p, quickFilterWords('300.00'))).toBe(false);
  });
});

describe('preparing the quick filter', () => {
  let reads = 0;
  /** Products whose fibre type counts its reads: a text built reads it once. */
  const counted = (n: number, tag: string) =>
    Array.from({ length: n }, (_, i) =>
      Object.defineProperty({ ...product({ id: `${tag}${i}` }) }, 'fibreType', {
        get: () => {
          reads += 1;
          return 'Cotton';
        },
        enumerable: true,
      }),
    );
  const settle = async (until: () => boolean = () => false) => {
    for (let i = 0; i < 100 && !until(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  };

  it('builds every text in idle slices, once', async () => {
    reads = 0;
    const products = counted(500, 'a');
    prepareQuickFilter(products, 0.05);
    expect(reads).toBe(0);
    await settle(() => reads >= 500);
    expect(reads).toBe(500);
    for (const p of products) quickFilterText(p);
    expect(reads).toBe(500);
  });

  it('builds nothing more once stopped', async () => {
    reads = 0;
    const stop = prepareQuickFilter(counted(500, 'b'));
    stop();
    await settle();
    expect(reads).toBe(0);
  });
});
