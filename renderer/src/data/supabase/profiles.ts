import type { AppSupabaseClient as SupabaseClient } from '@/lib/supabase.ts';
import { z } from 'zod';
import { districtsFromLookup } from '@domain/reference/districts.ts';
import { MY_ENQUIRY_COLUMNS, MY_OFFER_COLUMNS, MyPurchaseEnquiry, MySalesOffer } from '@domain/schemas/board-post.ts';
import { MY_BID_COLUMNS, MyBid } from '@domain/schemas/customer-bid.ts';
import { CompanyVendor, VENDOR_CONTACT_COLUMNS } from '@domain/schemas/department-vendor.ts';
import { rowOf, selectList } from '@domain/schemas/entity.ts';
import { MemberProfile, OWN_PROFILE_COLUMNS, PUBLIC_PROFILE_COLUMNS, PublicProfile } from '@domain/schemas/member.ts';
import { env } from '@/config/env.ts';
import { GatewayError } from '../gateway.ts';
import { accepted, refused } from '../outcome.ts';
import type { MemberActivity, ProfilesPort } from '../ports/profiles.ts';
import { dataOf, invokeFunction, throwIfFailed } from './errors.ts';
import { listen } from './live.ts';
import { userMessage } from '@domain/server-errors.ts';

/** PostgreSQL's unique_violation: another row already holds the value. */
const UNIQUE_VIOLATION = '23505';

/** The countries-states-cities service the districts fall back to for a state without a bundled list. */
const CITIES_URL = 'https://api.countrystatecity.in/v1/countries/IN/states';

export function createSupabaseProfiles(client: SupabaseClient, options: { url: string }): ProfilesPort {
  const deleteByIds = async (table: 'purchase_enquiries' | 'sales_offers', ids: string[]) => {
    throwIfFailed(await client.from(table).delete().in('id', ids), options.url);
  };
  /** The caller's own rows of a board (RLS lets everyone read boards; the filter picks the poster's). */
  const ownRows = (table: 'purchase_enquiries' | 'sales_offers', columns: readonly string[], userId: string) =>
    client.from(table).select(selectList(columns)).eq('user_id', userId).order('created_at', { ascending: false });

  return {
    async get(userId) {
      // The member's own profile (or any, for staff) comes whole from member_profile(); other members
      // may read only the public card columns of the table (credits, referral and GST stay private).
      const own = dataOf(
        await client.rpc('member_profile', { p_user_id: userId }).select(selectList(OWN_PROFILE_COLUMNS)).maybeSingle(),
        options.url,
      );
      if (own) return { access: 'full', profile: MemberProfile.parse(own) };
      const card = dataOf(
        await client.from('yarnconnect_free').select(selectList(PUBLIC_PROFILE_COLUMNS)).eq('id', userId).maybeSingle(),
        options.url,
      );
      return card ? { access: 'card', profile: PublicProfile.parse(card) } : null;
    },

    async mobileNumberInUse(countryCode, mobileNumber) {
      const reply = await client.rpc('mobile_number_in_use', {
        p_country_code: countryCode,
        p_mobile_number: mobileNumber,
      });
      return z.boolean().parse(dataOf(reply, options.url));
    },

    async referralCodeInUse(code) {
      return z.boolean().parse(dataOf(await client.rpc('referral_code_in_use', { p_code: code }), options.url));
    },

    async saveReferralCode(userId, code) {
      const reply = await client
        .from('yarnconnect_free')
        .update({ referral_code: code, updated_at: new Date().toISOString() })
        .eq('id', userId)
        .select('id');
      if (reply.error?.code === UNIQUE_VIOLATION) return refused('taken', userMessage(reply.error));
      // No row back: not the caller's own profile (or none), so nothing was saved.
      if ((dataOf(reply, options.url) ?? []).length === 0)
        throw new GatewayError('Member profile not found.', 'failed');
      return accepted(undefined);
    },

    async create(body) {
      const reply = await invokeFunction<{ paymentRequired?: boolean } | null>(client, options.url, 'usersignup', body);
      return { paymentRequired: reply?.paymentRequired === true };
    },

    async save(userId, fields) {
      // An update only: a profile is born through usersignup (create_member_profile, with its credits).
      const row = { ...rowOf(fields), updated_at: new Date().toISOString() };
      const updated = dataOf(
        await client.from('yarnconnect_free').update(row).eq('id', userId).select('id'),
        options.url,
      );
      if ((updated ?? []).length === 0) throw new GatewayError('Member profile not found.', 'failed');
    },

    async remove(userId) {
      await invokeFunction(client, options.url, 'handle-delete-profile', { userId });
    },

    async syncMetadata(meta) {
      const { error } = await client.auth.updateUser({ data: rowOf(meta) });
      if (error) throw new GatewayError(userMessage(error), 'failed');
    },

    async myEnquiries(userId) {
      const reply = await ownRows('purchase_enquiries', MY_ENQUIRY_COLUMNS, userId);
      return z.array(MyPurchaseEnquiry).parse(dataOf(reply, options.url));
    },

    async myOffers(userId) {
      const reply = await ownRows('sales_offers', MY_OFFER_COLUMNS, userId);
      return z.array(MySalesOffer).parse(dataOf(reply, options.url));
    },

    deleteEnquiries: (ids) => deleteByIds('purchase_enquiries', ids),
    deleteOffers: (ids) => deleteByIds('sales_offers', ids),

    async myBids(userId) {
      const reply = await client
        .from('customer_bids')
        .select(selectList(MY_BID_COLUMNS))
        .eq('bidder_user_id', userId)
        .order('bid_time', { ascending: false });
      return z.array(MyBid).parse(dataOf(reply, options.url));
    },

    async companyVendors(companyId) {
      const reply = await client
        .from('department_vendors')
        .select(`id, department_name, vendor:yarnconnect_free(${selectList(VENDOR_CONTACT_COLUMNS)})`)
        .eq('company_id', companyId)
        .order('department_name');
      return z.array(CompanyVendor).parse(dataOf(reply, options.url));
    },

    async lookupDistricts(stateIso) {
      if (!env.citiesApiKey) return null;
      const response = await fetch(`${CITIES_URL}/${encodeURIComponent(stateIso)}/cities`, {
        headers: { 'X-CSCAPI-KEY': env.citiesApiKey },
      });
      if (!response.ok) throw new GatewayError(`Cities lookup failed with HTTP ${response.status}`, 'failed');
      return districtsFromLookup((await response.json()) as { name: string }[]);
    },

    async subscribeActivity(userId, onChange) {
      const what: MemberActivity[] = ['profile', 'credits', 'bids'];
      return listen(
        client,
        `activity-${userId}`,
        [
          { table: 'yarnconnect_free', event: 'UPDATE', filter: `id=eq.${userId}` },
          { table: 'credit_ledger', event: 'INSERT', filter: `user_id=eq.${userId}` },
          { table: 'customer_bids', filter: `bidder_user_id=eq.${userId}` },
        ],
        (binding) => onChange(what[binding]),
      );
    },
  };
}
