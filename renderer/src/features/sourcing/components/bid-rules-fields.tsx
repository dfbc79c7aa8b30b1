import { withStepKind, type BidRulesDraft, type BidStepKind } from '@domain/sourcing-auction.ts';
import { Field } from '@/ui/field.tsx';
import { Select } from '@/ui/select.tsx';
import { TextInput } from '@/ui/text-input.tsx';

export type BidRulesErrors = Partial<Record<'step' | 'maxBids', string>>;

/**
 * A round's reverse-auction settings as the executive opens it: the minimum step each new bid must improve on
 * the vendor's current quote by (a percentage of that quote or an amount in the RFQ's currency) and how many
 * bids a vendor may place in the round. The server applies both to every bid.
 */
export function BidRulesFields({
  value,
  onChange,
  errors = {},
  currency,
}: {
  value: BidRulesDraft;
  onChange: (value: BidRulesDraft) => void;
  errors?: BidRulesErrors;
  currency: string;
}) {
  return (
    <fieldset className="bid-rules">
      <legend className="bid-rules__legend">Reverse auction</legend>
      <div className="bid-rules__fields">
        <Field
          label="Minimum step"
          error={errors.step}
          hint="Each new bid of a vendor must be at least this much below their current quote."
          className="bid-rules__step"
        >
          {(control) => (
            <span className="bid-rules__step-input">
              <TextInput
                {...control}
                inputMode="decimal"
                value={value.step}
                onChange={(e) => onChange({ ...value, step: e.target.value })}
              />
              <Select
                aria-label="Minimum step in"
                value={value.stepKind}
                onChange={(e) => onChange(withStepKind(value, e.target.value as BidStepKind))}
                options={[
                  { value: 'percent', label: '% of quote' },
                  { value: 'amount', label: `${currency} amount` },
                ]}
              />
            </span>
          )}
        </Field>
        <Field label="Bids per vendor" error={errors.maxBids} hint="Withdrawn bids count too.">
          {(control) => (
            <TextInput
              {...control}
              inputMode="numeric"
              value={value.maxBids}
              onChange={(e) => onChange({ ...value, maxBids: e.target.value })}
            />
          )}
        </Field>
      </div>
    </fieldset>
  );
}
