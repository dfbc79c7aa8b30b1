import { formatDateTime } from '@domain/format.ts';
import type { DesktopBridge } from '@/platform/desktop-bridge.ts';
import { Button } from '@/ui/button.tsx';
import { useCan } from '@/session/use-can.ts';
import { Dialog } from '@/ui/dialog/dialog.tsx';
import { useOutbox } from '../hooks/use-outbox.ts';
import { describeEdit } from '../model/describe-edit.ts';
import { KeptCompanies } from './kept-companies.tsx';
import { OfflinePriceLists } from './offline-price-lists.tsx';

/**
 * Price lists kept for offline use (automatically within a budget, pins, and by hand), edits waiting to sync
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
  const outbox = useOutbox(bridge);

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Offline data"
      description="Price lists kept here open without a connection. Edits made offline are sent when the connection returns."
    >
      <OfflinePriceLists bridge={bridge} />
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
