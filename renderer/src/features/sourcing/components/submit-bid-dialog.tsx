import { Lock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  BID_SUBMIT_FAILED,
  BID_SUBMITTED,
  BID_TEXT_LIMITS,
  checkBidDraft,
  formatDeadline,
  formatMoney,
  type BidDraft,
} from '@domain/sourcing.ts';
import { quoteProblem, roundPosition, type BidRules } from '@domain/sourcing-auction.ts';
import { apiErrorOf } from '@/data/api.ts';
import type { MyVendorBid } from '@/data/ports/sourcing.ts';
import { Button } from '@/ui/button.tsx';
import { Dialog } from '@/ui/dialog/dialog.tsx';
import { CharacterCounter, isOverLimit } from '@/ui/character-counter.tsx';
import { Field } from '@/ui/field.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import { Textarea } from '@/ui/textarea.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { useSendAlertsMutation, useSubmitBidMutation } from '../api.ts';
import type { OpenRfq } from '../model/open-rfq.ts';
import { BidStanding } from './bid-standing.tsx';
import { Countdown } from './countdown.tsx';
import { FabricSpecSummary } from './fabric-spec-summary.tsx';
import { formatQuantityText } from '@domain/format.ts';

/** The round's reverse-auction settings as the vendor reads them. */
export const rulesOfRound = (round: OpenRfq['round']): BidRules => ({
  stepKind: round.bidStepKind,
  step: round.bidStep,
  maxBidsPerVendor: round.maxBidsPerVendor,
});

/** The vendor's current quote among their bids of a round: the lowest not withdrawn, the earlier of equals. */
export function currentQuoteOf(bids: readonly MyVendorBid[]): MyVendorBid | null {
  return (
    bids
      .filter((b) => b.withdrawnAt === null)
      .sort((a, b) => a.quotedPrice - b.quotedPrice || a.createdAt.localeCompare(b.createdAt))[0] ?? null
  );
}

/**
 * The 'Submit Bid' dialog (trade §2, §5): Quoted Price, Delivery (Days), MOQ, Notes. Price and delivery are
 * required; the server takes the bid only while the round is open (a late bid may extend the deadline, and
 * every vendor is told) and within its reverse-auction rules, which the dialog states first: the vendor's
 * current quote (withdrawable), the highest price they may quote next and the bids they have left.
 */
