/**
 * The desktop's role facts: the server's whenever it answers, the facts kept from the last read online only when
 * it does not. Kept facts shown first would put the old role's menus and pages on screen for the moment the
 * server takes to answer, after an admin demoted the person or their company membership ended meanwhile; so a
 * signed-in person online waits for the server's facts (the shell shows its session spinner, as on the web),
 * and offline, where the server cannot be asked, is let in with the kept ones at once.
 */
import type { DesktopBridge } from '@/platform/desktop-bridge.ts';
import { requestRoleFactsRefresh } from '@/session/role-facts-refresh.ts';
import { isUnreachable, type StatusFeed } from './desktop-gateway-policy.ts';
import type { RoleFacts } from './ports/session.ts';

/**
 * How long a signed-in person online waits for the server's facts before main is asked to check the backend now
 * (a sync, which probes it first): if main then finds it gone, the kept facts stand in. While main reaches it the
 * person waits for the server, as on the web: an old role is never shown to someone the server can speak for.
 */
export const FRESH_FACTS_PATIENCE_MS = 5000;

type Outcome = { facts: RoleFacts } | { error: unknown } | { gaveUp: true };

export function desktopRoleFacts(
  bridge: DesktopBridge,
  readServer: () => Promise<RoleFacts>,
  feed: StatusFeed,
  sessionReady: () => Promise<unknown>,
): () => Promise<RoleFacts> {
  let waitingForOnline = false;

  /** Offline on the kept facts: once main reaches the backend again, the session reads the server's. */
  function reloadWhenOnline() {
    if (waitingForOnline) return;
    waitingForOnline = true;
    const off = feed.watch((status) => {
      if (!status.signedIn || !status.online) return;
      off();
      waitingForOnline = false;
      requestRoleFactsRefresh();
    });
  }

  /** The server's facts, kept for next time when they are a signed-in user's. */
  async function readOnline(): Promise<RoleFacts> {
    const facts = await readServer();
    if (facts.isAuthenticated) void sessionReady().then(() => bridge.rememberRoleFacts(facts).catch(noop));
    return facts;
  }

  /** With nothing kept (the first sign-in here): the server's; the cache only if it does not answer. */
  async function withoutKept(read: Promise<Outcome>): Promise<RoleFacts> {
    const outcome = await read;
    if ('facts' in outcome) return outcome.facts;
    const error = 'error' in outcome ? outcome.error : null;
    if (!isUnreachable(error)) throw error;
    await sessionReady();
    const cached = await bridge.cachedRoleFacts();
    if (!cached) throw error;
    return cached;
  }

  /** Online with kept facts: the server's, unless main finds the backend gone first (then the kept, until it answers). */
  async function serverFirst(read: Promise<Outcome>, kept: RoleFacts): Promise<RoleFacts> {
    const giveUp = giveUpWhenOffline(feed, () => void bridge.syncNow().catch(noop));
    const outcome = await Promise.race([read, giveUp.promise]);
    giveUp.cancel();
    if ('facts' in outcome) return outcome.facts;
    if ('error' in outcome && !isUnreachable(outcome.error)) throw outcome.error;
    if ('gaveUp' in outcome) {
      void read.then((late) => {
        if ('facts' in late && changed(kept, late.facts)) requestRoleFactsRefresh();
        if ('error' in late && isUnreachable(late.error)) reloadWhenOnline();
      });
    } else reloadWhenOnline();
    return kept;
  }

  return async function getRoleFacts() {
    // Asked at once, beside main's session start (which waits for its probe of the backend): online, this answer is
    // what the person waits for, and asking it only after main had answered put two round trips end to end on the
    // first screen's path (issue 26's cold start). Offline it is left unused, as if never asked.
    const read = settle(readOnline());
    await sessionReady();
    // Offline, the auth client may hold every request for up to 30 s while it retries a refresh: main says.
    const status = await Promise.resolve()
      .then(() => feed.current())
      .catch(() => null);
    const kept = status?.signedIn ? await bridge.cachedRoleFacts().catch(() => null) : null;
    if (kept && status && !status.online) {
      reloadWhenOnline();
      return kept;
    }
    return kept ? serverFirst(read, kept) : withoutKept(read);
  };
}

/**
 * Resolves when main reports the backend gone for a signed-in user; after FRESH_FACTS_PATIENCE_MS without an
 * answer it calls `check` (main syncs, probing first). `cancel` stops both.
 */
function giveUpWhenOffline(feed: StatusFeed, check: () => void) {
  let cancel = noop;
  const promise = new Promise<Outcome>((resolve) => {
    const timer = setTimeout(check, FRESH_FACTS_PATIENCE_MS);
    const off = feed.watch((status) => {
      if (status.signedIn && !status.online) resolve({ gaveUp: true });
    });
    cancel = () => {
      clearTimeout(timer);
      off();
    };
  });
  return { promise, cancel };
}

const settle = (facts: Promise<RoleFacts>): Promise<Outcome> =>
  facts.then(
    (value) => ({ facts: value }),
    (error: unknown) => ({ error }),
  );

const noop = () => undefined;
const changed = (kept: RoleFacts, read: RoleFacts) =>
  read.isAuthenticated && JSON.stringify(kept) !== JSON.stringify(read);
