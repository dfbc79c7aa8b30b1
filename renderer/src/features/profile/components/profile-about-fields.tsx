import { Controller } from 'react-hook-form';
import { LIMITS } from '@domain/constants.ts';
import { INDIA_DIAL_CODE } from '@domain/phone.ts';
import { Field } from '@/ui/field.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import type { ProfileFormState } from '../hooks/use-profile-form.ts';
import { DialCodeSelect } from './dial-code-select.tsx';

/** The profile form's "About you": names, the login e-mail, the mobile number with its dial code, GST. */
export function ProfileAboutFields({ form, emailLocked }: { form: ProfileFormState; emailLocked: boolean }) {
  const { register, control, error, countryCode } = form;
  return (
    <fieldset className="profile-form__section">
      <legend>About you</legend>
      <div className="profile-form__row">
        <Field label="Member Name" required error={error('memberName')}>
          {(p) => <TextInput {...p} {...register('memberName')} maxLength={LIMITS.memberNameMax} autoComplete="name" />}
        </Field>
        <Field label="Business Name" required error={error('businessName')}>
          {(p) => (
            <TextInput
              {...p}
              {...register('businessName')}
              maxLength={LIMITS.businessNameMax}
              autoComplete="organization"
            />
          )}
        </Field>
      </div>
      <Field
        label="Email"
        required
        error={error('email')}
        hint={emailLocked ? 'Your verified login e-mail.' : undefined}
      >
        {(p) => <TextInput {...p} {...register('email')} type="email" readOnly={emailLocked} autoComplete="email" />}
      </Field>
      <div className="profile-form__row profile-form__row--mobile">
        <Field label="Country Code" required error={error('countryCode')}>
          {(p) => (
            <Controller
              control={control}
              name="countryCode"
              render={({ field }) => <DialCodeSelect {...p} value={field.value ?? ''} onChange={field.onChange} />}
            />
          )}
        </Field>
        <Field label="Mobile Number" required error={error('mobileNumber')}>
          {(p) => (
            <TextInput
              {...p}
              {...register('mobileNumber')}
              type="tel"
              inputMode="numeric"
              maxLength={countryCode === INDIA_DIAL_CODE ? 10 : 15}
              autoComplete="tel-national"
            />
          )}
        </Field>
      </div>
      <Field label="GST Number" error={error('gstNumber')}>
        {(p) => <TextInput {...p} {...register('gstNumber')} maxLength={LIMITS.gstNumberMax} />}
      </Field>
    </fieldset>
  );
}
