import type { PaidPlanTerms } from '@domain/paid-year.ts';
import type { Partner } from '@domain/schemas/content.ts';
import type { CorporateEnquiry } from '@domain/schemas/corporate-enquiry.ts';
import type { Outcome } from '../outcome.ts';

export type { Partner };

/** The local stack's test checkout (like Razorpay's test mode): what a test payment charges. */
export interface TestCheckout {
  amountPaise: number;
  currency: string;
}

/** The informational pages' data: partners, the corporate-sales form and the payment page. */
export interface InfoPort {
  /** Partner organisations, ordered by name. */
  listPartners(): Promise<Partner[]>;
  sendCorporateEnquiry(enquiry: CorporateEnquiry): Promise<void>;
  /** The test checkout when the backend is a local stack on this machine that offers one; null otherwise. */
  testCheckout(): Promise<TestCheckout | null>;
  /**
   * Pays for the signed-in member in test mode: the local stack sends the payment webhook the signed event
   * Razorpay would. Refused, with the reason to show, when the stack does not accept it (no login, no profile).
   */
  payInTestMode(): Promise<Outcome<void, 'refused'>>;
  /**
   * The paid plan's settings (app_settings `paid_plan`): the launch date the paid year counts from and the
   * offer's last day, each null when not set.
   */
  paidPlan(): Promise<PaidPlanTerms>;
}
