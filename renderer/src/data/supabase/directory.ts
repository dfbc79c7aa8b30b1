import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import type { DirectoryPage, DirectoryPort } from '../ports/directory.ts';
import { throwIfFailed } from './errors.ts';

const list = z
  .array(z.string())
  .nullable()
  .transform((v) => v ?? []);

const pageSchema = z.object({
  total: z.number(),
  rows: z.array(
    z.object({
      id: z.string(),
      member_name: z.string(),
      business_name: z.string().nullable(),
      email: z.string().nullable(),
      country_code: z.string().nullable(),
      mobile_number: z.string().nullable(),
      state: z.string().nullable(),
      district: z.string().nullable(),
      city: z.string().nullable(),
      business_type: list,
      my_yarns: list,
      membership_type: z.string().nullable(),
      is_verified_member: z.boolean().nullable(),
    }),
  ),
});

export function createSupabaseDirectory(client: SupabaseClient, options: { url: string }): DirectoryPort {
  return {
    // One RPC: a page picked by index with the exact total (search_directory, pages of 100).
    async search({ term, offset, limit }): Promise<DirectoryPage> {
      const reply = await client.rpc('search_directory', {
        p_term: term.trim() || null,
        p_offset: offset,
        p_limit: limit,
      });
      throwIfFailed(reply, options.url);
      const page = pageSchema.parse(reply.data);
      return {
        total: page.total,
        rows: page.rows.map((row) => ({
          id: row.id,
          memberName: row.member_name,
          businessName: row.business_name,
          email: row.email,
          countryCode: row.country_code,
          mobileNumber: row.mobile_number,
          state: row.state,
          district: row.district,
          city: row.city,
          businessType: row.business_type,
          myYarns: row.my_yarns,
          membershipType: row.membership_type,
          isVerifiedMember: row.is_verified_member ?? false,
        })),
      };
    },
  };
}
