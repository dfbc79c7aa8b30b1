import type { DesktopBridge } from '../../../electron/ipc/contract.ts';

declare global {
  interface Window {
    /** The desktop bridge (electron/preload), present only in the Electron app. */
    desktop?: DesktopBridge;
  }
}
