import type { AppSupabaseClient as SupabaseClient } from '@/lib/supabase.ts';
import { z } from 'zod';
import { rowOf, selectList } from '@domain/schemas/entity.ts';
import { MemberProfile, OWN_PROFILE_COLUMNS, PUBLIC_PROFILE_COLUMNS, PublicProfile } from '@domain/schemas/member.ts';
import { userMessage } from '@domain/server-errors.ts';
import { GatewayError } from '../gateway.ts';
import { accepted, refused } from '../outcome.ts';
import type { ProfilesPort } from '../ports/profiles.ts';
import { dataOf, invokeFunction } from './errors.ts';

/** PostgreSQL's unique_violation: another row already holds the value. */
const UNIQUE_VIOLATION = '23505';

/** What is kept in Supabase about the member themself, from the profile port: read, check, create, save, delete. */
export type ProfileRecords = Pick<
  ProfilesPort,
  'get' | 'mobileNumberInUse' | 'referralCodeInUse' | 'saveReferralCode' | 'create' | 'save' | 'remove' | 'syncMetadata'
>;

export function createProfileRecords(client: SupabaseClient, options: { url: string }): ProfileRecords {
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
  };
}
