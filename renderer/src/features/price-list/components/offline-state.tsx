import { Pin, PinOff } from 'lucide-react';
import { OFFLINE_LIST_TEXT, offlineListLabel, type OfflineListState } from '@domain/sync/offline-lists.ts';
import type { OfflineListsStatus } from '@/platform/desktop-bridge.ts';
import { Badge, type BadgeVariant } from '@/ui/badge.tsx';
import './offline-state.css';

const VARIANT: Record<Exclude<OfflineListState, 'removed'>, BadgeVariant> = {
  available: 'success',
  waiting: 'neutral',
  'over-budget': 'orange',
};

/**
 * Desktop only: a price list's offline state on its card ("Available offline", "Downloading 45 %" …), its pin,
 * and Keep offline on a list the user removed from offline use.
 */
export function OfflineState({
  id,
  title,
  status,
  onTogglePin,
  onKeep,
}: {
  id: string;
  title: string;
  status: OfflineListsStatus;
  onTogglePin: (id: string, pinned: boolean) => void;
  onKeep: (id: string) => void;
}) {
  const state = status.states[id];
  if (!state) return null;
  const download = status.active.find((a) => a.priceListId === id);
  const pinned = status.pinned.includes(id);
  const companyPinned = status.companyPinned?.includes(id) ?? false;
  return (
    <span className="price-card__offline" data-testid="offline-state">
      {/* Removed: Keep offline takes the badge's place, and the state is the caption under it (the card is narrow). */}
      {state === 'removed' ? (
        <button
          type="button"
          className="price-card__keep"
          aria-label={`${OFFLINE_LIST_TEXT.keep}: ${title}`}
          onClick={() => onKeep(id)}
        >
          {OFFLINE_LIST_TEXT.keep}
        </button>
      ) : (
        <Badge size="sm" variant={download ? 'blue' : VARIANT[state]}>
          {offlineListLabel(state, download)}
        </Badge>
      )}
      <button
        type="button"
        className="price-card__pin"
        aria-pressed={pinned}
        aria-label={`${pinned ? OFFLINE_LIST_TEXT.unpin : OFFLINE_LIST_TEXT.pin}: ${title}`}
        title={pinned ? OFFLINE_LIST_TEXT.unpin : `${OFFLINE_LIST_TEXT.pin}. ${OFFLINE_LIST_TEXT.pinHint}`}
        onClick={() => onTogglePin(id, !pinned)}
      >
        {pinned ? <PinOff size={14} aria-hidden="true" /> : <Pin size={14} aria-hidden="true" />}
      </button>
      {state === 'removed' && <span className="price-card__offline-reason">{offlineListLabel(state)}</span>}
      {companyPinned && <span className="price-card__offline-reason">{OFFLINE_LIST_TEXT.companyPinned}</span>}
    </span>
  );
}
