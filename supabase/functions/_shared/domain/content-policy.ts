/**
 * What the renderer loads from other origins, listed once. The pages take their third-party URLs
 * from here, and both content-security policies are built from the same list: the desktop's (sent by
 * its app-scheme handler) and the web's (sent by `npm start`'s web server; the README shows it for
 * hosting). A page that embeds something new adds it here, or the policy blocks it.
 */

/** Razorpay's hosted payment button: its script, the checkout frames it opens and the calls they make. */
export const RAZORPAY_BUTTON_SCRIPT = 'https://checkout.razorpay.com/v1/payment-button.js';
const RAZORPAY = ['https://checkout.razorpay.com', 'https://api.razorpay.com'];

/** The FAQ's video, from YouTube's no-cookie player. */
export const faqVideoEmbedUrl = (videoId: string) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}`;
const VIDEO_FRAMES = ['https://www.youtube-nocookie.com'];

/** The contact page's office map, from OpenStreetMap's embed. */
export function officeMapUrls(lat: number, lon: number): { embed: string; link: string } {
  const bbox = [lon - 0.02, lat - 0.012, lon + 0.02, lat + 0.012].join(',');
  return {
    embed: `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`,
    link: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`,
  };
}
const MAP_FRAMES = ['https://www.openstreetmap.org'];

/** The desktop's scheme for downloaded price lists (main's file store), opened by the PDF viewer. */
export const DESKTOP_FILE_SCHEME = 'loomcache';

export interface PolicyOptions {
  /** The configured Supabase URL: the API, storage (images, PDFs) and Realtime live there. */
  apiUrl: string;
  platform: 'web' | 'desktop';
  /**
   * Where the desktop's downloaded files come from: the loomcache: scheme in Electron. The desktop browser
   * tests, which cannot route a custom scheme, pass the http origin they serve the same files on.
   */
  desktopFileOrigin?: string;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** A backend on this machine, the one place plain http is allowed (a URL's hostname, as URL gives it). */
export const isLoopbackHost = (hostname: string) => LOOPBACK_HOSTS.has(hostname.toLowerCase());

/** The API's origin and its websocket twin; http only for a backend on this machine. */
export function apiOrigins(apiUrl: string): { http: string; ws: string } {
  const match = /^(https?):\/\/(\[[^\]]+\]|[^/:?#]+)(:\d+)?(?:[/?#]|$)/i.exec(apiUrl.trim());
  if (!match) throw new Error(`The Supabase URL is not an http(s) URL: ${apiUrl}`);
  const [, scheme, host, port = ''] = match;
  const secure = scheme!.toLowerCase() === 'https';
  if (!secure && !isLoopbackHost(host!)) {
    throw new Error(`The Supabase URL must use https unless the backend runs on this machine: ${apiUrl}`);
  }
  const hostPort = `${host!.toLowerCase()}${port}`;
  return { http: `${secure ? 'https' : 'http'}://${hostPort}`, ws: `${secure ? 'wss' : 'ws'}://${hostPort}` };
}

/**
 * The Content-Security-Policy header. Scripts only from the app and the payment provider, nothing
 * inline and no eval. Styles allow inline because AG Grid's theming API and Radix inject `<style>`
 * elements at run time; that cannot run code. Images come from the API's storage, the app, and
 * previews (blob:, data:); frames only from the embeds above.
 */
export function contentSecurityPolicy({
  apiUrl,
  platform,
  desktopFileOrigin = `${DESKTOP_FILE_SCHEME}:`,
}: PolicyOptions): string {
  const api = apiOrigins(apiUrl);
  const desktopFiles = platform === 'desktop' ? [desktopFileOrigin] : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", RAZORPAY[0]!]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', api.http, ...RAZORPAY]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", api.http, api.ws, ...RAZORPAY, ...desktopFiles]],
    ['frame-src', [...RAZORPAY, ...VIDEO_FRAMES, ...MAP_FRAMES, ...desktopFiles]],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...RAZORPAY]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}
