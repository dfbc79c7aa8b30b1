import { describe, expect, it } from 'vitest';
import { compareProductsNaturally, type NaturallyOrdered } from '@domain/product-order.ts';
import { cacheAt } from '../migrations/test-support.ts';
import { NATURAL_ORDER, productPage, type ProductQuery } from './reads.ts';

/** A company's products with every kind of value the natural order meets: blanks, counts 2 to 1200, twins. */
function mixedProducts(count: number, seed: number): NaturallyOrdered[] {
  let s = seed;
  const next = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = <V>(values: readonly V[]) => values[Math.floor(next() * values.length)];
  return Array.from({ length: count }, (_, n) => ({
    id: `${Math.floor(next() * 0xffffff)
      .toString(16)
      .padStart(6, '0')}-${n}`,
    departmentName: pick(['Filament Yarn', 'Spun Yarn', 'Fabric']),
    fibreType: pick(['Polyester', 'Polyester Filament', 'Nylon', 'Cotton']),
    specificType: pick(['DTY', 'DTY Melange', 'FDY', null]),
    denierCount: pick([2, 20, 75, 150, 300, 1200, null]),
    filamentCount: pick([1, 12, 48, 1000, null]),
  }));
}

function cacheWith(companyId: string, products: NaturallyOrdered[]) {
  const db = cacheAt(9);
  const put = db.prepare(`insert into corporate_products (id, version, data) values (?, 1, ?)`);
  for (const p of products) {
    const data = {
      id: p.id,
      company_id: companyId,
      department_name: p.departmentName,
      fibre_type: p.fibreType,
      specific_type: p.specificType,
      denier_count: p.denierCount,
      filament_count: p.filamentCount,
    };
    put.run(p.id, JSON.stringify(data));
  }
  return db;
}

const natural: Omit<ProductQuery, 'offset' | 'limit'> = {
  companyId: 'c1',
  department: null,
  search: '',
  sort: 'natural',
  descending: false,
};

describe("the cache's product pages in the natural order", () => {
  const products = mixedProducts(1500, 3);
  const db = cacheWith('c1', products);

  it('pages through a company’s products in the order @domain/product-order.ts defines', () => {
    const ids: string[] = [];
    for (let offset = 0; offset < products.length; offset += 200) {
      const page = productPage(db, { ...natural, offset, limit: 200 });
      expect(page.total).toBe(products.length);
      ids.push(...page.rows.map((r) => String(r.id)));
    }
    expect(ids).toEqual([...products].sort(compareProductsNaturally).map((p) => p.id));
    // The mix really holds blanks and counts that sort differently as text.
    expect(products.some((p) => p.specificType === null && p.denierCount === 1200)).toBe(true);
  });

  it('orders one department’s products, and a fibre search’s, the same way', () => {
    const spun = productPage(db, { ...natural, department: 'Spun Yarn', search: 'poly', offset: 0, limit: 500 });
    const expected = products
      .filter((p) => p.departmentName === 'Spun Yarn' && p.fibreType.toLowerCase().includes('poly'))
      .sort(compareProductsNaturally);
    expect(spun.rows.map((r) => r.id)).toEqual(expected.map((p) => p.id));
  });

  it('reads the first page from the natural-order index, with no sort of its own', () => {
    const sql = `explain query plan select data from corporate_products where company_id = ?
      order by ${NATURAL_ORDER} limit 100 offset 0`;
    const plan = (db.prepare(sql).all('c1') as { detail: string }[]).map((p) => p.detail).join(' | ');
    expect(plan).toMatch(/USING INDEX corporate_products_company_id_natural_order_idx/);
    expect(plan).not.toMatch(/TEMP B-TREE/);
  });
});
