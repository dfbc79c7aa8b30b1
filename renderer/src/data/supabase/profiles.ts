import type { SupabaseClient } from '@supabase/supabase-js';
import { districtsFromLookup } from '@domain/reference/districts.ts';
import { env } from '@/config/env.ts';
import { GatewayError } from '../gateway.ts';
import type {
  CompanyVendor,
  MemberProfile,
  MyBid,
  MyPurchaseEnquiry,
  MySalesOffer,
  ProfilesPort,
} from '../ports/profiles.ts';
import { throwIfFailed } from './errors.ts';

const PROFILE_COLUMNS =
  'id, member_name, business_name, email, mobile_number, country_code, state, district, city, pin_zip_code, country, ' +
  'gst_number, business_type, my_yarns, membership_type, created_at, messaging_credits, referral_code, ' +
  'referral_credits_earned, is_verified_member, is_corporate_member, list_in_directory';

/** PostgreSQL's unique_violation: another row already holds the value. */
const UNIQUE_VIOLATION = '23505';

/** The countries-states-cities service the districts fall back to for a state without a bundled list. */
const CITIES_URL = 'https://api.countrystatecity.in/v1/countries/IN/states';

/** A function's failure: supabase-js keeps the reply in `context`; our functions answer `{ error }`. */
async function functionFailure(error: { message: string; context?: unknown }): Promise<GatewayError> {
  const reply = error.context instanceof Response ? error.context : null;
  const body = (await reply?.json().catch(() => null)) as { error?: string; message?: string } | null;
  return new GatewayError(body?.error ?? body?.message ?? error.message, 'failed');
}

export function createSupabaseProfiles(client: SupabaseClient): ProfilesPort {
  /** The reply's rows, or its error thrown. */
  const rows = <T>(reply: { data: unknown; error: { message: string } | null; status: number }): T => {
    throwIfFailed(reply, env.supabaseUrl);
    return reply.data as T;
  };
  const invoke = async <T>(name: string, body: object): Promise<T> => {
    const { data, error } = await client.functions.invoke<T>(name, { body });
    if (error) throw await functionFailure(error);
    return data as T;
  };
  const deleteByIds = async (table: string, ids: string[]) => {
    rows(await client.from(table).delete().in('id', ids));
  };

  return {
    async get(userId) {
      // Credits, referral and GST columns are the member's own: read through member_profile(), not the table.
      return rows<MemberProfile | null>(
        await client.rpc('member_profile', { p_user_id: userId }).select(PROFILE_COLUMNS).maybeSingle(),
      );
    },

    async mobileNumberInUse(countryCode, mobileNumber) {
      return rows<boolean>(
        await client.rpc('mobile_number_in_use', { p_country_code: countryCode, p_mobile_number: mobileNumber }),
      );
    },

    async referralCodeInUse(code) {
      return rows<boolean>(await client.rpc('referral_code_in_use', { p_code: code }));
    },

    async saveReferralCode(userId, code) {
      const reply = await client
        .from('yarnconnect_free')
        .update({ referral_code: code, updated_at: new Date().toISOString() })
        .eq('id', userId)
        .select('id');
      if (reply.error?.code === UNIQUE_VIOLATION) return 'taken';
      // No row back: not the caller's own profile (or none), so nothing was saved.
      if (rows<unknown[]>(reply).length === 0) throw new GatewayError('Member profile not found.', 'failed');
      return 'saved';
    },

    async create(body) {
      const reply = await invoke<{ paymentRequired?: boolean } | null>('usersignup', body);
      return { paymentRequired: reply?.paymentRequired === true };
    },

    async save(userId, fields) {
      // An update, not an upsert: ON CONFLICT would need SELECT on private columns (gst_number, pin_zip_code).
      const row = { ...fields, updated_at: new Date().toISOString() };
      const updated = rows<unknown[]>(await client.from('yarnconnect_free').update(row).eq('id', userId).select('id'));
      if (updated.length === 0) rows(await client.from('yarnconnect_free').insert({ id: userId, ...row }));
    },

    async remove(userId) {
      await invoke('handle-delete-profile', { userId });
    },

    async syncMetadata(meta) {
      const { error } = await client.auth.updateUser({ data: meta });
      if (error) throw new GatewayError(error.message, 'failed');
    },

    async myEnquiries(userId) {
      return rows<MyPurchaseEnquiry[]>(
        await client
          .from('purchase_enquiries')
          .select('id, enquiry_number, fibre_type, specific_type, quantity_required_kgs, status, created_at')
          .eq('user_id', userId)
          .order('created_at', { ascending: false }),
      );
    },

    async myOffers(userId) {
      return rows<MySalesOffer[]>(
        await client
          .from('sales_offers')
          .select('id, offer_number, fibre_type, specific_type, quantity_kgs, price, status, created_at')
          .eq('user_id', userId)
          .order('created_at', { ascending: false }),
      );
    },

    deleteEnquiries: (ids) => deleteByIds('purchase_enquiries', ids),
    deleteOffers: (ids) => deleteByIds('sales_offers', ids),

    async myBids(userId) {
      return rows<MyBid[]>(
        await client
          .from('customer_bids')
          .select(
            'id, bid_display_id, bid_time, bid_status, company_name, department_name, fibre_type, bid_price, bid_quantity',
          )
          .eq('bidder_user_id', userId)
          .order('bid_time', { ascending: false }),
      );
    },

    async companyVendors(companyId) {
      return rows<CompanyVendor[]>(
        await client
          .from('department_vendors')
          .select('id, department_name, vendor:yarnconnect_free(member_name, business_name, email, mobile_number)')
          .eq('company_id', companyId)
          .order('department_name'),
      );
    },

    async lookupDistricts(stateIso) {
      if (!env.citiesApiKey) return null;
      const response = await fetch(`${CITIES_URL}/${encodeURIComponent(stateIso)}/cities`, {
        headers: { 'X-CSCAPI-KEY': env.citiesApiKey },
      });
      if (!response.ok) throw new GatewayError(`Cities lookup failed with HTTP ${response.status}`, 'failed');
      return districtsFromLookup((await response.json()) as { name: string }[]);
    },
  };
}
