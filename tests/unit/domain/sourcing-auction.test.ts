import { describe, expect, it } from 'vitest';
import {
  BID_STEP_INVALID,
  bidCannotGoLower,
  bidLimitReached,
  bidNotLowEnough,
  bidRulesDraftOf,
  bidStepText,
  DEFAULT_BID_RULES,
  MAX_BIDS_INVALID,
  nextBidCeiling,
  parseBidRules,
  quoteProblem,
  roundPosition,
  withStepKind,
  type BidRules,
} from '@domain/sourcing-auction.ts';

const amount = (step: number, maxBidsPerVendor = 10): BidRules => ({ stepKind: 'amount', step, maxBidsPerVendor });

describe('the next ceiling', () => {
  it('takes 0.5 % off the current quote, rounded up to the paisa', () => {
    expect(nextBidCeiling(87.65, DEFAULT_BID_RULES)).toBe(87.21);
    expect(nextBidCeiling(100, DEFAULT_BID_RULES)).toBe(99.5);
    expect(nextBidCeiling(1, DEFAULT_BID_RULES)).toBe(0.99);
    expect(nextBidCeiling(9_999_999_999.99, DEFAULT_BID_RULES)).toBe(9_949_999_999.99);
  });

  it('takes an amount off, and none is left below a paisa', () => {
    expect(nextBidCeiling(4.35, amount(0.01))).toBe(4.34);
    expect(nextBidCeiling(10, amount(10))).toBeNull();
    expect(nextBidCeiling(0.01, DEFAULT_BID_RULES)).toBeNull();
  });
});

describe("a vendor's position in a round", () => {
  it('before any bid: any price, every bid left', () => {
    expect(roundPosition([], DEFAULT_BID_RULES, 'INR')).toEqual({
      current: null,
      ceiling: null,
      bidsLeft: 10,
      canWithdraw: false,
      blocked: null,
    });
  });

  it('the current quote is the lowest not withdrawn; withdrawn bids still count', () => {
    const own = [
      { quotedPrice: 100, withdrawnAt: null },
      { quotedPrice: 90, withdrawnAt: '2026-11-26T10:00:00Z' },
    ];
    expect(roundPosition(own, DEFAULT_BID_RULES, 'INR')).toEqual({
      current: 100,
      ceiling: 99.5,
      bidsLeft: 8,
      // The round's one withdrawal is spent.
      canWithdraw: false,
      blocked: null,
    });
    expect(roundPosition([{ quotedPrice: 100, withdrawnAt: null }], DEFAULT_BID_RULES, 'INR').canWithdraw).toBe(true);
  });

  it('is blocked when the bids are used up or no step can lower the quote', () => {
    const twice = [
      { quotedPrice: 10, withdrawnAt: null },
      { quotedPrice: 9, withdrawnAt: null },
    ];
    expect(roundPosition(twice, amount(0.01, 2), 'INR').blocked).toBe(bidLimitReached(2));
    expect(roundPosition([{ quotedPrice: 5, withdrawnAt: null }], amount(5), 'INR').blocked).toBe(
      bidCannotGoLower({ current: 5, rules: amount(5), currency: 'INR' }),
    );
  });

  it('refuses a quote above the ceiling in the words the server uses', () => {
    const position = roundPosition([{ quotedPrice: 87.65, withdrawnAt: null }], DEFAULT_BID_RULES, 'INR');
    expect(quoteProblem(87.22, position, DEFAULT_BID_RULES, 'INR')).toBe(
      'Your new quote must be ₹87.21 or lower: at least 0.5% below your current quote of ₹87.65.',
    );
    expect(quoteProblem(87.21, position, DEFAULT_BID_RULES, 'INR')).toBeNull();
    expect(bidNotLowEnough({ ceiling: 49, current: 50, rules: amount(1), currency: 'USD' })).toBe(
      'Your new quote must be $49.00 or lower: at least $1.00 below your current quote of $50.00.',
    );
  });
});

describe('the round settings form', () => {
  it('reads the step and the cap, in range', () => {
    expect(parseBidRules(bidRulesDraftOf(DEFAULT_BID_RULES))).toEqual({ ok: true, rules: DEFAULT_BID_RULES });
    expect(parseBidRules({ stepKind: 'amount', step: '2.50', maxBids: '5' })).toEqual({
      ok: true,
      rules: amount(2.5, 5),
    });
    expect(parseBidRules({ stepKind: 'percent', step: '50.5', maxBids: '101' })).toEqual({
      ok: false,
      errors: { step: BID_STEP_INVALID, maxBids: MAX_BIDS_INVALID },
    });
    for (const step of ['0', '0.001', 'NaN', 'Infinity', '-1', '']) {
      expect(parseBidRules({ stepKind: 'amount', step, maxBids: '10' }).ok, step).toBe(false);
    }
  });

  it('a step left at its default follows the kind; one the executive typed stays', () => {
    const draft = bidRulesDraftOf(DEFAULT_BID_RULES);
    expect(withStepKind(draft, 'amount')).toMatchObject({ stepKind: 'amount', step: '0.01' });
    expect(withStepKind({ ...draft, step: '2' }, 'amount')).toMatchObject({ stepKind: 'amount', step: '2' });
  });

  it('says the step as people read it', () => {
    expect(bidStepText(DEFAULT_BID_RULES, 'INR')).toBe('0.5%');
    expect(bidStepText(amount(0.01), 'INR')).toBe('₹0.01');
    expect(bidStepText(amount(1), 'EUR')).toBe('€1.00');
  });
});
