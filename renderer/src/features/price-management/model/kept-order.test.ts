import { describe, expect, it } from 'vitest';
import { compareProductsNaturally } from '@domain/product-order.ts';
import type { ManagedProduct } from '@/data/ports/price-management.ts';
import { KeptOrder } from './kept-order.ts';
import { naturalSortKey } from './natural-order.ts';
import { RankedSort, type SortKey } from './ranked-sort.ts';

/** A grid row as AG Grid keeps it: its product (a new object after a change) and its place after the last sort. */
interface Node {
  data: ManagedProduct;
  rowIndex: number | null;
}

const product = (id: string, rest: Partial<ManagedProduct> = {}) =>
  ({
    id,
    departmentName: 'Filament Yarn',
    fibreType: 'Polyester Filament',
    specificType: 'DTY',
    denierCount: 150,
    filamentCount: 48,
    basicPrice: 100,
    ...rest,
  }) as ManagedProduct;

const natural = naturalSortKey<ManagedProduct>((p) => p);
const price: SortKey<ManagedProduct> = { id: 'basicPrice', descending: false, value: (p) => p.basicPrice };
const ofNodes = (key: SortKey<ManagedProduct>): SortKey<Node> => ({ ...key, value: (n) => key.value(n.data) });

/** The grid's rows in the order they were added, and a sort step as the sheet's postSortRows runs it. */
function sheet(products: ManagedProduct[]) {
  const added: Node[] = products.map((data) => ({ data, rowIndex: null }));
  const kept = new KeptOrder<Node, ManagedProduct>(
    (n) => n.rowIndex,
    (n) => n.data,
  );
  // As the sheet runs it: the sorter keeps each key's ranks and hands the contents it read to the kept order.
  const sorter = new RankedSort<Node, ManagedProduct>((n) => n.data);
  let sorts = 0;
  /** Sorts the rows as AG Grid hands them over (in the order added); the row indexes follow, as AG Grid sets them. */
  const sort = (keys: SortKey<ManagedProduct>[]) => {
    const nodes = [...added];
    if (!kept.restore(nodes, keys)) {
      sorts++;
      sorter.sortInPlace(nodes, keys.map(ofNodes));
      kept.keep(nodes, keys, sorter.sortedContentsOfLastSort());
    }
    nodes.forEach((n, i) => (n.rowIndex = i));
    return nodes.map((n) => n.data.id);
  };
  const naturally = () =>
    [...added]
      .map((n) => n.data)
      .sort(compareProductsNaturally)
      .map((p) => p.id);
  return { added, kept, sort, naturally, sorts: () => sorts };
}

const products = () => [
  product('spun', { departmentName: 'Spun Yarn', fibreType: 'Cotton' }),
  product('dty-75', { denierCount: 75 }),
  product('nylon', { fibreType: 'Nylon' }),
  product('no-type', { specificType: null }),
  product('dty-150'),
];

describe('the last order kept between sorts', () => {
  it('keeps the order through a price edit under the natural order: no sort', () => {
    const s = sheet(products());
    expect(s.sort([natural])).toEqual(['nylon', 'dty-75', 'dty-150', 'no-type', 'spun']);
    s.added[1].data = { ...s.added[1].data, basicPrice: 999 };
    s.added[4].data = { ...s.added[4].data, basicPrice: null };
    expect(s.sort([natural])).toEqual(['nylon', 'dty-75', 'dty-150', 'no-type', 'spun']);
    expect(s.sorts()).toBe(1);
  });

  it('sorts again when an edit changes a key field, and the row moves to its natural place', () => {
    const s = sheet(products());
    s.sort([natural]);
    s.added[0].data = { ...s.added[0].data, departmentName: 'Filament Yarn', fibreType: 'Acrylic' };
    s.added[3].data = { ...s.added[3].data, specificType: 'ATY' };
    expect(s.sort([natural])).toEqual(s.naturally());
    expect(s.sort([natural])).toEqual(['spun', 'nylon', 'no-type', 'dty-75', 'dty-150']);
    expect(s.sorts()).toBe(2);
  });

  it('sorts again when a sorted column’s value changed, and not when another column’s did', () => {
    const s = sheet(products());
    const keys = [price, natural];
    s.sort(keys);
    s.added[2].data = { ...s.added[2].data, visibilityStatus: 'Hide' } as ManagedProduct;
    s.sort(keys);
    expect(s.sorts()).toBe(1);
    s.added[2].data = { ...s.added[2].data, basicPrice: 50 };
    expect(s.sort(keys)[0]).toBe('nylon');
    expect(s.sorts()).toBe(2);
  });

  it('sorts again for other keys, other rows, or after being told to forget', () => {
    const s = sheet(products());
    s.sort([natural]);
    s.sort([price, natural]);
    expect(s.sorts()).toBe(2);
    // As many rows as before, but one of them new: not the kept rows.
    s.added[4] = { data: product('aaa', { fibreType: 'Acrylic' }), rowIndex: null };
    expect(s.sort([price, natural])).toEqual(['aaa', 'nylon', 'dty-75', 'no-type', 'spun']);
    s.added.push({ data: product('zzz', { departmentName: 'Yarn' }), rowIndex: null });
    expect(s.sort([price, natural]).at(-1)).toBe('zzz');
    expect(s.sorts()).toBe(4);
    s.kept.forget();
    s.sort([price, natural]);
    expect(s.sorts()).toBe(5);
  });
});
