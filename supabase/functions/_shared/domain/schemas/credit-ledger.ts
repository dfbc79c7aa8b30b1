/** The credit ledger (table credit_ledger): one row per credit movement, written only by internal.apply_credit. */
import { z } from 'zod';
import { nullableText, timestamp, uuid } from './entity.ts';

/** Why credits moved (the table's check constraint). */
const CREDIT_REASONS = [
  'signup',
  'referral',
  'usage_enquiry',
  'usage_offer',
  'bid_submission',
  'membership_change',
  'monthly_grant',
  'admin_adjustment',
] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

export const CreditLedgerRow = z.object({
  id: z.number().int(),
  user_id: uuid,
  /** Credits granted (positive) or spent (negative); never 0. */
  delta: z.number().int(),
  reason: z.enum(CREDIT_REASONS),
  reference_id: nullableText,
  description: nullableText,
  created_at: timestamp,
});
export type CreditLedgerRow = z.infer<typeof CreditLedgerRow>;
