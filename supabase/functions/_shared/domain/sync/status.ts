/**
 * What the desktop's sync indicator says: from the engine's status (online, syncing, queued edits,
 * last success) to one short label, a tone, and a staleness warning past a configurable age.
 */

/** The sync engine's status as the renderer receives it (electron/ipc/contract.ts checks it). */
export interface SyncStatus {
  online: boolean;
  syncing: boolean;
  /** When every mirrored table last pulled without error (ISO time); null before the first sync. */
  lastSyncedAt: string | null;
  /** Edits waiting to be sent (pending or sending). */
  queued: number;
  /** Edits the server refused as conflicts, waiting for the person. */
  conflicts: number;
  lastError: string | null;
  /** Past this age since the last sync the data counts as stale. */
  staleAfterMs: number;
  /**
   * Whether a signed-in user's cache is open (nothing syncs signed out; then lastSyncedAt is that of the
   * last user's copy, which still serves the public pages).
   */
  signedIn: boolean;
}

type SyncTone = 'ok' | 'busy' | 'offline' | 'warning';

export interface SyncIndicator {
  label: string;
  tone: SyncTone;
  /** A sentence for the staleness warning, or null when the data is fresh enough. */
  staleWarning: string | null;
}

/** "just now", "2 min ago", "3 h ago", "2 d ago". */
export function agoText(since: Date, now: Date): string {
  const minutes = Math.floor(Math.max(0, now.getTime() - since.getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} d ago`;
}

const changes = (n: number) => `${n} ${n === 1 ? 'change' : 'changes'} queued`;

/** The indicator for `status` at `now`. */
export function syncIndicator(status: SyncStatus, now: Date): SyncIndicator {
  const last = status.lastSyncedAt ? new Date(status.lastSyncedAt) : null;
  const stale = !last || now.getTime() - last.getTime() > status.staleAfterMs;
  const staleWarning = !status.signedIn
    ? null
    : !last
      ? 'Not synced yet: offline data is not available until the first sync.'
      : stale
        ? `Last synced ${agoText(last, now)}: prices and bids may be out of date.`
        : null;
  const suffix = [
    status.queued > 0 ? changes(status.queued) : null,
    status.conflicts > 0 ? `${status.conflicts} not saved` : null,
  ].filter(Boolean);
  const tail = suffix.length ? ` · ${suffix.join(' · ')}` : '';
  // Nobody signed in (e.g. offline with an expired session): the last user's copy still serves public pages.
  if (!status.signedIn) {
    return last
      ? { label: `Not signed in · showing the copy synced ${agoText(last, now)}`, tone: 'offline', staleWarning }
      : { label: 'Sign in to keep data for offline use', tone: 'offline', staleWarning };
  }
  if (!status.online) return { label: `Offline${tail}`, tone: 'offline', staleWarning };
  if (status.syncing) return { label: 'Syncing…', tone: 'busy', staleWarning };
  if (!last) return { label: `Not synced yet${tail}`, tone: 'warning', staleWarning };
  const tone: SyncTone = status.conflicts > 0 || status.lastError || stale ? 'warning' : 'ok';
  return { label: `Synced ${agoText(last, now)}${tail}`, tone, staleWarning };
}

/** Why an action is disabled offline: money, credits, bid acceptance and awards are online-only. */
export const ONLINE_ONLY_REASON = 'Needs a connection: credits, payments, bid acceptance and awards work online only.';
