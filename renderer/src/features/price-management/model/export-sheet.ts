import type { GridApi } from 'ag-grid-community';
import { dayInIndia } from '@domain/format.ts';
import type { ManagedProduct } from '@/data/ports/price-management.ts';
import { csvExportCallbacks, exportCell, exportHeader } from '@/lib/grid-export.ts';
import { downloadFile, spreadsheetOf, type SheetColumn } from '@/lib/spreadsheet-file.ts';
import { MARKET_COLUMN_IDS } from '../components/market-columns.ts';

const SELECTION_COLUMN = 'ag-Grid-SelectionColumn';
/** Exports always carry the product id, so a file edited in a spreadsheet can be imported back. */
const ID_COLUMN = 'id';
/** Columns holding a time: exported as IST wall-clock times. */
const TIME_COLUMNS: ReadonlySet<string> = new Set(['updatedAt']);

/**
 * The columns an export writes: those shown, in their order, then the product id if it is hidden. Not the market
 * columns: the file is the company's own price list (to edit and import back), the market figures are not theirs.
 */
function exportColumns(api: GridApi<ManagedProduct>) {
  const shown = api
    .getAllDisplayedColumns()
    .filter((c) => c.getColId() !== SELECTION_COLUMN && !MARKET_COLUMN_IDS.includes(c.getColId()));
  const id = api.getColumn(ID_COLUMN);
  return shown.some((c) => c.getColId() === ID_COLUMN) || !id ? shown : [...shown, id];
}

export const exportFileName = (company: string, extension: 'csv' | 'xlsx') =>
  `prices-${
    company
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'company'
  }-${dayInIndia(new Date())}.${extension}`;

/** The current view (filtered, sorted, edits included) as CSV, through the grid's own exporter. */
export function exportCsv(api: GridApi<ManagedProduct>, fileName: string): void {
  api.exportDataAsCsv({
    fileName,
    columnKeys: exportColumns(api).map((c) => c.getColId()),
    ...csvExportCallbacks(TIME_COLUMNS),
  });
}

/** The current view as an .xlsx workbook: numbers as numbers (₹ format), a frozen, filterable header. */
export async function exportXlsx(api: GridApi<ManagedProduct>, fileName: string, sheetName: string): Promise<void> {
  const columns = exportColumns(api);
  const header: SheetColumn[] = columns.map((c) => {
    const id = c.getColId();
    return {
      header: exportHeader(c.getColDef().headerName ?? id, TIME_COLUMNS.has(id)),
      width: id === ID_COLUMN ? 38 : Math.max(10, Math.round(c.getActualWidth() / 7.5)),
      numFmt: id === 'basicPrice' ? '#,##0.00' : undefined,
    };
  });
  const rows: (string | number | null)[][] = [];
  api.forEachNodeAfterFilterAndSort((node) => {
    rows.push(
      columns.map((c) => {
        const value = api.getCellValue({ rowNode: node, colKey: c });
        if (value === null || value === undefined) return null;
        if (TIME_COLUMNS.has(c.getColId())) return exportCell(value, true);
        return typeof value === 'number' ? value : String(value);
      }),
    );
  });
  downloadFile(await spreadsheetOf(sheetName, header, rows), fileName);
}
