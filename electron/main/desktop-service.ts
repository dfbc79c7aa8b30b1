/**
 * Everything window.desktop offers, without Electron: one method per contract entry over the
 * signed-in user's cache, sync engine and PDF store, put together from its parts by concern (service/):
 * the session, role settings, reads, outbox commands and files. Electron main registers these methods as
 * IPC handlers (ipc/register-handlers.ts); the browser tests bind the very same methods into Chromium.
 */
import type { SyncEngine } from './sync/sync-engine.ts';
import type { DesktopMethods, DesktopServiceOptions } from './service/context.ts';
import { fileMethods } from './service/files.ts';
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
  close(): Promise<void>;
}

export function createDesktopService(options: DesktopServiceOptions): DesktopService {
  const sessions = createSessions(options);
  const { caches } = sessions;
  return {
    ...sessions.methods,
    ...roleSettingsMethods(caches),
    ...readMethods(caches),
    ...outboxMethods(caches),
    ...fileMethods(caches),
    serveLocalFile: (request) => caches.readable().pdfs.serve(request),
    engine: sessions.engine,
    close: sessions.close,
  };
}
