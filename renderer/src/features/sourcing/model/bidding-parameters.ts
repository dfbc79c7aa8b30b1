import { deadlineFromLocalInput } from '@domain/sourcing.ts';
import type { BidVisibility, Currency } from '@domain/sourcing.ts';
import {
  bidRulesDraftOf,
  DEFAULT_BID_RULES,
  parseBidRules,
  type BidRules,
  type BidRulesDraft,
} from '@domain/sourcing-auction.ts';
import type { BiddingParameters, DepartmentRfq } from '@/data/ports/sourcing.ts';

/** The bidding parameters form as typed, with round 1's settings for a pending RFQ. */
export interface ParametersDraft {
  targetPrice: string;
  currency: Currency;
  freightTerms: string;
  paymentTerms: string;
  targetDeliveryDays: string;
  antiSnipingMinutes: string;
  visibility: BidVisibility;
  deadline: string;
  sealed: boolean;
  rules: BidRulesDraft;
}

/** The form filled from the RFQ's saved parameters, round 1 private, unsealed, with the default rules. */
export function draftOf(rfq: DepartmentRfq): ParametersDraft {
  return {
    targetPrice: rfq.targetPrice === null ? '' : String(rfq.targetPrice),
    currency: rfq.currency,
    freightTerms: rfq.freightTerms,
    paymentTerms: rfq.paymentTerms,
    targetDeliveryDays: rfq.targetDeliveryDays === null ? '' : String(rfq.targetDeliveryDays),
    antiSnipingMinutes: String(rfq.antiSnipingMinutes),
    visibility: 'private',
    deadline: '',
    sealed: false,
    rules: bidRulesDraftOf(DEFAULT_BID_RULES),
  };
}

export type ParametersErrors = Partial<
  Record<'targetPrice' | 'targetDeliveryDays' | 'deadline' | 'step' | 'maxBids', string>
>;

/**
 * The parameters as saved, or the field errors (target price and delivery days are optional numbers, §5); a
 * pending RFQ also checks round 1's reverse-auction settings.
 */
export function parseParameters(
  d: ParametersDraft,
  pending: boolean,
): { parameters: BiddingParameters; closesAt: string | null; rules: BidRules } | { errors: ParametersErrors } {
  const rules = parseBidRules(d.rules);
  const errors: ParametersErrors = pending && !rules.ok ? { ...rules.errors } : {};
  const price = d.targetPrice.trim();
  const days = d.targetDeliveryDays.trim();
  if (price && !(/^\d+(\.\d{1,2})?$/.test(price) && Number(price) >= 0))
    errors.targetPrice = 'Enter a price like 125 or 125.50.';
  if (days && !(/^\d+$/.test(days) && Number(days) > 0)) errors.targetDeliveryDays = 'Enter whole days, 1 or more.';
  const closesAt = d.deadline ? deadlineFromLocalInput(d.deadline) : null;
  if (d.deadline && (!closesAt || Date.parse(closesAt) <= Date.now()))
    errors.deadline = 'Choose a deadline in the future.';
  if (Object.keys(errors).length) return { errors };
  return {
    closesAt,
    rules: rules.ok ? rules.rules : DEFAULT_BID_RULES,
    parameters: {
      targetPrice: price ? Number(price) : null,
      currency: d.currency,
      freightTerms: d.freightTerms,
      paymentTerms: d.paymentTerms,
      targetDeliveryDays: days ? Number(days) : null,
      antiSnipingMinutes: Number(d.antiSnipingMinutes),
    },
  };
}
