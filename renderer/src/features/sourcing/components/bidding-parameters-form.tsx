import { Gavel, Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  ANTI_SNIPING_CHOICES,
  BID_VISIBILITIES,
  BIDDING_TITLES,
  CURRENCIES,
  deadlineFromLocalInput,
  FREIGHT_TERMS,
  PAYMENT_TERMS,
  type BidVisibility,
  type Currency,
} from '@domain/sourcing.ts';
import {
  bidRulesDraftOf,
  DEFAULT_BID_RULES,
  parseBidRules,
  type BidRules,
  type BidRulesDraft,
} from '@domain/sourcing-auction.ts';
import { apiErrorOf } from '@/data/api.ts';
import type { BiddingParameters, DepartmentRfq } from '@/data/ports/sourcing.ts';
import { useOnlineOnlyBlocked } from '@/session/online-only.tsx';
import { Button } from '@/ui/button.tsx';
import { Checkbox } from '@/ui/checkbox.tsx';
import { Field } from '@/ui/field.tsx';
import { RadioGroup } from '@/ui/radio-group.tsx';
import { Select } from '@/ui/select.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { useSaveBiddingParametersMutation, useStartRoundMutation } from '../api.ts';
import { useNotifyVendors } from '../hooks/use-notify-vendors.ts';
import type { DashboardContext } from '../model/dashboard-context.ts';
import { BidRulesFields } from './bid-rules-fields.tsx';
import { DeadlineInput } from './deadline-input.tsx';

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

interface Draft {
  targetPrice: string;
  currency: Currency;
  freightTerms: string;
  paymentTerms: string;
  targetDeliveryDays: string;
  antiSnipingMinutes: string;
  visibility: BidVisibility;
  deadline: string;
  sealed: boolean;
  rules: BidRulesDraft;
}

function draftOf(rfq: DepartmentRfq): Draft {
  return {
    targetPrice: rfq.targetPrice === null ? '' : String(rfq.targetPrice),
    currency: rfq.currency,
    freightTerms: rfq.freightTerms,
    paymentTerms: rfq.paymentTerms,
    targetDeliveryDays: rfq.targetDeliveryDays === null ? '' : String(rfq.targetDeliveryDays),
    antiSnipingMinutes: String(rfq.antiSnipingMinutes),
    visibility: 'private',
    deadline: '',
    sealed: false,
    rules: bidRulesDraftOf(DEFAULT_BID_RULES),
  };
}

type Errors = Partial<Record<'targetPrice' | 'targetDeliveryDays' | 'deadline' | 'step' | 'maxBids', string>>;

/**
 * The parameters as saved, or the field errors (target price and delivery days are optional numbers, §5); a
 * pending RFQ also checks round 1's reverse-auction settings.
 */
function parse(
  d: Draft,
  pending: boolean,
): { parameters: BiddingParameters; closesAt: string | null; rules: BidRules } | { errors: Errors } {
  const rules = parseBidRules(d.rules);
  const errors: Errors = pending && !rules.ok ? { ...rules.errors } : {};
  const price = d.targetPrice.trim();
  const days = d.targetDeliveryDays.trim();
  if (price && !(/^\d+(\.\d{1,2})?$/.test(price) && Number(price) >= 0))
    errors.targetPrice = 'Enter a price like 125 or 125.50.';
  if (days && !(/^\d+$/.test(days) && Number(days) > 0)) errors.targetDeliveryDays = 'Enter whole days, 1 or more.';
  const closesAt = d.deadline ? deadlineFromLocalInput(d.deadline) : null;
  if (d.deadline && (!closesAt || Date.parse(closesAt) <= Date.now()))
    errors.deadline = 'Choose a deadline in the future.';
  if (Object.keys(errors).length) return { errors };
  return {
    closesAt,
    rules: rules.ok ? rules.rules : DEFAULT_BID_RULES,
    parameters: {
      targetPrice: price ? Number(price) : null,
      currency: d.currency,
      freightTerms: d.freightTerms,
      paymentTerms: d.paymentTerms,
      targetDeliveryDays: days ? Number(days) : null,
      antiSnipingMinutes: Number(d.antiSnipingMinutes),
    },
  };
}

/**
 * Bidding parameters (§3): target price, currency, freight and payment terms, target delivery, and the
 * anti-sniping window. A pending RFQ also chooses its visibility and round 1's deadline, sealing and
 * reverse-auction settings, and initiates bidding: parameters saved, round 1 opened, vendors told on WhatsApp.
 */
