import { formatDate, formatDateTime } from '@domain/format.ts';
import type { DesktopBridge } from '@/platform/desktop-bridge.ts';
import { Alert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { useCan } from '@/session/use-can.ts';
import { Dialog } from '@/ui/dialog/dialog.tsx';
import { useOutbox } from '../hooks/use-outbox.ts';
import { usePdfDownloads } from '../hooks/use-pdf-downloads.ts';
import { describeEdit } from '../model/describe-edit.ts';
import { KeptCompanies } from './kept-companies.tsx';
import { formatBytes } from '@domain/format.ts';

/**
 * Price lists kept for offline use (all or one by one, with progress and the space used), edits waiting to sync
 * (conflicts: Keep mine or Discard) and, for admins, the companies whose products and bids are kept.
 */
export function OfflineDataDialog({
  bridge,
  signedIn,
  onClose,
}: {
  bridge: DesktopBridge;
  signedIn: boolean;
  onClose: () => void;
}) {
  // Admins keep the companies they choose; an executive's cache holds their own company.
  const isAdmin = useCan()('sourcing.anyCompany') && signedIn;
  const pdfs = usePdfDownloads(bridge);
  const outbox = useOutbox(bridge);
  const { progress, storage } = pdfs;
  const percent =
    progress && progress.count > 0
      ? Math.round(
          ((progress.done + (progress.totalBytes ? progress.receivedBytes / progress.totalBytes : 0)) /
            progress.count) *
            100,
        )
      : 0;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Offline data"
      description="Price lists downloaded here open without a connection. Edits made offline are sent when the connection returns."
    >
      <section className="offline-data" aria-labelledby="offline-price-lists">
        <header className="offline-data__header">
          <h3 id="offline-price-lists">Price lists</h3>
          <span className="offline-data__usage" data-testid="pdf-usage">
            {storage
              ? `${storage.downloaded} of ${storage.priceLists} downloaded · ${formatBytes(storage.bytesUsed)} used`
              : '…'}
          </span>
        </header>
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
        {pdfs.error && <Alert variant="danger">{pdfs.error}</Alert>}
        <ul className="offline-data__list" aria-label="Price lists for offline use">
          {pdfs.lists.map(({ row, localFile }) => (
            <li key={row.id}>
              <span className="offline-data__name">{row.description}</span>
              <span className="offline-data__meta">
                {localFile
                  ? `Downloaded ${formatDate(localFile.downloadedAt)} · ${formatBytes(localFile.bytes)}`
                  : `Uploaded ${formatDate(row.uploaded_at)}`}
              </span>
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
          ))}
          {!pdfs.lists.length && <li className="offline-data__empty">No price lists synced yet.</li>}
        </ul>
      </section>
      {signedIn && (
        <section className="offline-data" aria-labelledby="offline-edits">
          <header className="offline-data__header">
            <h3 id="offline-edits">Changes waiting to sync</h3>
          </header>
          <ul className="offline-data__list" aria-label="Queued changes">
            {outbox.items.map((item) => (
              <li key={item.seq} className={item.state === 'conflict' ? 'offline-data__conflict' : undefined}>
                <span className="offline-data__name">{describeEdit(item)}</span>
                <span className="offline-data__meta">
                  {item.state === 'conflict' ? item.lastError : `Queued ${formatDateTime(item.createdAt)}`}
                </span>
                {item.state === 'conflict' && (
                  <span className="offline-data__actions">
                    <Button size="sm" variant="outline" onClick={() => void outbox.resolve(item.seq, 'retry')}>
                      Keep mine
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => void outbox.resolve(item.seq, 'discard')}>
                      Discard
                    </Button>
                  </span>
                )}
              </li>
            ))}
            {!outbox.items.length && (
              <li className="offline-data__empty">Nothing waiting: every change has reached the server.</li>
            )}
          </ul>
        </section>
      )}
      {isAdmin && <KeptCompanies bridge={bridge} />}
    </Dialog>
  );
}
