import { contextBridge, ipcRenderer } from 'electron';
import { ipcContract, type DesktopBridge, type IpcArgs, type IpcName, type IpcResult } from '../ipc/contract.ts';

// One named function per contract entry; the renderer never sees ipcRenderer or channel names.
const invoke =
  <K extends IpcName>(name: K) =>
  (...args: IpcArgs<K>): Promise<IpcResult<K>> =>
    ipcRenderer.invoke(ipcContract[name].channel, ...args);

const bridge = {
  getAppInfo: invoke('getAppInfo'),
} satisfies DesktopBridge;

contextBridge.exposeInMainWorld('desktop', bridge);
