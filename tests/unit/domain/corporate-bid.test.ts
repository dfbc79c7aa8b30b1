import { describe, expect, it } from 'vitest';
import {
  bidFailureDescription,
  bidSubmittedDescription,
  checkCorporateBid,
  CORPORATE_BID,
  parseBidPrice,
  parseBidQuantity,
} from '@domain/schemas/corporate-bid.ts';

const member = { isAuthenticated: true, isOwnCompany: false };

describe('bid price (decimal, at most 2 places, at least 0.01)', () => {
  it.each([
    ['0.01', 0.01],
    ['245', 245],
    [' 245.5 ', 245.5],
    ['999999.99', 999999.99],
  ])('accepts %j', (text, price) => expect(parseBidPrice(text)).toBe(price));

  it.each(['', '0', '0.00', '1.234', '-5', 'abc', '1e3', '12.', '1000000'])('refuses %j', (text) =>
    expect(parseBidPrice(text)).toBeNull(),
  );
});

describe('bid quantity (whole number above 0)', () => {
  it('accepts a whole number', () => expect(parseBidQuantity(' 500 ')).toBe(500));
  it.each(['', '0', '2.5', '-1', 'ten'])('refuses %j', (text) => expect(parseBidQuantity(text)).toBeNull());
});

describe('checkCorporateBid: the rules of §5 in order', () => {
  it('asks visitors to log in first', () => {
    const check = checkCorporateBid({ price: 'x', quantity: 'y', isAuthenticated: false, isOwnCompany: false });
    expect(check).toEqual({ ok: false, message: CORPORATE_BID.loginRequired });
    expect(CORPORATE_BID.loginRequired.description).toBe('Please login to submit a bid.');
  });

  it("refuses the company's own executives", () => {
    const check = checkCorporateBid({ price: '10', quantity: '5', isAuthenticated: true, isOwnCompany: true });
    expect(check).toEqual({ ok: false, message: CORPORATE_BID.ownCompany });
    expect(CORPORATE_BID.ownCompany.title).toBe('Action Denied');
  });

  it('names the bad price before the bad quantity', () => {
    expect(checkCorporateBid({ ...member, price: '1.999', quantity: '0' })).toEqual({
      ok: false,
      message: { title: 'Invalid Bid', description: 'Please enter a valid bid price.' },
    });
    expect(checkCorporateBid({ ...member, price: '10', quantity: '0' })).toEqual({
      ok: false,
      message: { title: 'Invalid Quantity', description: 'Please enter a valid bid quantity.' },
    });
  });

  it('parses a valid bid', () => {
    expect(checkCorporateBid({ ...member, price: '212.50', quantity: '1000' })).toEqual({
      ok: true,
      price: 212.5,
      quantity: 1000,
    });
  });
});

describe('bid outcome texts', () => {
  it('turns a credit refusal into the spec words and keeps other messages', () => {
    expect(bidFailureDescription('Not enough messaging credits.')).toBe(
      'Failed to deduct credit. Please check your balance or try again.',
    );
    expect(bidFailureDescription('This product is not available for bidding.')).toBe(
      'This product is not available for bidding.',
    );
  });

  it('states the amount of a submitted bid in rupees', () => {
    expect(bidSubmittedDescription(1234.5, 100)).toBe('Your bid of ₹1,234.50 per kg for 100 kg has been submitted.');
  });
});
