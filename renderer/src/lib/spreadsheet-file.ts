/**
 * Spreadsheet files in the browser: reading the first sheet of an .xlsx or a CSV file as rows of text
 * cells, writing rows to a styled .xlsx, and handing a file to the browser as a download. exceljs loads
 * only when a file is read or written, so pages that never export do not download it.
 */
import { parseDelimited, sniffDelimiter } from '@domain/spreadsheet.ts';

export const SPREADSHEET_ACCEPT =
  '.xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A cell of exceljs as the text the person sees (a formula's result, rich text joined, dates in ISO). */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    const v = value as { result?: unknown; richText?: { text: string }[]; text?: unknown; hyperlink?: unknown };
    if ('result' in v) return cellText(v.result);
    if (v.richText) return v.richText.map((part) => part.text).join('');
    if ('text' in v) return cellText(v.text);
    return '';
  }
  return String(value);
}

/** The rows of a file's first sheet (.xlsx) or of a CSV file (delimiter sniffed), as text. */
export async function readSpreadsheetFile(file: File): Promise<string[][]> {
  if (/\.xlsx$/i.test(file.name) || file.type === XLSX_TYPE) {
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    const sheet = workbook.worksheets[0];
    if (!sheet) return [];
    const rows: string[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, column) => (cells[column - 1] = cellText(cell.value)));
      rows[rowNumber - 1] = Array.from(cells, (c) => c ?? '');
    });
    return Array.from(rows, (r) => r ?? []);
  }
  const text = (await file.text()).replace(/^\uFEFF/, '');
  return parseDelimited(text, sniffDelimiter(text));
}

export interface SheetColumn {
  header: string;
  width: number;
  /** An Excel number format for the column, e.g. '#,##0.00'. */
  numFmt?: string;
}

/** One sheet of rows under a bold navy header, the header frozen and filterable. */
export async function spreadsheetOf(
  sheetName: string,
  columns: readonly SheetColumn[],
  rows: readonly (readonly (string | number | null)[])[],
): Promise<Uint8Array> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'LoomConnect';
  const ws = workbook.addWorksheet(sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sheet1');
  ws.columns = columns.map((c) => ({ header: c.header, width: c.width, style: c.numFmt ? { numFmt: c.numFmt } : {} }));
  const header = ws.getRow(1);
  header.eachCell((cell) => {
    cell.font = { bold: true, color: { argb: 'FFFFFFFF' } };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF12284A' } };
  });
  ws.addRows(rows.map((r) => [...r]));
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** Hands bytes to the browser as a download. */
export function downloadFile(bytes: Uint8Array | string, fileName: string, type = XLSX_TYPE): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
