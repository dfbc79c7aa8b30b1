import { z } from 'zod';
import type { RoleFacts } from '../ports/session.ts';

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

/** Checks public.my_role()'s reply and renames its fields for the app. */
export function parseRoleFacts(data: unknown): RoleFacts {
  const raw = roleFactsSchema.parse(data);
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
