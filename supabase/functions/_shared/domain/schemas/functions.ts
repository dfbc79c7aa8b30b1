/** Request bodies of the account edge functions (spec accounts §7, trade §7), checked on the server. */
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { REFERRAL_CODE_FORMAT, tooLong } from '../messages.ts';
import { INDIA_DIAL_CODE, mobileIssue, normalizeMobile, type MobileFormVariant } from '../phone.ts';
import { TEXT_MAX, tooMany } from '../text-limits.ts';
import { BUSINESS_TYPES, SELECTABLE_MEMBERSHIP_TYPES } from './profile.ts';

/** Adds the §5 mobile issue of a country code and number pair, if any, under its field. */
function checkMobile(variant: MobileFormVariant) {
  return (v: { countryCode: string; mobileNumber: string }, ctx: z.RefinementCtx) => {
    const issue = mobileIssue(v.countryCode, v.mobileNumber, variant);
    if (issue) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  };
}

const uuid = z.uuid('userId must be a user id.');
/** Optional text: trimmed, no longer than its column, and empty or missing becomes null. */
const optionalText = (name: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(name, max))
    .nullish()
    .transform((v) => v || null);
const required = (name: string, max: number) =>
  z.string(`${name} is required.`).trim().min(1, `${name} is required.`).max(max, tooLong(name, max));
const countryCodeField = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\+[0-9]{1,4}$/.test(v), 'Country code must look like +91.');
const mobileField = z.string().transform(normalizeMobile);
const referralCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => v === '' || /^[A-Z0-9]{4,16}$/.test(v), REFERRAL_CODE_FORMAT)
  .nullish()
  .transform((v) => v || null);

/** usersignup: the profile form's data, sent once the e-mail is verified. */
export const UserSignupBody = z
  .object({
    action: z.literal('createProfileAndCredits', 'action must be createProfileAndCredits.'),
    userId: uuid,
    email: z.email('Please enter a valid email address.'),
    membershipType: z.enum(SELECTABLE_MEMBERSHIP_TYPES, 'Choose Free Member or Paid Member.'),
    mobileNumber: mobileField,
    countryCode: countryCodeField,
    newMemberReferralCode: referralCode,
    referralCodeUsed: referralCode,
    memberName: required('Member name', LIMITS.memberNameMax),
    currentDateISO: z.string().nullish(),
    businessName: required('Business name', LIMITS.businessNameMax),
    gstNumber: optionalText('GST number', LIMITS.gstNumberMax),
    country: required('Country', LIMITS.placeNameMax),
    state: optionalText('State', LIMITS.placeNameMax),
    district: optionalText('District', LIMITS.placeNameMax),
    city: optionalText('City or region', LIMITS.placeNameMax),
    pinZipCode: optionalText('PIN/ZIP code', LIMITS.pinZipMax),
    businessType: z.array(z.enum(BUSINESS_TYPES, 'Unknown business type.')).default([]),
    listInDirectory: z.boolean().default(true),
  })
  .superRefine(checkMobile('create'));
export type UserSignupBody = z.infer<typeof UserSignupBody>;
/** What the client sends (before the server's trimming and defaults). */
export type UserSignupRequest = z.input<typeof UserSignupBody>;

/** A member's number for the login OTP (the country code defaults to +91). */
const loginPhone = {
  countryCode: countryCodeField.nullish().transform((v) => v || INDIA_DIAL_CODE),
  mobileNumber: mobileField,
};

/** The signup variant: one full number with its country code, such as +919876543210. */
const fullMobile = z
  .string()
  .trim()
  .regex(/^\+[0-9]{8,19}$/, 'Enter the mobile number with its country code.');

const otp = z
  .string('Please enter the OTP.')
  .trim()
  .regex(/^[0-9]{6}$/, 'OTP must be 6 digits.');

/** True for the signup variant of the mobile OTP bodies (`{ mobile }`); the others are logins. */
export function isSignupVariant(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'mobile' in body;
}

/** send-mobile-otp, login: `{ countryCode, mobileNumber }`. */
export const SendLoginOtpBody = z.object(loginPhone).superRefine(checkMobile('signup'));
/** send-mobile-otp, signup: `{ mobile }`. */
export const SendSignupOtpBody = z.object({ mobile: fullMobile });
/** verify-mobile-otp-and-login, login: the number, its code and where the magic link should land. */
export const VerifyLoginOtpBody = z
  .object({ ...loginPhone, otp, redirectTo: z.url().optional() })
  .superRefine(checkMobile('signup'));
/** verify-mobile-otp-and-login, signup: `{ mobile, otp }`. */
export const VerifySignupOtpBody = z.object({ mobile: fullMobile, otp });

/** handle-delete-profile. */
export const DeleteProfileBody = z.object({ userId: uuid });

const membershipType = z.enum(['Free Member', 'Paid Member', 'Corporate Member'], 'Unknown membership type.');

