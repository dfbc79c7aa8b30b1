/**
 * The desktop's session: main is handed the signed-in user's session (each token refresh too) so it opens
 * their cache and syncs as them; the role facts read online are kept for signing in offline (desktop-role-facts.ts);
 * and online-only actions are said to be blocked while a signed-in user's backend does not answer.
 */
import type { DesktopBridge } from '@/platform/desktop-bridge.ts';
import type { DesktopGatewayOptions } from './desktop-gateway.ts';
import { blockedBy, type StatusFeed } from './desktop-gateway-policy.ts';
import { desktopRoleFacts } from './desktop-role-facts.ts';
import type { DataGateway } from './gateway.ts';
import type { SessionPort } from './ports/session.ts';

/** How long the app waits for the auth client's first word before asking main whether the backend is down. */
const SESSION_PATIENCE_MS = 1500;

/** Hands main the renderer's session; resolves once main has taken the latest one. */
export function handOverSession(bridge: DesktopBridge, feed: StatusFeed, options: DesktopGatewayOptions) {
  let sessionReady: Promise<unknown> = Promise.resolve();
  options.client.auth.onAuthStateChange((event, session) => {
    sessionReady = session
      ? bridge
          .startSession({
            backendUrl: options.url,
            anonKey: options.anonKey,
            accessToken: session.access_token,
            userId: session.user.id,
          })
          .then(feed.set, () => undefined)
      : event === 'SIGNED_OUT'
        ? bridge.endSession().catch(() => undefined)
        : sessionReady;
  });
  return () => sessionReady;
}

export function desktopSession(
  bridge: DesktopBridge,
  online: DataGateway,
  feed: StatusFeed,
  sessionReady: () => Promise<unknown>,
): SessionPort {
  return {
    // Offline with an expired session, supabase-js retries the refresh for up to 30 s before it reports the
    // initial session. The desktop does not keep the person waiting: when main finds the backend down it
    // starts signed out (the last user's copy serves the price list and news), and the session follows if it comes.
    onAuthStateChange(listener) {
      let heard = false;
      const off = online.session.onAuthStateChange((event, user) => {
        heard = true;
        listener(event, user);
      });
      const timer = setTimeout(() => {
        void feed.current().then(
          (status) => !heard && !status.online && listener('INITIAL_SESSION', null),
          () => undefined,
        );
      }, SESSION_PATIENCE_MS);
      return () => {
        clearTimeout(timer);
        off();
      };
    },
    signOut: () => online.session.signOut(),
    watchRoleChanges: (userId, onChange) => online.session.watchRoleChanges(userId, onChange),
    refreshSession: () => online.session.refreshSession(),
    // Follows main's sync status: blocked while a signed-in user's backend does not answer.
    watchOnlineOnly(listener) {
      let live = true;
      let last: string | null | undefined;
      const tell = (status: Parameters<typeof blockedBy>[0]) => {
        const blocked = blockedBy(status);
        if (live && blocked !== last) listener((last = blocked));
      };
      void feed.current().then(tell, () => undefined);
      const off = feed.watch(tell);
      return () => {
        live = false;
        off();
      };
    },
    // The server's whenever it answers; the facts kept from the last read online only when it does not.
    getRoleFacts: desktopRoleFacts(bridge, () => online.session.getRoleFacts(), feed, sessionReady),
  };
}
