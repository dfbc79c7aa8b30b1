import { describe, expect, it } from 'vitest';
import { RankedSort, type SortKey } from './ranked-sort.ts';

interface Row {
  n: number;
  price: number | null;
  grade: string | null | undefined;
  plys: number;
}

/** AG Grid's order (its default comparator in a stable sort): missing first, then < and >; desc negates. */
function reference(rows: Row[], keys: SortKey<Row>[]): Row[] {
  const compare = (a: unknown, b: unknown) => {
    if (a === null || a === undefined) return b === null || b === undefined ? 0 : -1;
    if (b === null || b === undefined) return 1;
    return (a as number) > (b as number) ? 1 : (a as number) < (b as number) ? -1 : 0;
  };
  return [...rows].sort((a, b) => {
    for (const key of keys) {
      const result = compare(key.value(a), key.value(b));
      if (result) return key.descending ? -result : result;
    }
    return 0;
  });
}

function randomRows(count: number, seed: number): Row[] {
  let s = seed;
  const next = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
  const grades = ['AAA', 'AA', 'A', 'B', null, undefined];
  return Array.from({ length: count }, (_, n) => ({
    n,
    price: next() < 0.1 ? null : Math.round(next() * 500_00) / 100,
    grade: grades[Math.floor(next() * grades.length)],
    plys: 1 + Math.floor(next() * 3),
  }));
}

const key = (id: keyof Row, descending = false): SortKey<Row> => ({ id, descending, value: (r) => r[id] });
const ids = (rows: Row[]) => rows.map((r) => r.n);

