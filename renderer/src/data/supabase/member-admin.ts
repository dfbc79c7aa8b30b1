import type { AppSupabaseClient as SupabaseClient } from '@/lib/supabase.ts';
import { FunctionsFetchError, FunctionsHttpError } from '@supabase/supabase-js';
import { AdminMemberPage, PromotionEmailReply, type PromotionEmailRequest } from '@domain/schemas/admin.ts';
import type { AdminProfileFields, ManageUserProfileBody, MembershipChangeBody } from '@domain/schemas/functions.ts';
import { GatewayError } from '../gateway.ts';
import { accepted, refused, type Outcome } from '../outcome.ts';
import type { MemberAdminPort, MemberChanges, MemberRefusal } from '../ports/member-admin.ts';
import { dataOf, functionMessage, unreachableError } from './errors.ts';

/** The function's refusal by its status: 409 a clash or a rule, 400 bad input, 404 gone, 401/403 not allowed. */
const REFUSALS: Record<number, MemberRefusal> = {
  400: 'invalid',
  401: 'not-allowed',
  403: 'not-allowed',
  404: 'not-found',
  409: 'duplicate',
};

const fieldsOf = (changes: MemberChanges): AdminProfileFields => ({
  member_name: changes.memberName,
  email: changes.email,
  business_name: changes.businessName,
  messaging_credits: changes.messagingCredits,
  is_verified_member: changes.isVerifiedMember,
  is_corporate_member: changes.isCorporateMember,
});

export function createSupabaseMemberAdmin(client: SupabaseClient, options: { url: string }): MemberAdminPort {
  /** Calls a function: refusals (4xx) become Outcomes with the function's words, anything else throws. */
  async function call<T>(name: string, body: object): Promise<Outcome<T, MemberRefusal>> {
    const { data, error } = await client.functions.invoke<T>(name, { body });
    if (error instanceof FunctionsFetchError) throw unreachableError(options.url);
    if (error instanceof FunctionsHttpError) {
      const reason = REFUSALS[(error.context as Response).status];
      const message = await functionMessage(error);
      if (reason) return refused(reason, message);
      throw new GatewayError(message, 'failed');
    }
    if (error) throw new GatewayError(await functionMessage(error), 'failed');
    return accepted(data as T);
  }

  return {
    async search({ term, plan, offset, limit }) {
      const reply = await client.rpc('admin_search_members', {
        p_term: term.trim() || undefined,
        p_plan: plan ?? undefined,
        p_offset: offset,
        p_limit: limit,
      });
      return AdminMemberPage.parse(dataOf(reply, options.url));
    },

    async update(userId, changes) {
      const userData = Object.fromEntries(
        Object.entries(fieldsOf(changes)).filter(([, v]) => v !== undefined),
      ) as AdminProfileFields;
      const body: ManageUserProfileBody = { action: 'update', userId, userData };
      const outcome = await call<unknown>('manage-user-profile', body);
      return outcome.ok ? accepted(undefined) : outcome;
    },

    async changeMembership(userId, newType, oldType) {
      const body: MembershipChangeBody = {
        userId,
        newMembershipType: newType,
        oldMembershipType: oldType,
        currentDateISO: new Date().toISOString().slice(0, 10),
      };
      const outcome = await call<{ message?: string }>('handle-membership-change-credits', body);
      return outcome.ok ? accepted({ message: outcome.value.message ?? '' }) : outcome;
    },

    async remove(userId) {
      const body: ManageUserProfileBody = { action: 'delete', userId };
      const outcome = await call<unknown>('manage-user-profile', body);
      return outcome.ok ? accepted(undefined) : outcome;
    },

    // A partial failure answers 200 with `error` and `details`; when nothing could be sent the function answers
    // 502 with the same details, which the page lists the same way.
    async sendPromotion(request: PromotionEmailRequest) {
      const { data, error } = await client.functions.invoke('promotion-email', { body: request });
      if (error instanceof FunctionsFetchError) throw unreachableError(options.url);
      if (error instanceof FunctionsHttpError) {
        const res = error.context as Response;
        const body = PromotionEmailReply.safeParse(await res.json().catch(() => null));
        if (res.status === 502 && body.success) return accepted(body.data);
        return refused(
          'refused',
          body.success && body.data.error ? body.data.error : `The server answered ${res.status}.`,
        );
      }
      if (error) throw new GatewayError(await functionMessage(error), 'failed');
      return accepted(PromotionEmailReply.parse(data));
    },
  };
}
