/**
 * The entry grid's rows as plain data, and what each action does to them: a typed cell, a pasted block, an
 * imported file, rows added and removed, and what a save would send. Pure, so the grid, the page and the
 * tests share one behaviour.
 */
import {
  clearNotApplicable,
  emptyProductRow,
  fieldApplies,
  fieldOfHeader,
  isBlankRow,
  normaliseProductCell,
  NOT_APPLICABLE_MESSAGES,
  PRODUCT_COLUMNS,
  PRODUCT_FIELDS,
  productRowErrors,
  toNewCorporateProduct,
  type ProductField,
  type ProductFormRow,
  type ProductRowErrors,
  ENTRY_ROWS_MAX,
} from '@domain/corporate-product-form.ts';
import type { NewCorporateProduct } from '@domain/schemas/corporate-product.ts';
import { formatCount } from '@domain/format.ts';

/** A row of the grid: its fields as text and a key that stays with it while rows come and go. */
export interface EntryRow extends ProductFormRow {
  key: string;
}

let serial = 0;
export function newEntryRow(values: Partial<ProductFormRow> = {}): EntryRow {
  serial += 1;
  return { ...emptyProductRow(), ...values, key: `row-${serial}` };
}

export const headerOf = (field: ProductField): string =>
  PRODUCT_COLUMNS.find((c) => c.field === field)?.header ?? field;

/** A row's messages, computed once per row object (rows are replaced, never changed in place). */
const errorCache = new WeakMap<EntryRow, ProductRowErrors>();
export function rowErrors(row: EntryRow): ProductRowErrors {
  if (isBlankRow(row)) return {};
  let errors = errorCache.get(row);
  if (!errors) {
    errors = productRowErrors(row);
    errorCache.set(row, errors);
  }
  return errors;
}

/** A cell that needs attention, named by the grid's row number and column. */
export interface CellProblem {
  key: string;
  row: number;
  field: ProductField;
  column: string;
  message: string;
}

/** Every invalid cell of the started rows, by row then column. Blank rows are left alone (they are not saved). */
export function cellProblems(rows: readonly EntryRow[]): CellProblem[] {
  const problems: CellProblem[] = [];
  rows.forEach((row, i) => {
    const errors = rowErrors(row);
    for (const field of PRODUCT_FIELDS) {
      const message = errors[field];
      if (message) problems.push({ key: row.key, row: i + 1, field, column: headerOf(field), message });
    }
  });
  return problems;
}

/**
 * A typed value for a cell: normalised as spreadsheets are read; a new fibre type clears the details that
 * no longer apply; a field that does not apply to the row's fibre type keeps its (empty) value.
 */
export function setCell(row: EntryRow, field: ProductField, raw: string | null | undefined): EntryRow {
  const value = normaliseProductCell(field, raw, row.fibreType);
  if (field === 'fibreType') {
    if (value === row.fibreType) return row;
    // A specific type typed before the fibre type is read against the new list ('dty' → 'DTY'), then what no
    // longer applies is cleared.
    const specificType = row.specificType && normaliseProductCell('specificType', row.specificType, value);
    return clearNotApplicable({ ...row, fibreType: value, specificType });
  }
  if (!fieldApplies(field, row.fibreType) || row[field] === value) return row;
  return { ...row, [field]: value };
}

/** A pasted or imported cell that changed nothing, and why. */
export interface CellNote {
  /** The grid's row number (paste) or the file's (import). */
  row: number;
  column: string;
  value: string;
  message: string;
}

/** Sets a line of pasted or imported values on a row: the fibre type first, then the others. */
function applyLine(
  row: EntryRow,
  values: readonly (readonly [ProductField, string])[],
  rowNumber: number,
  notes: CellNote[],
): EntryRow {
  let next = row;
  const fibre = values.find(([field]) => field === 'fibreType');
  if (fibre) next = setCell(next, 'fibreType', fibre[1]);
  for (const [field, value] of values) {
    if (field === 'fibreType') continue;
    if (!fieldApplies(field, next.fibreType)) {
      if (value.trim())
        notes.push({
          row: rowNumber,
          column: headerOf(field),
          value,
          message: next.fibreType
            ? (NOT_APPLICABLE_MESSAGES[field] ?? '')
            : `Choose the fibre type first: ${headerOf(field)} depends on it.`,
        });
      continue;
    }
    next = setCell(next, field, value);
  }
  return next;
}

