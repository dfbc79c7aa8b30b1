import { describe, expect, it } from 'vitest';
import type { BlotterBid } from '@/data/ports/bids.ts';
import { bidFigures, blotterTimeText, decisionNote, distanceSeries, toBidRow } from './bid-rows.ts';

const bid = (overrides: Partial<BlotterBid> = {}): BlotterBid => ({
  id: 'b1',
  bidDisplayId: 'BID-000001',
  bidTime: '2026-11-24T10:00:00Z',
  bidStatus: 'Pending',
  acceptBidTime: null,
  acceptedByExecutiveName: null,
  rejectedAt: null,
  rejectedByExecutiveName: null,
  rejectionReason: null,
  bidderUserId: 'u1',
  bidderName: 'Anita Shah',
  bidderEmail: 'anita@example.com',
  bidderCountryCode: '+91',
  bidderMobileNumber: '9876543210',
  departmentName: 'Filament Yarn',
  fibreType: 'Polyester Filament',
  specificType: 'DTY',
  lustre: 'Semi Dull Yarn',
  twistIntermingling: null,
  blendRatio: null,
  denierCount: 150,
  filamentCount: 48,
  numberOfPlys: 1,
  grade: 'AA',
  basicPrice: 200,
  currentBasicPrice: 200,
  bidPrice: 195.5,
  bidQuantity: 1000,
  corporateProductId: 'p1',
  corporateCompanyId: 'c1',
  acceptanceNotifiedAt: null,
  rejectionNotifiedAt: null,
  ...overrides,
});

describe('bid rows', () => {
  it('words the product and mobile, and computes distance and value', () => {
    expect(toBidRow(bid())).toMatchObject({
      product: 'Polyester Filament – DTY, Semi Dull Yarn',
      mobile: '+91 9876543210',
      distancePct: -2.25,
      value: 195500,
    });
    expect(toBidRow(bid({ basicPrice: null, currentBasicPrice: null, bidderMobileNumber: null }))).toMatchObject({
      distancePct: null,
      distanceAtBidPct: null,
      mobile: null,
    });
  });

  it("measures the bid against today's basic price, and keeps the distance at bid time beside it", () => {
    expect(toBidRow(bid({ basicPrice: 200, currentBasicPrice: 230 }))).toMatchObject({
      distancePct: -15,
      distanceAtBidPct: -2.25,
    });
    // The product was deleted or has no price today.
    expect(toBidRow(bid({ currentBasicPrice: null }))).toMatchObject({ distancePct: null, distanceAtBidPct: -2.25 });
  });

  it('sums the figures of the strip', () => {
    const rows = [
      bid({ id: 'a', bidPrice: 190, bidQuantity: 100 }),
      bid({ id: 'b', bidPrice: 210, bidQuantity: 50 }),
      bid({ id: 'c', bidStatus: 'Accepted', bidPrice: 200.25, bidQuantity: 10 }),
      bid({ id: 'd', bidStatus: 'Rejected' }),
    ].map(toBidRow);
    expect(bidFigures(rows)).toEqual({
      pending: 2,
      accepted: 1,
      rejected: 1,
      pendingKg: 150,
      acceptedKg: 10,
      acceptedValue: 2002.5,
      pendingDistance: 0,
    });
    expect(bidFigures([]).pendingDistance).toBeNull();
  });

  it('plots each status as its own series at bid time, oldest first, without bids lacking a basic price', () => {
    const rows = [
      bid({ id: 'new', bidTime: '2026-11-24T12:00:00Z', bidStatus: 'Accepted', bidPrice: 210, currentBasicPrice: 250 }),
      bid({ id: 'old', bidTime: '2026-11-24T10:00:00Z', currentBasicPrice: null }),
      bid({ id: 'none', basicPrice: null }),
    ].map(toBidRow);
    expect(distanceSeries(rows)).toEqual([
      [Date.parse('2026-11-24T10:00:00Z') / 1000, Date.parse('2026-11-24T12:00:00Z') / 1000],
      [-2.25, null],
      [null, 5],
      [null, null],
    ]);
  });

  it('notes who rejected a bid and why', () => {
    expect(
      decisionNote(
        toBidRow(bid({ bidStatus: 'Rejected', rejectedByExecutiveName: 'Rakesh', rejectionReason: 'Too low.' })),
      ),
    ).toBe('Rakesh: Too low.');
    expect(decisionNote(toBidRow(bid({ bidStatus: 'Rejected' })))).toBeNull();
    expect(decisionNote(toBidRow(bid()))).toBeNull();
  });
});

describe('the blotter time', () => {
  it('is day, month and time in IST', () => {
    expect(blotterTimeText('2026-11-25T12:32:00Z')).toBe('25 Nov, 06:02 pm');
    expect(blotterTimeText('nonsense')).toBe('Invalid Date');
  });
});
