import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Whether a page URL is the app's own renderer: the dev server's origin while developing,
 * otherwise the built index.html (or a file under its folder). Anything else, such as a
 * page navigated to by a link or an iframe, gets no IPC access.
 */
export function isTrustedRendererUrl(
  url: string,
  renderer: { devServerUrl?: string | undefined; rendererDir: string },
): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (renderer.devServerUrl) return parsed.origin === new URL(renderer.devServerUrl).origin;
  if (parsed.protocol !== 'file:') return false;
  const dir = pathToFileURL(path.join(renderer.rendererDir, path.sep));
  return decodeURIComponent(parsed.pathname).startsWith(decodeURIComponent(dir.pathname));
}
