import { CloudOff, Download, RefreshCw, TriangleAlert } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { DesktopBridge } from '@/platform/desktop-bridge.ts';
import { useRefetchOnSync } from '../hooks/use-refetch-on-sync.ts';
import { useSyncStatus } from '../hooks/use-sync-status.ts';
import { OfflineListsIndicator } from './offline-lists-indicator.tsx';
import './desktop.css';

const OfflineDataDialog = lazy(async () => ({
  default: (await import('./offline-data-dialog.tsx')).OfflineDataDialog,
}));

/**
 * The desktop's status bar along the bottom of the window: whether the cache is synced, offline or
 * syncing, edits waiting, a warning when the data is older than the configured age, the price lists kept
 * offline, Sync now, and the offline-data dialog (price-list downloads and budget, queued edits).
 */
export function StatusBar({ bridge }: { bridge: DesktopBridge }) {
  const { status, indicator } = useSyncStatus(bridge);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [syncing, setSyncing] = useState(false);
  useRefetchOnSync(bridge);
  if (!status || !indicator) return null;

  return (
    <footer className="desktop-status-bar" aria-label="Sync status">
      <span className={`desktop-status-bar__state desktop-status-bar__state--${indicator.tone}`} role="status">
        {indicator.tone === 'offline' ? (
          <CloudOff size={14} aria-hidden="true" />
        ) : (
          <span className="desktop-status-bar__dot" aria-hidden="true" />
        )}
        {indicator.label}
      </span>
      {indicator.staleWarning && (
        <span className="desktop-status-bar__warning">
          <TriangleAlert size={14} aria-hidden="true" />
          {indicator.staleWarning}
        </span>
      )}
      {status.signedIn && <OfflineListsIndicator bridge={bridge} />}
      <span className="desktop-status-bar__actions">
        <button
          type="button"
          className="desktop-status-bar__button"
          aria-label="Offline data"
          onClick={() => setDialogOpen(true)}
        >
          <Download size={14} aria-hidden="true" />
          <span className="desktop-status-bar__label">Offline data</span>
        </button>
        <button
          type="button"
          className="desktop-status-bar__button"
          aria-label="Sync now"
          disabled={!status.signedIn || syncing || status.syncing}
          onClick={async () => {
            setSyncing(true);
            await bridge.syncNow().finally(() => setSyncing(false));
          }}
        >
          <RefreshCw size={14} aria-hidden="true" />
          <span className="desktop-status-bar__label">Sync now</span>
        </button>
      </span>
      {dialogOpen && (
        <Suspense fallback={null}>
          <OfflineDataDialog bridge={bridge} signedIn={status.signedIn} onClose={() => setDialogOpen(false)} />
        </Suspense>
      )}
    </footer>
  );
}
