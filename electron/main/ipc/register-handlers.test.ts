import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ipcContract, type IpcName } from '../../ipc/contract.ts';
import type { DesktopMethods } from '../desktop-service.ts';
import type { registerIpcHandlers as RegisterIpcHandlers } from './register-handlers.ts';

type Listener = (event: unknown, ...args: unknown[]) => Promise<unknown>;
const { listeners } = vi.hoisted(() => ({ listeners: new Map<string, Listener>() }));
vi.mock('electron', () => ({ ipcMain: { handle: (channel: string, fn: Listener) => listeners.set(channel, fn) } }));

// Imported afresh: test files share modules (tests/vitest.config.ts), and another file's module got its own stand-in.
let registerIpcHandlers: typeof RegisterIpcHandlers;
beforeAll(async () => {
  vi.resetModules();
  ({ registerIpcHandlers } = await import('./register-handlers.ts'));
});

const APP = 'file:///app/out/renderer/index.html';
const fromApp = { senderFrame: { url: APP, parent: null } };

describe('IPC registration', () => {
  it('registers one distinct channel per contract entry, each calling the service method of its name', async () => {
    const calls: string[] = [];
    const service = new Proxy({} as DesktopMethods, {
      get: (_t, name: string) => async () => {
        calls.push(name);
        return name === 'keptCompanies' ? [] : null;
      },
    });
    registerIpcHandlers((url) => url === APP, service);
    const names = Object.keys(ipcContract) as IpcName[];
    expect(new Set(names.map((n) => ipcContract[n].channel)).size).toBe(names.length);
    expect(listeners.size).toBe(names.length);
    await listeners.get(ipcContract.keptCompanies.channel)!(fromApp);
    await listeners.get(ipcContract.newsArticle.channel)!(fromApp, 'abc');
    expect(calls).toEqual(['keptCompanies', 'newsArticle']);
  });

  it('refuses arguments outside the contract before the service sees them', async () => {
    const queueProductEdit = vi.fn();
    registerIpcHandlers(() => true, new Proxy({} as DesktopMethods, { get: () => queueProductEdit }));
    // One price sheet save of one edit.
    const queue = listeners.get(ipcContract.queueProductEdits.channel)!;
    const call = (event: unknown, edit: object) => queue(event, [{ baseVersion: 1, ...edit }]);
    const productId = '00000000-0000-4000-8000-000000000001';
    await expect(call(fromApp, { productId, changes: { company_id: 'elsewhere' } })).rejects.toThrow();
    await expect(call(fromApp, { productId, changes: {} })).rejects.toThrow();
    await expect(call(fromApp, { productId: 'x', changes: { basic_price: 1 } })).rejects.toThrow();
    expect(queueProductEdit).not.toHaveBeenCalled();
  });
});
