import type { AppSupabaseClient as SupabaseClient } from '@/lib/supabase.ts';
import { z } from 'zod';
import { SALES_TEAM_TEXT } from '@domain/sales-team.ts';
import { SalesTeamCandidate, SalesTeamMember } from '@domain/schemas/sales-team.ts';
import { accepted, refused } from '../outcome.ts';
import type { SalesTeamPort } from '../ports/sales-team.ts';
import { dataOf, throwIfFailed } from './errors.ts';

export function createSupabaseSalesTeam(client: SupabaseClient, options: { url: string }): SalesTeamPort {
  const backend = options.url;
  return {
    async list(companyId) {
      const reply = await client.rpc('company_sales_team_members', { p_company_id: companyId });
      return z.array(SalesTeamMember).parse(dataOf(reply, backend));
    },
    async findCandidates(term, companyId) {
      const reply = await client.rpc('sales_team_candidates', { p_term: term, p_company_id: companyId });
      return z.array(SalesTeamCandidate).parse(dataOf(reply, backend));
    },
    async add(companyId, userId) {
      const reply = await client.from('company_sales_team').insert({ company_id: companyId, user_id: userId });
      if (reply.error?.code === '23505') return refused('already-on-a-team', SALES_TEAM_TEXT.alreadyOnATeam);
      if (reply.error?.code === '42501') return refused('forbidden', SALES_TEAM_TEXT.forbidden);
      // The only check the table answers with (20261129001200's trigger): the member is a company's executive.
      // It runs after the policy (20261129001310), so a non-manager hears 42501 above whoever they add.
      if (reply.error?.code === '23514') return refused('executive', SALES_TEAM_TEXT.executive);
      throwIfFailed(reply, backend);
      return accepted(undefined);
    },
    async remove(companyId, userId) {
      throwIfFailed(
        await client.from('company_sales_team').delete().eq('company_id', companyId).eq('user_id', userId),
        backend,
      );
    },
  };
}
