import type { DesktopBridge } from '../../../electron/ipc/contract.ts';

export type { DesktopBridge };
export type { CachedPriceList, OfflineListsStatus, OutboxItem, PdfStorage } from '../../../electron/ipc/contract.ts';
export type { DesktopEventName, DesktopEventPayload } from '../../../electron/ipc/events.ts';

/** The desktop bridge when running in the Electron app (the preload put it there), else null. */
export function desktopBridge(): DesktopBridge | null {
  return typeof window !== 'undefined' && window.desktop ? window.desktop : null;
}
