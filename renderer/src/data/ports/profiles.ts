import type { UsersignupBody } from '@domain/schemas/profile.ts';

/** A member profile row (table yarnconnect_free), as the member may read it. */
export interface MemberProfile {
  id: string;
  member_name: string;
  business_name: string;
  email: string;
  mobile_number: string | null;
  country_code: string | null;
  state: string | null;
  district: string | null;
  city: string | null;
  pin_zip_code: string | null;
  country: string;
  gst_number: string | null;
  business_type: string[];
  my_yarns: string[];
  membership_type: string;
  created_at: string;
  messaging_credits: number;
  referral_code: string | null;
  referral_credits_earned: number;
  is_verified_member: boolean;
  is_corporate_member: boolean;
  list_in_directory: boolean;
}

/** The columns a member may write on their own profile: never membership, credits or badges. */
export type EditableProfile = Pick<
  MemberProfile,
  | 'member_name'
  | 'business_name'
  | 'email'
  | 'mobile_number'
  | 'country_code'
  | 'state'
  | 'district'
  | 'city'
  | 'pin_zip_code'
  | 'country'
  | 'gst_number'
  | 'business_type'
  | 'my_yarns'
  | 'list_in_directory'
>;

export interface MyPurchaseEnquiry {
  id: string;
  enquiry_number: string;
  fibre_type: string;
  specific_type: string | null;
  quantity_required_kgs: number | null;
  status: string;
  created_at: string;
}

export interface MySalesOffer {
  id: string;
  offer_number: string;
  fibre_type: string;
  specific_type: string | null;
  quantity_kgs: number | null;
  price: number | null;
  status: string;
  created_at: string;
}

export interface MyBid {
  id: string;
  bid_display_id: string;
  bid_time: string;
  bid_status: string;
  company_name: string;
  department_name: string;
  fibre_type: string;
  bid_price: number;
  bid_quantity: number;
}

export interface CompanyVendor {
  id: string;
  department_name: string;
  vendor: { member_name: string; business_name: string; email: string; mobile_number: string | null } | null;
}

/** usersignup's reply: a Paid Member choice still has to pay. */
export interface CreatedProfile {
  paymentRequired: boolean;
}

/**
 * Member profiles, the member's own posts and bids, and the account calls around them. Failures throw
 * GatewayError with the server's message (a duplicate profile's says 'duplicate key').
 */
export interface ProfilesPort {
  /** The profile row, or null when there is none the caller may read. */
  get(userId: string): Promise<MemberProfile | null>;
  /** True when a member other than the caller holds this number with this country code. */
  mobileNumberInUse(countryCode: string, mobileNumber: string): Promise<boolean>;
  /** True when a member other than the caller holds this referral code (compared as stored). */
  referralCodeInUse(code: string): Promise<boolean>;
  /** Sets the member's own referral code; 'taken' when another member got it first (the unique constraint). */
  saveReferralCode(userId: string, code: string): Promise<'saved' | 'taken'>;
  /** The `usersignup` function: creates the profile with its signup credits. */
  create(body: UsersignupBody): Promise<CreatedProfile>;
  /** Upserts the member's own row with the editable columns only. */
  save(userId: string, fields: EditableProfile): Promise<void>;
  /** The `handle-delete-profile` function: deletes the account and everything it owns. */
  remove(userId: string): Promise<void>;
  /** Copies name, business and membership into the auth user's metadata (for menus and banners). */
  syncMetadata(meta: { member_name: string; business_name: string; membership_type: string }): Promise<void>;
  myEnquiries(userId: string): Promise<MyPurchaseEnquiry[]>;
  myOffers(userId: string): Promise<MySalesOffer[]>;
  deleteEnquiries(ids: string[]): Promise<void>;
  deleteOffers(ids: string[]): Promise<void>;
  myBids(userId: string): Promise<MyBid[]>;
  companyVendors(companyId: string): Promise<CompanyVendor[]>;
  /** The remote cities lookup for an Indian state (by ISO code); null when no lookup is configured. */
  lookupDistricts(stateIso: string): Promise<string[] | null>;
}
