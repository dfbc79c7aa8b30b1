import { Pin, PinOff } from 'lucide-react';
import { useState } from 'react';
import { formatBytes, formatDate } from '@domain/format.ts';
import { OFFLINE_LIST_TEXT, offlineListLabel } from '@domain/sync/offline-lists.ts';
import type { DesktopBridge } from '@/platform/desktop-bridge.ts';
import { useOfflineLists } from '@/platform/use-offline-lists.ts';
import { Alert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { usePdfDownloads } from '../hooks/use-pdf-downloads.ts';
import { OfflineBudget } from './offline-budget.tsx';

/**
 * Offline data's price lists: kept offline without asking (newest first, within the budget; pinned ones always),
 * each with its state and a pin, and the older by-hand Download all / Remove with progress and the space used.
 */
export function OfflinePriceLists({ bridge }: { bridge: DesktopBridge }) {
  const pdfs = usePdfDownloads(bridge);
  const offline = useOfflineLists(bridge);
  const [pinError, setPinError] = useState<string | null>(null);
  const { progress, storage } = pdfs;
  const pinned = new Set(offline.status?.pinned ?? []);
  const active = new Map(offline.status?.active.map((a) => [a.priceListId, a]));
  const percent =
    progress && progress.count > 0
      ? Math.round(
          ((progress.done + (progress.totalBytes ? progress.receivedBytes / progress.totalBytes : 0)) /
            progress.count) *
            100,
        )
      : 0;
  const togglePin = (id: string) =>
    offline.setPinned(id, !pinned.has(id)).then(
      () => setPinError(null),
      (e: Error) => setPinError(e.message),
    );

  return (
    <section className="offline-data" aria-labelledby="offline-price-lists">
      <header className="offline-data__header">
        <h3 id="offline-price-lists">Price lists</h3>
        <span className="offline-data__usage" data-testid="pdf-usage">
          {storage
            ? `${storage.downloaded} of ${storage.priceLists} downloaded · ${formatBytes(storage.bytesUsed)} used`
            : '…'}
        </span>
      </header>
      <p className="offline-data__hint">
        Every price list is kept offline on its own, newest first, within the budget. {OFFLINE_LIST_TEXT.pinHint}
      </p>
      {offline.status && <OfflineBudget budgetBytes={offline.status.budgetBytes} onSave={offline.setBudget} />}
      <div className="offline-data__toolbar">
        <Button size="sm" onClick={() => void pdfs.downloadAll()} loading={pdfs.busy} disabled={!pdfs.lists.length}>
          Download all
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void pdfs.removeAll()}
          disabled={pdfs.busy || !storage?.downloaded}
        >
          Remove all
        </Button>
      </div>
      {progress && (
        <div className="offline-data__progress">
          <progress max={100} value={percent} aria-label="Download progress" />
          <span>
            Downloading {Math.min(progress.done + 1, progress.count)} of {progress.count} ·{' '}
            {formatBytes(progress.receivedBytes)}
          </span>
        </div>
      )}
      {(pdfs.error ?? pinError) && <Alert variant="danger">{pdfs.error ?? pinError}</Alert>}
      <ul className="offline-data__list offline-data__lists" aria-label="Price lists for offline use">
        {pdfs.lists.map(({ row, localFile }) => {
          const state = offline.status?.states[row.id];
          const isPinned = pinned.has(row.id);
          return (
            <li key={row.id}>
              <span className="offline-data__name">{row.description}</span>
              <span className="offline-data__meta">
                {state && `${offlineListLabel(state, active.get(row.id))} · `}
                {localFile
                  ? `Downloaded ${formatDate(localFile.downloadedAt)} · ${formatBytes(localFile.bytes)}`
                  : `Uploaded ${formatDate(row.uploaded_at)}`}
              </span>
              <Button
                size="sm"
                variant="ghost"
                aria-pressed={isPinned}
                aria-label={`${isPinned ? OFFLINE_LIST_TEXT.unpin : OFFLINE_LIST_TEXT.pin}: ${row.description}`}
                onClick={() => void togglePin(row.id)}
              >
                {isPinned ? <PinOff size={14} aria-hidden="true" /> : <Pin size={14} aria-hidden="true" />}
                <span className="offline-data__pin-label">{isPinned ? OFFLINE_LIST_TEXT.unpin : 'Pin'}</span>
              </Button>
              {localFile ? (
                <Button size="sm" variant="ghost" disabled={pdfs.busy} onClick={() => void pdfs.remove(row.id)}>
                  Remove
                </Button>
              ) : (
                <Button size="sm" variant="outline" disabled={pdfs.busy} onClick={() => void pdfs.download(row.id)}>
                  Download
                </Button>
              )}
            </li>
          );
        })}
        {!pdfs.lists.length && <li className="offline-data__empty">No price lists synced yet.</li>}
      </ul>
    </section>
  );
}
