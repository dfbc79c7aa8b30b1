/**
 * The price sheet's sort, done outside AG Grid's comparisons. AG Grid sorts by comparing rows in pairs, reading
 * both values through its value service each time: about 1.6 million reads for 50 000 products (150–300 ms on a
 * 2-core machine). Here each column's distinct values are ranked once and the ranks kept; a sort then reads each
 * row's value once and orders the rows with stable counting passes over row numbers, one per sorted column (a few
 * ms). AG Grid hands the rows over in the same order at each sort, so each column's ranks of them are kept too: a
 * sort of the same rows reads no value again, only those of rows that changed.
 *
 * The order is AG Grid's default one: missing values (null, undefined) first when ascending and last when
 * descending, other values by < and >, ties kept in the order they came in.
 */

export interface SortKey<T> {
  /** Names the column: its ranks are kept under this name. */
  id: string;
  descending: boolean;
  value: (row: T) => unknown;
  /** The value reads more than the row (the market figures): its ranks are never kept. */
  volatile?: boolean;
}

/** A column's distinct values in order: rank 1 for the first, 0 is for a missing value. */
type RankTable = Map<unknown, number>;

const compareValues = (a: unknown, b: unknown) =>
  (a as number) > (b as number) ? 1 : (a as number) < (b as number) ? -1 : 0;

const present = (values: Iterable<unknown>) => [...values].filter((v) => v !== null && v !== undefined);

/** Distinct values in order. Numbers alone sort natively (a typed array's sort needs no comparator): the price column has ~50 000. */
const inOrder = (distinct: unknown[]): ArrayLike<unknown> =>
  distinct.every((v) => typeof v === 'number')
    ? Float64Array.from(distinct as number[]).sort()
    : distinct.sort(compareValues);

function tableOf(ordered: ArrayLike<unknown>): RankTable {
  const table: RankTable = new Map();
  for (let i = 0; i < ordered.length; i++) table.set(ordered[i], i + 1);
  return table;
}

const rankTable = (values: Iterable<unknown>): RankTable => tableOf(inOrder([...new Set(values)]));

/**
 * `known` with `values` it lacks ranked in: only the new values are sorted, then merged with the known ones (a
 * table's keys are in rank order). Each batch of the sheet's read brings ~1000 new natural-order keys: sorting all
 * the known ones again would repeat a sort of up to 50 000 texts per batch.
 */
function extendedTable(known: RankTable, values: Iterable<unknown>): RankTable {
  const fresh = inOrder([...new Set(values)].filter((v) => !known.has(v)));
  const merged: unknown[] = [];
  let f = 0;
  for (const value of known.keys()) {
    while (f < fresh.length && compareValues(fresh[f], value) < 0) merged.push(fresh[f++]);
    merged.push(value);
  }
  while (f < fresh.length) merged.push(fresh[f++]);
  return tableOf(merged);
}

/** One key's ranks of the rows of the last sort, in the order the rows came, and the table they were read from. */
interface KeptRanks<T> {
  table: RankTable;
  ranks: Int32Array;
  value: SortKey<T>['value'];
}

export class RankedSort<T, C = unknown> {
  private readonly tables = new Map<string, RankTable>();
  // Buffers kept from sort to sort: a sort of 50 000 rows needs ~1 MB of them, and fresh memory is slow to get.
  private countBuffer = new Int32Array(0);
  private orders: [Int32Array, Int32Array] = [new Int32Array(0), new Int32Array(0)];
  /** The rows of the last sort in the order they came (AG Grid hands them over in the same order each time). */
  private input: T[] = [];
  private contents: C[] = [];
  private readonly sortedContents: C[] = [];
  /** Each key's ranks of `input`, while its rows, their contents and the key's table stand (with `contentOf`). */
  private readonly kept = new Map<string, KeptRanks<T>>();

  /**
   * @param contentOf what the keys read of a row (a new object when the row changed): given, each key's ranks of
   * the rows are kept for the next sort of the same rows, so a sort reads no value it read before.
   */
  constructor(private readonly contentOf?: (row: T) => C) {}

  /** Sorts `rows` in place by `keys`, the first key the most significant. */
  sortInPlace(rows: T[], keys: readonly SortKey<T>[]): void {
    if (keys.length === 0 || rows.length < 2) return;
    const n = rows.length;
    this.reserve(n);
    this.takeInput(rows);
    const ranked = keys.map((key) => this.ranksOf(key, n));
    let [order, next] = this.orders;
    for (let i = 0; i < n; i++) order[i] = i;
    // Least significant key first: each stable pass keeps the order of the passes before it among its ties.
    for (let k = keys.length - 1; k >= 0; k--) {
      this.pass(order, next, n, ranked[k], keys[k].descending);
      [order, next] = [next, order];
    }
    const { input, contents, sortedContents } = this;
    if (this.contentOf) {
      sortedContents.length = n;
      for (let i = 0; i < n; i++) {
        rows[i] = input[order[i]];
        sortedContents[i] = contents[order[i]];
      }
    } else {
      for (let i = 0; i < n; i++) rows[i] = input[order[i]];
      // Without kept ranks the rows are not kept either.
      input.fill(undefined as T, 0, n);
    }
  }

