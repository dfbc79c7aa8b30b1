import { createContext } from 'react';
import type { AppRole } from '@domain/roles.ts';
import type { RoleFacts } from '@/data/ports/session.ts';

type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

/** Role facts plus when the account was created (the trial clock). */
export type SessionFacts = RoleFacts & { createdAt: string | null };

export interface Session {
  status: SessionStatus;
  userId: string | null;
  email: string | null;
  /** Member name, else business name, else e-mail; null when signed out. */
  memberName: string | null;
  /** The server's role; signed-out visitors carry 'Free Member' (§6). */
  role: AppRole;
  facts: SessionFacts;
  /** Reloads the role facts (after a profile or membership change). */
  refresh(): void;
  /** Signs out on the server and locally; throws when the server refuses. */
  signOut(): Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);
