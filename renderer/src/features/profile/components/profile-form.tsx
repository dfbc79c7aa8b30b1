import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  districtsLoadFailed,
  INDIAN_MOBILE_INVALID,
  LOADING_DISTRICTS,
  MOBILE_CHECK_ERROR,
  MOBILE_TAKEN,
  PROFILE_FORM_TITLE,
  toastForIssue,
} from '@domain/messages.ts';
import { LIMITS } from '@domain/constants.ts';
import { INDIA_DIAL_CODE } from '@domain/phone.ts';
import { COUNTRIES } from '@domain/reference/countries.ts';
import { INDIAN_STATES } from '@domain/reference/indian-states.ts';
import {
  BUSINESS_TYPES,
  isIndia,
  profileFormSchema,
  SELECTABLE_MEMBERSHIP_TYPES,
  withCountry,
  withState,
  type ProfileForm as ProfileFormValues,
  type ProfileFormInput,
  type ProfileFormMode,
} from '@domain/schemas/profile.ts';
import { Button } from '@/ui/button.tsx';
import { Checkbox } from '@/ui/checkbox.tsx';
import { Field } from '@/ui/field.tsx';
import { RadioGroup } from '@/ui/radio-group.tsx';
import { Select } from '@/ui/select.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { useDistrictsQuery } from '../api.ts';
import { PAID_PAYMENT_NOTICE } from '../model/texts.ts';
import { DialCodeSelect } from './dial-code-select.tsx';
import { YarnListInput } from './yarn-list-input.tsx';
import './profile-form.css';
import { LeavePrompt } from '@/ui/leave-prompt.tsx';

interface ProfileFormProps {
  mode: ProfileFormMode;
  defaultValues: ProfileFormInput;
  /** The e-mail is the verified login: shown, never edited here. */
  emailLocked: boolean;
  submitLabel: string;
  /** Resolves when the page is done with the values (redirect waits included), so the button stays disabled. */
  onSubmit: (values: ProfileFormValues) => Promise<void>;
  /** True when another member holds the number; throws when the check itself fails. */
  isMobileTaken: (countryCode: string, mobileNumber: string) => Promise<boolean>;
  /** Extra actions beside the submit button (the edit page's Cancel). */
  actions?: ReactNode;
}

type Location = Pick<ProfileFormValues, 'country' | 'state' | 'district' | 'city'>;

const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ value: c.name, label: c.name }));
const STATE_OPTIONS = INDIAN_STATES.map((s) => ({ value: s.name, label: s.name }));
const MEMBERSHIP_OPTIONS = SELECTABLE_MEMBERSHIP_TYPES.map((t) => ({ value: t, label: t }));

/** The state's districts, with the chosen one first when the list does not hold it (yet). */
function districtOptions(loaded: readonly string[] | undefined, chosen: string | undefined) {
  const list = loaded ?? [];
  const names = chosen && !list.includes(chosen) ? [chosen, ...list] : list;
  return names.map((d) => ({ value: d, label: d }));
}

