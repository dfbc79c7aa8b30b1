/** Business constants from the specification (§9 of both documents). */

export const FREE_TRIAL_DAYS = 15;

export const MEMBERSHIP_TYPES = ['Free Member', 'Paid Member', 'Corporate Member'] as const;
export type MembershipType = (typeof MEMBERSHIP_TYPES)[number];

/** Credits granted by plan and rule; one credit per message, bid or interest. */
export const CREDITS = {
  freeSignup: 25,
  paidSignup: 200,
  paidMonthly: 200,
  corporateMonthly: 300,
  /** Months the monthly grant runs after signup or upgrade. */
  monthlyGrantMonths: 12,
  referralEach: 5,
  perAction: 1,
} as const;

/** Corporate Membership for dealers (trade §9): eligible with a turnover of ₹50 Cr+ or USD 10M+. */
export const CORPORATE_DEALER_ELIGIBILITY = {
  minTurnoverInrCrore: 50,
  minTurnoverUsdMillion: 10,
} as const;

/**
 * The Paid plan's prices (trade §9). The offer's last day is a setting (app_settings `paid_plan`
 * offer_valid_until, @domain/paid-year.ts paidPlanPrice); `offerValidUntil` is the spec's day, which the
 * setting starts with. Prices are before GST.
 */
export const PAID_PLAN = {
  preLaunchPricePerYear: 8388,
  preLaunchPricePerMonth: 699,
  regularPricePerYear: 12000,
  savings: 3612,
  offerValidUntil: '2025-09-22',
  gstPercent: 18,
} as const;

export const LIMITS = {
  otpLength: 6,
  pinZipMax: 10,
  /** Text columns' lengths (the tables' checks and the functions' schemas hold the same). */
  memberNameMax: 120,
  businessNameMax: 200,
  gstNumberMax: 20,
  placeNameMax: 100,
  yarnNameMax: 100,
  contactNameMax: 120,
  organisationNameMax: 200,
  snippetMax: 250,
  otherSpecificationMax: 30,
  plysMin: 1,
  plysMax: 16,
  denierFilamentDigits: 4,
  basicPriceMax: 999999.99,
  referralCodeLength: 12,
  adImageMaxBytes: 1024 * 1024,
  attachmentMaxBytes: 5 * 1024 * 1024,
  fabricRfqMaxImages: 4,
  vendorSearchMinChars: 3,
  vendorSearchMaxResults: 10,
  newsPageSize: 17,
  snippetPageSize: 50,
  newsPreviewWords: 45,
  directoryPageSize: 100,
  bidsViewWindowDays: 10,
} as const;

export const TIMING = {
  toastDefaultMs: 5000,
  toastSwipeThresholdPx: 50,
  paidRedirectAfterSignupMs: 2000,
  upgradeRedirectMs: 3000,
  upgradeToastMs: 7000,
} as const;

/** Dates are shown in the Indian locale and time zone. */
export const LOCALE = 'en-IN';
export const TIME_ZONE = 'Asia/Kolkata';
