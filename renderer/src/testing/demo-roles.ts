/**
 * The seed's demo accounts as the server describes them (my_role(), supabase/seed.sql): one per role the
 * menus and guards tell apart, for component tests that render the app as that person.
 */
import { VISITOR_FACTS } from '@domain/visitor-facts.ts';
import type { AuthUser, RoleFacts } from '@/data/ports/session.ts';

export type DemoRole = 'free' | 'paid' | 'vendor' | 'executive' | 'limitedAdmin' | 'admin' | 'admin2';
/** A demo role, or nobody signed in. */
export type Visitor = DemoRole | 'visitor';

export interface DemoPerson {
  user: AuthUser;
  facts: RoleFacts;
}

const COMPANY_A = { companyId: 'c0000000-0000-4000-a000-000000000001', companyName: 'Surat Synthetics Ltd' };

function person(id: number, email: string, facts: Partial<RoleFacts>): DemoPerson {
  const userId = `00000000-0000-4000-a000-00000000000${id}`;
  return {
    user: { id: userId, email, createdAt: '2026-11-20T10:00:00Z', metadata: {} },
    facts: { ...VISITOR_FACTS, isAuthenticated: true, userId, hasProfile: true, messagingCredits: 25, ...facts },
  };
}

const staff = (facts: Partial<RoleFacts>): Partial<RoleFacts> => ({
  role: 'admin',
  membershipType: 'Paid Member',
  ...facts,
});

export const DEMO_PEOPLE: Record<DemoRole, DemoPerson> = {
  admin: person(1, 'admin@loomconnect.test', staff({ isAdmin: true, memberName: 'Asha Admin' })),
  limitedAdmin: person(
    2,
    'limited.admin@loomconnect.test',
    staff({ isLimitedAdmin: true, memberName: 'Leela Limited' }),
  ),
  admin2: person(3, 'admin2@loomconnect.test', staff({ isAdmin: true, isAdmin2: true, memberName: 'Arjun Admin2' })),
  executive: person(4, 'exec.a@loomconnect.test', {
    role: 'corporate_executive',
    isCorporateExecutive: true,
    membershipType: 'Paid Member',
    memberName: 'Rakesh Mehta',
    ...COMPANY_A,
  }),
  vendor: person(6, 'vendor@loomconnect.test', {
    role: 'Paid Member',
    membershipType: 'Paid Member',
    memberName: 'Vikram Vendor',
    vendorRegistrations: [
      { companyId: COMPANY_A.companyId, department: 'trims', departmentName: 'Trims & Accessories' },
    ],
  }),
  paid: person(7, 'paid@loomconnect.test', {
    role: 'Paid Member',
    membershipType: 'Paid Member',
    memberName: 'Priya Paid',
  }),
  free: person(8, 'free@loomconnect.test', {
    role: 'Free Member',
    membershipType: 'Free Member',
    memberName: 'Farhan Free',
    trialEndsAt: '2026-12-05T10:00:00Z',
  }),
};