/** The profile form of /register-profile and /profile/edit/{userId} (accounts §4, §5). */
export function ProfileForm({
  mode,
  defaultValues,
  emailLocked,
  submitLabel,
  onSubmit,
  isMobileTaken,
  actions,
}: ProfileFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    setError,
    formState: { errors, isSubmitting, isDirty, isSubmitSuccessful },
  } = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(profileFormSchema(mode)),
    defaultValues,
  });
  const [country, state = '', countryCode, membershipType] = useWatch({
    control,
    name: ['country', 'state', 'countryCode', 'membershipType'],
  });
  const india = isIndia(country);
  const districts = useDistrictsQuery(state, { skip: !india || !state });

  useEffect(() => {
    if (districts.isError) showToast({ title: districtsLoadFailed(state), variant: 'destructive' });
  }, [districts.isError, state]);

  // The clearing rules (§4) live in @domain; the form only applies their result.
  const location = (): Location => {
    const [c, s, d, ci] = getValues(['country', 'state', 'district', 'city']);
    return { country: c ?? '', state: s ?? '', district: d ?? '', city: ci ?? '' };
  };
  const setLocation = (next: Location) => {
    for (const key of ['country', 'state', 'district', 'city'] as const)
      setValue(key, next[key], { shouldDirty: true });
  };

  const submit = handleSubmit(
    async (values) => {
      if (values.mobileNumber) {
        let taken: boolean;
        try {
          taken = await isMobileTaken(values.countryCode, values.mobileNumber);
        } catch {
          showToast({ title: MOBILE_CHECK_ERROR, variant: 'destructive' });
          return;
        }
        if (taken) {
          setError('mobileNumber', { message: MOBILE_TAKEN }, { shouldFocus: true });
          return;
        }
      }
      await onSubmit(values);
    },
    (invalid) => {
      // The edit page also raises a toast for a bad Indian number (§5).
      if (mode === 'edit' && invalid.mobileNumber?.message === INDIAN_MOBILE_INVALID) {
        showToast({ ...toastForIssue(INDIAN_MOBILE_INVALID), variant: 'destructive' });
      }
    },
  );

  const error = (name: keyof ProfileFormInput) => errors[name]?.message;
  const districtPlaceholder = districts.isFetching
    ? LOADING_DISTRICTS
    : state
      ? 'Select district'
      : 'Select a state first';
  const choosingPaid = membershipType === 'Paid Member' && defaultValues.membershipType !== 'Paid Member';

  return (
    <form className="profile-form" onSubmit={submit} noValidate aria-label={PROFILE_FORM_TITLE[mode]}>
      <LeavePrompt dirty={isDirty && !isSubmitting && !isSubmitSuccessful} />
      <fieldset className="profile-form__section">
        <legend>About you</legend>
        <div className="profile-form__row">
          <Field label="Member Name" required error={error('memberName')}>
            {(p) => (
              <TextInput {...p} {...register('memberName')} maxLength={LIMITS.memberNameMax} autoComplete="name" />
            )}
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

      <fieldset className="profile-form__section">
        <legend>Location</legend>
        <Field label="Country" required error={error('country')}>
          {(p) => (
            <Select
              {...p}
              {...register('country')}
              options={COUNTRY_OPTIONS}
              onChange={(e) => setLocation(withCountry(location(), e.target.value))}
            />
          )}
        </Field>
        {india ? (
          <div className="profile-form__row">
            <Field label="State" required={mode === 'edit'} error={error('state')}>
              {(p) => (
                <Select
                  {...p}
                  {...register('state')}
                  options={STATE_OPTIONS}
                  placeholder="Select state"
                  onChange={(e) => setLocation(withState(location(), e.target.value))}
                />
              )}
            </Field>
            <Field label="District" required={mode === 'edit'} error={error('district')}>
              {(p) => (
                // Controlled: the saved district shows (and is kept) even before the state's list has loaded.
                <Controller
                  control={control}
                  name="district"
                  render={({ field }) => (
                    <Select
                      {...p}
                      name={field.name}
                      ref={field.ref}
                      value={field.value ?? ''}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      options={districtOptions(districts.data, field.value)}
                      placeholder={districtPlaceholder}
                      disabled={!state || districts.isFetching}
                    />
                  )}
                />
              )}
            </Field>
          </div>
        ) : (
          <Field label="City / Region" required={mode === 'edit'} error={error('city')}>
            {(p) => (
              <TextInput {...p} {...register('city')} maxLength={LIMITS.placeNameMax} autoComplete="address-level2" />
            )}
          </Field>
        )}
        <Field label="PIN / ZIP Code" required={mode === 'edit'} error={error('pinZipCode')}>
          {(p) => (
            <TextInput {...p} {...register('pinZipCode')} maxLength={LIMITS.pinZipMax} autoComplete="postal-code" />
          )}
        </Field>
      </fieldset>

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

      <div className="profile-form__actions">
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
        {actions}
      </div>
    </form>
  );
}
