import { Controller } from 'react-hook-form';
import { BUSINESS_TYPES } from '@domain/schemas/profile.ts';
import { Checkbox } from '@/ui/checkbox.tsx';
import type { ProfileFormState } from '../hooks/use-profile-form.ts';
import { YarnListInput } from './yarn-list-input.tsx';

/** The profile form's business: the types of business (at least one) and the member's yarns. */
export function ProfileBusinessFields({ form }: { form: ProfileFormState }) {
  const { register, control, error } = form;
  return (
    <fieldset className="profile-form__section">
      <legend>Business</legend>
      <fieldset className="profile-form__choices">
        <legend className="field__label">Business Type</legend>
        <div className="profile-form__grid">
          {BUSINESS_TYPES.map((type) => (
            <Checkbox key={type} label={type} value={type} {...register('businessType')} />
          ))}
        </div>
        <p className="field__error" aria-live="polite">
          {error('businessType')}
        </p>
      </fieldset>
      <Controller
        control={control}
        name="my_yarns"
        render={({ field }) => <YarnListInput value={field.value ?? []} onChange={field.onChange} />}
      />
    </fieldset>
  );
}
