/**
 * The desktop app as it ships, without Electron (its binary cannot be downloaded here). Chromium loads the BUILT
 * desktop bundle (`electron-vite build`, desktop-build.ts, built for the rig's API) through the same request →
 * response function main mounts on the app scheme (createRendererHandler, with the desktop CSP header built by
 * @domain/content-policy from the same configuration), and every main-frame navigation, redirect and new window
 * goes through main's rules (decideNavigation, decideWindowOpen): desktop-guards.ts. The main-process service
 * (electron/main/desktop-service.ts) runs in the test process; the page gets a `window.desktop` built from the IPC
 * contract whose calls reach it through a Playwright binding, checked against the contract's schemas both ways (as
 * the preload and validated-ipc do). The rig owns its own local stack (PGlite in a folder, so it can be stopped and
 * started again with its data).
 *
 * What differs from Electron, and why:
 * - Playwright cannot route a custom scheme, so the app is served on DESKTOP_APP_URL (http://app.loomconnect.localhost,
 *   a secure context as app:// is) instead of app://loomconnect, and downloaded PDFs on DESKTOP_FILES_ORIGIN
 *   (http://loomcache.localhost) instead of loomcache:. Both are configuration of the same code: the handler's
 *   appOrigin, the navigation rules' appOrigin, the CSP's desktopFileOrigin and the service's localFileUrl. Neither
 *   host resolves to a server: only the routes answer them.
 * - The auth server must allow the stand-in as a redirect target, as config.toml allows app://loomconnect/**: the
 *   rig's stack reads a copy of config.toml with the stand-in beside it.
 * - The system browser is a list (DesktopRig.guards.externalOpens); third-party scripts and frames get empty
 *   stand-ins (the machines are offline), after the CSP has let the request through.
 * - Chromium's Local Network Access permission is granted to the stand-in: a page Playwright fulfils has no address
 *   space, so Chromium counts it as public and refuses calls to the loopback backend without it. A hosted (https,
 *   public) backend never asks; whether Electron asks for app:// with a loopback backend (its permission handler
 *   refuses everything) cannot be seen without Electron.
 * - The preload is the init script below, not the built preload (a sandboxed preload needs Electron's ipcRenderer).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { contentSecurityPolicy } from '@domain/content-policy.ts';
import { ipcContract, type IpcName } from '../../../electron/ipc/contract.ts';
import { desktopEvents } from '../../../electron/ipc/events.ts';
import { createRendererHandler } from '../../../electron/main/app-scheme.ts';
import { createDesktopService, type DesktopService } from '../../../electron/main/desktop-service.ts';
import { configFromEnv } from '../../../supabase/local/config.ts';
import { startStack, type RunningStack } from '../../../supabase/local/stack.ts';
import { desktopRigPorts, E2E_SLOT } from '../support/e2e-env.ts';
import { ensureDesktopBuild } from './desktop-build.ts';
import { createGuards, type GuardLog } from './desktop-guards.ts';
import { serveOverLoopback } from './loopback-server.ts';

const root = path.resolve(import.meta.dirname, '../../..');
// Each of Playwright's parallel workers runs its own rig (its own folder and ports), so two desktop specs can
// run at the same time.
const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const rigDir = path.join(
  root,
  `tests/artifacts/desktop-rig${E2E_SLOT ? `-${E2E_SLOT}` : ''}${worker ? `-w${worker}` : ''}`,
);
const ports = desktopRigPorts(worker);

/** The origin standing in for app://loomconnect (a spec's baseURL); see the header for why. */
export const DESKTOP_APP_URL = 'http://app.loomconnect.localhost';
/** The origin standing in for the loomcache: scheme of downloaded price lists. */
const DESKTOP_FILES_ORIGIN = 'http://loomcache.localhost';

