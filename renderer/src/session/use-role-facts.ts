import { useCallback, useEffect, useRef, useState } from 'react';
import type { DataGateway } from '@/data/gateway.ts';
import type { RoleFacts } from '@/data/ports/session.ts';
import { onRoleFactsRefreshRequest } from './role-facts-refresh.ts';

/**
 * How long after the last read a return to the window reads the facts again. A role change is pushed as a live
 * hint (useRefreshOnRoleHint); this covers the hints missed while the connection was down.
 */
export const RETURN_REFRESH_GAP_MS = 30_000;

/** Hints within this long are read as one (one admin action can change several of the facts' rows). */
const ROLE_HINT_GATHER_MS = 300;

interface Loaded {
  userId: string;
  facts: RoleFacts | null;
}

/**
 * The signed-in user's role facts from the server. `pending` until the first answer for this user; a
 * refresh keeps the current facts on screen while it reloads. A failed lookup leaves `facts` null.
 */
export function useRoleFacts(
  gateway: DataGateway,
  userId: string | null,
): { facts: RoleFacts | null; pending: boolean; refresh: () => void } {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [generation, setGeneration] = useState(0);
  const refresh = useCallback(() => setGeneration((n) => n + 1), []);

  useEffect(() => onRoleFactsRefreshRequest(refresh), [refresh]);
  useRefreshOnReturn(refresh, userId, generation);
  useRefreshOnRoleHint(gateway, refresh, userId);

  useEffect(() => {
    if (!userId) return;
    let current = true;
    gateway.session.getRoleFacts().then(
      (facts) => current && setLoaded({ userId, facts }),
      () => current && setLoaded((previous) => (previous?.userId === userId ? previous : { userId, facts: null })),
    );
    // A later user or refresh wins: an answer that arrives after it is dropped.
    return () => {
      current = false;
    };
  }, [gateway, userId, generation]);

  const forThisUser = loaded && loaded.userId === userId ? loaded : null;
  return { facts: forThisUser?.facts ?? null, pending: Boolean(userId) && !forThisUser, refresh };
}

/** Reads the facts again when the person comes back to the window (focus, or the tab shown) a while after the last read. */
function useRefreshOnReturn(refresh: () => void, userId: string | null, generation: number) {
  const lastRead = useRef(0);
  useEffect(() => {
    lastRead.current = Date.now();
  }, [userId, generation]);
  useEffect(() => {
    if (!userId) return undefined;
    const onReturn = () => {
      if (document.visibilityState === 'hidden' || Date.now() - lastRead.current < RETURN_REFRESH_GAP_MS) return;
      lastRead.current = Date.now();
      refresh();
    };
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [refresh, userId]);
}

/** Reads the facts again when the server says they changed (an admin promoted, demoted or moved the person). */
function useRefreshOnRoleHint(gateway: DataGateway, refresh: () => void, userId: string | null) {
  useEffect(() => {
    if (!userId) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = gateway.session.watchRoleChanges(userId, () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        refresh();
      }, ROLE_HINT_GATHER_MS);
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [gateway, refresh, userId]);
}
