import {
  ANTI_SNIPING_CHOICES,
  BID_VISIBILITIES,
  CURRENCIES,
  FREIGHT_TERMS,
  PAYMENT_TERMS,
  type BidVisibility,
  type Currency,
} from '@domain/sourcing.ts';
import { Checkbox } from '@/ui/checkbox.tsx';
import { Field } from '@/ui/field.tsx';
import { RadioGroup } from '@/ui/radio-group.tsx';
import { Select } from '@/ui/select.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import type { ParametersDraft, ParametersErrors } from '../model/bidding-parameters.ts';
import { BidRulesFields } from './bid-rules-fields.tsx';
import { DeadlineInput } from './deadline-input.tsx';

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

interface FieldsProps {
  draft: ParametersDraft;
  set: (patch: Partial<ParametersDraft>) => void;
  errors: ParametersErrors;
}

/** The RFQ's terms: target price and currency, freight and payment terms, target delivery, anti-sniping. */
export function BiddingTermsFields({ draft, set, errors }: FieldsProps) {
  return (
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
  );
}

/** A pending RFQ's round 1: visibility, deadline, sealing and reverse-auction settings. */
export function RoundOneFields({ rfqId, draft, set, errors }: FieldsProps & { rfqId: string }) {
  return (
    <div className="parameters__start">
      <RadioGroup
        legend="Bid visibility"
        name={`visibility-${rfqId}`}
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
  );
}
