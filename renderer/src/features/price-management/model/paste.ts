import { PRICE_MESSAGES, parsePriceCell, parseVisibilityCell } from '@domain/price-management.ts';
import type { CellChange, EditableField } from './edit-session.ts';

/** A cell a paste or an import could not use, named as the person sees it. */
export interface RejectedCell {
  /** The sheet's row number (1 = the first row shown), or the file's row number for an import. */
  row: number;
  /** What the row is (product description), when known. */
  product: string | null;
  column: string;
  value: string;
  message: string;
}

/** Where a paste lands and what the sheet shows there. */
export interface PasteTarget {
  /** Ids of the rows in the order shown (after sort and filter). */
  rowIds: readonly string[];
  /** Column ids in the order shown. */
  columnIds: readonly string[];
  /** The focused cell: its row index in `rowIds` and its column index in `columnIds`. */
  startRow: number;
  startColumn: number;
  /** The column ids that take edits, with the field each edits. */
  editable: Readonly<Record<string, EditableField>>;
  /** A column's header, for the report. */
  headerOf: (columnId: string) => string;
  /** What a cell shows now (a pasted value equal to it is no change, even in a read-only column). */
  textOf: (rowId: string, columnId: string) => string;
  /** A row's description, for the report. */
  productOf: (rowId: string) => string;
  /** Selected rows: one copied cell fills the focused column of all of them, as a spreadsheet fills a selection. */
  selectedRowIds?: readonly string[];
}

export interface PastePlan {
  changes: CellChange[];
  rejected: RejectedCell[];
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The value a pasted text means in an editable field, or why it cannot be used. */
export function parseFieldValue(
  field: EditableField,
  text: string,
): { ok: true; value: CellChange['value'] } | { ok: false; message: string } {
  return field === 'basicPrice' ? parsePriceCell(text) : parseVisibilityCell(text);
}

/**
 * What pasting a block of cells at the focused cell does: each cell lands on the row and column it covers
 * in the order shown; cells of editable columns become changes when their value is valid, other cells are
 * reported (unless they repeat what the sheet already shows, as when a whole copied row is pasted back).
 */
export function planPaste(cells: readonly (readonly string[])[], target: PasteTarget): PastePlan {
  const changes: CellChange[] = [];
  const rejected: RejectedCell[] = [];
  const fill =
    cells.length === 1 &&
    cells[0].length === 1 &&
    (target.selectedRowIds?.length ?? 0) > 1 &&
    target.selectedRowIds!.includes(target.rowIds[target.startRow]);
  const rows: { rowId: string | undefined; rowNumber: number; values: readonly string[] }[] = fill
    ? target.selectedRowIds!.map((rowId) => ({
        rowId,
        rowNumber: target.rowIds.indexOf(rowId) + 1,
        values: cells[0],
      }))
    : cells.map((values, r) => ({
        rowId: target.rowIds[target.startRow + r],
        rowNumber: target.startRow + r + 1,
        values,
      }));

  for (const { rowId, rowNumber, values } of rows) {
    values.forEach((value, c) => {
      const columnId = target.columnIds[target.startColumn + c];
      if (columnId === undefined) return;
      const column = target.headerOf(columnId);
      if (rowId === undefined) {
        if (value.trim() !== '')
          rejected.push({ row: rowNumber, product: null, column, value, message: PRICE_MESSAGES.beyondLastRow });
        return;
      }
      const field = target.editable[columnId];
      if (!field) {
        if (!sameText(value, target.textOf(rowId, columnId)))
          rejected.push({
            row: rowNumber,
            product: target.productOf(rowId),
            column,
            value,
            message: PRICE_MESSAGES.notEditable,
          });
        return;
      }
      const parsed = parseFieldValue(field, value);
      if (parsed.ok) changes.push({ id: rowId, field, value: parsed.value });
      else rejected.push({ row: rowNumber, product: target.productOf(rowId), column, value, message: parsed.message });
    });
  }
  return { changes, rejected };
}
