import { Controller } from 'react-hook-form';
import { LIMITS } from '@domain/constants.ts';
import { COUNTRIES } from '@domain/reference/countries.ts';
import { INDIAN_STATES } from '@domain/reference/indian-states.ts';
import { withCountry, withState } from '@domain/schemas/profile.ts';
import { Field } from '@/ui/field.tsx';
import { Select } from '@/ui/select.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import type { ProfileFormState } from '../hooks/use-profile-form.ts';

const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ value: c.name, label: c.name }));
const STATE_OPTIONS = INDIAN_STATES.map((s) => ({ value: s.name, label: s.name }));

/** The state's districts, with the chosen one first when the list does not hold it (yet). */
function districtOptions(loaded: readonly string[] | undefined, chosen: string | undefined) {
  const list = loaded ?? [];
  const names = chosen && !list.includes(chosen) ? [chosen, ...list] : list;
  return names.map((d) => ({ value: d, label: d }));
}

/** The profile form's location: country; for India state and district, elsewhere a city; the PIN or ZIP code. */
export function ProfileLocationFields({ form }: { form: ProfileFormState }) {
  const { register, control, error, mode, india, state, districts, districtPlaceholder, location, setLocation } = form;
  return (
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
  );
}
