import type { SortKey } from './ranked-sort.ts';

const signatureOf = <C>(keys: readonly SortKey<C>[]) =>
  keys.map((k) => `${k.id}${k.descending ? ' desc' : ''}`).join(',');

/**
 * The last sort's order, kept for the next sort while it still holds. AG Grid sorts every row again after every
 * transaction, and with the natural order always on that is a sort of 50 000 rows for each edit, though a price
 * edit cannot move a row in it. The order holds while the rows are the same ones and every row whose content
 * changed since (a new product object for an edit) has the same value in each sort key as before. The keys
 * read a row's content (the product), so its old and new content can be compared.
 */
export class KeptOrder<T, C> {
  private order: T[] = [];
  private contents: (C | undefined)[] = [];
  private signature: string | null = null;

  /**
   * @param positionOf where a row stood after the last sort (AG Grid's row index): a hint, every use is checked.
   * @param contentOf what the keys read of a row; a new object when the row was changed.
   */
  constructor(
    private readonly positionOf: (row: T) => number | null | undefined,
    private readonly contentOf: (row: T) => C | undefined,
  ) {}

  /** Puts `rows` in the kept order when it holds for them under `keys`; false (rows untouched) when they must be sorted. */
  restore(rows: T[], keys: readonly SortKey<C>[]): boolean {
    if (this.signature !== signatureOf(keys) || rows.length !== this.order.length) return false;
    const { order, contents } = this;
    // Each row at its own kept place: with as many rows as places, the rows are exactly the kept ones.
    for (const row of rows) {
      const at = this.positionOf(row);
      if (at === null || at === undefined || order[at] !== row) return false;
      const before = contents[at];
      const now = this.contentOf(row);
      if (now === before) continue;
      if (now === undefined || before === undefined || keys.some((k) => k.value(now) !== k.value(before))) return false;
      contents[at] = now;
    }
    for (let i = 0; i < order.length; i++) rows[i] = order[i];
    return true;
  }

  /**
   * Keeps `rows` (just sorted by `keys`) as the order to restore; `contents` are their contents in that order
   * when the sort read them already (each read of 50 000 rows' contents costs a few ms).
   */
  keep(rows: readonly T[], keys: readonly SortKey<C>[], contents?: readonly (C | undefined)[]): void {
    this.order = rows.slice();
    this.contents = contents?.length === rows.length ? contents.slice() : rows.map(this.contentOf);
    this.signature = signatureOf(keys);
  }

  /** Forgets the kept order: the next sort sorts (keys whose values change outside the rows, such as market figures). */
  forget(): void {
    this.order = [];
    this.contents = [];
    this.signature = null;
  }
}
