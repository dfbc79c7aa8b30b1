import { describe, expect, it } from 'vitest';
import { buildMatrix, matchProductBenchmark, matrixSheet, quantityOf, type MatrixBid } from '@domain/bid-matrix.ts';

const rounds = [
  { id: 'r1', roundNumber: 1, bidsVisible: true, isOpen: false, bidCount: 3 },
  { id: 'r2', roundNumber: 2, bidsVisible: true, isOpen: true, bidCount: 3 },
];

let serial = 0;
function bid(vendor: string, roundNumber: number, price: number, days: number, minute: number): MatrixBid {
  serial += 1;
  return {
    id: `b${serial}`,
    roundNumber,
    vendorUserId: vendor,
    vendorName: `Vendor ${vendor}`,
    businessName: `${vendor} Traders`,
    quotedPrice: price,
    deliveryTimeDays: days,
    moq: '1000',
    createdAt: `2026-11-23T10:${String(minute).padStart(2, '0')}:00Z`,
    isSelected: false,
  };
}

describe('comparison matrix', () => {
  const bids = [
    bid('a', 1, 10, 20, 1),
    bid('b', 1, 9.5, 25, 2),
    bid('a', 2, 9.8, 18, 3),
    bid('a', 2, 9.2, 18, 4), // a's revision: the current (lowest) quote counts
    bid('b', 2, 9.4, 15, 5),
    bid('c', 1, 11, 12, 6),
  ];
  const matrix = buildMatrix({ rounds, bids, quantity: '2,000', targetPrice: 9 });

  it('puts the best current quote first and vendors who dropped out last', () => {
    expect(matrix.rows.map((r) => r.vendorUserId)).toEqual(['a', 'b', 'c']);
    expect(matrix.rows[0].latestPrice).toBe(9.2);
    expect(matrix.rows[2].cells[1]).toBeNull();
  });

  it("counts each vendor's current quote per round, with revisions and change against the previous round", () => {
    const a = matrix.rows[0].cells;
    expect(a[1]).toMatchObject({ price: 9.2, revisions: 1, change: { amount: -0.8, percent: -8 }, total: 18400 });
    expect(a[0]).toMatchObject({ change: null, revisions: 0 });
  });

  it("leaves withdrawn bids out of a vendor's quote; a vendor who withdrew every bid of a round shows so", () => {
    const withdrawn = (b: MatrixBid): MatrixBid => ({ ...b, withdrawnAt: '2026-11-23T11:00:00Z' });
    const m = buildMatrix({
      rounds,
      bids: [bid('a', 1, 10, 20, 1), withdrawn(bid('a', 1, 9, 20, 2)), withdrawn(bid('b', 1, 9.5, 20, 3))],
      quantity: '10',
      targetPrice: null,
    });
    const [a, b] = m.rows;
    expect(a.cells[0]).toMatchObject({ price: 10, revisions: 1, bestPrice: true });
    expect(a.withdrawn).toEqual([false, false]);
    expect(b.cells[0]).toBeNull();
    expect(b.withdrawn).toEqual([true, false]);
    expect(m.totals[0]).toMatchObject({ vendors: 1, bestPrice: 10 });
  });

  it('marks the best price and the fastest delivery of each round', () => {
    const [a, b, c] = matrix.rows;
    expect(b.cells[0]).toMatchObject({ bestPrice: true, bestDelivery: false });
    expect(c.cells[0]).toMatchObject({ bestPrice: false, bestDelivery: true });
    expect(a.cells[1]).toMatchObject({ bestPrice: true, bestDelivery: false });
    expect(b.cells[1]).toMatchObject({ bestDelivery: true });
  });

  it('pins totals per round, against the target price', () => {
    expect(matrix.totals).toEqual([
      {
        roundNumber: 1,
        vendors: 3,
        bestPrice: 9.5,
        averagePrice: 10.17,
        fastestDelivery: 12,
        lowestTotal: 19000,
        againstTarget: 5.56,
      },
      {
        roundNumber: 2,
        vendors: 2,
        bestPrice: 9.2,
        averagePrice: 9.3,
        fastestDelivery: 15,
        lowestTotal: 18400,
        againstTarget: 2.22,
      },
    ]);
    expect(matrix.benchmarks).toEqual([{ label: 'Target price', price: 9 }]);
  });

  it('has no totals when the quantity is not a number', () => {
    expect(quantityOf('Not specified')).toBeNull();
    const loose = buildMatrix({ rounds, bids, quantity: 'Not specified', targetPrice: null });
    expect(loose.rows[0].cells[1]?.total).toBeNull();
    expect(loose.totals[0]).toMatchObject({ lowestTotal: null, againstTarget: null });
  });

  it('writes the sheet with sealed rounds hidden', () => {
    const sealed = buildMatrix({
      rounds: [rounds[0], { ...rounds[1], bidsVisible: false }],
      bids: bids.filter((b) => b.roundNumber === 1),
      quantity: '100',
      targetPrice: null,
    });
    const sheet = matrixSheet(sealed);
    expect(sheet.header).toEqual([
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
    expect(sheet.rows[0].slice(0, 3)).toEqual(['Vendor b', 'b Traders', 9.5]);
    expect(sheet.rows[0][7]).toBe('Sealed');
    expect(sheet.totals[0].slice(0, 3)).toEqual(['Best price', '', 9.5]);
  });
});

describe('product benchmark', () => {
  const products = [
    { departmentName: 'Polyester Filament', fibreType: 'Polyester Filament', specificType: null, basicPrice: 140 },
    { departmentName: 'Polyester Filament', fibreType: 'Polyester Filament', specificType: 'FDY', basicPrice: 152 },
    { departmentName: 'Cotton', fibreType: 'Cotton', specificType: 'Combed', basicPrice: null },
  ];

  it('takes the closest product whose fibre type the RFQ names', () => {
    expect(
      matchProductBenchmark(
        { itemName: 'Polyester filament FDY 150D', description: null, departmentName: 'Trims' },
        products,
      ),
    ).toEqual({ label: 'Your price: Polyester Filament FDY', price: 152 });
    expect(
      matchProductBenchmark(
        { itemName: 'Buttons', description: 'polyester filament cord', departmentName: 'Trims' },
        products,
      ),
    ).toEqual({ label: 'Your price: Polyester Filament', price: 140 });
  });

  it('needs the fibre type as whole words and a price', () => {
    expect(
      matchProductBenchmark({ itemName: 'Polyesters', description: null, departmentName: 'x' }, products),
    ).toBeNull();
    expect(
      matchProductBenchmark({ itemName: 'Combed cotton yarn', description: null, departmentName: 'x' }, products),
    ).toBeNull();
  });
});
