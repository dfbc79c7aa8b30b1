import type { MyPurchaseEnquiry, MySalesOffer } from '@domain/schemas/board-post.ts';
import type { MyBid } from '@domain/schemas/customer-bid.ts';
import type { CompanyVendor } from '@domain/schemas/department-vendor.ts';
import type { UserSignupRequest } from '@domain/schemas/functions.ts';
import type { EditableProfile, MemberProfile, PublicProfile } from '@domain/schemas/member.ts';
import type { Unsubscribe } from '../gateway.ts';
import type { Outcome } from '../outcome.ts';

export type { CompanyVendor, EditableProfile, MemberProfile, MyBid, MyPurchaseEnquiry, MySalesOffer, PublicProfile };

/** A profile as the caller may read it: whole for its owner (and staff), the public card for anyone else. */
export type ProfileRead = { access: 'full'; profile: MemberProfile } | { access: 'card'; profile: PublicProfile };

/** What changed live for a member: their profile row, their credit ledger, their bids. */
export type MemberActivity = 'profile' | 'credits' | 'bids';

/** usersignup's reply: a Paid Member choice still has to pay. */
export interface CreatedProfile {
  paymentRequired: boolean;
}

/**
 * Member profiles, the member's own posts and bids, and the account calls around them. Failures throw
 * GatewayError with the server's message (a duplicate profile's says 'duplicate key').
 */
export interface ProfilesPort {
  /** The profile, or null when there is none the caller may read. */
  get(userId: string): Promise<ProfileRead | null>;
  /** True when a member other than the caller holds this number with this country code. */
  mobileNumberInUse(countryCode: string, mobileNumber: string): Promise<boolean>;
  /** True when a member other than the caller holds this referral code (compared as stored). */
  referralCodeInUse(code: string): Promise<boolean>;
  /** Sets the member's own referral code; refused as 'taken' when another member got it first. */
  saveReferralCode(userId: string, code: string): Promise<Outcome<void, 'taken'>>;
  /** The `usersignup` function: creates the profile with its signup credits (the only way a profile is born). */
  create(body: UserSignupRequest): Promise<CreatedProfile>;
  /** Updates the member's own row with the editable columns only (a missing row is refused: see `create`). */
  save(userId: string, fields: EditableProfile): Promise<void>;
  /** The `handle-delete-profile` function: deletes the account and everything it owns. */
  remove(userId: string): Promise<void>;
  /** Copies name, business and membership into the auth user's metadata (for menus and banners). */
  syncMetadata(meta: { memberName: string; businessName: string; membershipType: string }): Promise<void>;
  myEnquiries(userId: string): Promise<MyPurchaseEnquiry[]>;
  myOffers(userId: string): Promise<MySalesOffer[]>;
  deleteEnquiries(ids: string[]): Promise<void>;
  deleteOffers(ids: string[]): Promise<void>;
  myBids(userId: string): Promise<MyBid[]>;
  /**
   * Calls `onChange` when the member's profile, credit ledger or bids change (Realtime; each only as far
   * as the caller may read it: another member's credits and bids never arrive).
   */
  subscribeActivity(userId: string, onChange: (what: MemberActivity) => void): Promise<Unsubscribe>;
  companyVendors(companyId: string): Promise<CompanyVendor[]>;
  /** The remote cities lookup for an Indian state (by ISO code); null when no lookup is configured. */
  lookupDistricts(stateIso: string): Promise<string[] | null>;
}
