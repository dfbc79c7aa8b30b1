import type { RoleFacts } from '@domain/schemas/role-facts.ts';

export type { RoleFacts };

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

/** The auth session as the shell needs it; no supabase-js types. */
export interface SessionPort {
  /** Calls `listener` with the initial session, then on every auth event; returns the unsubscribe function. */
  onAuthStateChange(listener: (event: AuthEventName, user: AuthUser | null) => void): () => void;
  /** The caller's role facts from the server. */
  getRoleFacts(): Promise<RoleFacts>;
  signOut(): Promise<void>;
  /**
   * Asks the auth server for a new access token now. After a payment, the payment-only session an expired
   * trial got (the access token hook's session_scope) comes back as a full one.
   */
  refreshSession(): Promise<void>;
  /**
   * Why online-only actions (spending credits, payments, accepting bids, awards and RFQ rounds) cannot run
   * now, or null when they can: the desktop with its backend unreachable says ONLINE_ONLY_REASON; the web is
   * never blocked. Calls `listener` with the current answer and again whenever it changes; returns the
   * unsubscribe function. Pages disable those actions and show the reason (session/online-only.tsx).
   */
  watchOnlineOnly(listener: (blocked: string | null) => void): () => void;
  /**
   * Calls `onChange` whenever the server says the user's role facts changed (an admin promoted, demoted or moved
   * them: a live hint, no data); returns the unsubscribe function. The session reads the facts again.
   */
  watchRoleChanges(userId: string, onChange: () => void): () => void;
}