  /** The contents of the rows of the last sort, in their sorted order (with `contentOf`): read, not to be kept. */
  sortedContentsOfLastSort(): readonly C[] {
    return this.sortedContents;
  }

  /** Ranks a column's values ahead of its first sort (the sheet does it while the browser is idle). */
  prepare(id: string, values: Iterable<unknown>): void {
    if (this.tables.has(id)) return;
    const table = rankTable(present(values));
    this.tables.set(id, table);
    if (this.countBuffer.length < table.size + 2) this.countBuffer = new Int32Array(table.size + 2);
  }

  /** Makes the buffers a sort of `rows` rows needs, ahead of the first sort. */
  reserve(rows: number): void {
    if (this.orders[0].length < rows) this.orders = [new Int32Array(rows), new Int32Array(rows)];
  }

  /** Takes the rows as they came; keeps the kept ranks where the rows are the same, mending rows that changed. */
  private takeInput(rows: T[]): void {
    const { contentOf, input, contents } = this;
    let same = contentOf !== undefined && rows.length === input.length;
    for (let i = 0; same && i < rows.length; i++) same = rows[i] === input[i];
    if (!same) {
      this.kept.clear();
      input.length = rows.length;
      for (let i = 0; i < rows.length; i++) input[i] = rows[i];
      if (contentOf) this.contents = rows.map(contentOf);
      return;
    }
    for (let i = 0; i < rows.length; i++) {
      const content = contentOf!(rows[i]);
      if (content === contents[i]) continue;
      contents[i] = content;
      for (const [id, kept] of this.kept) if (!rankOne(input[i], i, kept)) this.kept.delete(id);
    }
  }

  /** `key`'s ranks of the input: kept ones, or read now (and kept unless the key reads more than the row). */
  private ranksOf(key: SortKey<T>, n: number): KeptRanks<T> {
    const kept = this.kept.get(key.id);
    if (kept && !key.volatile && this.tables.get(key.id) === kept.table) return kept;
    const ranks = new Int32Array(n);
    const table = this.rankRows(key, ranks);
    const made = { table, ranks, value: key.value };
    if (this.contentOf && !key.volatile) this.kept.set(key.id, made);
    else this.kept.delete(key.id);
    return made;
  }

  /** One stable counting pass of the row numbers in `order` by `key`'s ranks, into `sorted`. */
  private pass(order: Int32Array, sorted: Int32Array, n: number, { table, ranks }: KeptRanks<T>, descending: boolean) {
    const size = table.size + 1;
    if (this.countBuffer.length < size + 1) this.countBuffer = new Int32Array(size + 1);
    const counts = this.countBuffer;
    counts.fill(0, 0, size + 1);
    const last = size - 1;
    for (let i = 0; i < n; i++) counts[(descending ? last - ranks[order[i]] : ranks[order[i]]) + 1]++;
    for (let r = 1; r <= size; r++) counts[r] += counts[r - 1];
    for (let i = 0; i < n; i++) {
      const row = order[i];
      sorted[counts[descending ? last - ranks[row] : ranks[row]]++] = row;
    }
  }

  /** Puts each input row's rank in `key`'s column in `ranks`; returns the column's ranks. */
  private rankRows(key: SortKey<T>, ranks: Int32Array): RankTable {
    const rows = this.input;
    const known = this.tables.get(key.id);
    if (known && fillRanks(rows, key, known, ranks)) return known;
    // A value not ranked yet (a new price, another company's rows): rank it with every value ranked before, so
    // the table only grows and switching between filters does not rebuild it.
    const values = present(rows.map(key.value));
    const table = known ? extendedTable(known, values) : rankTable(values);
    this.tables.set(key.id, table);
    fillRanks(rows, key, table, ranks);
    return table;
  }
}

/** Ranks one changed row in kept ranks; false when its value is not in their table (they must be read again). */
function rankOne<T>(row: T, at: number, kept: KeptRanks<T>): boolean {
  const value = kept.value(row);
  const rank = value === null || value === undefined ? 0 : kept.table.get(value);
  if (rank === undefined) return false;
  kept.ranks[at] = rank;
  return true;
}

/** Fills `ranks` from `table`; false when a row's value is not in it. */
function fillRanks<T>(rows: T[], key: SortKey<T>, table: RankTable, ranks: Int32Array): boolean {
  for (let i = 0; i < rows.length; i++) {
    const value = key.value(rows[i]);
    if (value === null || value === undefined) {
      ranks[i] = 0;
      continue;
    }
    const rank = table.get(value);
    if (rank === undefined) return false;
    ranks[i] = rank;
  }
  return true;
}
