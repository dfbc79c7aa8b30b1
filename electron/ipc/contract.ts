/**
 * The one contract between the renderer (through the preload) and the main process.
 * Each entry names an IPC channel with zod schemas for its arguments (a tuple) and its result;
 * the preload builds one function per entry and main validates every call against the same schemas.
 * Imported by the renderer with `import type` only, so keep it free of Node and Electron.
 */
import { z } from 'zod';

export const ipcContract = {
  /** The app's version and the OS it runs on. */
  getAppInfo: {
    channel: 'app:get-info',
    input: z.tuple([]),
    output: z.object({ version: z.string(), platform: z.string() }),
  },
} as const;

export type IpcContract = typeof ipcContract;
export type IpcName = keyof IpcContract;
export type IpcArgs<K extends IpcName> = z.output<IpcContract[K]['input']>;
export type IpcResult<K extends IpcName> = z.output<IpcContract[K]['output']>;

/** What `window.desktop` offers the renderer: one async function per contract entry. */
export type DesktopBridge = { [K in IpcName]: (...args: IpcArgs<K>) => Promise<IpcResult<K>> };
