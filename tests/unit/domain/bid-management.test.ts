import { describe, expect, it } from 'vitest';
import {
  alreadyDecidedMessage,
  BID_MANAGEMENT,
  bidWindowStart,
  databaseUpdateFailed,
  distanceFromBasic,
  formatDistance,
  notificationFunctionError,
  notificationInvocationFailed,
  parseDecidedBid,
  RejectionReason,
} from '@domain/bid-management.ts';

describe('distance of a bid from the basic price', () => {
  it.each([
    [195.5, 200, -2.25],
    [210, 200, 5],
    [200, 200, 0],
    [100.01, 100, 0.01],
    // −0.005 % rounds away from zero, never to −0.00.
    [99.995, 100, -0.01],
    [1, 3, -66.67],
  ])('bid %d on basic %d is %d %%', (bid, basic, pct) => expect(distanceFromBasic(bid, basic)).toBe(pct));

  it('is unknown without a basic price', () => {
    expect(distanceFromBasic(120, null)).toBeNull();
    expect(distanceFromBasic(120, 0)).toBeNull();
  });

  it('is written with its sign and 2 decimals', () => {
    expect(formatDistance(5)).toBe('+5.00 %');
    expect(formatDistance(-2.25)).toBe('−2.25 %');
    expect(formatDistance(0)).toBe('0.00 %');
    expect(formatDistance(null)).toBe('N/A');
  });
});

describe('the 10-day window', () => {
  it('starts 10 days before now', () => {
    expect(bidWindowStart(new Date('2026-11-25T12:00:00Z'))).toBe('2026-11-15T12:00:00.000Z');
    expect(bidWindowStart(new Date('2026-11-25T12:00:00Z'), 1)).toBe('2026-11-24T12:00:00.000Z');
  });
});

describe('who decided the bid first', () => {
  it('names the executive and the time in IST', () => {
    expect(
      alreadyDecidedMessage({
        bid_status: 'Accepted',
        decided_by: 'Rakesh Mehta',
        decided_at: '2026-11-25T05:02:00Z',
      }),
    ).toBe('This bid was already accepted by Rakesh Mehta on 25 Nov 2026, 10:32 am.');
    expect(alreadyDecidedMessage({ bid_status: 'Rejected', decided_by: null, decided_at: null })).toBe(
      'This bid was already rejected.',
    );
  });

  it('reads the refusal details, and nothing else', () => {
    const details = JSON.stringify({ bid_status: 'Accepted', decided_by: 'A', decided_at: '2026-11-25T05:02:00Z' });
    expect(parseDecidedBid(details)).toEqual({
      bid_status: 'Accepted',
      decided_by: 'A',
      decided_at: '2026-11-25T05:02:00Z',
    });
    expect(parseDecidedBid('not json')).toBeNull();
    expect(parseDecidedBid('{"bid_status":"Open"}')).toBeNull();
    expect(parseDecidedBid(null)).toBeNull();
  });
});

describe('messages (trade §8)', () => {
  it('words the failures as the spec does', () => {
    expect(BID_MANAGEMENT.errorTitle).toBe('An Error Occurred');
    expect(BID_MANAGEMENT.errorDurationMs).toBe(7000);
    expect(databaseUpdateFailed('x')).toBe('Database update failed: x');
    expect(notificationInvocationFailed('x')).toBe('Notification function invocation failed: x');
    expect(notificationFunctionError('x')).toBe('Notification function error: x');
  });

  it('needs a rejection reason of 1 to 200 characters', () => {
    expect(RejectionReason.safeParse('  ').success).toBe(false);
    expect(RejectionReason.safeParse('x'.repeat(201)).success).toBe(false);
    expect(RejectionReason.parse('  Price too low. ')).toBe('Price too low.');
  });
});
