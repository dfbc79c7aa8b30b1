import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  districtsLoadFailed,
  INDIAN_MOBILE_INVALID,
  LOADING_DISTRICTS,
  MOBILE_CHECK_ERROR,
  MOBILE_TAKEN,
  toastForIssue,
} from '@domain/messages.ts';
import {
  isIndia,
  profileFormSchema,
  type ProfileForm as ProfileFormValues,
  type ProfileFormInput,
  type ProfileFormMode,
} from '@domain/schemas/profile.ts';
import { showToast } from '@/ui/toast/toast-store.ts';
import { useDistrictsQuery } from '../api.ts';

type Location = Pick<ProfileFormValues, 'country' | 'state' | 'district' | 'city'>;

export interface ProfileFormOptions {
  mode: ProfileFormMode;
  defaultValues: ProfileFormInput;
  /** Resolves when the page is done with the values (redirect waits included), so the button stays disabled. */
  onSubmit: (values: ProfileFormValues) => Promise<void>;
  /** True when another member holds the number; throws when the check itself fails. */
  isMobileTaken: (countryCode: string, mobileNumber: string) => Promise<boolean>;
}

/**
 * The profile form's state: react-hook-form over the domain's schema, the state's districts (loaded for India),
 * the location's clearing rules applied, and the submit that first checks the mobile number is not taken.
 */
export function useProfileForm({ mode, defaultValues, onSubmit, isMobileTaken }: ProfileFormOptions) {
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

  return {
    mode,
    register,
    control,
    submit,
    isSubmitting,
    /** Unsaved edits that leaving the page would lose. */
    unsaved: isDirty && !isSubmitting && !isSubmitSuccessful,
    error: (name: keyof ProfileFormInput) => errors[name]?.message,
    india,
    state,
    countryCode,
    districts,
    districtPlaceholder: districts.isFetching ? LOADING_DISTRICTS : state ? 'Select district' : 'Select a state first',
    location,
    setLocation,
    choosingPaid: membershipType === 'Paid Member' && defaultValues.membershipType !== 'Paid Member',
  };
}

/** What the form's sections are given. */
export type ProfileFormState = ReturnType<typeof useProfileForm>;
