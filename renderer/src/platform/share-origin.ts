import { env } from '@/config/env.ts';
import { desktopBridge } from './desktop-bridge.ts';

/**
 * The origin of links people share outside the app: the page's own on the web (where it was opened from), the
 * configured public web app on the desktop, whose app-scheme origin opens nowhere else.
 */
export function shareOrigin(): string {
  return desktopBridge() ? env.publicWebUrl : window.location.origin;
}
