/**
 * Rows gathered into one batch a while before they go on together: the sheet's read brings a page every few
 * tens of ms, and each batch costs the grid one sort of every row, so pages arriving close together share one.
 */
export class RowBatches<T> {
  private rows: T[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;

  /** @param apply takes each batch, in the order the rows came. */
  constructor(
    private readonly apply: (rows: T[]) => void,
    private readonly waitMs: number,
  ) {}

  /** Adds rows to the batch, which goes on `waitMs` after its first rows. */
  push(rows: readonly T[]): void {
    if (rows.length === 0) return;
    this.rows.push(...rows);
    this.timer ??= setTimeout(() => this.flush(), this.waitMs);
  }

  /** Applies the rows gathered so far now (the read ended). */
  flush(): void {
    this.cancelTimer();
    const rows = this.rows;
    this.rows = [];
    if (rows.length > 0) this.apply(rows);
  }

  /** Drops the rows gathered (the sheet went away). */
  cancel(): void {
    this.cancelTimer();
    this.rows = [];
  }

  private cancelTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
