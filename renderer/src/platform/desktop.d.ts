import type { DesktopBridge } from '../../../electron/ipc/contract.ts';

declare global {
  interface Window {
    /** Present only in the Electron app (exposed by electron/preload); undefined on the web. */
    readonly desktop?: DesktopBridge;
  }
}
