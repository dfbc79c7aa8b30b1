/**
 * What Electron's main process does around the desktop page, done with Playwright routing on the rig's stand-in
 * origins: the app scheme (the same createRendererHandler, with its CSP header), the loomcache: scheme (the
 * service's own file handler), and the navigation and window-open rules of electron/main/navigation.ts on every
 * main-frame navigation, redirect and new window. It records what would fail the app: a content-security-policy
 * violation, a console error, a navigation or window the rules block. Third-party requests (payment script,
 * video and map frames) never reach the network: reaching the router at all proves the policy let them through,
 * and they are answered with empty stand-ins so the pages behave as with the provider offline.
 */
import type { BrowserContext, Frame, Page, Request as PwRequest, Route } from '@playwright/test';
import { decideNavigation, decideWindowOpen, type NavigationContext } from '../../../electron/main/navigation.ts';

export interface GuardOptions {
  navigation: NavigationContext;
  /**
   * Whether the guards route the context's requests (the schemes, the navigation rules, the stand-ins). Off, they
   * only watch: the cold-start bench serves the app over loopback HTTP (desktop-rig.ts, appOverLoopback).
   */
  route: boolean;
  /** The renderer's origin stand-in → the app scheme's handler. */
  serveApp: (request: Request) => Promise<Response>;
  /** The file scheme's stand-in origin and handler (Electron: loomcache: → service.serveLocalFile). */
  filesOrigin: string;
  serveFile: (request: Request) => Promise<Response>;
  /** Whether a failed request to the API is expected now (the stack is stopped or main is cut off). */
  backendDown: () => boolean;
}

/** What the guards saw; problems fail a spec (DesktopRig.expectClean), the rest are for assertions. */
export interface GuardLog {
  /** Violations, console errors, page errors, blocked navigations and windows, one line each. */
  problems: string[];
  /** What would have opened in the system browser (shell.openExternal). */
  externalOpens: string[];
  /** Third-party URLs the page requested (so the CSP allowed them). */
  thirdParty: string[];
  /** Blocked navigations a spec said it expects (expectBlocked), kept out of problems. */
  expectedBlocks: string[];
  expectedBlockPatterns: RegExp[];
}

const CSP_VIOLATION = 'CSP violation: ';
/** Runs in every page before its scripts: each refusal becomes a console error line the guards read. */
const REPORT_POLICY_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (event) =>
  console.error(${JSON.stringify(CSP_VIOLATION)} + event.effectiveDirective + ' ' + event.blockedURI));`;

const originOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}`;
};

async function fulfillWith(route: Route, request: PwRequest, handler: (r: Request) => Promise<Response>) {
  const method = request.method();
  const response = await handler(new Request(request.url(), { method, headers: request.headers() }));
  const body = method === 'HEAD' ? undefined : Buffer.from(await response.arrayBuffer());
  await route.fulfill({ status: response.status, headers: Object.fromEntries(response.headers), body });
}

/** Empty answers for third parties, by what asked: a script that does nothing, a blank frame, nothing else. */
function standIn(route: Route, request: PwRequest) {
  const type = request.resourceType();
  if (type === 'script') return route.fulfill({ contentType: 'text/javascript', body: '' });
  if (type === 'document') return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>-</title>' });
  return route.fulfill({ status: 204, body: '' });
}

