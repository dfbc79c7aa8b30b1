import { offlineProgress, offlineSummaryLabel } from '@domain/sync/offline-lists.ts';
import type { DesktopBridge } from '@/platform/desktop-bridge.ts';
import { useOfflineLists } from '@/platform/use-offline-lists.ts';

/** The status bar's "Offline: 37 of 120 lists · 412 MB", with a thin bar while the background downloads run. */
export function OfflineListsIndicator({ bridge }: { bridge: DesktopBridge }) {
  const { status } = useOfflineLists(bridge);
  if (!status || status.lists === 0) return null;
  const progress = offlineProgress(status);
  return (
    <span className="desktop-status-bar__offline" data-testid="offline-lists">
      <span>{offlineSummaryLabel(status)}</span>
      {progress !== null && (
        <progress
          className="desktop-status-bar__progress"
          max={1}
          value={progress}
          aria-label="Price lists downloading for offline use"
        />
      )}
    </span>
  );
}
