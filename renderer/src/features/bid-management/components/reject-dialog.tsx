import { useId, useState } from 'react';
import { BID_MANAGEMENT, REJECTION_PRESETS, REJECTION_REASON_MAX, RejectionReason } from '@domain/bid-management.ts';
import { formatQuantity, formatRupees } from '@domain/format.ts';
import { Button } from '@/ui/button.tsx';
import { CharacterCounter, isOverLimit } from '@/ui/character-counter.tsx';
import { Dialog } from '@/ui/dialog/dialog.tsx';
import { Textarea } from '@/ui/textarea.tsx';
import type { BidRow } from '../model/bid-rows.ts';
import './reject-dialog.css';

export interface RejectDialogProps {
  bid: BidRow | null;
  onClose: () => void;
  /** Rejects with the reason; resolves once the decision (and its notice) is through. */
  onReject: (bid: BidRow, reason: string) => Promise<unknown>;
}

/** Asks for the reason the bidder will read (a preset or one's own words, 1–200 characters) before rejecting. */
export function RejectDialog({ bid, onClose, onReject }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const fieldId = useId();

  const close = () => {
    if (pending) return;
    setReason('');
    setError(null);
    onClose();
  };

  const submit = async () => {
    if (!bid) return;
    const checked = RejectionReason.safeParse(reason);
    if (!checked.success) {
      setError(checked.error.issues[0].message);
      return;
    }
    setPending(true);
    try {
      await onReject(bid, checked.data);
    } finally {
      setPending(false);
      setReason('');
      setError(null);
      onClose();
    }
  };

  return (
    <Dialog
      open={bid !== null}
      onOpenChange={(open) => !open && close()}
      title={BID_MANAGEMENT.rejectTitle}
      description={
        bid
          ? `${bid.bidDisplayId} from ${bid.bidderName}: ${formatQuantity(bid.bidQuantity)} at ${formatRupees(bid.bidPrice)}. The bidder is told on WhatsApp with your reason. This cannot be undone.`
          : undefined
      }
    >
      <div className="reject-dialog">
        <div className="reject-dialog__presets" role="group" aria-label="Common reasons">
          {REJECTION_PRESETS.map((preset) => (
            <button
              key={preset}
              type="button"
              className="reject-dialog__preset"
              onClick={() => {
                setReason(preset);
                setError(null);
              }}
            >
              {preset}
            </button>
          ))}
        </div>
        <label className="field__label" htmlFor={fieldId}>
          Reason for the bidder
        </label>
        <Textarea
          id={fieldId}
          value={reason}
          rows={3}
          aria-invalid={error || isOverLimit(reason, REJECTION_REASON_MAX) ? true : undefined}
          onChange={(e) => {
            setReason(e.target.value);
            setError(null);
          }}
        />
        <div className="reject-dialog__meta">
          {error ? (
            <span className="field__error" role="alert">
              {error}
            </span>
          ) : (
            <span />
          )}
          <CharacterCounter text={reason} max={REJECTION_REASON_MAX} />
        </div>
        <div className="dialog__actions">
          <Button variant="outline" onClick={close} disabled={pending}>
            Cancel
          </Button>
          <Button variant="danger" loading={pending} onClick={() => void submit()}>
            Reject Bid
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