export function createGuards(options: GuardOptions) {
  const log: GuardLog = {
    problems: [],
    externalOpens: [],
    thirdParty: [],
    expectedBlocks: [],
    expectedBlockPatterns: [],
  };
  const windows = new Set<Page>();
  const apiOrigin = originOf(options.navigation.backendUrl);
  const apiHost = new URL(apiOrigin).host;

  const blocked = (what: string, url: string) => {
    if (log.expectedBlockPatterns.some((p) => p.test(url))) log.expectedBlocks.push(url);
    else log.problems.push(`${what} blocked: ${url}`);
  };

  /**
   * A new window: Electron's handler always denies it, and opens an app path in the app, the web outside. A
   * window opened without an opener (noopener) asks for its page before Playwright knows its frame: then the page
   * is the context's one that is not an app window, found once it exists.
   */
  async function windowOpen(route: Route, context: BrowserContext, popup: Page | null, url: string) {
    await route.abort('aborted');
    const decision = decideWindowOpen(url, options.navigation);
    const opener = [...windows].find((w) => w.context() === context);
    if (decision.action === 'open-in-app') void opener?.goto(`${options.navigation.appOrigin}${decision.path}`);
    else if (decision.action === 'open-external') log.externalOpens.push(decision.url);
    else blocked('window.open', url);
    const stray = () => context.pages().find((page) => !windows.has(page));
    const window =
      popup ?? stray() ?? (await context.waitForEvent('page', { timeout: 5_000 }).catch(() => stray() ?? null));
    await window?.close().catch(() => undefined);
  }

  /** will-navigate: allowed, or stopped (and the web handed to the system browser). */
  async function mainFrameNavigation(route: Route, request: PwRequest): Promise<boolean> {
    const url = request.url();
    const decision = decideNavigation(url, options.navigation);
    if (decision.action === 'allow') return false;
    await route.abort('aborted');
    if (decision.openExternal) log.externalOpens.push(decision.openExternal);
    else blocked('navigation', url);
    return true;
  }

  /**
   * The backend's auth verify step, which answers with a redirect back to the app. Playwright does not route a
   * redirect's next hop, so the rig follows it itself: will-redirect's rule on the Location, then that page loaded
   * in the window (the same end: the app's page with the session in its hash).
   */
  async function backendPage(route: Route, page: Page) {
    const response = await route.fetch({ maxRedirects: 0 });
    const location = response.headers()['location'];
    if (response.status() < 300 || response.status() > 399 || !location) return route.fulfill({ response });
    await route.abort('aborted');
    const next = new URL(location, route.request().url()).href;
    if (decideNavigation(next, options.navigation).action !== 'allow') return blocked('redirect', next);
    void page.goto(next).catch((error: Error) => log.problems.push(`redirect to ${next} failed: ${error.message}`));
  }

  /** The request's frame; null for a new window's first request, made before its frame exists. */
  const frameOf = (request: PwRequest): Frame | null => {
    try {
      return request.frame();
    } catch {
      return null;
    }
  };

  async function router(route: Route, request: PwRequest, context: BrowserContext) {
    const url = request.url();
    const frame = frameOf(request);
    if (request.isNavigationRequest() && !frame?.parentFrame()) {
      const page = frame?.page() ?? null;
      if (!page || !windows.has(page)) return windowOpen(route, context, page, url);
      if (await mainFrameNavigation(route, request)) return;
      if (originOf(url) === apiOrigin) return backendPage(route, page);
    }
    const origin = originOf(url);
    if (origin === options.navigation.appOrigin) return fulfillWith(route, request, options.serveApp);
    if (origin === options.filesOrigin) return fulfillWith(route, request, options.serveFile);
    if (origin === apiOrigin) return route.continue();
    log.thirdParty.push(url);
    return standIn(route, request);
  }

  function watchPage(page: Page) {
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (text.startsWith(CSP_VIOLATION)) return log.problems.push(`CSP ${text.slice(CSP_VIOLATION.length)}`);
      // A request to the stopped backend fails as it does for a user (the browser's line, or supabase-js's own
      // when its token refresh cannot reach it); any other error, or one while the backend is up, is a problem.
      const source = message.location().url;
      const backendFailure =
        (/ERR_CONNECTION_REFUSED|ERR_FAILED/.test(text) && source.startsWith(apiOrigin)) ||
        (/^WebSocket connection .* failed/.test(text) && text.includes(apiHost)) ||
        text.startsWith('TypeError: Failed to fetch');
      if (backendFailure && options.backendDown()) return;
      log.problems.push(`console error on ${page.url()}: ${text}${source ? ` (${source})` : ''}`);
    });
    page.on('pageerror', (error) => log.problems.push(`page error on ${page.url()}: ${error.message}`));
  }

  const contexts = new WeakSet<BrowserContext>();
  return {
    log,
    /** Puts the guards on a context (once) and makes page one of the app's windows. */
    async attach(context: BrowserContext, page: Page) {
      windows.add(page);
      page.on('close', () => windows.delete(page));
      watchPage(page);
      if (contexts.has(context)) return;
      contexts.add(context);
      await context.addInitScript(REPORT_POLICY_VIOLATIONS);
      if (!options.route) return;
      // A page the router fulfils has no address space, so Chromium counts it as public and asks before each call to
      // the loopback backend (Local Network Access); the rig answers yes for the app (see desktop-rig.ts's header).
      await context.grantPermissions(['local-network-access'], { origin: options.navigation.appOrigin });
      await context.route('**/*', (route, request) => router(route, request, context));
    },
  };
}
