import type { SyncStatus } from '@domain/sync/status.ts';

/** Main's sync status for a signed-in user whose cache has synced, online unless `overrides` say otherwise. */
export const signedInStatus = (overrides: Partial<SyncStatus> = {}): SyncStatus => ({
  online: true,
  syncing: false,
  lastSyncedAt: '2026-11-23T10:00:00Z',
  queued: 0,
  conflicts: 0,
  lastError: null,
  staleAfterMs: 60_000,
  signedIn: true,
  ...overrides,
});
