import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildMatrix } from '@domain/bid-matrix.ts';
import { matrixWorkbook } from './matrix-xlsx.ts';

const bid = (id: string, vendor: string, roundNumber: number, price: number) => ({
  id,
  roundNumber,
  vendorUserId: vendor,
  vendorName: `Vendor ${vendor}`,
  businessName: `${vendor.toUpperCase()} Packaging`,
  quotedPrice: price,
  deliveryTimeDays: 10,
  moq: '500',
  createdAt: `2026-11-2${roundNumber}T10:00:00Z`,
  isSelected: id === 'b4',
});

describe('comparison matrix workbook', () => {
  it('writes the grid, the pinned totals and the benchmarks, frozen at the vendor columns', async () => {
    const matrix = buildMatrix({
      rounds: [
        { id: 'r1', roundNumber: 1, bidsVisible: true, isOpen: false, bidCount: 2 },
        { id: 'r2', roundNumber: 2, bidsVisible: true, isOpen: false, bidCount: 2 },
      ],
      bids: [bid('b1', 'a', 1, 12), bid('b2', 'b', 1, 11.5), bid('b3', 'a', 2, 11), bid('b4', 'b', 2, 10.8)],
      quantity: '1000',
      targetPrice: 10.5,
      benchmarks: [{ label: 'Your price: Cartons', price: 10.25 }],
    });
    const bytes = await matrixWorkbook(matrix, {
      companyName: 'Coimbatore Cotton Mills',
      requestNumber: 'RFQ-000009',
      itemName: '5-Ply Cartons',
      quantity: '1000 pcs',
      currency: 'INR',
      generatedAt: '23 Nov 2026, 11:00 am',
    });

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.buffer as ArrayBuffer);
    const ws = workbook.getWorksheet('RFQ-000009')!;
    expect(ws.getCell('A1').value).toBe('Coimbatore Cotton Mills · RFQ-000009 · 5-Ply Cartons');
    expect(ws.getRow(4).values).toEqual([
      undefined,
      'Vendor',
      'Business',
      'R1 price',
      'R1 change %',
      'R1 delivery (days)',
      'R1 MOQ',
      'R1 total',
      'R2 price',
      'R2 change %',
      'R2 delivery (days)',
      'R2 MOQ',
      'R2 total',
    ]);
    // Best current quote first: B at 10.80 in round 2, down 6.09% from 11.50.
    expect(ws.getRow(5).values).toEqual([
      undefined,
      'Vendor b',
      'B Packaging',
      11.5,
      undefined,
      10,
      '500',
      11500,
      10.8,
      -6.09,
      10,
      '500',
      10800,
    ]);
    expect((ws.getCell('C5').fill as ExcelJS.FillPattern).fgColor?.argb).toBe('FFE3F4EA');
    expect(ws.getCell('H5').font?.bold).toBe(true);
    expect(ws.getRow(7).values).toEqual([
      undefined,
      'Best price',
      '',
      11.5,
      undefined,
      undefined,
      undefined,
      undefined,
      10.8,
    ]);
    const labels = ws.getColumn(1).values.filter(Boolean);
    expect(labels).toEqual(expect.arrayContaining(['Target price', 'Your price: Cartons', 'Lowest total']));
    expect(ws.views[0]).toMatchObject({ state: 'frozen', xSplit: 2, ySplit: 4 });
  });
});
