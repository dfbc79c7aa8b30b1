import { Controller } from 'react-hook-form';
import { SELECTABLE_MEMBERSHIP_TYPES } from '@domain/schemas/profile.ts';
import { Checkbox } from '@/ui/checkbox.tsx';
import { Field } from '@/ui/field.tsx';
import { RadioGroup } from '@/ui/radio-group.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import type { ProfileFormState } from '../hooks/use-profile-form.ts';
import { PAID_PAYMENT_NOTICE } from '../model/texts.ts';

const MEMBERSHIP_OPTIONS = SELECTABLE_MEMBERSHIP_TYPES.map((t) => ({ value: t, label: t }));

/** The profile form's membership: the plan (Paid says it waits for payment), the directory listing, a referral code. */
export function ProfileMembershipFields({ form }: { form: ProfileFormState }) {
  const { register, control, error, mode, choosingPaid } = form;
  return (
    <fieldset className="profile-form__section">
      <legend>Membership</legend>
      <Controller
        control={control}
        name="membershipType"
        render={({ field }) => (
          <RadioGroup
            legend="Membership Type"
            name={field.name}
            options={MEMBERSHIP_OPTIONS}
            value={field.value ?? ''}
            onValueChange={field.onChange}
            error={error('membershipType')}
            inline
          />
        )}
      />
      {choosingPaid && (
        <p className="profile-form__notice" role="status">
          {PAID_PAYMENT_NOTICE}
        </p>
      )}
      <Checkbox label="List my business in the member directory" {...register('listInDirectory')} />
      {mode === 'create' && (
        <Field
          label="Referral Code"
          error={error('referralCode')}
          hint="Optional: the code of the member who invited you."
        >
          {(p) => <TextInput {...p} {...register('referralCode')} autoCapitalize="characters" maxLength={16} />}
        </Field>
      )}
    </fieldset>
  );
}
