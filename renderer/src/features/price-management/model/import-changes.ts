import { headerKey } from '@domain/spreadsheet.ts';
import type { CellChange, EditableField } from './edit-session.ts';
import { parseFieldValue, type RejectedCell } from './paste.ts';

/** Header names (as headerKey gives them) an import file's columns may carry. */
const ID_HEADERS = ['productid', 'id'];
const FIELD_HEADERS: Record<EditableField, string[]> = {
  basicPrice: ['basicprice', 'price', 'newprice', 'basicpriceinr'],
  visibilityStatus: ['visibility', 'visibilitystatus', 'status'],
};

export const IMPORT_MESSAGES = {
  empty: 'The file has no rows.',
  noId: "The file needs a 'Product ID' column: export the sheet to get one, change prices and import it back.",
  noField: "The file needs a 'Basic Price' or a 'Visibility' column.",
  unknownProduct: 'No product of this company has this id.',
  duplicate: 'This product appears more than once in the file; the last row counts.',
} as const;

export interface ImportPlan {
  changes: CellChange[];
  rejected: RejectedCell[];
  /** Data rows read (after the header). */
  rowsRead: number;
  /** A problem with the whole file (no id column…): nothing is imported. */
  fileError: string | null;
}

/**
 * Price changes from a spreadsheet or CSV file matched by product id (the sheet's export has the column):
 * the first row names the columns; each later row's price and/or visibility becomes a pending edit, and
 * every cell that cannot be used is reported with the file's row number. Empty cells change nothing
 * (to clear a price, type it in the sheet).
 */
export function planImport(
  table: readonly (readonly string[])[],
  knownIds: (id: string) => boolean,
  productOf: (id: string) => string,
): ImportPlan {
  const [header, ...rows] = table;
  const none = (fileError: string): ImportPlan => ({ changes: [], rejected: [], rowsRead: rows.length, fileError });
  if (!header || rows.length === 0) return none(IMPORT_MESSAGES.empty);
  const keys = header.map(headerKey);
  const idColumn = keys.findIndex((k) => ID_HEADERS.includes(k));
  if (idColumn < 0) return none(IMPORT_MESSAGES.noId);
  const fieldColumns = (Object.keys(FIELD_HEADERS) as EditableField[])
    .map((field) => ({ field, column: keys.findIndex((k) => FIELD_HEADERS[field].includes(k)) }))
    .filter((c) => c.column >= 0);
  if (fieldColumns.length === 0) return none(IMPORT_MESSAGES.noField);

  const changes = new Map<string, CellChange>();
  const rejected: RejectedCell[] = [];
  const seen = new Set<string>();
  rows.forEach((cells, r) => {
    const rowNumber = r + 2;
    const id = (cells[idColumn] ?? '').trim();
    if (!id && cells.every((c) => c.trim() === '')) return;
    if (!knownIds(id)) {
      rejected.push({
        row: rowNumber,
        product: null,
        column: header[idColumn],
        value: id,
        message: IMPORT_MESSAGES.unknownProduct,
      });
      return;
    }
    if (seen.has(id))
      rejected.push({
        row: rowNumber,
        product: productOf(id),
        column: header[idColumn],
        value: id,
        message: IMPORT_MESSAGES.duplicate,
      });
    seen.add(id);
    for (const { field, column } of fieldColumns) {
      const text = cells[column] ?? '';
      if (text.trim() === '') continue;
      const parsed = parseFieldValue(field, text);
      if (parsed.ok) changes.set(`${id}:${field}`, { id, field, value: parsed.value });
      else
        rejected.push({
          row: rowNumber,
          product: productOf(id),
          column: header[column],
          value: text,
          message: parsed.message,
        });
    }
  });
  return { changes: [...changes.values()], rejected, rowsRead: rows.length, fileError: null };
}
