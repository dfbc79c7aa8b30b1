/** Member profiles (table yarnconnect_free, accounts §3): the row, and the column sets each reader gets. */
import { z } from 'zod';
import { MEMBERSHIP_TYPES } from '../constants.ts';
import { entityOf, mask, nullableText, text, textList, timestamp, uuid, type Entity } from './entity.ts';

export const MemberRow = z.object({
  id: uuid,
  member_name: text,
  business_name: text,
  email: text,
  mobile_number: nullableText,
  country_code: nullableText,
  state: nullableText,
  district: nullableText,
  city: nullableText,
  pin_zip_code: nullableText,
  country: text,
  gst_number: nullableText,
  business_type: textList,
  membership_type: z.enum(MEMBERSHIP_TYPES),
  created_at: timestamp,
  updated_at: timestamp,
  my_yarns: textList,
  mobile_verified: z.boolean(),
  messaging_credits: z.number(),
  last_credit_reset_date: nullableText,
  monthly_credits_until: nullableText,
  referral_code: nullableText,
  referral_credits_earned: z.number(),
  is_verified_member: z.boolean(),
  is_corporate_member: z.boolean(),
  list_in_directory: z.boolean(),
  vendor_category: nullableText,
  /** Opted in to the daily e-mail digest of market alerts (issue 27). */
  market_digest: z.boolean(),
  /** Generated: the directory's search text. */
  directory_search: nullableText,
  // The sync change marker (the writing transaction's id; migration 20261123000100).
  version: z.number().int(),
});
export type MemberRow = z.infer<typeof MemberRow>;

/** What the member reads of their own profile (view and edit pages). */
export const OWN_PROFILE_COLUMNS = [
  'id',
  'member_name',
  'business_name',
  'email',
  'mobile_number',
  'country_code',
  'state',
  'district',
  'city',
  'pin_zip_code',
  'country',
  'gst_number',
  'business_type',
  'my_yarns',
  'membership_type',
  'created_at',
  'messaging_credits',
  'referral_code',
  'referral_credits_earned',
  'is_verified_member',
  'is_corporate_member',
  'list_in_directory',
  // The first day after the plan's year of monthly credits: the profile shows when that year ends.
  'monthly_credits_until',
] as const;
export const MemberProfile = entityOf(MemberRow.pick(mask(OWN_PROFILE_COLUMNS)));
export type MemberProfile = Entity<typeof MemberProfile>;

/**
 * What other signed-in members may read of a profile (the public card of the profile page): the own
 * columns but credits, referral code and earnings and GST number, which column grants keep private
 * (migration 20261123000210); the member reads those through member_profile().
 */
export const PUBLIC_PROFILE_COLUMNS = [
  'id',
  'member_name',
  'business_name',
  'email',
  'mobile_number',
  'country_code',
  'state',
  'district',
  'city',
  'pin_zip_code',
  'country',
  'business_type',
  'my_yarns',
  'membership_type',
  'created_at',
  'is_verified_member',
  'is_corporate_member',
  'list_in_directory',
] as const;

/** Another member's profile as a signed-in member may read it (credits, referral and GST stay private). */
export const PublicProfile = entityOf(MemberRow.pick(mask(PUBLIC_PROFILE_COLUMNS)));
export type PublicProfile = Entity<typeof PublicProfile>;

/** The columns a member may write on their own profile: never membership, credits or badges. */
const EDITABLE_PROFILE_COLUMNS = [
  'member_name',
  'business_name',
  'email',
  'mobile_number',
  'country_code',
  'state',
  'district',
  'city',
  'pin_zip_code',
  'country',
  'gst_number',
  'business_type',
  'my_yarns',
  'list_in_directory',
] as const;
export const EditableProfile = entityOf(MemberRow.pick(mask(EDITABLE_PROFILE_COLUMNS)));
export type EditableProfile = Entity<typeof EditableProfile>;

/** A member as another signed-in member may see them: company executives and dealers, a company's vendors. */
export const CARD_COLUMNS = [
  'id',
  'member_name',
  'business_name',
  'email',
  'country_code',
  'mobile_number',
  'district',
  'state',
] as const;
export const MemberCard = entityOf(MemberRow.pick(mask(CARD_COLUMNS)));
export type MemberCard = Entity<typeof MemberCard>;

/** One opted-in member as the directory lists them (search_directory's rows). */
const DIRECTORY_COLUMNS = [
  ...CARD_COLUMNS,
  'city',
  'business_type',
  'my_yarns',
  'membership_type',
  'is_verified_member',
] as const;
export const DirectoryMember = entityOf(MemberRow.pick(mask(DIRECTORY_COLUMNS)));
export type DirectoryMember = Entity<typeof DirectoryMember>;
