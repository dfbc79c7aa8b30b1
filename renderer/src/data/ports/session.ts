import type { AppRole } from '@domain/roles.ts';

/** The auth events the app reacts to (the Supabase auth client's names). */
export type AuthEventName =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'PASSWORD_RECOVERY'
  | 'MFA_CHALLENGE_VERIFIED';

/** The signed-in user as the auth server reports it. */
export interface AuthUser {
  id: string;
  email: string | null;
  /** When the account was created (ISO time). */
  createdAt: string;
  /** user_metadata: member_name, business_name, membership_type … as written at signup. */
  metadata: Record<string, unknown>;
}

/** What the server says about the caller (public.my_role()). */
export interface RoleFacts {
  role: AppRole;
  isAuthenticated: boolean;
  userId: string | null;
  isAdmin: boolean;
  isLimitedAdmin: boolean;
  isAdmin2: boolean;
  isCorporateExecutive: boolean;
  companyId: string | null;
  companyName: string | null;
  membershipType: string | null;
  memberName: string | null;
  businessName: string | null;
  hasProfile: boolean;
  messagingCredits: number | null;
  vendorRegistrations: VendorRegistration[];
  trialEndsAt: string | null;
  trialExpired: boolean;
}

export interface VendorRegistration {
  companyId: string;
  department: string;
  departmentName: string;
}

/** The auth session as the shell needs it; no supabase-js types. */
export interface SessionPort {
  /** Calls `listener` with the initial session, then on every auth event; returns the unsubscribe function. */
  onAuthStateChange(listener: (event: AuthEventName, user: AuthUser | null) => void): () => void;
  /** The caller's role facts from the server. */
  getRoleFacts(): Promise<RoleFacts>;
  signOut(): Promise<void>;
}
