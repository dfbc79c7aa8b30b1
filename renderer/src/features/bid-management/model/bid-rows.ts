/**
 * What the bids blotter shows of a bid, computed once per fetch: the product in words, the specs, the
 * bidder's mobile in full, the distance from today's basic price (and from the price at bid time), and who
 * decided it. Also the figures of the strip above the grid and the chart's series.
 */
import { distanceFromBasic } from '@domain/bid-management.ts';
import { formatShortDateTime } from '@domain/format.ts';
import { yarnDetailsText } from '@domain/yarn.ts';
import type { BlotterBid } from '@/data/ports/bids.ts';

export interface BidRow extends BlotterBid {
  product: string;
  /** The bid against today's basic price, in % (what a decision weighs); null without today's price. */
  distancePct: number | null;
  /** The bid against the basic price when it was placed, in %. */
  distanceAtBidPct: number | null;
  mobile: string | null;
  /** Bid price × quantity (₹). */
  value: number;
}

const priceOrNull = (price: number | string | null) => (price === null ? null : Number(price));

export function toBidRow(bid: BlotterBid): BidRow {
  const price = Number(bid.bidPrice);
  return {
    ...bid,
    product: yarnDetailsText(bid),
    distancePct: distanceFromBasic(price, priceOrNull(bid.currentBasicPrice)),
    distanceAtBidPct: distanceFromBasic(price, priceOrNull(bid.basicPrice)),
    mobile: bid.bidderMobileNumber ? `${bid.bidderCountryCode ?? '+91'} ${bid.bidderMobileNumber}` : null,
    value: Math.round(price * bid.bidQuantity * 100) / 100,
  };
}

export interface BidFigures {
  pending: number;
  accepted: number;
  rejected: number;
  /** Kilograms waiting for a decision. */
  pendingKg: number;
  /** Kilograms accepted, and their value (₹). */
  acceptedKg: number;
  acceptedValue: number;
  /** Mean distance of the pending bids from today's basic price (%), or null without any. */
  pendingDistance: number | null;
}

export function bidFigures(rows: readonly BidRow[]): BidFigures {
  const pending = rows.filter((r) => r.bidStatus === 'Pending');
  const accepted = rows.filter((r) => r.bidStatus === 'Accepted');
  const distances = pending.map((r) => r.distancePct).filter((d): d is number => d !== null);
  return {
    pending: pending.length,
    accepted: accepted.length,
    rejected: rows.filter((r) => r.bidStatus === 'Rejected').length,
    pendingKg: pending.reduce((n, r) => n + r.bidQuantity, 0),
    acceptedKg: accepted.reduce((n, r) => n + r.bidQuantity, 0),
    acceptedValue: Math.round(accepted.reduce((n, r) => n + r.value, 0) * 100) / 100,
    pendingDistance: distances.length
      ? Math.round((distances.reduce((a, b) => a + b, 0) / distances.length) * 100) / 100
      : null,
  };
}

/** The chart's data: bid times (s), then each status's distance from the basic price at bid time (null elsewhere). */
export type DistanceSeries = [number[], (number | null)[], (number | null)[], (number | null)[]];

/**
 * Bids over time by their distance from the basic price when each was placed (where a bid stood then), one
 * series per status, oldest first.
 */
export function distanceSeries(rows: readonly BidRow[]): DistanceSeries {
  const plotted = rows.filter((r) => r.distanceAtBidPct !== null).sort((a, b) => a.bidTime.localeCompare(b.bidTime));
  const of = (status: BidRow['bidStatus']) => plotted.map((r) => (r.bidStatus === status ? r.distanceAtBidPct : null));
  return [plotted.map((r) => Date.parse(r.bidTime) / 1000), of('Pending'), of('Accepted'), of('Rejected')];
}

/** Who decided a bid, for the 'Accepted by' column: the accepting executive (rejections say who in their note). */
export function decisionNote(row: BidRow): string | null {
  if (row.bidStatus === 'Rejected')
    return row.rejectionReason
      ? `${row.rejectedByExecutiveName ?? 'Rejected'}: ${row.rejectionReason}`
      : (row.rejectedByExecutiveName ?? null);
  return null;
}

/** The blotter's compact bid time in IST, e.g. "25 Nov, 06:02 pm" (the window is 10 days; the tooltip has the year). */
export const blotterTimeText = (iso: string | null | undefined): string => formatShortDateTime(iso);
