/**
 * Reverse-auction rules within a round (issue 30), so that a vendor can learn their rank only by making a
 * real offer: a new bid must be lower than the vendor's current quote in the round (their lowest bid not
 * withdrawn) by at least the round's minimum step — a percentage of that quote (0.5 % unless the executive
 * chose otherwise) or an amount (₹0.01 unless chosen) — and a vendor places at most the round's number of
 * bids (10 unless chosen), withdrawn ones included. Going back up is a withdrawal the buyer sees, never a
 * higher bid. The SQL functions of migration 20261127000200 enforce the same rules with the same words;
 * the bid form applies them first to explain them.
 */
import type { Message } from './messages.ts';
import { formatMoney } from './sourcing.ts';

/** How a round's minimum step is given: a percentage of the vendor's current quote, or an amount. */
export const BID_STEP_KINDS = ['percent', 'amount'] as const;
export type BidStepKind = (typeof BID_STEP_KINDS)[number];

/** The step a round takes unless the executive sets one: 0.5 %, or 0.01 (₹0.01 in an INR RFQ) as an amount. */
const DEFAULT_BID_STEP: Readonly<Record<BidStepKind, number>> = { percent: 0.5, amount: 0.01 };
const MAX_BID_STEP_PERCENT = 50;
const DEFAULT_MAX_BIDS_PER_VENDOR = 10;
const MAX_BIDS_PER_VENDOR = 100;

/** A round's reverse-auction settings. */
export interface BidRules {
  stepKind: BidStepKind;
  step: number;
  maxBidsPerVendor: number;
}

export const DEFAULT_BID_RULES: BidRules = {
  stepKind: 'percent',
  step: DEFAULT_BID_STEP.percent,
  maxBidsPerVendor: DEFAULT_MAX_BIDS_PER_VENDOR,
};

// Messages: the SQL functions raise exactly these words (tests/integration/sourcing-auction.test.ts).
export const BID_STEP_INVALID = `The minimum step must be a percentage from 0.01 to ${MAX_BID_STEP_PERCENT}, or an amount of at least 0.01.`;
export const MAX_BIDS_INVALID = `Bids per vendor must be a whole number from 1 to ${MAX_BIDS_PER_VENDOR}.`;
export const BID_ONLY_OWN_NAME = 'You can bid only in your own name.';
export const WITHDRAW_ONLY_CURRENT = 'Only your current quote in an open round can be withdrawn.';
export const WITHDRAW_NOT_YOURS = 'You can withdraw only your own quotes.';
export const BID_ALREADY_WITHDRAWN = 'This quote is already withdrawn.';
/**
 * A vendor withdraws at most this many quotes per round: a withdrawal lets a vendor take back a price after
 * seeing the rank it earned, so unlimited withdrawals would let them probe for the best price again.
 */
const MAX_WITHDRAWALS_PER_ROUND = 1;
export const WITHDRAWAL_LIMIT_REACHED =
  'You have already withdrawn a quote in this round; each round allows one withdrawal.';
export const WITHDRAWN_NOT_SELECTABLE = 'This quote was withdrawn by the vendor and cannot be selected.';
export const bidLimitReached = (max: number): string => `You have placed all ${max} bids this round allows.`;

/** The step as people read it: '0.5%' or '₹0.01'. */
export function bidStepText(rules: Pick<BidRules, 'stepKind' | 'step'>, currency: string): string {
  return rules.stepKind === 'percent' ? `${rules.step}%` : formatMoney(rules.step, currency);
}

export const bidNotLowEnough = (a: { ceiling: number; current: number; rules: BidRules; currency: string }): string =>
  `Your new quote must be ${formatMoney(a.ceiling, a.currency)} or lower: at least ${bidStepText(a.rules, a.currency)} below your current quote of ${formatMoney(a.current, a.currency)}.`;

export const bidCannotGoLower = (a: { current: number; rules: BidRules; currency: string }): string =>
  `Your current quote of ${formatMoney(a.current, a.currency)} cannot be lowered by this round's minimum step of ${bidStepText(a.rules, a.currency)}.`;

export const BID_WITHDRAWN: Message = { title: 'Bid Withdrawn' };
export const BID_WITHDRAW_FAILED = 'Error Withdrawing Bid';
export const CONFIRM_BID_WITHDRAWAL = 'Confirm Bid Withdrawal';

/** The hint the SQL functions give each refusal of a bid, so clients can tell them apart. */
export const BID_REFUSAL_HINTS = { notLower: 'bid_not_lower', limit: 'bid_limit' } as const;

/**
 * The highest price a vendor may quote after `current`, in whole paise: `current` less the step, a
 * percentage step rounded up to the paisa (0.5 % of ₹87.65 is 43.8 paise: at most ₹87.21). Null when no
 * price of at least 0.01 remains.
 */
