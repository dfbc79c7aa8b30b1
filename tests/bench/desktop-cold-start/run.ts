/**
 * Desktop cold start (issue 26, deliverable 7): the price sheet's first rows painted when the desktop app opens
 * with an already-synced cache, beside the web app's /price-management first rows measured in the same run.
 * The desktop rig (tests/e2e/desktop/desktop-rig.ts: its stack, the desktop renderer, main's service in this
 * process) holds the workstation bench's volume (tests/bench/workstation/volume.ts: 50 000 products of one
 * company, its executive); the executive signs in on the desktop and it syncs once. Then LOAD_RUNS times, in
 * turn: (a) the web app's production build (vite preview, pointed at the same stack) loads /price-management;
 * (b) the app restarts (rig.restartApp(): a new main-process service over the same cache) and its renderer
 * opens /price-management. Both timed inside the page as the workstation bench does (performance.now from
 * navigation; painted = the frame after the first grid row is seen). Goal: desktop / web ≤ 1.0.
 * The rig serves the app origin over loopback HTTP through the app scheme's own handler, unrouted (desktop-rig.ts,
 * appOverLoopback): Playwright's routing would turn Chromium's HTTP cache off and send every script through the
 * DevTools protocol, so each load would compile the bundle afresh, where Electron reads it from its archive and keeps
 * V8's code cache for the app scheme. The web app is served as it is hosted (its HTTP cache and service worker).
 * Once the volume is in, the rig's stack runs in a process of its own (as a server does), so the desktop's main-process
 * work and the server's do not share one thread.
 * Run: E2E_SLOT=<n> npx tsx tests/bench/desktop-cold-start/run.ts   (about 5 minutes; LOAD_RUNS=<n> for more loads of
 * each than 3 when the machine is busy: still medians of the same run; LOAD_TRACE=1 adds what each side's last load
 * waited on; LOAD_PROFILE=1 writes each side's CPU profile of one more load, to open in DevTools)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { createClient, type Session } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { chromiumLaunchOptions } from '../../support/chromium.ts';
import { E2E } from '../../e2e/support/e2e-env.ts';
import { startDesktopRig, type DesktopRig, type IpcCall } from '../../e2e/desktop/desktop-rig.ts';
import { startStackProcess } from '../support/temp-postgres.ts';
import { buildAndPreview } from '../support/web-preview.ts';
import { stats } from '../support/timing.ts';
import {
  BENCH_COMPANY,
  BENCH_EXECUTIVE_EMAIL,
  BENCH_PASSWORD,
  generateWorkstationVolume,
  WORKSTATION_SIZES,
} from '../workstation/volume.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const OUT_DIR = path.join(ROOT, 'tests/artifacts/bench-desktop-cold-start');
const LOAD_RUNS = Number(process.env.LOAD_RUNS ?? 3);
const GOAL_RATIO = 1.0;
const SHEET = '/price-management';
/** Beside the slot's web app and the rig's renderer (E2E.webPort + 5). */
const WEB_PORT = E2E.webPort + 8;

/**
 * Installed before every document: marks when the first grid row of the sheet is painted (seen in the DOM, then
 * the next animation frame), as tests/bench/workstation does.
 */
const FIRST_ROWS_SCRIPT = `(() => {
  const marks = (window.__marks = {});
  let seen = false;
  const frame = () => {
    if (seen) { marks.firstRows = performance.now(); return; }
    seen = !!document.querySelector('.price-grid .ag-row');
    if (performance.now() < 600000) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})()`;

/** The page's globals these functions read there (this file is compiled without the DOM's types). */
interface PageNode {
  textContent: string | null;
  querySelector(selector: string): PageNode | null;
}
interface PageGlobals {
  document: {
    querySelector(selector: string): PageNode | null;
    querySelectorAll(selector: string): ArrayLike<PageNode>;
  };
  __marks?: { firstRows?: number };
}

/**
 * The grid's 'Products' figure says every product is in. Functions, not strings, are handed to the page (each
 * self-contained: it runs there): the desktop renderer's content-security policy refuses a string run as code.
 */
