import type { SupabaseClient, User } from '@supabase/supabase-js';
import { z } from 'zod';
import type { AuthUser, RoleFacts, SessionPort } from '../ports/session.ts';
import { throwIfFailed } from './errors.ts';

// public.my_role()'s reply (supabase/migrations/*_api_surface.sql).
const roleFactsSchema = z.object({
  role: z.enum(['admin', 'corporate_executive', 'Paid Member', 'Free Member']),
  is_authenticated: z.boolean(),
  user_id: z.string().nullable(),
  is_admin: z.boolean(),
  is_limited_admin: z.boolean(),
  is_admin2: z.boolean(),
  is_corporate_executive: z.boolean(),
  company_id: z.string().nullable(),
  company_name: z.string().nullable(),
  membership_type: z.string().nullable(),
  member_name: z.string().nullable(),
  business_name: z.string().nullable(),
  has_profile: z.boolean(),
  messaging_credits: z.number().nullable(),
  vendor_registrations: z.array(
    z.object({ company_id: z.string(), department: z.string(), department_name: z.string().nullable() }),
  ),
  trial_ends_at: z.string().nullable(),
  trial_expired: z.boolean(),
});

const toAuthUser = (user: User): AuthUser => ({
  id: user.id,
  email: user.email ?? null,
  createdAt: user.created_at,
  metadata: user.user_metadata,
});

function toRoleFacts(raw: z.infer<typeof roleFactsSchema>): RoleFacts {
  return {
    role: raw.role,
    isAuthenticated: raw.is_authenticated,
    userId: raw.user_id,
    isAdmin: raw.is_admin,
    isLimitedAdmin: raw.is_limited_admin,
    isAdmin2: raw.is_admin2,
    isCorporateExecutive: raw.is_corporate_executive,
    companyId: raw.company_id,
    companyName: raw.company_name,
    membershipType: raw.membership_type,
    memberName: raw.member_name,
    businessName: raw.business_name,
    hasProfile: raw.has_profile,
    messagingCredits: raw.messaging_credits,
    vendorRegistrations: raw.vendor_registrations.map((v) => ({
      companyId: v.company_id,
      department: v.department,
      departmentName: v.department_name ?? v.department,
    })),
    trialEndsAt: raw.trial_ends_at,
    trialExpired: raw.trial_expired,
  };
}

export function createSupabaseSession(client: SupabaseClient, options: { url: string }): SessionPort {
  return {
    onAuthStateChange(listener) {
      // supabase-js emits INITIAL_SESSION to every new subscriber, so no separate getSession() is needed.
      const { data } = client.auth.onAuthStateChange((event, session) => {
        // Leave the auth client's lock before anything (such as an RPC) asks it for the session again.
        setTimeout(() => listener(event, session?.user ? toAuthUser(session.user) : null), 0);
      });
      return () => data.subscription.unsubscribe();
    },

    async getRoleFacts(): Promise<RoleFacts> {
      const reply = await client.rpc('my_role');
      throwIfFailed(reply, options.url);
      return toRoleFacts(roleFactsSchema.parse(reply.data));
    },

    async signOut(): Promise<void> {
      const { error } = await client.auth.signOut();
      if (error) throw error;
    },
  };
}