export function nextBidCeiling(current: number, rules: Pick<BidRules, 'stepKind' | 'step'>): number | null {
  const paise = BigInt(Math.round(current * 100));
  const step = BigInt(Math.round(rules.step * 100));
  // A percentage in hundredths times paise, over 100 × 100, rounded up: exact integer arithmetic, as in SQL.
  const decrement = rules.stepKind === 'amount' ? step : (paise * step + 9999n) / 10000n;
  const ceiling = paise - decrement;
  return ceiling >= 1n ? Number(ceiling) / 100 : null;
}

/** A bid of the vendor's own in a round, as the rules need it. */
export interface OwnBid {
  quotedPrice: number;
  withdrawnAt: string | null;
}

/** Where a vendor stands in a round: their current quote, the highest next quote, bids left, and why not. */
export interface RoundPosition {
  /** Their lowest bid not withdrawn; null before their first bid (or after withdrawing every one). */
  current: number | null;
  /** The highest price they may quote next; null when any price may (no current quote) or none can. */
  ceiling: number | null;
  bidsLeft: number;
  /** Whether they may still withdraw their current quote this round. */
  canWithdraw: boolean;
  /** Why they cannot bid again in this round at all, or null. */
  blocked: string | null;
}

export function roundPosition(own: readonly OwnBid[], rules: BidRules, currency: string): RoundPosition {
  const standing = own.filter((b) => b.withdrawnAt === null).map((b) => b.quotedPrice);
  const current = standing.length ? Math.min(...standing) : null;
  const ceiling = current === null ? null : nextBidCeiling(current, rules);
  const bidsLeft = Math.max(0, rules.maxBidsPerVendor - own.length);
  const blocked =
    bidsLeft === 0
      ? bidLimitReached(rules.maxBidsPerVendor)
      : current !== null && ceiling === null
        ? bidCannotGoLower({ current, rules, currency })
        : null;
  const withdrawals = own.filter((b) => b.withdrawnAt !== null).length;
  return {
    current,
    ceiling,
    bidsLeft,
    canWithdraw: current !== null && withdrawals < MAX_WITHDRAWALS_PER_ROUND,
    blocked,
  };
}

/** Why this price cannot be the vendor's next bid in the round, or null when it can (the server's rule). */
export function quoteProblem(price: number, position: RoundPosition, rules: BidRules, currency: string): string | null {
  if (position.blocked) return position.blocked;
  if (position.current !== null && position.ceiling !== null && price > position.ceiling)
    return bidNotLowEnough({ ceiling: position.ceiling, current: position.current, rules, currency });
  return null;
}

/** The round settings as typed in the Bid Mgmt forms. */
export interface BidRulesDraft {
  stepKind: BidStepKind;
  step: string;
  maxBids: string;
}

export const bidRulesDraftOf = (rules: BidRules): BidRulesDraft => ({
  stepKind: rules.stepKind,
  step: String(rules.step),
  maxBids: String(rules.maxBidsPerVendor),
});

/** Another kind of step: a step still at the old kind's default takes the new kind's. */
export function withStepKind(draft: BidRulesDraft, stepKind: BidStepKind): BidRulesDraft {
  const atDefault = Number(draft.step) === DEFAULT_BID_STEP[draft.stepKind];
  return { ...draft, stepKind, step: atDefault ? String(DEFAULT_BID_STEP[stepKind]) : draft.step };
}

export type BidRulesCheck =
  { ok: true; rules: BidRules } | { ok: false; errors: Partial<Record<'step' | 'maxBids', string>> };

/** The settings, or why not (the server's rules: a step of 0.01 with at most 2 decimals, ≤ 50 %; 1–100 bids). */
export function parseBidRules(draft: BidRulesDraft): BidRulesCheck {
  const step = Number(draft.step.trim());
  const stepOk =
    /^\d+(\.\d{1,2})?$/.test(draft.step.trim()) &&
    step >= 0.01 &&
    (draft.stepKind === 'amount' ? step <= 9_999_999_999.99 : step <= MAX_BID_STEP_PERCENT);
  const maxBids = Number(draft.maxBids.trim());
  const maxOk = /^\d+$/.test(draft.maxBids.trim()) && maxBids >= 1 && maxBids <= MAX_BIDS_PER_VENDOR;
  if (!stepOk || !maxOk)
    return {
      ok: false,
      errors: { ...(stepOk ? {} : { step: BID_STEP_INVALID }), ...(maxOk ? {} : { maxBids: MAX_BIDS_INVALID }) },
    };
  return { ok: true, rules: { stepKind: draft.stepKind, step, maxBidsPerVendor: maxBids } };
}
