import type { AccessFacts, AccessRole } from '@domain/capabilities.ts';
import { DEMO_LOGINS, type DemoLogin } from '../../../supabase/seed/demo-logins.ts';

export type SignedInRole = Exclude<AccessRole, 'visitor'>;

/** Each signed-in access role's demo login (supabase/seed/demo-logins.ts) and the facts my_role() gives it. */
export const ACCESS_LOGINS: Record<SignedInRole, DemoLogin & { facts: AccessFacts }> = {
  freeMember: { ...DEMO_LOGINS.free, facts: { isAuthenticated: true, role: 'Free Member' } },
  expiredMember: { ...DEMO_LOGINS.expired, facts: { isAuthenticated: true, role: 'Free Member', trialOver: true } },
  paidMember: { ...DEMO_LOGINS.paid, facts: { isAuthenticated: true, role: 'Paid Member' } },
  vendor: { ...DEMO_LOGINS.vendor, facts: { isAuthenticated: true, role: 'Paid Member', isVendor: true } },
  executive: { ...DEMO_LOGINS.exec, facts: { isAuthenticated: true, role: 'corporate_executive' } },
  limitedAdmin: { ...DEMO_LOGINS.limitedAdmin, facts: { isAuthenticated: true, role: 'admin', isLimitedAdmin: true } },
  admin: { ...DEMO_LOGINS.admin, facts: { isAuthenticated: true, role: 'admin' } },
  admin2: { ...DEMO_LOGINS.admin2, facts: { isAuthenticated: true, role: 'admin', isAdmin2: true } },
};