function allLoaded(products: number): boolean {
  const { document } = globalThis as unknown as PageGlobals;
  const item = Array.from(document.querySelectorAll('dl[aria-label="Sheet figures"] .kpi-strip__item')).find(
    (i) => i.querySelector('dt')?.textContent?.trim() === 'Products',
  );
  return (
    !document.querySelector('.upload-progress') &&
    (item?.querySelector('dd')?.textContent ?? '').replace(/\D/g, '') === String(products)
  );
}

/** One load's times from navigation start: its document and first scripts in (DOMContentLoaded), first rows painted. */
interface Load {
  painted: number;
  scriptsIn: number;
  /** The page's performance.timeOrigin (epoch ms), to place main's IPC calls in the load. */
  origin: number;
  /** Everything the page fetched before its first rows (scripts, styles, the backend's answers), from navigation. */
  fetched: { name: string; start: number; end: number }[];
}

/** Requests a page has asked and not yet had answered (or failed). */
const inFlight = new WeakMap<Page, Set<unknown>>();

function watchRequests(page: Page): Set<unknown> {
  let open = inFlight.get(page);
  if (!open) {
    const asked = new Set<unknown>();
    page.on('request', (request) => asked.add(request));
    page.on('requestfinished', (request) => asked.delete(request));
    page.on('requestfailed', (request) => asked.delete(request));
    inFlight.set(page, asked);
    open = asked;
  }
  return open;
}

/** How long a page must have asked nothing for its load to count as over. */
const QUIET_MS = 300;

/**
 * Waits until `page` has no request open and asked none for QUIET_MS (at most 20 s): the sheet's side reads (history,
 * price checks, ads, counts) answer after its rows, and a next load measured while the stack still works on them pays
 * for this one's tail (the desktop's first wait, main's probe of the backend, most of all).
 */
async function quiet(page: Page): Promise<void> {
  const open = watchRequests(page);
  const until = performance.now() + 20_000;
  let quietSince = performance.now();
  while (performance.now() < until) {
    if (open.size > 0) quietSince = performance.now();
    else if (performance.now() - quietSince >= QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** One navigation to `url`: ms from navigation start to the first rows painted; then waits for every row and quiet. */
async function firstRows(page: Page, url: string): Promise<Load> {
  watchRequests(page);
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => (globalThis as unknown as PageGlobals).__marks?.firstRows !== undefined, null, {
    timeout: 600_000,
    polling: 100,
  });
  const painted = await page.evaluate(() => (globalThis as unknown as PageGlobals).__marks?.firstRows ?? NaN);
  const scriptsIn = await page.evaluate(() => {
    const { performance } = globalThis as unknown as {
      performance: { getEntriesByType(type: string): { domContentLoadedEventEnd: number }[] };
    };
    return performance.getEntriesByType('navigation')[0]?.domContentLoadedEventEnd ?? NaN;
  });
  const { origin, fetched } = await page.evaluate((until) => {
    const { performance } = globalThis as unknown as {
      performance: {
        timeOrigin: number;
        getEntriesByType(type: string): { name: string; startTime: number; responseEnd: number }[];
      };
    };
    const fetched = performance
      .getEntriesByType('resource')
      .filter((r) => r.startTime <= until)
      .map((r) => ({ name: r.name, start: r.startTime, end: r.responseEnd }));
    return { origin: performance.timeOrigin, fetched };
  }, painted);
  // The rest of the sheet loads before the next run, so one run's tail does not slow the next one's start.
  await page.waitForFunction(allLoaded, WORKSTATION_SIZES.products, { timeout: 600_000, polling: 250 });
  await quiet(page);
  return { painted, scriptsIn, origin, fetched };
}

/** One more load of `url` with the page's JavaScript sampled (every 0.2 ms): the profile, for DevTools, in `file`. */
async function profiledLoad(page: Page, url: string, file: string): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await firstRows(page, url);
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.detach();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(profile));
  return file;
}

/** Puts the session where the app's auth client keeps it (localStorage of the page's origin). */
async function storeSession(page: Page, origin: string, apiUrl: string, session: Session): Promise<void> {
  await page.goto(`${origin}/`);
  const key = `sb-${new URL(apiUrl).hostname.split('.')[0]}-auth-token`;
  await page.evaluate(
    ([k, value]) =>
      (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(
        k,
        value,
      ),
    [key, JSON.stringify(session)] as const,
  );
}

async function newContext(browser: Awaited<ReturnType<typeof chromium.launch>>): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // A shared 2-core machine: a load of 50 000 rows beside the other engineers' work can take minutes.
  context.setDefaultTimeout(300_000);
  context.setDefaultNavigationTimeout(300_000);
  await context.addInitScript(FIRST_ROWS_SCRIPT);
  return context;
}

