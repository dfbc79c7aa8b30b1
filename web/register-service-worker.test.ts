/**
 * Only a production build registers the service worker: in dev mode (Vite's dev server, `npm run dev`) a worker
 * caching the app shell would serve stale modules and fight hot reload. `import.meta.env.PROD` is what tells the
 * two apart, as Vite sets it (false on the dev server and in tests, true in `vite build`). That the production
 * build registers it and works offline is a browser test (tests/e2e/web/service-worker.spec.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './register-service-worker.ts';

/** A browser with service workers: `register` records its calls; `load()` fires the page's load event. */
function fakeBrowser() {
  const register = vi.fn(async (url: string) => ({ scope: url }));
  const onLoad: (() => void)[] = [];
  vi.stubGlobal('navigator', { serviceWorker: { register } });
  vi.stubGlobal('window', {
    addEventListener: (type: string, listener: () => void) => type === 'load' && onLoad.push(listener),
  });
  return { register, load: () => onLoad.forEach((listener) => listener()) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('registerServiceWorker', () => {
  it('registers nothing in dev mode, so cached modules never fight hot reload', () => {
    vi.stubEnv('PROD', false);
    const browser = fakeBrowser();
    registerServiceWorker();
    browser.load();
    expect(browser.register).not.toHaveBeenCalled();
  });

  it('registers /service-worker.js once the page has loaded, in a production build', () => {
    vi.stubEnv('PROD', true);
    const browser = fakeBrowser();
    registerServiceWorker();
    expect(browser.register).not.toHaveBeenCalled();
    browser.load();
    expect(browser.register).toHaveBeenCalledExactlyOnceWith('/service-worker.js');
  });
});
