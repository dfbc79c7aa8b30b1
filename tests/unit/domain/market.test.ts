import { describe, expect, it } from 'vitest';
import { isValidThreshold, marketCentreOf, marketClassOf, movePct, soldByDenier, vsMarketPct } from '@domain/market.ts';

describe('market classes', () => {
  it('keys and labels spun yarn by count and filament yarn by denier, with lustre where the product has one', () => {
    expect(marketClassOf({ fibre_type: 'Cotton', specific_type: 'Combed', denier_count: 40 })).toEqual({
      key: 'cotton/combed/40s',
      label: 'Cotton · Combed · 40s',
    });
    expect(
      marketClassOf({
        fibre_type: 'Polyester Filament',
        specific_type: 'DTY',
        denier_count: 150,
        lustre: 'Semi Dull Yarn',
      }),
    ).toEqual({
      key: 'polyester-filament/dty/150d/semi-dull-yarn',
      label: 'Polyester Filament · DTY · 150D · Semi Dull Yarn',
    });
    expect(marketClassOf({ fibre_type: 'Nylon', denier_count: 40 }).key).toBe('nylon/40d');
  });

  it('folds spacing, case and punctuation into one key, and leaves out what a product lacks', () => {
    const a = marketClassOf({ fibre_type: 'Polyester-Viscose (PV)', specific_type: '  Ring  spun ', denier_count: 30 });
    const b = marketClassOf({ fibre_type: 'polyester viscose PV', specific_type: 'ring-spun', denier_count: 30 });
    expect(a.key).toBe('polyester-viscose-pv/ring-spun/30s');
    expect(b.key).toBe(a.key);
    expect(a.label).toBe('Polyester-Viscose (PV) · Ring spun · 30s');
    expect(marketClassOf({ fibre_type: 'Jute', denier_count: 0 })).toEqual({ key: 'jute', label: 'Jute' });
    expect(soldByDenier('Polypropylene Filament')).toBe(true);
    expect(soldByDenier('Polyester Spun')).toBe(false);
  });

  it('takes the trading centre from the address: the part before the state, in title case', () => {
    expect(marketCentreOf('Ring Road, Surat, Gujarat')).toBe('Surat');
    expect(marketCentreOf('Tiruppur, Tamil Nadu')).toBe('Tiruppur');
    expect(marketCentreOf('  focal point,  LUDHIANA , Punjab')).toBe('Ludhiana');
    expect(marketCentreOf('Bhiwandi')).toBe('Bhiwandi');
    expect(marketCentreOf(null)).toBeNull();
    expect(marketCentreOf('  ')).toBeNull();
  });
});

describe('market moves', () => {
  it('measures moves in % to 2 decimals, none without a positive base', () => {
    expect(movePct(110, 120)).toBe(9.09);
    expect(movePct(120, 115)).toBe(-4.17);
    expect(movePct(0, 10)).toBeNull();
    expect(movePct(null, 10)).toBeNull();
    expect(vsMarketPct(105, 100)).toBe(5);
    expect(vsMarketPct(105, null)).toBeNull();
  });

  it('allows thresholds from 0.1 to 50 %', () => {
    expect([0.1, 2, 50].map(isValidThreshold)).toEqual([true, true, true]);
    expect([0.09, 50.01, Number.NaN].map(isValidThreshold)).toEqual([false, false, false]);
  });
});