export function SubmitBidDialog({
  rfq,
  userId,
  ownBids,
  onClose,
}: {
  rfq: OpenRfq;
  userId: string;
  /** The vendor's bids in this round, withdrawn ones included. */
  ownBids: readonly MyVendorBid[];
  onClose: () => void;
}) {
  const current = currentQuoteOf(ownBids);
  const rules = rulesOfRound(rfq.round);
  const position = roundPosition(ownBids, rules, rfq.currency);
  const [draft, setDraft] = useState<BidDraft>({
    quotedPrice: '',
    deliveryDays: '',
    moq: current?.moq ?? '',
    notes: '',
  });
  const [priceError, setPriceError] = useState<string | undefined>();
  const [submitBid, state] = useSubmitBidMutation();
  const [sendAlerts] = useSendAlertsMutation();
  const set = (patch: Partial<BidDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkBidDraft(draft);
    if (!checked.ok) return showToast({ ...checked.message, variant: 'destructive' });
    const problem = quoteProblem(checked.bid.quotedPrice, position, rules, rfq.currency);
    setPriceError(problem ?? undefined);
    if (problem) return showToast({ title: BID_SUBMIT_FAILED, description: problem, variant: 'destructive' });
    try {
      const outcome = await submitBid({
        rfqId: rfq.id,
        vendorUserId: userId,
        roundId: rfq.round.id,
        roundNumber: rfq.round.roundNumber,
        ...checked.bid,
      }).unwrap();
      if (!outcome.ok)
        return showToast({ title: BID_SUBMIT_FAILED, description: outcome.message, variant: 'destructive' });
      showToast({
        ...BID_SUBMITTED,
        description: `${formatMoney(checked.bid.quotedPrice, rfq.currency)} per unit on ${rfq.requestNumber}, round ${rfq.round.roundNumber}.`,
        variant: 'success',
      });
      // A late bid may have extended the round: the other vendors hear of it now rather than at the next sweep.
      void sendAlerts(rfq.id);
      onClose();
    } catch (error) {
      showToast({ title: BID_SUBMIT_FAILED, description: apiErrorOf(error).message, variant: 'destructive' });
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Submit Bid · ${rfq.requestNumber}`}
      description={`${rfq.company?.companyName ?? ''} · ${rfq.category?.name ?? rfq.customItem ?? ''} · ${formatQuantityText(rfq.quantity, rfq.quantityUnit)}`}
    >
      <RfqTerms rfq={rfq} />
      <BidStanding position={position} current={current} rules={rules} currency={rfq.currency} />
      {rfq.round.sealed && (
        <p className="bid-dialog__note">
          <Lock size={14} aria-hidden="true" /> Sealed round: the buyer sees quotes only after it closes
          {rfq.round.closesAt ? ` (${formatDeadline(rfq.round.closesAt)})` : ''}.
        </p>
      )}
      <form className="form-stack" onSubmit={(e) => void onSubmit(e)} noValidate>
        <div className="form-row">
          <Field
            label={`Quoted Price (${rfq.currency})`}
            required
            error={priceError}
            hint={position.ceiling !== null ? `At most ${formatMoney(position.ceiling, rfq.currency)}.` : undefined}
          >
            {(control) => (
              <TextInput
                {...control}
                inputMode="decimal"
                autoFocus
                value={draft.quotedPrice}
                onChange={(e) => {
                  setPriceError(undefined);
                  set({ quotedPrice: e.target.value });
                }}
              />
            )}
          </Field>
          <Field label="Delivery (Days)" required>
            {(control) => (
              <TextInput
                {...control}
                inputMode="numeric"
                value={draft.deliveryDays}
                onChange={(e) => set({ deliveryDays: e.target.value })}
              />
            )}
          </Field>
        </div>
        <Field label="MOQ" hint="Minimum order quantity, with its unit.">
          {(control) => (
            <TextInput
              {...control}
              value={draft.moq}
              aria-invalid={isOverLimit(draft.moq, BID_TEXT_LIMITS.moq) || undefined}
              onChange={(e) => set({ moq: e.target.value })}
            />
          )}
        </Field>
        <Field label="Notes" hint={<CharacterCounter text={draft.notes} max={BID_TEXT_LIMITS.notes} />}>
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              value={draft.notes}
              aria-invalid={isOverLimit(draft.notes, BID_TEXT_LIMITS.notes) || undefined}
              onChange={(e) => set({ notes: e.target.value })}
            />
          )}
        </Field>
        <div className="dialog__actions">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={state.isLoading} disabled={position.blocked !== null}>
            Submit Bid
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** What the vendor quotes on: the round, its deadline, the target, the terms, the description and fabric specs. */
function RfqTerms({ rfq }: { rfq: OpenRfq }) {
  return (
    <>
      <dl className="facts facts--row bid-dialog__facts">
        <div>
          <dt>Round</dt>
          <dd>
            {rfq.round.roundNumber}
            {rfq.round.sealed && (
              <>
                {' '}
                <Lock size={12} aria-label="sealed" />
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>Closes</dt>
          <dd>
            <Countdown closesAt={rfq.round.closesAt} />
          </dd>
        </div>
        <div>
          <dt>Target</dt>
          <dd>{rfq.targetPrice === null ? '—' : formatMoney(rfq.targetPrice, rfq.currency)}</dd>
        </div>
        <div>
          <dt>Terms</dt>
          <dd>
            {rfq.paymentTerms} / {rfq.freightTerms}
            {rfq.targetDeliveryDays ? ` · ${rfq.targetDeliveryDays} d` : ''}
          </dd>
        </div>
      </dl>
      {rfq.description && <p className="bid-dialog__description">{rfq.description}</p>}
      {rfq.fabricSourcingRequestId && <FabricSpecSummary fabricRequestId={rfq.fabricSourcingRequestId} />}
    </>
  );
}