export interface DesktopRigOptions {
  /**
   * The cold-start bench's rig: the app origin is a loopback HTTP server running the same handler (on
   * http://app.loomconnect.localhost:<port>, which Chromium resolves to loopback itself), and nothing is routed.
   * Playwright's routing turns Chromium's HTTP cache off and sends every body through the DevTools protocol, so a
   * routed load compiles every script afresh, where Electron reads the app scheme from its archive in process and
   * keeps V8's code cache (codeCache: true). Without routing there are no navigation rules, file scheme or
   * third-party stand-ins: specs use the routed rig.
   */
  appOverLoopback?: boolean;
}

export interface DesktopRig {
  apiUrl: string;
  /** The rig stack's mailbox (auth e-mails and SMS), for mailbox.ts's helpers. */
  mailUrl: string;
  appUrl: string;
  /** The running app's main-process service (a new one after restartApp). */
  service: DesktopService;
  /** Quits and reopens the app: a new service over the same data folder. */
  restartApp(): Promise<void>;
  stack(): RunningStack;
  /** The stack's data folder (PGlite's, the mailbox, stored files). */
  stackDataDir: string;
  stopStack(): Promise<void>;
  startStack(): Promise<void>;
  /**
   * Cuts (false) or restores (true) the main process's network: its requests fail as they do when nothing
   * answers, while the stack stays up for others (a colleague's edit made meanwhile, supabase-js checks).
   */
  setMainOnline(online: boolean): void;
  /**
   * Makes page one of the app's windows: window.desktop over the service and main's events, the app and file
   * schemes, the navigation rules and the watch for violations and console errors (on its context, once).
   */
  attach(context: BrowserContext, page: Page): Promise<void>;
  /** What the guards saw since the last expectClean. */
  guards: GuardLog;
  /** Every window.desktop call so far, when it was asked and answered (epoch ms): the cold-start bench's trace. */
  ipcCalls: IpcCall[];
  /** Navigations or windows matching pattern are expected to be blocked: kept out of the problems. */
  expectBlocked(pattern: RegExp): void;
  /** Throws, listing them, if anything was violated, logged as an error or blocked since the last call; then clears. */
  expectClean(): void;
  close(): Promise<void>;
}

/** One window.desktop call as main served it. */
export interface IpcCall {
  name: IpcName;
  askedAt: number;
  answeredAt: number;
}

const stackDataDir = path.join(rigDir, 'stack');

/** config.toml with the stand-in origin allowed as an auth redirect target beside app://loomconnect/**. */
function rigAuthConfig(appUrl: string): string {
  const original = fs.readFileSync(path.join(root, 'supabase/config.toml'), 'utf8');
  const desktop = '"app://loomconnect/**"';
  if (!original.includes(desktop)) throw new Error(`config.toml no longer allows ${desktop}: update the rig`);
  const file = path.join(rigDir, 'config.toml');
  fs.writeFileSync(file, original.replace(desktop, `${desktop}, "${appUrl}/**"`));
  return file;
}

async function runStack(authConfigPath: string): Promise<RunningStack> {
  return startStack(
    {
      ...configFromEnv({}),
      port: ports.api,
      mailPort: ports.mail,
      dataDir: stackDataDir,
      databaseUrl: null,
      seed: true,
      logRequests: false,
      scheduler: false,
      authConfigPath,
    },
    () => undefined,
  );
}