export function BiddingParametersForm({ rfq, ctx }: { rfq: DepartmentRfq; ctx: DashboardContext }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(rfq));
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [save] = useSaveBiddingParametersMutation();
  const [startRound] = useStartRoundMutation();
  const offline = useOnlineOnlyBlocked();
  const notifyVendors = useNotifyVendors();
  const pending = rfq.bidStatus === 'pending';
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const failedTitle = pending ? BIDDING_TITLES.initiateFailed : 'Failed to save parameters';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parse(draft, pending);
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
      const round = await startRound({
        rfqId: rfq.id,
        visibility: draft.visibility,
        closesAt: parsed.closesAt,
        sealed: draft.sealed,
        rules: parsed.rules,
      }).unwrap();
      if (!round.ok) return showToast({ title: failedTitle, description: round.message, variant: 'destructive' });
      showToast({
        title: BIDDING_TITLES.initiated,
        description: `Round 1 of ${rfq.requestNumber} is open.`,
        variant: 'success',
      });
      await notifyVendors(round.value.id, `Bidding initiated: round 1 of ${rfq.requestNumber} is open.`);
    } catch (error) {
      showToast({ title: failedTitle, description: apiErrorOf(error).message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="parameters" onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Bidding parameters">
      <h3>Bidding parameters</h3>
      <div className="parameters__grid">
        <Field label={`Target price (${draft.currency})`} error={errors.targetPrice} hint="Per unit; optional.">
          {(control) => (
            <TextInput
              {...control}
              inputMode="decimal"
              value={draft.targetPrice}
              onChange={(e) => set({ targetPrice: e.target.value })}
            />
          )}
        </Field>
        <Field label="Currency">
          {(control) => (
            <Select
              {...control}
              value={draft.currency}
              onChange={(e) => set({ currency: e.target.value as Currency })}
              options={options(CURRENCIES)}
            />
          )}
        </Field>
        <Field label="Freight terms">
          {(control) => (
            <Select
              {...control}
              value={draft.freightTerms}
              onChange={(e) => set({ freightTerms: e.target.value })}
              options={options(FREIGHT_TERMS)}
            />
          )}
        </Field>
        <Field label="Payment terms">
          {(control) => (
            <Select
              {...control}
              value={draft.paymentTerms}
              onChange={(e) => set({ paymentTerms: e.target.value })}
              options={options(PAYMENT_TERMS)}
            />
          )}
        </Field>
        <Field label="Target delivery (days)" error={errors.targetDeliveryDays} hint="Optional.">
          {(control) => (
            <TextInput
              {...control}
              inputMode="numeric"
              value={draft.targetDeliveryDays}
              onChange={(e) => set({ targetDeliveryDays: e.target.value })}
            />
          )}
        </Field>
        <Field label="Anti-sniping" hint="A bid in the last N minutes extends the deadline by N.">
          {(control) => (
            <Select
              {...control}
              value={draft.antiSnipingMinutes}
              onChange={(e) => set({ antiSnipingMinutes: e.target.value })}
              options={ANTI_SNIPING_CHOICES.map((m) => ({ value: String(m), label: m ? `${m} minutes` : 'Off' }))}
            />
          )}
        </Field>
      </div>
      {pending && (
        <div className="parameters__start">
          <RadioGroup
            legend="Bid visibility"
            name={`visibility-${rfq.id}`}
            inline
            options={BID_VISIBILITIES}
            value={draft.visibility}
            onValueChange={(v) => set({ visibility: v as BidVisibility })}
          />
          <div>
            <DeadlineInput
              label="Round 1 deadline (optional)"
              value={draft.deadline}
              onChange={(v) => set({ deadline: v })}
            />
            {errors.deadline && (
              <p className="field__error" role="alert">
                {errors.deadline}
              </p>
            )}
          </div>
          <Checkbox
            label="Sealed bids: you see this round's quotes only once it closes"
            checked={draft.sealed}
            onChange={(e) => set({ sealed: e.target.checked })}
          />
          <BidRulesFields
            value={draft.rules}
            onChange={(rules) => set({ rules })}
            errors={errors}
            currency={draft.currency}
          />
        </div>
      )}
      <div className="form-actions">
        {pending ? (
          <Button type="submit" loading={busy} disabled={offline !== null} title={offline ?? undefined}>
            <Gavel size={16} aria-hidden="true" /> Initiate Bidding
          </Button>
        ) : (
          <Button type="submit" variant="outline" loading={busy}>
            <Save size={16} aria-hidden="true" /> Save parameters
          </Button>
        )}
        {pending && (
          <span className="form-actions__note">
            Opens round 1 and alerts the {ctx.department.name} vendors on WhatsApp.
          </span>
        )}
      </div>
    </form>
  );
}
