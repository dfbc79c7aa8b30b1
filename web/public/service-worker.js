/*
 * App-shell cache. Vite fingerprints every built asset, so assets are cached forever once fetched;
 * pages are network-first so a deploy shows up at once, falling back to the cached shell offline.
 * Install caches the first page's files, then every other chunk the build lists in /precache.json
 * (pages, the data cache, the PDF viewer), so any page opens offline after one visit.
 * API calls (other origins) pass through untouched. Later: price-list PDFs get their own cache.
 */
const SHELL_CACHE = 'loomconnect-shell-v1';
const SHELL_PAGE = '/';

/** The page plus the scripts and styles it names: enough to start the app offline after one visit. */
async function cacheShell() {
  const cache = await caches.open(SHELL_CACHE);
  const response = await fetch(SHELL_PAGE, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`App shell answered HTTP ${response.status}`);
  const html = await response.clone().text();
  const assets = [...new Set(html.match(/\/assets\/[^"'\s>]+/g) ?? [])];
  await cache.addAll(['/favicon.svg', ...assets]);
  await cache.put(SHELL_PAGE, response);
  await cacheListedAssets(cache);
}

/** Best effort: a chunk that fails to download is fetched (and cached) when a page first needs it. */
async function cacheListedAssets(cache) {
  const listed = await fetch('/precache.json', { cache: 'no-cache' })
    .then((reply) => (reply.ok ? reply.json() : []))
    .catch(() => []);
  await Promise.allSettled(
    listed.map(async (url) => {
      if (!(await cache.match(url))) await cache.add(url);
    }),
  );
}

self.addEventListener('install', (event) => {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== SHELL_CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

async function networkFirstPage(request) {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(SHELL_PAGE, response.clone());
    return response;
  } catch (error) {
    // Every route renders from the same index.html, so the cached shell serves any page offline.
    const shell = await cache.match(SHELL_PAGE);
    if (shell) return shell;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(SHELL_CACHE);
  // Hosts may send `Vary: Origin`; a fingerprinted file is the same whichever page asked for it.
  const cached = await cache.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(networkFirstPage(request));
  else if (url.pathname.startsWith('/assets/') || url.pathname === '/favicon.svg')
    event.respondWith(cacheFirst(request));
});