/** Gives a page window.desktop, as the preload does: the contract's channel names, each a call to the binding. */
async function installBridge(
  context: BrowserContext,
  appUrl: string,
  invoke: (name: IpcName, args: unknown[]) => Promise<unknown>,
) {
  await context.exposeBinding('__desktopInvoke', async ({ frame }, name: IpcName, args: unknown[]) => {
    // As validated-ipc.ts: only the app's own top frame.
    if (frame.parentFrame() || new URL(frame.url()).origin !== appUrl) throw new Error('untrusted sender');
    return invoke(name, args);
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
}

/**
 * The rig running in this process, if any. Its folder and ports are this worker's, so a second one cannot run beside
 * it: a spec that starts its own (rather than through fixture.ts) after a fixture spec in the same worker takes over.
 */
let running: DesktopRig | null = null;

export async function startDesktopRig({ appOverLoopback = false }: DesktopRigOptions = {}): Promise<DesktopRig> {
  await running?.close();
  fs.rmSync(rigDir, { recursive: true, force: true });
  fs.mkdirSync(rigDir, { recursive: true });
  const appUrl = appOverLoopback ? `${DESKTOP_APP_URL}:${ports.app}` : DESKTOP_APP_URL;
  const authConfig = rigAuthConfig(appUrl);
  let stack: RunningStack | null = await runStack(authConfig);
  const apiUrl = stack.url;
  const rendererDir = await ensureDesktopBuild(apiUrl);
  const pages = new Set<Page>();
  let mainOnline = true;
  // A request the renderer started while the backend was away may fail a moment after it returns.
  let backUpAt = 0;
  const mainFetch: typeof fetch = (input, init) =>
    mainOnline ? fetch(input, init) : Promise.reject(new TypeError('fetch failed'));

  const makeService = () =>
    createDesktopService({
      dataDir: path.join(rigDir, 'desktop'),
      localFileUrl: (id) => `${DESKTOP_FILES_ORIGIN}/price-list/${id}`,
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

  const policy = contentSecurityPolicy({ apiUrl, platform: 'desktop', desktopFileOrigin: DESKTOP_FILES_ORIGIN });
  const serveApp = createRendererHandler({ rootDir: rendererDir, contentSecurityPolicy: policy, appOrigin: appUrl });
  const appServer = appOverLoopback ? await serveOverLoopback(serveApp, ports.app) : null;
  const guards = createGuards({
    navigation: { appOrigin: appUrl, backendUrl: apiUrl },
    route: !appOverLoopback,
    serveApp,
    filesOrigin: DESKTOP_FILES_ORIGIN,
    serveFile: (request) => service.serveLocalFile(request),
    backendDown: () => !stack || !mainOnline || Date.now() - backUpAt < 5_000,
  });
  const bridged = new WeakSet<BrowserContext>();
  const ipcCalls: IpcCall[] = [];
  const invoke = async (name: IpcName, args: unknown[]) => {
    const askedAt = Date.now();
    // Arguments and result as the contract says, as the preload and validated-ipc check them.
    const entry = ipcContract[name];
    if (!entry) throw new Error(`no such channel: ${String(name)}`);
    const parsed = entry.input.parse(args) as unknown[];
    const method = service[name] as (...a: unknown[]) => Promise<unknown>;
    try {
      return entry.output.parse(await method(...parsed));
    } finally {
      ipcCalls.push({ name, askedAt, answeredAt: Date.now() });
    }
  };

  let closed: Promise<void> | null = null;
  const rig: DesktopRig = {
    apiUrl,
    mailUrl: `http://127.0.0.1:${ports.mail}`,
    appUrl,
    get service() {
      return service;
    },
    async restartApp() {
      await service.close();
      service = makeService();
    },
    stack: () => stack!,
    stackDataDir,
    async stopStack() {
      await stack?.close();
      stack = null;
    },
    async startStack() {
      stack = await runStack(authConfig);
      backUpAt = Date.now();
    },
    setMainOnline(online) {
      mainOnline = online;
      if (online) backUpAt = Date.now();
    },
    async attach(context, page) {
      pages.add(page);
      page.on('close', () => pages.delete(page));
      await guards.attach(context, page);
      if (bridged.has(context)) return;
      bridged.add(context);
      await installBridge(context, appUrl, invoke);
    },
    guards: guards.log,
    ipcCalls,
    expectBlocked(pattern) {
      guards.log.expectedBlockPatterns.push(pattern);
    },
    expectClean() {
      const problems = guards.log.problems.splice(0);
      if (problems.length) throw new Error(`The desktop app ran into:\n${problems.join('\n')}`);
    },
    close() {
      closed ??= (async () => {
        if (running === rig) running = null;
        await service.close();
        await stack?.close();
        await appServer?.close();
      })();
      return closed;
    },
  };
  running = rig;
  return rig;
}