/** handle-membership-change-credits. */
export const MembershipChangeBody = z.object({
  userId: uuid,
  newMembershipType: membershipType,
  oldMembershipType: membershipType.nullish(),
  currentDateISO: z.iso
    .date('currentDateISO must be a date like 2026-01-31.')
    .or(z.iso.datetime({ offset: true }).transform((v) => v.slice(0, 10)))
    .nullish(),
});
export type MembershipChangeBody = z.infer<typeof MembershipChangeBody>;

/**
 * Profile fields an admin may change (manage-user-profile); status fields go through admin_update_member.
 * The e-mail too (trade §5 "Member edit (admin)": name and email required): it is the login, so the
 * function changes the auth user's address with the profile's, confirmed by the admin's decision.
 */
export const AdminProfileFields = z
  .object({
    member_name: required('Member name', LIMITS.memberNameMax),
    email: z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address.')),
    business_name: required('Business name', LIMITS.businessNameMax),
    mobile_number: z
      .string()
      .regex(/^[0-9]{7,15}$/, 'Please enter a valid mobile number (7-15 digits).')
      .nullable(),
    country_code: countryCodeField.nullable(),
    state: optionalText('State', LIMITS.placeNameMax),
    district: optionalText('District', LIMITS.placeNameMax),
    city: optionalText('City or region', LIMITS.placeNameMax),
    pin_zip_code: optionalText('PIN/ZIP code', LIMITS.pinZipMax),
    country: required('Country', LIMITS.placeNameMax),
    gst_number: optionalText('GST number', LIMITS.gstNumberMax),
    business_type: z.array(z.enum(BUSINESS_TYPES, 'Unknown business type.')),
    my_yarns: z
      .array(
        z
          .string()
          .trim()
          .min(1, 'A yarn name is required.')
          .max(LIMITS.yarnNameMax, tooLong('A yarn name', LIMITS.yarnNameMax)),
      )
      .max(TEXT_MAX.yarnsCount, tooMany('yarns', TEXT_MAX.yarnsCount)),
    list_in_directory: z.boolean(),
    vendor_category: optionalText('Vendor category', 100),
    membership_type: membershipType,
    is_verified_member: z.boolean(),
    is_corporate_member: z.boolean(),
    messaging_credits: z.number().int().min(0),
  })
  .partial()
  .strict();
export type AdminProfileFields = z.infer<typeof AdminProfileFields>;

/** manage-user-profile (admin panel). */
export const ManageUserProfileBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('update'), userId: uuid, userData: AdminProfileFields }),
  z.object({ action: z.literal('delete'), userId: uuid }),
]);
export type ManageUserProfileBody = z.infer<typeof ManageUserProfileBody>;

/** sendPurchaseInterestWhatsapp (trade §7): the enquiry and the member who tapped 'I'm Interested'. */
export const PurchaseInterestBody = z.object({
  enquiry_id: z.uuid('enquiry_id must be an id.'),
  interested_user_id: z.uuid('interested_user_id must be a user id.'),
});
export type PurchaseInterestBody = z.infer<typeof PurchaseInterestBody>;

/** sendSalesInterestNotification (trade §7): the offer and the member who tapped 'I'm Interested'. */
export const SalesInterestBody = z.object({
  offer_id: z.uuid('offer_id must be an id.'),
  interested_user_id: z.uuid('interested_user_id must be a user id.'),
});
export type SalesInterestBody = z.infer<typeof SalesInterestBody>;

/** bid-submission and bidding-reply (trade §7): the customer bid to tell about. */
export const BidNotificationBody = z.object({ bid_id: z.uuid('bid_id must be a bid id.') });
export type BidNotificationBody = z.infer<typeof BidNotificationBody>;

/** vendor-application-reply (issue 23): the decided vendor application to tell the applicant about. */
export const VendorApplicationReplyBody = z.object({
  application_id: z.uuid('application_id must be a vendor application id.'),
});
export type VendorApplicationReplyBody = z.infer<typeof VendorApplicationReplyBody>;

/** The notification functions' reply: `success` false carries what went wrong in `message`. */
export interface NotificationReply {
  success: boolean;
  message?: string;
}

/** notify-vendors-for-bidding (trade §7): the round just opened, whose vendors are to be told. */
export const NotifyVendorsBody = z.object({ round_id: z.uuid('round_id must be a bid round id.') });
export type NotifyVendorsBody = z.infer<typeof NotifyVendorsBody>;

/** send-sourcing-alerts: the RFQ whose queued vendor alerts to send (the platform's sweep sends none: every RFQ). */
export const SourcingAlertsBody = z.object({ rfq_id: z.uuid('rfq_id must be an RFQ id.').optional() });
export type SourcingAlertsBody = z.infer<typeof SourcingAlertsBody>;

/** What the sourcing alert functions answer: a NotificationReply with the counts. */
export interface SourcingAlertsReply extends NotificationReply {
  sent: number;
  failed: number;
  unreachable: number;
}
