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
const call = (event: unknown, ...args: unknown[]) => listeners.get(ipcContract.keptCompanies.channel)!(event, ...args);
const KEPT = ['00000000-0000-4000-8000-000000000001'];

function register(handler: IpcHandler<'keptCompanies'> = () => KEPT) {
  handle('keptCompanies', (url) => url === APP_URL, handler);
}

describe('validated IPC handlers', () => {
  beforeEach(() => listeners.clear());

  it('answers the app’s own top frame', async () => {
    register();
    await expect(call(topFrame(APP_URL))).resolves.toEqual(KEPT);
  });

  it('refuses other pages, subframes and destroyed frames', async () => {
    register();
    await expect(call(topFrame('https://evil.example/'))).rejects.toThrow('untrusted sender');
    await expect(call({ senderFrame: { url: APP_URL, parent: {} } })).rejects.toThrow('untrusted sender');
    await expect(call({ senderFrame: null })).rejects.toThrow('untrusted sender');
  });

  it('rejects arguments the contract does not declare', async () => {
    const handler = vi.fn(() => KEPT);
    register(handler);
    await expect(call(topFrame(APP_URL), 'unexpected')).rejects.toThrow();
    expect(handler).not.toHaveBeenCalled();
  });

  it('rejects a result that breaks the contract', async () => {
    register(() => [1] as never);
    await expect(call(topFrame(APP_URL))).rejects.toThrow();
  });
});
