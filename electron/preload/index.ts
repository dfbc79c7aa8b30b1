import { contextBridge, ipcRenderer } from 'electron';
import { ipcContract, type DesktopBridge, type IpcArgs, type IpcName, type IpcResult } from '../ipc/contract.ts';
import { desktopEvents, type DesktopEventName, type DesktopEventPayload } from '../ipc/events.ts';

// One named function per contract entry; the renderer never sees ipcRenderer or channel names.
const invoke =
  <K extends IpcName>(name: K) =>
  (...args: IpcArgs<K>): Promise<IpcResult<K>> =>
    ipcRenderer.invoke(ipcContract[name].channel, ...args);

const methods = Object.fromEntries((Object.keys(ipcContract) as IpcName[]).map((name) => [name, invoke(name)])) as Omit<
  DesktopBridge,
  'on'
>;

const bridge = {
  ...methods,
  on<E extends DesktopEventName>(event: E, listener: (payload: DesktopEventPayload<E>) => void) {
    const { channel, payload } = desktopEvents[event];
    // Only payloads that match events.ts reach the page.
    const forward = (_event: unknown, raw: unknown) => {
      const parsed = payload.safeParse(raw);
      if (parsed.success) listener(parsed.data as DesktopEventPayload<E>);
    };
    ipcRenderer.on(channel, forward);
    return () => void ipcRenderer.removeListener(channel, forward);
  },
} satisfies DesktopBridge;

contextBridge.exposeInMainWorld('desktop', bridge);