/** Where the grid's trailing blank rows begin: new rows from a file go there, not below them. */
function endOfStartedRows(rows: readonly EntryRow[]): number {
  let end = rows.length;
  while (end > 0 && isBlankRow(rows[end - 1])) end -= 1;
  return end;
}

/** A header line: two or more cells, each naming a column. Its fields by position (null where a cell is empty). */
function headerFields(line: readonly string[]): (ProductField | null)[] | null {
  const named = line.filter((cell) => cell.trim() !== '');
  if (named.length < 2) return null;
  const fields = line.map((cell) => (cell.trim() ? fieldOfHeader(cell) : null));
  return fields.every((f, i) => f !== null || line[i].trim() === '') ? fields : null;
}

export interface PastePlan {
  rows: EntryRow[];
  notes: CellNote[];
  /** Rows the paste wrote to, and how many of them it added. */
  touched: number;
  added: number;
  /** The block's first line named the columns (it was used to place the values, not pasted). */
  withHeader: boolean;
  /** Lines beyond ENTRY_ROWS_MAX, not pasted. */
  dropped: number;
}

/**
 * Pasting a block copied from Excel or Google Sheets at a cell: each value lands on the row and column it
 * covers in the grid's column order, rows are added below as needed. A first line that names the columns
 * ('Fibre type', 'Basic price'…) places the values by name instead, from the focused row.
 */
export function pasteBlock(
  rows: readonly EntryRow[],
  block: readonly (readonly string[])[],
  at: { row: number; field: ProductField },
): PastePlan {
  const header = block.length > 1 ? headerFields(block[0]) : null;
  const lines = header ? block.slice(1) : block;
  const start = Math.max(0, Math.min(at.row, rows.length));
  const room = Math.max(0, ENTRY_ROWS_MAX - start);
  const used = lines.slice(0, room);
  const firstColumn = PRODUCT_FIELDS.indexOf(at.field);
  const fieldAt = (c: number): ProductField | null => (header ? header[c] : (PRODUCT_FIELDS[firstColumn + c] ?? null));

  const next = [...rows];
  const notes: CellNote[] = [];
  let added = 0;
  used.forEach((line, r) => {
    const index = start + r;
    const values: [ProductField, string][] = [];
    const beyond: string[] = [];
    line.forEach((value, c) => {
      const field = fieldAt(c);
      if (field) values.push([field, value]);
      else if (value.trim() && !header) beyond.push(value);
    });
    if (index >= next.length) {
      next.push(newEntryRow());
      added += 1;
    }
    next[index] = applyLine(next[index], values, index + 1, notes);
    for (const value of beyond)
      notes.push({ row: index + 1, column: '(beyond the last column)', value, message: 'Not pasted.' });
  });
  return {
    rows: next,
    notes,
    touched: used.length,
    added,
    withHeader: header !== null,
    dropped: lines.length - used.length,
  };
}

export interface ImportPlan {
  rows: EntryRow[];
  notes: CellNote[];
  /** Grid row numbers of the first and last imported row. */
  first: number;
  last: number;
  imported: number;
  /** Header cells that name no column of the grid (their values are not read). */
  ignoredColumns: string[];
  /** Why nothing could be read, when so. */
  fileError?: string;
}

const REQUIRED_HEADERS: readonly ProductField[] = ['fibreType', 'basicPrice'];

/**
 * Rows of a file (.xlsx or CSV): the first non-empty line names the columns (matched by name, in any order),
 * each further non-empty line becomes a row after the rows already started. Values a row cannot take are
 * noted by the file's row number and column; invalid values are kept and marked in the grid, so every
 * problem shows before anything is saved.
 */
