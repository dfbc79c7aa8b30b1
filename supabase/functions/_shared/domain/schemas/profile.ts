import { z } from 'zod';
import { LIMITS, type MembershipType } from '../constants.ts';
import {
  BUSINESS_TYPE_UNKNOWN,
  MEMBERSHIP_CHOICE,
  PIN_ZIP_TOO_LONG,
  REFERRAL_CODE_FORMAT,
  REQUIRED,
  tooLong,
} from '../messages.ts';
import { INDIA_DIAL_CODE, mobileIssue, normalizeMobile } from '../phone.ts';
import { TEXT_MAX, tooMany } from '../text-limits.ts';
import { addIssue, emailField, evenWithFieldIssues } from './fields.ts';
import type { UserSignupRequest } from './functions.ts';

/** The 22 business type options, in the spec's order (§3). */
export const BUSINESS_TYPES = [
  'Fabric Manufacturer',
  'Fabric Trader / Wholesaler',
  'Fabric Exporter',
  'Fabric Importer',
  'Fabric Stocklot Dealer',
  'Yarn Supplier',
  'Trims & Accessories Supplier',
  'Label & Tag Manufacturer',
  'Thread Supplier',
  'Zipper / Button / Hook & Loop Supplier',
  'Packaging Material Supplier',
  'Printing Service Provider',
  'Embroidery Unit',
  'Washing & Finishing Unit',
  'Testing & Certification Lab',
  'Dye & Chemical Supplier',
  'Machinery & Equipment Supplier',
  'Technology / ERP / Software Provider',
  'Logistic & Freight Partner',
  'Freelance Designer / CAD Specialist',
  'Consultant / Compliance Auditor',
  'Other',
] as const;

/** Corporate Member is filtered out of the choices: members pick Free or Paid. */
export const SELECTABLE_MEMBERSHIP_TYPES = ['Free Member', 'Paid Member'] as const satisfies readonly MembershipType[];

export const DEFAULT_COUNTRY = 'India';

/** 'create' on /register-profile, 'edit' on /profile/edit/{userId}: the edit page asks for more (§5). */
export type ProfileFormMode = 'create' | 'edit';

/** Optional text: trimmed, '' when absent. */
const optionalText = z.string().trim().default('');
/** Optional text no longer than its column, said in the field's own words. */
const optionalLimited = (label: string, max: number) => optionalText.pipe(z.string().max(max, tooLong(label, max)));

const profileFields = z.object({
  email: emailField,
  countryCode: z.string().trim().default(INDIA_DIAL_CODE),
  mobileNumber: z.string().default('').transform(normalizeMobile),
  memberName: z
    .string()
    .trim()
    .min(1, REQUIRED.memberName)
    .max(LIMITS.memberNameMax, tooLong('Member name', LIMITS.memberNameMax)),
  businessName: z
    .string()
    .trim()
    .min(1, REQUIRED.businessName)
    .max(LIMITS.businessNameMax, tooLong('Business name', LIMITS.businessNameMax)),
  gstNumber: optionalLimited('GST number', LIMITS.gstNumberMax),
  businessType: z.array(z.enum(BUSINESS_TYPES, { error: BUSINESS_TYPE_UNKNOWN })).default([]),
  my_yarns: z
    .array(z.string().max(LIMITS.yarnNameMax, tooLong('A yarn name', LIMITS.yarnNameMax)))
    .max(TEXT_MAX.yarnsCount, tooMany('yarns', TEXT_MAX.yarnsCount))
    .default([]),
  country: z.string().trim().min(1, REQUIRED.country).default(DEFAULT_COUNTRY),
  state: optionalLimited('State', LIMITS.placeNameMax),
  district: optionalLimited('District', LIMITS.placeNameMax),
  city: optionalLimited('City or region', LIMITS.placeNameMax),
  pinZipCode: optionalText.pipe(z.string().max(LIMITS.pinZipMax, PIN_ZIP_TOO_LONG)),
  membershipType: z.enum(SELECTABLE_MEMBERSHIP_TYPES, { error: MEMBERSHIP_CHOICE }).default('Free Member'),
  listInDirectory: z.boolean().default(true),
  referralCode: z
    .string()
    .trim()
    .toUpperCase()
    .default('')
    .pipe(z.string().refine((v) => v === '' || /^[A-Z0-9]{4,16}$/.test(v), REFERRAL_CODE_FORMAT)),
  mobileVerified: z.boolean().default(false),
});

/** The profile form for a mode: field rules, then the mobile rules and the edit page's location rules. */
export function profileFormSchema(mode: ProfileFormMode) {
  return profileFields.superRefine((v, ctx) => {
    const mobile = mobileIssue(v.countryCode ?? '', v.mobileNumber ?? '', mode);
    if (mobile) addIssue(ctx, mobile.field, mobile.message);
    if (mode !== 'edit') return;
    if (!v.pinZipCode) addIssue(ctx, 'pinZipCode', REQUIRED.pinZipCode);
    if (isIndia(v.country)) {
      if (!v.state) addIssue(ctx, 'state', REQUIRED.state);
      if (!v.district) addIssue(ctx, 'district', REQUIRED.district);
    } else if (!v.city) {
      addIssue(ctx, 'city', REQUIRED.city);
    }
  }, evenWithFieldIssues);
}
export type ProfileForm = z.output<typeof profileFields>;
export type ProfileFormInput = z.input<typeof profileFields>;

export function isIndia(country: string | null | undefined): boolean {
  return country === DEFAULT_COUNTRY;
}

type Location = Pick<ProfileForm, 'country' | 'state' | 'district' | 'city'>;

/** A country change: leaving India clears state and district, choosing India clears the city (§4). */
export function withCountry<T extends Location>(form: T, country: string): T {
  return isIndia(country) ? { ...form, country, city: '' } : { ...form, country, state: '', district: '' };
}

/** A state change clears the district (§4). */
export function withState<T extends Location>(form: T, state: string): T {
  return { ...form, state, district: '' };
}

const orNull = (value: string): string | null => value.trim() || null;

/** Builds the `usersignup` body from a parsed profile form: India's city is its district; empty optionals are null. */
export function profileToUsersignupBody(
  form: ProfileForm,
  ids: { userId: string; newMemberReferralCode: string; now: Date },
): UserSignupRequest {
  const india = isIndia(form.country);
  return {
    action: 'createProfileAndCredits',
    userId: ids.userId,
    email: form.email,
    membershipType: form.membershipType,
    mobileNumber: form.mobileNumber,
    countryCode: form.countryCode,
    newMemberReferralCode: ids.newMemberReferralCode,
    referralCodeUsed: orNull(form.referralCode.toUpperCase()),
    memberName: form.memberName,
    currentDateISO: ids.now.toISOString(),
    businessName: form.businessName,
    gstNumber: orNull(form.gstNumber),
    country: form.country,
    state: india ? orNull(form.state) : null,
    district: india ? orNull(form.district) : null,
    city: orNull(india ? form.district : form.city),
    pinZipCode: orNull(form.pinZipCode),
    businessType: form.businessType,
    listInDirectory: form.listInDirectory,
  };
}
