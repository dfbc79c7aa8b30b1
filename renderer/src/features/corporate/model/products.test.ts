import { describe, expect, it } from 'vitest';
import type { PublicProduct } from '@/data/ports/corporate.ts';
import { filterProducts, groupByDepartment, specText } from './products.ts';

const product = (id: string, departmentName: string, fibreType: string, extra: Partial<PublicProduct> = {}) => ({
  id,
  departmentName,
  fibreType,
  specificType: null,
  lustre: null,
  twistIntermingling: null,
  blendRatio: null,
  denierCount: null,
  filamentCount: null,
  numberOfPlys: 1,
  grade: null,
  basicPrice: 100,
  updatedAt: '2026-11-01T00:00:00Z',
  ...extra,
});

const products = [
  product('1', 'Filament', 'Polyester Filament', { specificType: 'DTY', denierCount: 150, filamentCount: 48 }),
  product('2', 'Filament', 'Nylon'),
  product('3', 'Spun', 'Cotton', { grade: 'PQ' }),
];

describe('company page products', () => {
  it('shows denier / filament / plys with N/A for missing counts', () => {
    expect(specText(products[0]!)).toBe('150 / 48 / 1');
    expect(specText(products[1]!)).toBe('N/A / N/A / 1');
  });

  it('groups by department keeping the order', () => {
    expect(groupByDepartment(products).map(([d, rows]) => [d, rows.map((r) => r.id)])).toEqual([
      ['Filament', ['1', '2']],
      ['Spun', ['3']],
    ]);
  });

  it('searches fibre, type, grade and department case-insensitively', () => {
    expect(filterProducts(products, 'dty').map((p) => p.id)).toEqual(['1']);
    expect(filterProducts(products, ' pq ').map((p) => p.id)).toEqual(['3']);
    expect(filterProducts(products, 'filament').map((p) => p.id)).toEqual(['1', '2']);
    expect(filterProducts(products, '')).toHaveLength(3);
  });
});
