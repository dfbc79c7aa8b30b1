import { use } from 'react';
import { SessionContext, type Session } from './session-context.ts';

/** The signed-in user, their role and facts, and the sign-out action. */
export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession() needs a <SessionProvider> (see app/root.tsx)');
  return session;
}
