import { matrixSheet, type ComparisonMatrix } from '@domain/bid-matrix.ts';

export interface MatrixMeta {
  companyName: string;
  requestNumber: string;
  itemName: string;
  quantity: string;
  currency: string;
  generatedAt: string;
}

const NAVY = 'FF12284A';
const NAVY_LIGHT = 'FFE6ECF5';
const GREEN = 'FFE3F4EA';

/**
 * The comparison matrix as an .xlsx workbook (exceljs, loaded only when exporting): a title block, the
 * vendors × rounds grid with frozen vendor columns and header, best prices shaded, and the pinned totals.
 */
export async function matrixWorkbook(matrix: ComparisonMatrix, meta: MatrixMeta): Promise<Uint8Array> {
  const { default: ExcelJS } = await import('exceljs');
  const sheet = matrixSheet(matrix);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'LoomConnect';
  const ws = workbook.addWorksheet(meta.requestNumber.slice(0, 31));

  ws.addRow([`${meta.companyName} · ${meta.requestNumber} · ${meta.itemName}`]).font = { bold: true, size: 13 };
  ws.addRow([`Quantity ${meta.quantity} · prices in ${meta.currency} per unit · exported ${meta.generatedAt} IST`]);
  ws.addRow([]);
  const headerRow = ws.addRow(sheet.header);
  headerRow.eachCell((cell) => {
    cell.font = { bold: true, color: { argb: 'FFFFFFFF' } };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: NAVY } };
    cell.alignment = { vertical: 'middle', wrapText: true };
  });
  const perRound = matrix.quantity === null ? 4 : 5;
  sheet.rows.forEach((values, r) => {
    const row = ws.addRow(values);
    matrix.rows[r].cells.forEach((cell, i) => {
      const priceColumn = 3 + i * perRound;
      if (cell?.bestPrice)
        row.getCell(priceColumn).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: GREEN } };
      if (cell?.selected) row.getCell(priceColumn).font = { bold: true };
    });
  });
  for (const values of sheet.totals) {
    const row = ws.addRow(values);
    row.font = { bold: true };
    row.eachCell((cell) => (cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: NAVY_LIGHT } }));
  }
  ws.columns.forEach((column, i) => {
    column.width = i === 0 ? 28 : i === 1 ? 26 : 13;
    if (i >= 2) column.numFmt = '#,##0.00';
  });
  ws.views = [{ state: 'frozen', xSplit: 2, ySplit: headerRow.number }];
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
