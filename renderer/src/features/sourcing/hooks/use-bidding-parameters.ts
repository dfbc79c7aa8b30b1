import { useState, type FormEvent } from 'react';
import { BIDDING_TITLES } from '@domain/sourcing.ts';
import type { BidRules } from '@domain/sourcing-auction.ts';
import type { DepartmentRfq } from '@/data/ports/sourcing.ts';
import { showToast } from '@/ui/toast/toast-store.ts';
import { useSaveBiddingParametersMutation, useStartRoundMutation } from '../api.ts';
import { draftOf, parseParameters, type ParametersDraft, type ParametersErrors } from '../model/bidding-parameters.ts';
import { useNotifyVendors } from './use-notify-vendors.ts';
import { toastFailure } from '@/ui/toast/failure-toast.ts';

/**
 * The bidding parameters form's state and submit: saves the parameters; a pending RFQ then opens round 1 and
 * tells its vendors on WhatsApp.
 */
export function useBiddingParameters(rfq: DepartmentRfq) {
  const [draft, setDraft] = useState<ParametersDraft>(() => draftOf(rfq));
  const [errors, setErrors] = useState<ParametersErrors>({});
  const [busy, setBusy] = useState(false);
  const [save] = useSaveBiddingParametersMutation();
  const [startRound] = useStartRoundMutation();
  const notifyVendors = useNotifyVendors();
  const pending = rfq.bidStatus === 'pending';
  const set = (patch: Partial<ParametersDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const failedTitle = pending ? BIDDING_TITLES.initiateFailed : 'Failed to save parameters';

  const initiate = async (closesAt: string | null, rules: BidRules) => {
    const round = await startRound({
      rfqId: rfq.id,
      visibility: draft.visibility,
      closesAt,
      sealed: draft.sealed,
      rules,
    }).unwrap();
    if (!round.ok) return showToast({ title: failedTitle, description: round.message, variant: 'destructive' });
    showToast({
      title: BIDDING_TITLES.initiated,
      description: `Round 1 of ${rfq.requestNumber} is open.`,
      variant: 'success',
    });
    await notifyVendors(round.value.id, `Bidding initiated: round 1 of ${rfq.requestNumber} is open.`);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseParameters(draft, pending);
    if ('errors' in parsed) return setErrors(parsed.errors);
    setErrors({});
    setBusy(true);
    try {
      const saved = await save({ rfqId: rfq.id, parameters: parsed.parameters }).unwrap();
      if (!saved.ok) return showToast({ title: failedTitle, description: saved.message, variant: 'destructive' });
      if (!pending) {
        return showToast({
          title: 'Parameters saved',
          description: `${rfq.requestNumber} is updated.`,
          variant: 'success',
        });
      }
      await initiate(parsed.closesAt, parsed.rules);
    } catch (error) {
      toastFailure(failedTitle, error);
    } finally {
      setBusy(false);
    }
  };

  return { draft, set, errors, busy, pending, onSubmit };
}
