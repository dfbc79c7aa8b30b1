import { app } from 'electron';
import { handle } from './validated-ipc.ts';

/** Wires every contract entry to its implementation. */
export function registerIpcHandlers(isTrustedSender: (url: string) => boolean): void {
  handle('getAppInfo', isTrustedSender, () => ({ version: app.getVersion(), platform: process.platform }));
}