describe('the sheet sort (ranked counting passes)', () => {
  it('orders like AG Grid: missing values first ascending, last descending, ties in the order they came', () => {
    const rows = [
      { n: 0, price: 20, grade: 'B', plys: 1 },
      { n: 1, price: null, grade: 'A', plys: 1 },
      { n: 2, price: 10.5, grade: null, plys: 2 },
      { n: 3, price: 20, grade: 'A', plys: 1 },
      { n: 4, price: 9.99, grade: undefined, plys: 2 },
    ];
    const sorter = new RankedSort<Row>();
    const asc = [...rows];
    sorter.sortInPlace(asc, [key('price')]);
    expect(ids(asc)).toEqual([1, 4, 2, 0, 3]);
    const desc = [...rows];
    sorter.sortInPlace(desc, [key('price', true)]);
    expect(ids(desc)).toEqual([0, 3, 2, 4, 1]);
    const byGrade = [...rows];
    sorter.sortInPlace(byGrade, [key('grade')]);
    expect(ids(byGrade)).toEqual([2, 4, 1, 3, 0]);
  });

  it('matches the reference on random rows, one key and several, both directions', () => {
    const rows = randomRows(3000, 7);
    const sorter = new RankedSort<Row>();
    for (const keys of [
      [key('price')],
      [key('price', true)],
      [key('grade'), key('price', true)],
      [key('plys', true), key('grade'), key('price')],
    ]) {
      const sorted = [...rows];
      sorter.sortInPlace(sorted, keys);
      expect(ids(sorted)).toEqual(ids(reference(rows, keys)));
    }
  });

  it('ranks values it has not seen (an edited price, another filter) and keeps ordering them right', () => {
    const sorter = new RankedSort<Row>();
    const all = randomRows(500, 3);
    const some = all.filter((r) => r.plys === 1);
    const first = [...some];
    sorter.sortInPlace(first, [key('price')]);
    expect(ids(first)).toEqual(ids(reference(some, [key('price')])));
    // All rows now, then one with a price no row had: both ranked with the values seen before.
    const edited = all.map((r) => (r.n === 42 ? { ...r, price: 123.456 } : r));
    for (const rows of [all, edited]) {
      const sorted = [...rows];
      sorter.sortInPlace(sorted, [key('price', true)]);
      expect(ids(sorted)).toEqual(ids(reference(rows, [key('price', true)])));
    }
  });

  it('sorts mixed numbers and text (a typed price on its way to the edit session) without losing rows', () => {
    const rows: Row[] = [
      { n: 0, price: 5, grade: 'A', plys: 1 },
      { n: 1, price: '7.5' as unknown as number, grade: 'A', plys: 1 },
      { n: 2, price: 3, grade: 'A', plys: 1 },
    ];
    const sorted = [...rows];
    new RankedSort<Row>().sortInPlace(sorted, [key('price')]);
    expect(ids(sorted).sort()).toEqual([0, 1, 2]);
    expect(ids(sorted).indexOf(2)).toBeLessThan(ids(sorted).indexOf(0));
  });

  it('leaves the rows as they are with no key', () => {
    const rows = randomRows(10, 1);
    const same = [...rows];
    new RankedSort<Row>().sortInPlace(same, []);
    expect(same).toEqual(rows);
  });

  describe('with ranks kept for the same rows (a grid node whose content is replaced on a change)', () => {
    interface Node {
      data: Row;
    }
    const nodesOf = (rows: Row[]) => rows.map((data) => ({ data }));
    /** A key over nodes that counts the values it reads. */
    const counted = (id: keyof Row, descending = false, volatile = false) => {
      const reads = { n: 0 };
      const nodeKey: SortKey<Node> = {
        id,
        descending,
        volatile,
        value: (node) => {
          reads.n++;
          return node.data[id];
        },
      };
      return { key: nodeKey, reads };
    };
    const sortedIds = (sorter: RankedSort<Node>, nodes: Node[], keys: SortKey<Node>[]) => {
      const rows = [...nodes];
      sorter.sortInPlace(rows, keys);
      return rows.map((node) => node.data.n);
    };
    const expected = (nodes: Node[], keys: SortKey<Row>[]) =>
      ids(
        reference(
          nodes.map((node) => node.data),
          keys,
        ),
      );

    it('sorts the same rows again, in either direction, without reading a value again', () => {
      const nodes = nodesOf(randomRows(2000, 11));
      const sorter = new RankedSort<Node>((node) => node.data);
      const price = counted('price');
      const grade = counted('grade');
      expect(sortedIds(sorter, nodes, [price.key, grade.key])).toEqual(expected(nodes, [key('price'), key('grade')]));
      const gradeReads = grade.reads.n;
      const down = counted('price', true);
      expect(sortedIds(sorter, nodes, [down.key, grade.key])).toEqual(
        expected(nodes, [key('price', true), key('grade')]),
      );
      expect(down.reads.n).toBe(0);
      expect(grade.reads.n).toBe(gradeReads);
    });

    it('reads again only the rows whose content changed, a value never seen included', () => {
      const nodes = nodesOf(randomRows(2000, 12));
      const sorter = new RankedSort<Node>((node) => node.data);
      sortedIds(sorter, nodes, [counted('price').key]);
      nodes[5].data = { ...nodes[5].data, price: 7.777 };
      nodes[9].data = { ...nodes[9].data, price: nodes[10].data.price };
      const again = counted('price');
      expect(sortedIds(sorter, nodes, [again.key])).toEqual(expected(nodes, [key('price')]));
      // The new value is not in the column's ranks: they are read again, once (the table then grows).
      expect(again.reads.n).toBeGreaterThan(nodes.length);
      expect(again.reads.n).toBeLessThanOrEqual(2 + 3 * nodes.length);
      // A change to a value ranked before: that row alone is read (by the key its ranks were read with).
      const third = counted('price');
      const before = again.reads.n;
      nodes[9].data = { ...nodes[9].data, price: nodes[11].data.price };
      expect(sortedIds(sorter, nodes, [third.key])).toEqual(expected(nodes, [key('price')]));
      expect(third.reads.n + again.reads.n - before).toBe(1);
    });

    it('reads a volatile key every time, and other rows or another order afresh', () => {
      const nodes = nodesOf(randomRows(500, 13));
      const sorter = new RankedSort<Node>((node) => node.data);
      const market = counted('price', false, true);
      sortedIds(sorter, nodes, [market.key]);
      const first = market.reads.n;
      expect(sortedIds(sorter, nodes, [market.key])).toEqual(expected(nodes, [key('price')]));
      expect(market.reads.n - first).toBe(nodes.length);
      const fewer = nodes.filter((node) => node.data.plys > 1);
      expect(sortedIds(sorter, fewer, [counted('grade').key])).toEqual(expected(fewer, [key('grade')]));
      const reversed = [...nodes].reverse();
      expect(sortedIds(sorter, reversed, [counted('grade', true).key])).toEqual(
        expected(reversed, [key('grade', true)]),
      );
    });
  });
});
