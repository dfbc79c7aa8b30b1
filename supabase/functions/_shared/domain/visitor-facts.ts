/**
 * What my_role() says about a signed-out visitor. Apart from its schema: the first page shows it without
 * loading the schema library.
 */
import type { RoleFacts } from './schemas/role-facts.ts';

export const VISITOR_FACTS: RoleFacts = {
  role: 'Free Member',
  isAuthenticated: false,
  userId: null,
  isAdmin: false,
  isLimitedAdmin: false,
  isAdmin2: false,
  isCorporateExecutive: false,
  companyId: null,
  companyName: null,
  membershipType: null,
  memberName: null,
  businessName: null,
  hasProfile: false,
  messagingCredits: null,
  vendorRegistrations: [],
  trialEndsAt: null,
  trialExpired: false,
  paymentOnly: false,
};
