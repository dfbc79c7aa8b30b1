import type { AppSupabaseClient as SupabaseClient } from '@/lib/supabase.ts';
import { z } from 'zod';
import { DirectoryMember } from '@domain/schemas/member.ts';
import type { DirectoryPort } from '../ports/directory.ts';
import { dataOf } from './errors.ts';

const DirectoryPage = z.object({ total: z.number(), rows: z.array(DirectoryMember) });

export function createSupabaseDirectory(client: SupabaseClient, options: { url: string }): DirectoryPort {
  return {
    // One RPC: a page picked by index with the exact total (search_directory, pages of 100).
    async search({ term, offset, limit }) {
      const reply = await client.rpc('search_directory', {
        p_term: term.trim() || undefined,
        p_offset: offset,
        p_limit: limit,
      });
      return DirectoryPage.parse(dataOf(reply, options.url));
    },
  };
}
