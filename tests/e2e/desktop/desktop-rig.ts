/**
 * The desktop app without Electron: its main-process service (electron/main/desktop-service.ts) runs
 * in the test process, and Chromium gets a `window.desktop` built from the IPC contract whose calls
 * reach that service through a Playwright binding, checked against the contract's schemas both ways
 * (as the preload and validated-ipc do). The rig owns its own local stack (PGlite in a folder, so it
 * can be stopped and started again with its data) and a Vite server of the desktop renderer entry
 * (renderer/index.html → src/main.tsx) pointed at that stack. Downloaded PDFs are served by the
 * service's own handler over HTTP, where Electron mounts it as the loomcache: scheme.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import react from '@vitejs/plugin-react';
import type { BrowserContext, Page } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';
import { ipcContract, type IpcName } from '../../../electron/ipc/contract.ts';
import { desktopEvents } from '../../../electron/ipc/events.ts';
import { createDesktopService, type DesktopService } from '../../../electron/main/desktop-service.ts';
import { configFromEnv } from '../../../supabase/local/config.ts';
import { startStack, type RunningStack } from '../../../supabase/local/stack.ts';
import { rendererAliases } from '../../../web/vite.config.ts';
import { E2E, E2E_SLOT } from '../support/e2e-env.ts';

const root = path.resolve(import.meta.dirname, '../../..');
// Each of Playwright's parallel workers runs its own rig (its own folder and ports), so the two desktop specs can
// run at the same time.
const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const rigDir = path.join(
  root,
  `tests/artifacts/desktop-rig${E2E_SLOT ? `-${E2E_SLOT}` : ''}${worker ? `-w${worker}` : ''}`,
);
// Ports beside the slot's web stack (E2E.apiPort … +4 are taken by it); a second worker's 1000 above.
const offset = worker * 1000;
const ports = {
  api: E2E.apiPort + 5 + offset,
  mail: E2E.apiPort + 6 + offset,
  files: E2E.apiPort + 7 + offset,
  app: E2E.webPort + 5 + offset,
};
/** Where the rig serves the desktop renderer (a spec's baseURL). */
export const DESKTOP_APP_URL = `http://127.0.0.1:${ports.app}`;

export interface DesktopRig {
  apiUrl: string;
  appUrl: string;
  /** The running app's main-process service (a new one after restartApp). */
  service: DesktopService;
  /** Quits and reopens the app: a new service over the same data folder. */
  restartApp(): Promise<void>;
  stack(): RunningStack;
  stopStack(): Promise<void>;
  startStack(): Promise<void>;
  /**
   * Cuts (false) or restores (true) the main process's network: its requests fail as they do when nothing
   * answers, while the stack stays up for others (a colleague's edit made meanwhile, supabase-js checks).
   */
  setMainOnline(online: boolean): void;
  /** Gives a page window.desktop over the service, and main's events. */
  attach(context: BrowserContext, page: Page): Promise<void>;
  close(): Promise<void>;
}

async function runStack(): Promise<RunningStack> {
  return startStack(
    {
      ...configFromEnv({}),
      port: ports.api,
      mailPort: ports.mail,
      dataDir: path.join(rigDir, 'stack'),
      databaseUrl: null,
      seed: true,
      logRequests: false,
      scheduler: false,
    },
    () => undefined,
  );
}

