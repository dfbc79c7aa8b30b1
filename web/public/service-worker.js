/*
 * App-shell cache. Vite fingerprints every built asset, so assets are cached forever once fetched;
 * pages are network-first so a deploy shows up at once, falling back to the cached shell offline.
 * Install caches the first page's files, then every other chunk the build lists in /precache.json
 * (pages, the data cache, the PDF viewer), so any page opens offline after one visit.
 * API calls (other origins) pass through untouched, except the price list: its rows are network-first
 * with the last answer kept, and a PDF opened once is kept whole, so sales teams can open it offline.
 */
const SHELL_CACHE = 'loomconnect-shell-v1';
const PRICE_LIST_CACHE = 'loomconnect-price-lists-v1';
const KEPT_CACHES = [SHELL_CACHE, PRICE_LIST_CACHE];
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
      .then((keys) => Promise.all(keys.filter((key) => !KEPT_CACHES.includes(key)).map((key) => caches.delete(key))))
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

// The price list's rows (PostgREST) and its files (the public `prices` storage bucket) on the API's origin.
const isPriceListRows = (url) => url.pathname.endsWith('/rest/v1/price_updates_pdfs');
const isPriceListFile = (url) => url.pathname.includes('/storage/v1/object/public/prices/');

/** The list as the server last gave it when the network is out of reach (the rows are public). */
async function networkFirstRows(request) {
  const cache = await caches.open(PRICE_LIST_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request.url, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(request.url, { ignoreVary: true });
    if (cached) return cached;
    throw error;
  }
}

/** A byte range of a kept file, as the server would answer it (the viewer reads PDFs by range). */
async function rangeOf(whole, rangeHeader) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(rangeHeader ?? '');
  if (!match) return whole;
  const body = await whole.blob();
  const size = body.size;
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start > end || start >= size) {
    return new Response(null, { status: 416, headers: { 'Content-Range': `bytes */${size}` } });
  }
  return new Response(body.slice(start, end + 1), {
    status: 206,
    headers: {
      'Content-Type': whole.headers.get('Content-Type') ?? 'application/pdf',
      'Content-Range': `bytes ${start}-${end}/${size}`,
      'Content-Length': String(end - start + 1),
      'Accept-Ranges': 'bytes',
    },
  });
}

// Files being kept right now: the viewer's many range requests start one whole download, not one each.
const keeping = new Map();

function keepWholeFile(url) {
  if (!keeping.has(url)) {
    const done = (async () => {
      // Past the HTTP cache: it holds the viewer's partial answers and can hand one back as a 206.
      const response = await fetch(url, { mode: 'cors', credentials: 'omit', cache: 'no-store' });
      if (response.ok && response.status === 200) await (await caches.open(PRICE_LIST_CACHE)).put(url, response);
    })()
      .catch(() => {})
      .finally(() => keeping.delete(url));
    keeping.set(url, done);
  }
  return keeping.get(url);
}

/** A kept file answers at once (online or not); otherwise the network answers and the file is kept whole. */
async function priceListFile(event) {
  const { request } = event;
  const cache = await caches.open(PRICE_LIST_CACHE);
  const kept = await cache.match(request.url, { ignoreVary: true });
  if (kept) return rangeOf(kept, request.headers.get('range'));
  const response = await fetch(request);
  if (response.ok) event.waitUntil(keepWholeFile(request.url));
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET') return;
  if (url.origin !== self.location.origin) {
    if (isPriceListRows(url)) event.respondWith(networkFirstRows(request));
    else if (isPriceListFile(url)) event.respondWith(priceListFile(event));
    return;
  }
  if (request.mode === 'navigate') event.respondWith(networkFirstPage(request));
  else if (url.pathname.startsWith('/assets/') || url.pathname === '/favicon.svg')
    event.respondWith(cacheFirst(request));
});
