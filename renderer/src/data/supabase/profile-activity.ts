import type { AppSupabaseClient as SupabaseClient } from '@/lib/supabase.ts';
import { z } from 'zod';
import { districtsFromLookup } from '@domain/reference/districts.ts';
import { MY_ENQUIRY_COLUMNS, MY_OFFER_COLUMNS, MyPurchaseEnquiry, MySalesOffer } from '@domain/schemas/board-post.ts';
import { MY_BID_COLUMNS, MyBid } from '@domain/schemas/customer-bid.ts';
import { CompanyVendor, VENDOR_CONTACT_COLUMNS } from '@domain/schemas/department-vendor.ts';
import { selectList } from '@domain/schemas/entity.ts';
import { env } from '@/config/env.ts';
import { GatewayError } from '../gateway.ts';
import type { MemberActivity, ProfilesPort } from '../ports/profiles.ts';
import { dataOf, throwIfFailed } from './errors.ts';
import { listen } from './live.ts';
import type { ProfileRecords } from './profile-records.ts';

/** The countries-states-cities service the districts fall back to for a state without a bundled list. */
const CITIES_URL = 'https://api.countrystatecity.in/v1/countries/IN/states';

/** What the profile pages show around the profile: the member's posts, bids, vendors, districts, live changes. */
export type ProfileActivity = Omit<ProfilesPort, keyof ProfileRecords>;

export function createProfileActivity(client: SupabaseClient, options: { url: string }): ProfileActivity {
  const deleteByIds = async (table: 'purchase_enquiries' | 'sales_offers', ids: string[]) => {
    throwIfFailed(await client.from(table).delete().in('id', ids), options.url);
  };
  /** The caller's own rows of a board (RLS lets everyone read boards; the filter picks the poster's). */
  const ownRows = (table: 'purchase_enquiries' | 'sales_offers', columns: readonly string[], userId: string) =>
    client.from(table).select(selectList(columns)).eq('user_id', userId).order('created_at', { ascending: false });

  return {
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
