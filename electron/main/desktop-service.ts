/**
 * Everything window.desktop offers, without Electron: one method per contract entry over the
 * signed-in user's cache, sync engine and PDF store, put together from its parts by concern (service/):
 * the session, role settings, reads, outbox commands and files. Electron main registers these methods as
 * IPC handlers (ipc/register-handlers.ts); the browser tests bind the very same methods into Chromium.
 */
import { createLiveRelay } from './sync/live-relay.ts';
import type { SyncEngine } from './sync/sync-engine.ts';
import type { DesktopMethods, DesktopServiceOptions } from './service/context.ts';
import { fileMethods } from './service/files.ts';
import { liveMethods } from './service/live.ts';
import { outboxMethods } from './service/outbox-commands.ts';
import { readMethods } from './service/reads.ts';
import { roleSettingsMethods } from './service/role-settings.ts';
import { createSessions } from './service/session.ts';

export type { DesktopMethods, DesktopServiceOptions };

export interface DesktopService extends DesktopMethods {
  /** Serves a downloaded price list (the local-file protocol's handler). */
  serveLocalFile(request: Request): Promise<Response>;
  /** The open session's engine, for the menu's Sync now and for tests. */
  engine(): SyncEngine | null;
  /** The window's renderer went away (closed, reloaded, crashed): its live subscriptions end. */
  dropLiveSubscriptions(): void;
  close(): Promise<void>;
}

export function createDesktopService(options: DesktopServiceOptions): DesktopService {
  const relay = createLiveRelay({
    emitEvent: (id, event) => options.emit('liveEvent', { id, event }),
    emitStatus: (id, live) => options.emit('liveStatus', { id, live }),
  });
  const sessions = createSessions(options, relay);
  const { caches } = sessions;
  return {
    ...sessions.methods,
    ...roleSettingsMethods(caches),
    ...readMethods(caches),
    ...outboxMethods(caches),
    ...fileMethods(caches),
    ...liveMethods(relay),
    serveLocalFile: (request) => caches.readable().pdfs.serve(request),
    engine: sessions.engine,
    dropLiveSubscriptions: () => relay.clear(),
    close: sessions.close,
  };
}
