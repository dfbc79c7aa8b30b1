/**
 * Asks the session to reload the caller's role facts (credits, membership, profile) after a change the
 * server made. A plain signal rather than a cache tag: the session lives in the first download, the
 * data cache (RTK Query) does not.
 */
const listeners = new Set<() => void>();

export function requestRoleFactsRefresh(): void {
  for (const listener of listeners) listener();
}

/** The session provider listens here; returns the unsubscribe function. */
export function onRoleFactsRefreshRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * An RTK Query `onQueryStarted` that refreshes the role facts once the mutation succeeded and `when`
 * says its result changed them (e.g. a credit was spent).
 */
export function refreshRoleFactsAfter<Result>(when: (result: Result) => boolean = () => true) {
  return async (_arg: unknown, { queryFulfilled }: { queryFulfilled: Promise<{ data: Result }> }) => {
    try {
      const { data } = await queryFulfilled;
      if (when(data)) requestRoleFactsRefresh();
    } catch {
      // A failed mutation changed nothing on the server.
    }
  };
}
