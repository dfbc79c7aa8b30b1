import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ipcContract } from '../../ipc/contract.ts';
import type { handle as Handle, IpcHandler } from './validated-ipc.ts';

type Listener = (event: unknown, ...args: unknown[]) => Promise<unknown>;

// The Electron binary is not installed here: stand in for ipcMain and keep what gets registered.
const { listeners } = vi.hoisted(() => ({ listeners: new Map<string, Listener>() }));
vi.mock('electron', () => ({ ipcMain: { handle: (channel: string, fn: Listener) => listeners.set(channel, fn) } }));

// Imported afresh: test files share modules (tests/vitest.config.ts), and another file's module got its own stand-in.
let handle: typeof Handle;
beforeAll(async () => {
  vi.resetModules();
  ({ handle } = await import('./validated-ipc.ts'));
});

const APP_URL = 'file:///app/out/renderer/index.html';
const topFrame = (url: string) => ({ senderFrame: { url, parent: null } });
const call = (event: unknown, ...args: unknown[]) => listeners.get(ipcContract.getAppInfo.channel)!(event, ...args);

function register(handler: IpcHandler<'getAppInfo'> = () => ({ version: '1.2.3', platform: 'linux' })) {
  handle('getAppInfo', (url) => url === APP_URL, handler);
}

describe('validated IPC handlers', () => {
  beforeEach(() => listeners.clear());

  it('answers the app’s own top frame', async () => {
    register();
    await expect(call(topFrame(APP_URL))).resolves.toEqual({ version: '1.2.3', platform: 'linux' });
  });

  it('refuses other pages, subframes and destroyed frames', async () => {
    register();
    await expect(call(topFrame('https://evil.example/'))).rejects.toThrow('untrusted sender');
    await expect(call({ senderFrame: { url: APP_URL, parent: {} } })).rejects.toThrow('untrusted sender');
    await expect(call({ senderFrame: null })).rejects.toThrow('untrusted sender');
  });

  it('rejects arguments the contract does not declare', async () => {
    const handler = vi.fn(() => ({ version: '1', platform: 'linux' }));
    register(handler);
    await expect(call(topFrame(APP_URL), 'unexpected')).rejects.toThrow();
    expect(handler).not.toHaveBeenCalled();
  });

  it('rejects a result that breaks the contract', async () => {
    register(() => ({ version: 1 }) as never);
    await expect(call(topFrame(APP_URL))).rejects.toThrow();
  });
});
