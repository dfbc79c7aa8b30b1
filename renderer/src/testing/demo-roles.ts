/**
 * The seed's demo accounts as the server describes them (my_role(), supabase/seed.sql): one per role the
 * menus and guards tell apart, for component tests that render the app as that person. Who they are (id, e-mail,
 * name) comes from the one list of demo logins, supabase/seed/demo-logins.ts, held to seed.sql and the READMEs by
 * its unit test; this file adds what my_role() says of each. That list is plain data (no Node or DOM), and only
 * tests import testing/, so no bundle carries it.
 */
import { VISITOR_FACTS } from '@domain/visitor-facts.ts';
import type { AuthUser, RoleFacts } from '@/data/ports/session.ts';
import { DEMO_LOGINS, type DemoLogin } from '../../../supabase/seed/demo-logins.ts';

export type DemoRole = 'free' | 'paid' | 'vendor' | 'executive' | 'limitedAdmin' | 'admin' | 'admin2';
/** A demo role, or nobody signed in. */
export type Visitor = DemoRole | 'visitor';

export interface DemoPerson {
  user: AuthUser;
  facts: RoleFacts;
}

const COMPANY_A = { companyId: 'c0000000-0000-4000-a000-000000000001', companyName: 'Surat Synthetics Ltd' };

function person(login: DemoLogin, facts: Partial<RoleFacts>): DemoPerson {
  return {
    user: { id: login.id, email: login.email, createdAt: '2026-11-20T10:00:00Z', metadata: {} },
    facts: {
      ...VISITOR_FACTS,
      isAuthenticated: true,
      userId: login.id,
      hasProfile: true,
      messagingCredits: 25,
      memberName: login.name,
      ...facts,
    },
  };
}

const staff = (facts: Partial<RoleFacts>): Partial<RoleFacts> => ({
  role: 'admin',
  membershipType: 'Paid Member',
  ...facts,
});

export const DEMO_PEOPLE: Record<DemoRole, DemoPerson> = {
  admin: person(DEMO_LOGINS.admin, staff({ isAdmin: true })),
  limitedAdmin: person(DEMO_LOGINS.limitedAdmin, staff({ isLimitedAdmin: true })),
  admin2: person(DEMO_LOGINS.admin2, staff({ isAdmin: true, isAdmin2: true })),
  executive: person(DEMO_LOGINS.exec, {
    role: 'corporate_executive',
    isCorporateExecutive: true,
    membershipType: 'Paid Member',
    ...COMPANY_A,
  }),
  vendor: person(DEMO_LOGINS.vendor, {
    role: 'Paid Member',
    membershipType: 'Paid Member',
    vendorRegistrations: [
      { companyId: COMPANY_A.companyId, department: 'trims', departmentName: 'Trims & Accessories' },
    ],
  }),
  paid: person(DEMO_LOGINS.paid, { role: 'Paid Member', membershipType: 'Paid Member' }),
  free: person(DEMO_LOGINS.free, {
    role: 'Free Member',
    membershipType: 'Free Member',
    trialEndsAt: '2026-12-05T10:00:00Z',
  }),
};
