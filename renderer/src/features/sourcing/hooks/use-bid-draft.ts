import { useState, type FormEvent } from 'react';
import { BID_SUBMIT_FAILED, BID_SUBMITTED, checkBidDraft, formatMoney, type BidDraft } from '@domain/sourcing.ts';
import { quoteProblem, type BidRules, type RoundPosition } from '@domain/sourcing-auction.ts';
import type { MyVendorBid } from '@/data/ports/sourcing.ts';
import { showToast } from '@/ui/toast/toast-store.ts';
import { useSendAlertsMutation, useSubmitBidMutation } from '../api.ts';
import type { OpenRfq } from '../model/open-rfq.ts';
import { toastFailure } from '@/ui/toast/failure-toast.ts';

/**
 * The Submit Bid form's state and submit: checks the draft and the round's rules before sending; a bid taken
 * sends the RFQ's alerts and closes the dialog.
 */
export function useBidDraft({
  rfq,
  userId,
  current,
  position,
  rules,
  onClose,
}: {
  rfq: OpenRfq;
  userId: string;
  current: MyVendorBid | null;
  position: RoundPosition;
  rules: BidRules;
  onClose: () => void;
}) {
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
  const editPrice = (quotedPrice: string) => {
    setPriceError(undefined);
    set({ quotedPrice });
  };

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
      toastFailure(BID_SUBMIT_FAILED, error);
    }
  };

  return { draft, set, editPrice, priceError, submitting: state.isLoading, onSubmit };
}
