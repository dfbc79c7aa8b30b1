import { Pin, PinOff } from 'lucide-react';
import { useState } from 'react';
import { formatBytes, formatDate } from '@domain/format.ts';
import { OFFLINE_LIST_TEXT, offlineListLabel } from '@domain/sync/offline-lists.ts';
import type { CachedPriceList, DesktopBridge, OfflineListsStatus } from '@/platform/desktop-bridge.ts';
import { useOfflineLists } from '@/platform/use-offline-lists.ts';
import { Alert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { usePdfDownloads } from '../hooks/use-pdf-downloads.ts';
import { OfflineBudget } from './offline-budget.tsx';
import { OfflineDownloadAll } from './offline-download-all.tsx';
import { OfflineRemoveAll } from './offline-remove-all.tsx';

/**
 * Offline data's price lists: kept offline without asking (newest first, within the budget; pinned ones always),
 * each with its state and a pin; Remove means "don't keep this one" (Keep offline undoes it), and the by-hand
 * Download all (asking first when it would bring removed lists back) / Download with progress and the space used.
 */
export function OfflinePriceLists({ bridge }: { bridge: DesktopBridge }) {
  const pdfs = usePdfDownloads(bridge);
  const offline = useOfflineLists(bridge);
  const [offlineError, setOfflineError] = useState<string | null>(null);
  const { progress, storage } = pdfs;
  const percent =
    progress && progress.count > 0
      ? Math.round(
          ((progress.done + (progress.totalBytes ? progress.receivedBytes / progress.totalBytes : 0)) /
            progress.count) *
            100,
        )
      : 0;
  // A pin, a removal or a keep answers with the new plan; a failure is said above the list.
  const change = (work: Promise<unknown>) =>
    work.then(
      () => setOfflineError(null),
      (e: Error) => setOfflineError(e.message),
    );
  const actions: RowActions = {
    busy: pdfs.busy,
    togglePin: (id, pin) => void change(offline.setPinned(id, pin)),
    remove: (id) => void change(offline.remove([id])),
    keep: (id) => void change(offline.keep(id)),
    download: (id) => void pdfs.download(id),
  };

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
        Every price list is kept offline on its own, newest first, within the budget. {OFFLINE_LIST_TEXT.pinHint} Remove
        one to stop keeping it: syncs leave it out until you press {OFFLINE_LIST_TEXT.keep}.
      </p>
      {offline.status && <OfflineBudget budgetBytes={offline.status.budgetBytes} onSave={offline.setBudget} />}
      <div className="offline-data__toolbar">
        <OfflineDownloadAll
          status={offline.status}
          names={new Map(pdfs.lists.map((l) => [l.row.id, l.row.description]))}
          busy={pdfs.busy}
          disabled={!pdfs.lists.length}
          onDownloadAll={() => void pdfs.downloadAll()}
        />
        <OfflineRemoveAll
          status={offline.status}
          lists={pdfs.lists}
          disabled={pdfs.busy}
          onRemoveAll={() => change(offline.remove(null))}
        />
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
      {(pdfs.error ?? offlineError) && <Alert variant="danger">{pdfs.error ?? offlineError}</Alert>}
      <ul className="offline-data__list offline-data__lists" aria-label="Price lists for offline use">
        {pdfs.lists.map((list) => (
          <OfflineListRow key={list.row.id} list={list} status={offline.status} actions={actions} />
        ))}
        {!pdfs.lists.length && <li className="offline-data__empty">No price lists synced yet.</li>}
      </ul>
    </section>
  );
}

interface RowActions {
  busy: boolean;
  togglePin: (id: string, pin: boolean) => void;
  remove: (id: string) => void;
  keep: (id: string) => void;
  download: (id: string) => void;
}

/**
 * One list: its name, state and file; its pin; and Remove while it is kept, Keep offline once removed, or the
 * by-hand Download when it is not kept for lack of space. The sales team's lists are kept by rule: no Remove.
 */
function OfflineListRow({
  list: { row, localFile },
  status,
  actions,
}: {
  list: CachedPriceList;
  status: OfflineListsStatus | null;
  actions: RowActions;
}) {
  const state = status?.states[row.id];
  const isPinned = status?.pinned.includes(row.id) ?? false;
  const byRule = status?.companyPinned?.includes(row.id) ?? false;
  const kept = state === 'available' || state === 'waiting' || (!state && localFile);
  const named = (action: string) => `${action}: ${row.description}`;
  return (
    <li>
      <span className="offline-data__name">{row.description}</span>
      <span className="offline-data__meta">
        {state &&
          `${offlineListLabel(
            state,
            status?.active.find((a) => a.priceListId === row.id),
          )} · `}
        {byRule && `${OFFLINE_LIST_TEXT.companyPinned} · `}
        {localFile
          ? `Downloaded ${formatDate(localFile.downloadedAt)} · ${formatBytes(localFile.bytes)}`
          : `Uploaded ${formatDate(row.uploaded_at)}`}
      </span>
      <Button
        size="sm"
        variant="ghost"
        aria-pressed={isPinned}
        aria-label={named(isPinned ? OFFLINE_LIST_TEXT.unpin : OFFLINE_LIST_TEXT.pin)}
        onClick={() => actions.togglePin(row.id, !isPinned)}
      >
        {isPinned ? <PinOff size={14} aria-hidden="true" /> : <Pin size={14} aria-hidden="true" />}
        <span className="offline-data__pin-label">{isPinned ? OFFLINE_LIST_TEXT.unpin : 'Pin'}</span>
      </Button>
      {state === 'removed' ? (
        <Button
          size="sm"
          variant="outline"
          aria-label={named(OFFLINE_LIST_TEXT.keep)}
          onClick={() => actions.keep(row.id)}
        >
          {OFFLINE_LIST_TEXT.keep}
        </Button>
      ) : byRule ? null : kept ? (
        <Button
          size="sm"
          variant="ghost"
          aria-label={named('Remove')}
          disabled={actions.busy}
          onClick={() => actions.remove(row.id)}
        >
          Remove
        </Button>
      ) : (
        <Button size="sm" variant="outline" disabled={actions.busy} onClick={() => actions.download(row.id)}>
          Download
        </Button>
      )}
    </li>
  );
}
