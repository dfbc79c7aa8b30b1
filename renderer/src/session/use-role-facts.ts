import { useCallback, useEffect, useState } from 'react';
import type { DataGateway } from '@/data/gateway.ts';
import type { RoleFacts } from '@/data/ports/session.ts';
import { onRoleFactsRefreshRequest } from './role-facts-refresh.ts';

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
