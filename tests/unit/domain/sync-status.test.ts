import { describe, expect, it } from 'vitest';
import { agoText, syncIndicator, type SyncStatus } from '@domain/sync/status.ts';

const NOW = new Date('2026-11-23T10:00:00Z');
const minutesAgo = (n: number) => new Date(NOW.getTime() - n * 60_000).toISOString();

function status(overrides: Partial<SyncStatus> = {}): SyncStatus {
  return {
    online: true,
    syncing: false,
    lastSyncedAt: minutesAgo(2),
    queued: 0,
    conflicts: 0,
    lastError: null,
    staleAfterMs: 60 * 60_000,
    signedIn: true,
    ...overrides,
  };
}

describe('sync indicator', () => {
  it('says when it last synced', () => {
    expect(syncIndicator(status(), NOW)).toEqual({ label: 'Synced 2 min ago', tone: 'ok', staleWarning: null });
    expect(syncIndicator(status({ lastSyncedAt: minutesAgo(0.5) }), NOW).label).toBe('Synced just now');
  });

  it('says offline with the queued changes', () => {
    expect(syncIndicator(status({ online: false, queued: 3 }), NOW)).toMatchObject({
      label: 'Offline · 3 changes queued',
      tone: 'offline',
    });
    expect(syncIndicator(status({ online: false, queued: 1 }), NOW).label).toBe('Offline · 1 change queued');
    expect(syncIndicator(status({ online: false }), NOW).label).toBe('Offline');
  });

  it('says syncing while a sync runs', () => {
    expect(syncIndicator(status({ syncing: true, queued: 2 }), NOW)).toMatchObject({ label: 'Syncing…', tone: 'busy' });
  });

  it('warns past the configured age, and before the first sync', () => {
    const old = syncIndicator(status({ lastSyncedAt: minutesAgo(61) }), NOW);
    expect(old).toEqual({
      label: 'Synced 1 h ago',
      tone: 'warning',
      staleWarning: 'Last synced 1 h ago: prices and bids may be out of date.',
    });
    expect(syncIndicator(status({ lastSyncedAt: minutesAgo(61), staleAfterMs: 2 * 3600_000 }), NOW).staleWarning).toBe(
      null,
    );
    expect(syncIndicator(status({ lastSyncedAt: null }), NOW)).toMatchObject({
      label: 'Not synced yet',
      staleWarning: 'Not synced yet: offline data is not available until the first sync.',
    });
    expect(syncIndicator(status({ lastSyncedAt: null, signedIn: false }), NOW).staleWarning).toBeNull();
  });

  it('says whose copy shows while nobody is signed in', () => {
    expect(syncIndicator(status({ signedIn: false, online: false, lastSyncedAt: minutesAgo(1500) }), NOW)).toEqual({
      label: 'Not signed in · showing the copy synced 1 d ago',
      tone: 'offline',
      staleWarning: null,
    });
    expect(syncIndicator(status({ signedIn: false, lastSyncedAt: null }), NOW).label).toBe(
      'Sign in to keep data for offline use',
    );
  });

  it('counts edits the server did not take', () => {
    expect(syncIndicator(status({ conflicts: 1, queued: 2 }), NOW)).toMatchObject({
      label: 'Synced 2 min ago · 2 changes queued · 1 not saved',
      tone: 'warning',
    });
  });

  it('words ages in minutes, hours and days', () => {
    expect(agoText(new Date(minutesAgo(59)), NOW)).toBe('59 min ago');
    expect(agoText(new Date(minutesAgo(180)), NOW)).toBe('3 h ago');
    expect(agoText(new Date(minutesAgo(3 * 24 * 60)), NOW)).toBe('3 d ago');
    expect(agoText(new Date(NOW.getTime() + 5000), NOW)).toBe('just now');
  });
});
