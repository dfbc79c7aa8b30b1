import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The built renderer's origin. A privileged standard scheme gives the app real paths (history routing
 * like the web, so links and reloads keep the page) and an origin of its own, where file:// would make
 * every file on disk the same origin.
 */
export const APP_SCHEME = 'app';
const APP_HOST = 'loomconnect';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

const MIME_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.bcmap': 'application/octet-stream',
  '.pfb': 'application/octet-stream',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export interface RendererHandlerOptions {
  /** The built renderer's folder (out/renderer). */
  rootDir: string;
  /** The Content-Security-Policy header every response carries. */
  contentSecurityPolicy: string;
  /**
   * The origin it answers for: APP_ORIGIN in Electron. The desktop browser tests mount the same handler on an
   * http origin standing in for it (Playwright cannot route a custom scheme).
   */
  appOrigin?: string;
}

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/**
 * The file a request path names inside rootDir, or null for anything that could reach outside it:
 * `..` in any spelling (encoded, backslashes), NUL bytes, or a malformed escape.
 */
export function resolveInside(rootDir: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((s) => s === '..' || s === '.')) return null;
  const root = path.resolve(rootDir);
  const file = path.resolve(root, ...segments);
  return file === root || file.startsWith(root + path.sep) ? file : null;
}

async function readFileOrNull(file: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(file);
  } catch {
    return null;
  }
}

/**
 * The app scheme's request → response function (main mounts it with protocol.handle; the desktop
 * browser tests mount the same function with Playwright routing). Files of the built renderer with
 * their MIME type; any other path without a file extension is a route of the app and gets
 * index.html (the SPA fallback); a missing asset is a 404, never the page.
 */
export function createRendererHandler({
  rootDir,
  contentSecurityPolicy,
  appOrigin = APP_ORIGIN,
}: RendererHandlerOptions) {
  const security = {
    'Content-Security-Policy': contentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  };
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return plain(405, 'Method not allowed');
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return plain(400, 'Bad request');
    }
    // scheme://host[:port] by hand: URL.origin is "null" in Node for schemes it does not know, such as app:.
    if (`${url.protocol}//${url.host}` !== appOrigin) return plain(404, 'Not found');
    const file = resolveInside(rootDir, url.pathname);
    if (!file) return plain(400, 'Bad request');
    const extension = path.extname(file).toLowerCase();
    const target = extension ? file : path.join(rootDir, 'index.html');
    const body = await readFileOrNull(target);
    if (!body) return plain(404, 'Not found');
    const type = MIME_TYPES[path.extname(target).toLowerCase()] ?? 'application/octet-stream';
    // Vite's hashed assets never change; the page and the rest are checked again (a new version shows at once).
    const hashed = target.startsWith(path.join(path.resolve(rootDir), 'assets') + path.sep);
    const cache = hashed ? 'public, max-age=31536000, immutable' : 'no-cache';
    const headers = { ...security, 'Content-Type': type, 'Cache-Control': cache };
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
  };
}
