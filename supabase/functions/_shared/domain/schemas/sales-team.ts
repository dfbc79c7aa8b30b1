/** A company's sales team (issue 28) as company_sales_team_members() answers it to the company's managers. */
import { z } from 'zod';
import { entityOf, nullableText, timestamp, uuid, type Entity } from './entity.ts';
import { MemberRow } from './member.ts';

export const SalesTeamMember = entityOf(
  z.object({
    user_id: uuid,
    // Null when the member has no profile (a login only).
    member_name: nullableText,
    business_name: nullableText,
    email: nullableText,
    added_at: timestamp,
  }),
);
export type SalesTeamMember = Entity<typeof SalesTeamMember>;

/**
 * sales_team_candidates(): a member found, whether they are a company's executive, and whether they are on another
 * company's team (neither addable); that company is named only to a caller who may manage it (an admin).
 */
export const SalesTeamCandidate = entityOf(
  MemberRow.pick({ id: true, member_name: true, business_name: true, email: true }).extend({
    executive: z.boolean(),
    other_team: z.boolean(),
    other_team_company: nullableText,
  }),
);
export type SalesTeamCandidate = Entity<typeof SalesTeamCandidate>;
