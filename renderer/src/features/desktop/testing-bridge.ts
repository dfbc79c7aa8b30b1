import type { SyncStatus } from '@domain/sync/status.ts';
import type { DesktopBridge, DesktopEventName, DesktopEventPayload } from '@/platform/desktop-bridge.ts';

/** A window.desktop for component tests: methods a test supplies, events it emits. */
export function fakeBridge(methods: Partial<DesktopBridge> = {}) {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const bridge = new Proxy({} as DesktopBridge, {
    get(_target, name: string) {
      if (name === 'on') {
        return (event: string, listener: (payload: unknown) => void) => {
          if (!listeners.has(event)) listeners.set(event, new Set());
          listeners.get(event)!.add(listener);
          return () => listeners.get(event)!.delete(listener);
        };
      }
      const method = methods[name as keyof DesktopBridge];
      return method ?? (() => Promise.reject(new Error(`fake bridge: ${name} was not faked`)));
    },
  });
  return {
    bridge,
    emit<E extends DesktopEventName>(event: E, payload: DesktopEventPayload<E>) {
      for (const l of listeners.get(event) ?? []) l(payload);
    },
  };
}

export const syncStatus = (overrides: Partial<SyncStatus> = {}): SyncStatus => ({
  online: true,
  syncing: false,
  lastSyncedAt: new Date(Date.now() - 150_000).toISOString(),
  queued: 0,
  conflicts: 0,
  lastError: null,
  staleAfterMs: 24 * 3600_000,
  signedIn: true,
  ...overrides,
});
