import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { api } from '@/data/api.ts';
import { useGateway } from '@/data/gateway-context.tsx';
import { useAppDispatch } from '@/data/hooks.ts';
import type { AuthUser } from '@/data/ports/session.ts';
import { clearLoggedInUser, memberNameOf, storeLoggedInUser } from './logged-in-user.ts';
import { SessionContext, type Session, type SessionFacts } from './session-context.ts';
import { sessionApi } from './session-api.ts';

const SIGNED_OUT_FACTS: SessionFacts = {
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
  createdAt: null,
};

const metadataText = (user: AuthUser, key: string) =>
  typeof user.metadata[key] === 'string' ? (user.metadata[key] as string) : null;

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
  const dispatch = useAppDispatch();
  // undefined until the auth client reports the initial session.
  const [user, setUser] = useState<AuthUser | null | undefined>(undefined);

  useEffect(
    () =>
      gateway.session.onAuthStateChange((event, nextUser) => {
        setUser(nextUser);
        if (event === 'SIGNED_OUT') {
          clearLoggedInUser();
          // Nothing cached for the previous user may show to the next one.
          dispatch(api.util.resetApiState());
        }
        if (event === 'USER_UPDATED') dispatch(api.util.invalidateTags(['Role']));
        if (event === 'PASSWORD_RECOVERY') onPasswordRecovery();
      }),
    // The listener is registered once per gateway; onPasswordRecovery is read when the event fires.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [gateway, dispatch],
  );

  const factsQuery = sessionApi.useRoleFactsQuery(user?.id ?? skipToken);
  const factsPending = Boolean(user) && (factsQuery.isLoading || (factsQuery.isFetching && !factsQuery.data));

  const memberName = user
    ? memberNameOf({
        memberName: factsQuery.data?.memberName ?? metadataText(user, 'member_name'),
        businessName: factsQuery.data?.businessName ?? metadataText(user, 'business_name'),
        email: user.email ?? '',
      })
    : null;

  useEffect(() => {
    if (user && factsQuery.data && memberName) {
      storeLoggedInUser({ id: user.id, email: user.email ?? '', memberName });
    }
  }, [user, factsQuery.data, memberName]);

  const refresh = useCallback(() => dispatch(api.util.invalidateTags(['Role'])), [dispatch]);
  const signOut = useCallback(() => gateway.session.signOut(), [gateway]);

  const session = useMemo<Session>(() => {
    const status = user === undefined || factsPending ? 'loading' : user ? 'signed-in' : 'signed-out';
    const facts: SessionFacts =
      user && factsQuery.data ? { ...factsQuery.data, createdAt: user.createdAt } : SIGNED_OUT_FACTS;
    return {
      status,
      userId: user?.id ?? null,
      email: user?.email ?? null,
      memberName,
      role: user ? facts.role : 'Free Member',
      facts,
      refresh,
      signOut,
    };
  }, [user, factsPending, factsQuery.data, memberName, refresh, signOut]);

  return <SessionContext value={session}>{children}</SessionContext>;
}