/** The desktop's first sync of the executive's company: signed in, until the cache holds every product. */
async function firstSync(rig: DesktopRig, page: Page): Promise<number> {
  const started = performance.now();
  await firstRows(page, `${rig.appUrl}${SHEET}`);
  const cached = async () =>
    (
      await rig.service.productPage({
        companyId: BENCH_COMPANY,
        department: null,
        search: '',
        sort: 'department_name',
        descending: false,
        offset: 0,
        limit: 1,
      })
    ).total;
  while ((await cached()) < WORKSTATION_SIZES.products) {
    if (performance.now() - started > 600_000) throw new Error(`the cache holds ${await cached()} products`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const status = page.getByRole('contentinfo', { name: 'Sync status' }).getByRole('status');
  await status.filter({ hasText: /^Synced/ }).waitFor({ timeout: 300_000 });
  return performance.now() - started;
}

/** The executive's session; asked again when the first answer is a dropped connection (a busy machine). */
async function signIn(rig: DesktopRig, anonKey: string): Promise<Session> {
  const auth = createClient(rig.apiUrl, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  }).auth;
  for (let attempt = 1; ; attempt++) {
    const answer = await auth
      .signInWithPassword({ email: BENCH_EXECUTIVE_EMAIL, password: BENCH_PASSWORD })
      .catch((error: Error) => ({ data: { session: null }, error }));
    if (answer.data.session) return answer.data.session;
    if (attempt === 3) throw new Error(answer.error?.message ?? 'no session');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * What a load waited on before its first rows, in the order asked (ms from navigation): what it fetched and, on the
 * desktop, the window.desktop calls main answered. Gaps between them are the page's own work.
 */
function loadTrace(label: string, load: Load, calls: readonly IpcCall[] = []): string {
  const at = (ms: number) => ms.toFixed(0).padStart(5);
  const short = (url: string) => {
    const { pathname, search } = new URL(url);
    return (pathname + search).slice(0, 90);
  };
  const steps = [
    ...load.fetched.map((f) => ({ start: f.start, end: f.end, what: short(f.name) })),
    ...calls
      .filter((c) => c.askedAt >= load.origin && c.askedAt <= load.origin + load.painted)
      .map((c) => ({
        start: c.askedAt - load.origin,
        end: c.answeredAt - load.origin,
        what: `window.desktop.${c.name}`,
      })),
  ].sort((a, b) => a.start - b.start);
  return [
    `  ${label}'s last load, painted at ${at(load.painted)} ms (DOMContentLoaded ${at(load.scriptsIn)}): what it waited on`,
    ...steps.map((s) => `    ${at(s.start)} → ${at(s.end)}  ${s.what}`),
  ].join('\n');
}

const machine = () =>
  `${os.availableParallelism()} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}`;

async function main(): Promise<void> {
  console.log(`machine: ${machine()}`);
  const rig = await startDesktopRig({ appOverLoopback: true });
  let stopPreview = () => undefined as void;
  let stopServer = async () => undefined as void;
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    let started = performance.now();
    await generateWorkstationVolume(rig.stack().db);
    console.log(
      `loaded ${WORKSTATION_SIZES.products} products in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );

    // The stack moves to a process of its own on the same folder and ports, as a server is apart from the app (and
    // tests/bench/desktop-sync runs it): in the rig's process its database work (PGlite) would share the thread that
    // main's service and the app scheme answer the desktop from, which Electron's main never shares with a server.
    const { anonKey } = rig.stack().config;
    await rig.stopStack();
    const server = await startStackProcess('', {
      LOCAL_DATA_DIR: rig.stackDataDir,
      PORT: new URL(rig.apiUrl).port,
      MAIL_PORT: new URL(rig.mailUrl).port,
    });
    stopServer = server.close;
    if (server.url !== rig.apiUrl) throw new Error(`the stack process answers on ${server.url}, not ${rig.apiUrl}`);

    const session = await signIn(rig, anonKey);

    started = performance.now();
    const preview = await buildAndPreview({ apiUrl: rig.apiUrl, outDir: OUT_DIR, port: WEB_PORT });
    stopPreview = preview.stop;
    console.log(`web app built in ${((performance.now() - started) / 1000).toFixed(0)} s`);

    const webContext = await newContext(browser);
    const web = await webContext.newPage();
    await storeSession(web, preview.url, rig.apiUrl, session);
    const desktopContext = await newContext(browser);
    const desktop = await desktopContext.newPage();
    await rig.attach(desktopContext, desktop);
    await storeSession(desktop, rig.appUrl, rig.apiUrl, session);
    const syncMs = await firstSync(rig, desktop);
    console.log(
      `desktop signed in and synced ${WORKSTATION_SIZES.products} products in ${(syncMs / 1000).toFixed(1)} s`,
    );

    // One load of each first (the browser's caches, the web's service worker, the renderer's modules).
    await firstRows(web, `${preview.url}${SHEET}`);
    await rig.restartApp();
    await firstRows(desktop, `${rig.appUrl}${SHEET}`);
    const webLoads: Load[] = [];
    const desktopLoads: Load[] = [];
    for (let i = 0; i < LOAD_RUNS; i++) {
      webLoads.push(await firstRows(web, `${preview.url}${SHEET}`));
      await rig.restartApp();
      desktopLoads.push(await firstRows(desktop, `${rig.appUrl}${SHEET}`));
    }
    const median = (loads: Load[], of: (l: Load) => number) => stats(loads.map(of)).p50;
    const webMs = median(webLoads, (l) => l.painted);
    const desktopMs = median(desktopLoads, (l) => l.painted);
    const ratio = desktopMs / webMs;
    const list = (loads: Load[]) => loads.map((l) => l.painted.toFixed(0)).join(', ');
    console.log(
      `\nfirst rows of ${SHEET} (${WORKSTATION_SIZES.products} products): navigation → painted, median of ${LOAD_RUNS}`,
    );
    console.log(`  web (production build)           ${webMs.toFixed(0).padStart(6)} ms   (${list(webLoads)})`);
    console.log(`  desktop, restarted, from cache   ${desktopMs.toFixed(0).padStart(6)} ms   (${list(desktopLoads)})`);
    console.log(
      `  desktop / web ${ratio.toFixed(2)}×   goal ≤ ${GOAL_RATIO.toFixed(1)}×   ${ratio <= GOAL_RATIO ? 'met' : 'MISSED'}`,
    );
    // Where the time went: the document and its first scripts (DOMContentLoaded), then the app's own work to the
    // first rows (its session, role facts and first read, lazy chunks included).
    const split = (loads: Load[]) =>
      `${median(loads, (l) => l.scriptsIn).toFixed(0)} ms to DOMContentLoaded, then ${median(loads, (l) => l.painted - l.scriptsIn).toFixed(0)} ms`;
    console.log(`  web:     ${split(webLoads)}`);
    console.log(`  desktop: ${split(desktopLoads)}`);
    if (process.env.LOAD_TRACE) {
      console.log(loadTrace('web', webLoads.at(-1)!));
      console.log(loadTrace('desktop', desktopLoads.at(-1)!, rig.ipcCalls));
    }
    if (process.env.LOAD_PROFILE) {
      for (const [label, page, url] of [
        ['web', web, `${preview.url}${SHEET}`],
        ['desktop', desktop, `${rig.appUrl}${SHEET}`],
      ] as const) {
        if (page === desktop) await rig.restartApp();
        const file = await profiledLoad(page, url, path.join(OUT_DIR, `${label}-load.cpuprofile`));
        console.log(`  ${label}: one more load's CPU profile (navigation → every row) in ${path.relative(ROOT, file)}`);
      }
    }
    console.log(`machine at the end: ${machine()}`);
  } finally {
    try {
      stopPreview();
    } catch {
      // already stopped
    }
    await browser.close();
    await rig.close();
    await stopServer();
  }
}

await main();
// Whatever the rig's stack left listening (its Realtime sockets) must not keep the bench from ending.
process.exit(0);
