import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { VISITOR_FACTS } from '@domain/visitor-facts.ts';
import { useGateway } from '@/data/gateway-context.tsx';
import type { DataGateway } from '@/data/gateway.ts';
import type { AuthUser, RoleFacts } from '@/data/ports/session.ts';
import { clearLoggedInUser, memberNameOf, storeLoggedInUser } from './logged-in-user.ts';
import { SessionContext, type Session, type SessionFacts } from './session-context.ts';
import { useRoleFacts } from './use-role-facts.ts';

const SIGNED_OUT_FACTS: SessionFacts = { ...VISITOR_FACTS, createdAt: null };

const metadataText = (user: AuthUser, key: string) =>
  typeof user.metadata[key] === 'string' ? (user.metadata[key] as string) : null;

/**
 * A payment-only session (an expired trial) whose trial the server no longer counts as over: the member has
 * paid (the test checkout, or Razorpay's webhook while they were away). Its token still says "for paying
 * only", so it is refreshed at once, which brings a full one, and the role facts are read again. Once per
 * user and session, so a refresh that changes nothing is not repeated.
 */
function useStalePaymentSessionRefresh(
  gateway: DataGateway,
  userId: string | null,
  facts: RoleFacts | null,
  refreshFacts: () => void,
) {
  const refreshedFor = useRef<string | null>(null);
  const stale = Boolean(userId && facts?.paymentOnly && !facts.trialExpired);
  useEffect(() => {
    if (!userId) refreshedFor.current = null;
    if (!stale || !userId || refreshedFor.current === userId) return;
    refreshedFor.current = userId;
    gateway.session.refreshSession().then(refreshFacts, () => undefined);
  }, [stale, userId, gateway, refreshFacts]);
}

/**
 * Follows the auth session (initial session, sign-in/out, token refresh, user update, password recovery)
 * and the server's role facts for the signed-in user.
 */
export function SessionProvider({
  children,
  onPasswordRecovery,
}: {
  children: ReactNode;
  /** Called on a password-recovery event (the app goes to /update-password). */
  onPasswordRecovery: () => void;
}) {
  const gateway = useGateway();
  // undefined until the auth client reports the initial session.
  const [user, setUser] = useState<AuthUser | null | undefined>(undefined);
  const { facts: roleFacts, pending: factsPending, refresh: refreshFacts } = useRoleFacts(gateway, user?.id ?? null);

  useEffect(
    () =>
      gateway.session.onAuthStateChange((event, nextUser) => {
        setUser(nextUser);
        // The data cache empties itself on SIGNED_OUT (app/store-provider.tsx).
        if (event === 'SIGNED_OUT') clearLoggedInUser();
        if (event === 'USER_UPDATED') refreshFacts();
        if (event === 'PASSWORD_RECOVERY') onPasswordRecovery();
      }),
    // The listener is registered once per gateway; onPasswordRecovery is read when the event fires.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [gateway],
  );

  const memberName = user
    ? memberNameOf({
        memberName: roleFacts?.memberName ?? metadataText(user, 'member_name'),
        businessName: roleFacts?.businessName ?? metadataText(user, 'business_name'),
        email: user.email ?? '',
      })
    : null;

  useEffect(() => {
    if (user && roleFacts && memberName) {
      storeLoggedInUser({ id: user.id, email: user.email ?? '', memberName });
    }
  }, [user, roleFacts, memberName]);

  useStalePaymentSessionRefresh(gateway, user?.id ?? null, roleFacts, refreshFacts);

  const signOut = useCallback(() => gateway.session.signOut(), [gateway]);

  const session = useMemo<Session>(() => {
    const status = user === undefined || factsPending ? 'loading' : user ? 'signed-in' : 'signed-out';
    const facts: SessionFacts = user && roleFacts ? { ...roleFacts, createdAt: user.createdAt } : SIGNED_OUT_FACTS;
    return {
      status,
      userId: user?.id ?? null,
      email: user?.email ?? null,
      memberName,
      role: user ? facts.role : 'Free Member',
      facts,
      refresh: refreshFacts,
      signOut,
    };
  }, [user, factsPending, roleFacts, memberName, refreshFacts, signOut]);

  return <SessionContext value={session}>{children}</SessionContext>;
}
