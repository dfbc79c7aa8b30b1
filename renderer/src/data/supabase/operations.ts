import type { AppSupabaseClient as SupabaseClient } from '@/lib/supabase.ts';
import { ActivityDays, AuditPage, CreditDays, OpenRfqs, PlanFigures, SignupDays } from '@domain/schemas/admin.ts';
import type { OperationsPort } from '../ports/operations.ts';
import { dataOf } from './errors.ts';

export function createSupabaseOperations(client: SupabaseClient, options: { url: string }): OperationsPort {
  return {
    async membersByPlan() {
      return PlanFigures.parse(dataOf(await client.rpc('ops_members_by_plan'), options.url));
    },
    async signupsPerDay(days) {
      return SignupDays.parse(dataOf(await client.rpc('ops_signups_per_day', { p_days: days }), options.url));
    },
    async creditsPerDay(days) {
      return CreditDays.parse(dataOf(await client.rpc('ops_credits_per_day', { p_days: days }), options.url));
    },
    async activityPerDay(days) {
      return ActivityDays.parse(dataOf(await client.rpc('ops_activity_per_day', { p_days: days }), options.url));
    },
    async openRfqs() {
      return OpenRfqs.parse(dataOf(await client.rpc('ops_open_rfqs'), options.url));
    },
    async auditLog({ entity, term, offset, limit }) {
      const reply = await client.rpc('ops_audit_log', {
        p_entity: entity ?? undefined,
        p_term: term.trim() || undefined,
        p_offset: offset,
        p_limit: limit,
      });
      return AuditPage.parse(dataOf(reply, options.url));
    },
  };
}