export async function startDesktopRig(): Promise<DesktopRig> {
  fs.rmSync(rigDir, { recursive: true, force: true });
  let stack: RunningStack | null = await runStack();
  const apiUrl = stack.url;
  const pages = new Set<Page>();
  let mainOnline = true;
  const mainFetch: typeof fetch = (input, init) =>
    mainOnline ? fetch(input, init) : Promise.reject(new TypeError('fetch failed'));

  const makeService = () =>
    createDesktopService({
      dataDir: path.join(rigDir, 'desktop'),
      localFileUrl: (id) => `http://127.0.0.1:${ports.files}/price-list/${id}`,
      emit: (event, payload) => {
        const checked = desktopEvents[event].payload.parse(payload);
        for (const page of pages) {
          page
            .evaluate(
              ([e, p]) =>
                (globalThis as unknown as Record<string, (e: string, p: unknown) => void>).__desktopEmit?.(e, p),
              [event, checked] as const,
            )
            .catch(() => undefined);
        }
      },
      pullIntervalMs: 60_000,
      offlineRetryMs: 500,
      realtime: true,
      fetch: mainFetch,
    });
  let service = makeService();

  // What Electron serves on loomcache://, over HTTP.
  const files = http.createServer(async (req, res) => {
    const response = await service.serveLocalFile(
      new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers: req.headers as Record<string, string> }),
    );
    res.writeHead(response.status, Object.fromEntries(response.headers));
    if (response.body) Readable.fromWeb(response.body as never).pipe(res);
    else res.end();
  });
  await new Promise<void>((resolve) => files.listen(ports.files, '127.0.0.1', resolve));

  // The desktop renderer entry, configured as electron.vite.config.ts does, pointed at the rig's stack.
  process.env.VITE_SUPABASE_URL = apiUrl;
  const vite: ViteDevServer = await createServer({
    configFile: false,
    root: path.join(root, 'renderer'),
    envDir: root,
    plugins: [react()],
    resolve: { alias: rendererAliases(root) },
    // Pre-bundled up front: a dependency first met on a lazy page would make Vite re-optimise and reload mid-test.
    optimizeDeps: { include: ['pdfjs-dist', 'ag-grid-community', 'ag-grid-react', 'uplot'] },
    server: { host: '127.0.0.1', port: ports.app, strictPort: true, fs: { allow: [root] } },
    logLevel: 'error',
  });
  await vite.listen();
  const appUrl = DESKTOP_APP_URL;

  return {
    apiUrl,
    appUrl,
    get service() {
      return service;
    },
    async restartApp() {
      await service.close();
      service = makeService();
    },
    stack: () => stack!,
    async stopStack() {
      await stack?.close();
      stack = null;
    },
    async startStack() {
      stack = await runStack();
    },
    setMainOnline(online) {
      mainOnline = online;
    },
    async attach(context, page) {
      pages.add(page);
      page.on('close', () => pages.delete(page));
      await context.exposeBinding('__desktopInvoke', async ({ frame }, name: IpcName, args: unknown[]) => {
        // As validated-ipc.ts: only the app's own top frame, arguments and result as the contract says.
        if (frame.parentFrame() || new URL(frame.url()).origin !== appUrl) throw new Error('untrusted sender');
        const entry = ipcContract[name];
        if (!entry) throw new Error(`no such channel: ${String(name)}`);
        const parsed = entry.input.parse(args) as unknown[];
        const method = service[name] as (...a: unknown[]) => Promise<unknown>;
        return entry.output.parse(await method(...parsed));
      });
      await context.addInitScript((names: string[]) => {
        const listeners = new Map<string, Set<(payload: unknown) => void>>();
        const w = globalThis as unknown as Record<string, unknown> & {
          __desktopInvoke(name: string, args: unknown[]): Promise<unknown>;
        };
        const bridge: Record<string, unknown> = Object.fromEntries(
          names.map((name) => [name, (...args: unknown[]) => w.__desktopInvoke(name, args)]),
        );
        bridge.on = (event: string, listener: (payload: unknown) => void) => {
          if (!listeners.has(event)) listeners.set(event, new Set());
          listeners.get(event)!.add(listener);
          return () => listeners.get(event)!.delete(listener);
        };
        w.desktop = Object.freeze(bridge);
        w.__desktopEmit = (event: string, payload: unknown) => listeners.get(event)?.forEach((l) => l(payload));
      }, Object.keys(ipcContract));
    },
    async close() {
      await service.close();
      await vite.close();
      await new Promise((resolve) => files.close(resolve));
      await stack?.close();
    },
  };
}
