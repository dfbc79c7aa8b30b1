/**
 * How AG Grid's CSV exports write cells: times as IST wall-clock times a spreadsheet sorts and reads
 * ('2026-11-27 15:30:00', the header saying '(IST)'), everything else as its raw value (prices as 1234.5,
 * not '₹1,234.50'), so a file opens as numbers and dates wherever it is read. One rule for every export.
 */
import type { ProcessCellForExportParams, ProcessHeaderForExportParams } from 'ag-grid-community';
import { formatExportDateTime } from '@domain/format.ts';

/** A column's export header: its name, with '(IST)' after a time. */
export const exportHeader = (name: string, isTime: boolean) => (isTime ? `${name} (IST)` : name);

/** A cell's export text: a time in IST, else the raw value; '' for none. */
export function exportCell(value: unknown, isTime: boolean): string {
  if (value === null || value === undefined) return '';
  return isTime ? formatExportDateTime(value as string) : String(value);
}

/** The callbacks of `exportDataAsCsv` for a grid whose time columns are `timeColumns` (column ids). */
export function csvExportCallbacks(timeColumns: ReadonlySet<string>) {
  return {
    processCellCallback: (p: ProcessCellForExportParams) => exportCell(p.value, timeColumns.has(p.column.getColId())),
    processHeaderCallback: (p: ProcessHeaderForExportParams) =>
      exportHeader(p.column.getColDef().headerName ?? p.column.getColId(), timeColumns.has(p.column.getColId())),
  };
}
