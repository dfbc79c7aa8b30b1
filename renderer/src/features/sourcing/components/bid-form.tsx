import { BID_TEXT_LIMITS, formatMoney, type Currency } from '@domain/sourcing.ts';
import type { RoundPosition } from '@domain/sourcing-auction.ts';
import { Button } from '@/ui/button.tsx';
import { CharacterCounter, isOverLimit } from '@/ui/character-counter.tsx';
import { Field } from '@/ui/field.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import { Textarea } from '@/ui/textarea.tsx';
import type { useBidDraft } from '../hooks/use-bid-draft.ts';

/** Quoted Price (at most the round's ceiling), Delivery (Days), MOQ and Notes; Submit while bids are left. */
export function BidForm({
  form,
  currency,
  position,
  onClose,
}: {
  form: ReturnType<typeof useBidDraft>;
  currency: Currency;
  position: RoundPosition;
  onClose: () => void;
}) {
  return (
    <form className="form-stack" onSubmit={(e) => void form.onSubmit(e)} noValidate>
      <div className="form-row">
        <Field
          label={`Quoted Price (${currency})`}
          required
          error={form.priceError}
          hint={position.ceiling !== null ? `At most ${formatMoney(position.ceiling, currency)}.` : undefined}
        >
          {(control) => (
            <TextInput
              {...control}
              inputMode="decimal"
              autoFocus
              value={form.draft.quotedPrice}
              onChange={(e) => form.editPrice(e.target.value)}
            />
          )}
        </Field>
        <Field label="Delivery (Days)" required>
          {(control) => (
            <TextInput
              {...control}
              inputMode="numeric"
              value={form.draft.deliveryDays}
              onChange={(e) => form.set({ deliveryDays: e.target.value })}
            />
          )}
        </Field>
      </div>
      <Field label="MOQ" hint="Minimum order quantity, with its unit.">
        {(control) => (
          <TextInput
            {...control}
            value={form.draft.moq}
            aria-invalid={isOverLimit(form.draft.moq, BID_TEXT_LIMITS.moq) || undefined}
            onChange={(e) => form.set({ moq: e.target.value })}
          />
        )}
      </Field>
      <Field label="Notes" hint={<CharacterCounter text={form.draft.notes} max={BID_TEXT_LIMITS.notes} />}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            value={form.draft.notes}
            aria-invalid={isOverLimit(form.draft.notes, BID_TEXT_LIMITS.notes) || undefined}
            onChange={(e) => form.set({ notes: e.target.value })}
          />
        )}
      </Field>
      <div className="dialog__actions">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={form.submitting} disabled={position.blocked !== null}>
          Submit Bid
        </Button>
      </div>
    </form>
  );
}
