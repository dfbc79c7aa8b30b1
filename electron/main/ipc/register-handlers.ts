import { ipcContract, type IpcName } from '../../ipc/contract.ts';
import type { DesktopMethods } from '../desktop-service.ts';
import { handle, type IpcHandler } from './validated-ipc.ts';

/** Wires every contract entry to the desktop service's method of the same name (one channel per method). */
export function registerIpcHandlers(isTrustedSender: (url: string) => boolean, service: DesktopMethods): void {
  for (const name of Object.keys(ipcContract) as IpcName[]) {
    handle(name, isTrustedSender, service[name] as IpcHandler<typeof name>);
  }
}