export function importTable(rows: readonly EntryRow[], table: readonly (readonly string[])[]): ImportPlan {
  const empty = (line: readonly string[]) => line.every((cell) => (cell ?? '').trim() === '');
  const headerIndex = table.findIndex((line) => !empty(line));
  const base: ImportPlan = { rows: [...rows], notes: [], first: 0, last: 0, imported: 0, ignoredColumns: [] };
  if (headerIndex < 0) return { ...base, fileError: 'The file is empty.' };
  const headerLine = table[headerIndex];
  const fields = headerLine.map((cell) => fieldOfHeader(cell ?? ''));
  const missing = REQUIRED_HEADERS.filter((f) => !fields.includes(f));
  if (missing.length > 0)
    return {
      ...base,
      fileError: `The file's first row must name the columns; ${missing.map(headerOf).join(' and ')} ${missing.length === 1 ? 'is' : 'are'} missing. Download the template for the column names.`,
    };
  const ignoredColumns = headerLine.filter((cell, i) => (cell ?? '').trim() && fields[i] === null);
  const lines = table
    .map((line, i) => ({ line, fileRow: i + 1 }))
    .slice(headerIndex + 1)
    .filter(({ line }) => !empty(line));
  if (lines.length === 0) return { ...base, ignoredColumns, fileError: 'The file has column names but no rows.' };

  const start = endOfStartedRows(rows);
  if (start + lines.length > ENTRY_ROWS_MAX)
    return {
      ...base,
      ignoredColumns,
      fileError: `The file has ${formatCount(lines.length)} rows; the grid takes at most ${formatCount(ENTRY_ROWS_MAX)} products at a time. Split the file and import each part after saving the one before.`,
    };
  const next = rows.slice(0, start);
  const notes: CellNote[] = [];
  for (const { line, fileRow } of lines) {
    const values: [ProductField, string][] = [];
    line.forEach((value, c) => {
      const field = fields[c];
      if (field) values.push([field, value ?? '']);
    });
    next.push(applyLine(newEntryRow(), values, fileRow, notes));
  }
  return { rows: next, notes, first: start + 1, last: next.length, imported: lines.length, ignoredColumns };
}

/** What a row added by hand starts with: the department and visibility of the row above, to save typing them again. */
function inherited(rows: readonly EntryRow[]): Partial<ProductFormRow> {
  const above = rows[rows.length - 1];
  return above ? { departmentName: above.departmentName, visibilityStatus: above.visibilityStatus } : {};
}

/** `count` new rows at the end. */
export function addRows(rows: readonly EntryRow[], count: number): EntryRow[] {
  const next = [...rows];
  const n = Math.max(0, Math.min(count, ENTRY_ROWS_MAX - rows.length));
  for (let i = 0; i < n; i += 1) next.push(newEntryRow(inherited(next)));
  return next;
}

/** Copies of these rows below the last one. */
export function duplicateRows(rows: readonly EntryRow[], keys: ReadonlySet<string>): EntryRow[] {
  const copies = rows.filter((r) => keys.has(r.key)).slice(0, Math.max(0, ENTRY_ROWS_MAX - rows.length));
  return [...rows, ...copies.map(({ key: _key, ...values }) => newEntryRow(values))];
}

/** The rows without these; null when none would be left (§5: at least one row stays). */
export function removeRows(rows: readonly EntryRow[], keys: ReadonlySet<string>): EntryRow[] | null {
  const left = rows.filter((r) => !keys.has(r.key));
  return left.length === 0 ? null : left;
}

export type SavePlan =
  | { kind: 'nothing' }
  | { kind: 'invalid'; rowNumbers: number[]; first: CellProblem }
  | { kind: 'ready'; products: NewCorporateProduct[]; rowNumbers: number[] };

/** What Save would do: nothing to save, rows to fix, or the products to add (blank rows are skipped). */
export function planSave(rows: readonly EntryRow[]): SavePlan {
  const problems = cellProblems(rows);
  if (problems.length > 0)
    return { kind: 'invalid', rowNumbers: [...new Set(problems.map((p) => p.row))], first: problems[0] };
  const started = rows.map((row, i) => ({ row, number: i + 1 })).filter(({ row }) => !isBlankRow(row));
  if (started.length === 0) return { kind: 'nothing' };
  return {
    kind: 'ready',
    products: started.map(({ row }) => toNewCorporateProduct(row)),
    rowNumbers: started.map(({ number }) => number),
  };
}

/** Whether the grid holds anything that leaving would lose. */
export const hasStartedRows = (rows: readonly EntryRow[]): boolean => rows.some((row) => !isBlankRow(row));

/** The figures above the grid. */
export function entryFigures(rows: readonly EntryRow[]) {
  let started = 0;
  let invalid = 0;
  for (const row of rows) {
    if (isBlankRow(row)) continue;
    started += 1;
    if (Object.keys(rowErrors(row)).length > 0) invalid += 1;
  }
  return { rows: rows.length, started, ready: started - invalid, invalid };
}
