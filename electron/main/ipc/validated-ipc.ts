import { ipcMain, type IpcMainInvokeEvent } from 'electron';
import { ipcContract, type IpcArgs, type IpcName, type IpcResult } from '../../ipc/contract.ts';

export type IpcHandler<K extends IpcName> = (...args: IpcArgs<K>) => IpcResult<K> | Promise<IpcResult<K>>;

/**
 * The only way to register an IPC handler (raw ipcMain.handle elsewhere skips these checks).
 * A call is refused unless it comes from the app's own page in the top frame, and its
 * arguments and result must match the contract's schemas.
 */
export function handle<K extends IpcName>(
  name: K,
  isTrustedSender: (url: string) => boolean,
  handler: IpcHandler<K>,
): void {
  const { channel, input, output } = ipcContract[name];
  ipcMain.handle(channel, async (event: IpcMainInvokeEvent, ...rawArgs: unknown[]) => {
    const frame = event.senderFrame;
    if (!frame || frame.parent !== null || !isTrustedSender(frame.url)) {
      throw new Error(`IPC ${channel} refused: untrusted sender`);
    }
    const args = input.parse(rawArgs) as IpcArgs<K>;
    return output.parse(await handler(...args));
  });
}
