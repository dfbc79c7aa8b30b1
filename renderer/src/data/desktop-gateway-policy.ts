/**
 * How the desktop gateway reaches each area, written once: the policies (read from the cache or the server,
 * queue a write while the backend is down, refuse an online-only action with the reason) and the sync status
 * they decide on, held here from main's pushed events instead of asked for on every call.
 */
import { ONLINE_ONLY_REASON, type SyncStatus } from '@domain/sync/status.ts';
import type { DesktopBridge } from '@/platform/desktop-bridge.ts';
import { GatewayError } from './gateway.ts';

export const isUnreachable = (error: unknown): boolean => error instanceof GatewayError && error.kind === 'unreachable';

/** Online-only actions wait for the backend while a signed-in user's desktop cannot reach it. */
export const blockedBy = (status: SyncStatus) => (status.signedIn && !status.online ? ONLINE_ONLY_REASON : null);

/**
 * Main's sync status as it pushes it. A signed-in user's status comes with every change (and with each
 * startSession reply), so reads use the last one; signed out nothing syncs or pushes, and main answers by
 * probing the backend, so then (and before the first push) main is asked.
 */
export interface StatusFeed {
  current(): Promise<SyncStatus>;
  /** A status main answered with (startSession). */
  set(status: SyncStatus): void;
  watch(listener: (status: SyncStatus) => void): () => void;
}

export function createStatusFeed(bridge: DesktopBridge): StatusFeed {
  let pushed: SyncStatus | null = null;
  const listeners = new Set<(status: SyncStatus) => void>();
  const set = (status: SyncStatus) => {
    pushed = status.signedIn ? status : null;
    for (const listener of listeners) listener(status);
  };
  bridge.on('syncStatus', set);
  return {
    current: () => (pushed ? Promise.resolve(pushed) : bridge.syncStatus()),
    set,
    watch(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** When a read answers from the cache without asking the server, and when it falls back to the cache. */
interface ReadPolicy {
  cacheNow(status: SyncStatus): boolean;
  fallBack(status: SyncStatus): boolean;
}

export const READ_POLICIES = {
  /**
   * Price list, news: the signed-in user's cache once it has synced; otherwise the server (before the first
   * sync, or signed out), and the cache (the last user's copy when signed out) if the server does not answer.
   * Signed out with the backend down (an expired session cannot refresh): the last user's copy, at once.
   */
  cacheFirst: {
    cacheNow: (s) => Boolean(s.lastSyncedAt) && (s.signedIn || !s.online),
    fallBack: () => true,
  },
  /** The desks (bids, sourcing, the price sheet): the server while it answers; the cache once synced when it does not. */
  liveFirst: {
    cacheNow: (s) => s.signedIn && !s.online && Boolean(s.lastSyncedAt),
    fallBack: (s) => s.signedIn,
  },
} satisfies Record<string, ReadPolicy>;

export interface Policies {
  feed: StatusFeed;
  read<T>(policy: ReadPolicy, cached: () => Promise<T>, live: () => Promise<T>): Promise<T>;
  /**
   * A write: to the server while main reaches the backend (or nobody is signed in); queued in main's outbox
   * when it does not, or when the server does not answer a signed-in user.
   */
  queueWhenOffline<T>(live: () => Promise<T>, queue: () => Promise<T>): Promise<T>;
  /** Refused with the reason while main reports the backend unreachable. */
  onlineOnly<A extends unknown[], R>(call: (...args: A) => Promise<R>): (...args: A) => Promise<R>;
}

export function createPolicies(feed: StatusFeed, sessionReady: () => Promise<unknown>): Policies {
  const statusNow = async () => {
    await sessionReady();
    return feed.current();
  };
  return {
    feed,
    async read(policy, cached, live) {
      const status = await statusNow();
      if (policy.cacheNow(status)) return cached();
      try {
        return await live();
      } catch (error) {
        if (!isUnreachable(error) || !policy.fallBack(status)) throw error;
        return cached().catch(() => Promise.reject(error));
      }
    },
    async queueWhenOffline(live, queue) {
      const status = await statusNow();
      if (!status.signedIn || status.online) {
        try {
          return await live();
        } catch (error) {
          if (!isUnreachable(error) || !status.signedIn) throw error;
        }
      }
      return queue();
    },
    onlineOnly:
      (call) =>
      async (...args) => {
        const blocked = blockedBy(await feed.current());
        if (blocked) throw new GatewayError(blocked, 'unreachable');
        return call(...args);
      },
  };
}

type Method = (...args: never[]) => Promise<unknown>;
type MethodsOf<A> = { [K in keyof A as A[K] extends Method ? K : never]: A[K] };

/** An area with some of its methods replaced; the rest are the online area's own. */
export function override<A extends object>(area: A, replaced: Partial<A>): A {
  return new Proxy(area, {
    get: (target, name) => (name in replaced ? replaced[name as keyof A] : Reflect.get(target, name)),
  });
}

/** An area whose named methods are read by `policy`: from the cache (the given readers) or the server (the area's). */
export function readThrough<A extends object>(
  policies: Policies,
  policy: ReadPolicy,
  area: A,
  cached: Partial<MethodsOf<A>>,
): A {
  const replaced = Object.fromEntries(
    Object.entries(cached).map(([name, reader]) => [
      name,
      (...args: unknown[]) =>
        policies.read(
          policy,
          () => (reader as (...a: unknown[]) => Promise<unknown>)(...args),
          () => (Reflect.get(area, name) as (...a: unknown[]) => Promise<unknown>).apply(area, args),
        ),
    ]),
  );
  return override(area, replaced as Partial<A>);
}

/** An area whose named actions are online only. */
export function onlineOnlyMethods<A extends object>(
  policies: Policies,
  area: A,
  names: readonly (keyof MethodsOf<A>)[],
): A {
  const replaced = Object.fromEntries(
    names.map((name) => [
      name,
      policies.onlineOnly((...args: unknown[]) =>
        (Reflect.get(area, name) as (...a: unknown[]) => Promise<unknown>).apply(area, args),
      ),
    ]),
  );
  return override(area, replaced as Partial<A>);
}
