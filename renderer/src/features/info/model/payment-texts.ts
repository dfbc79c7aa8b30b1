/*
 * Texts of the payment page that the spec leaves unworded (it shows the provider's widget only). A member
 * never reads build internals here: no variable names, no commands.
 */
import { CREDITS } from '@domain/constants.ts';
import { COMPANY_CONTACT } from '@/config/contact.ts';

export const PAYMENTS_NOT_AVAILABLE = {
  title: 'Online payments are not available yet',
  description: `To upgrade to Paid Membership now, call our sales team on ${COMPANY_CONTACT.phone}, write to ${COMPANY_CONTACT.email}, or send us the Contact Corporate Sales form: we will send you a payment link.`,
} as const;

export const PAYMENT_FORM_FAILED = {
  title: 'Payment form could not be loaded',
  description:
    'The secure payment button from Razorpay did not load. Check your internet connection and reload this page, or contact our corporate sales team for help.',
} as const;

export const TEST_CHECKOUT_TEXT = {
  title: 'Test checkout',
  explanation:
    'This LoomConnect runs on a local test server, so no real payment is taken. Paying here sends the same signed payment confirmation Razorpay sends, and your account is upgraded exactly as after a real payment.',
  alreadyUpgraded: (membership: string) => `You are already a ${membership}.`,
  refusedTitle: 'Test payment not completed',
} as const;

export const TEST_PAYMENT_CONFIRMED = {
  title: 'Payment confirmed (test mode)',
  description: `You are now a verified Paid Member with ${CREDITS.paidSignup} more messaging credits.`,
} as const;

/** Beside 'Trial Period Expired' on the payment page: the member is signed in for exactly this. */
export const TRIAL_EXPIRED_PAY_HERE =
  'Your 15-day free trial has ended. Pay for Paid Membership here to keep using your account: it is restored as soon as the payment is confirmed.';
