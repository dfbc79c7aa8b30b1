import type { DesktopBridge } from '@/platform/desktop-bridge.ts';
import { StatusBar } from './status-bar.tsx';

/** What the app mounts (inside the data cache's provider): the status bar over the bridge. */
export function DesktopStatus({ bridge }: { bridge: DesktopBridge }) {
  return <StatusBar bridge={bridge} />;
}
