/** public.my_role(): what the server says about the caller, from which menus and guards are derived. */
import { z } from 'zod';
import { APP_ROLES } from '../roles.ts';
import { camelize, entityOf, nullableText, type Entity } from './entity.ts';

const VendorRegistration = z
  .object({ company_id: z.string(), department: z.string(), department_name: nullableText })
  .transform((v) => camelize({ ...v, department_name: v.department_name ?? v.department }));

export const RoleFacts = entityOf(
  z.object({
    role: z.enum(APP_ROLES),
    is_authenticated: z.boolean(),
    user_id: nullableText,
    is_admin: z.boolean(),
    is_limited_admin: z.boolean(),
    is_admin2: z.boolean(),
    is_corporate_executive: z.boolean(),
    company_id: nullableText,
    company_name: nullableText,
    membership_type: nullableText,
    member_name: nullableText,
    business_name: nullableText,
    has_profile: z.boolean(),
    messaging_credits: z.number().nullable(),
    vendor_registrations: z.array(VendorRegistration),
    trial_ends_at: nullableText,
    trial_expired: z.boolean(),
    /** The session was issued for paying only (an expired trial); a refresh after the payment makes it full. */
    payment_only: z.boolean(),
  }),
);
export type RoleFacts = Entity<typeof RoleFacts>;
type VendorRegistration = z.output<typeof VendorRegistration>;
