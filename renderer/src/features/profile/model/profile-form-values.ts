import { INDIA_DIAL_CODE } from '@domain/phone.ts';
import { DEFAULT_COUNTRY, isIndia, type ProfileForm, type ProfileFormInput } from '@domain/schemas/profile.ts';
import type { EditableProfile, MemberProfile } from '@/data/ports/profiles.ts';

/** A blank form for /register-profile, with the verified e-mail filled in. */
export function blankProfileForm(email: string): ProfileFormInput {
  return {
    email,
    countryCode: INDIA_DIAL_CODE,
    mobileNumber: '',
    memberName: '',
    businessName: '',
    gstNumber: '',
    businessType: [],
    my_yarns: [],
    country: DEFAULT_COUNTRY,
    state: '',
    district: '',
    city: '',
    pinZipCode: '',
    membershipType: 'Free Member',
    listInDirectory: true,
    referralCode: '',
    mobileVerified: false,
  };
}

/** The edit form for a stored profile; Corporate Members keep their type out of the Free/Paid choice. */
export function profileToForm(profile: MemberProfile): ProfileFormInput {
  return {
    ...blankProfileForm(profile.email),
    countryCode: profile.countryCode ?? INDIA_DIAL_CODE,
    mobileNumber: profile.mobileNumber ?? '',
    memberName: profile.memberName,
    businessName: profile.businessName,
    gstNumber: profile.gstNumber ?? '',
    businessType: profile.businessType as ProfileFormInput['businessType'],
    my_yarns: profile.myYarns,
    country: profile.country,
    state: profile.state ?? '',
    district: profile.district ?? '',
    city: profile.city ?? '',
    pinZipCode: profile.pinZipCode ?? '',
    membershipType: profile.membershipType === 'Paid Member' ? 'Paid Member' : 'Free Member',
    listInDirectory: profile.listInDirectory,
  };
}

const orNull = (value: string) => value.trim() || null;

/** The columns the edit page saves: as usersignup stores them (India's city is its district). */
export function formToEditable(form: ProfileForm): EditableProfile {
  const india = isIndia(form.country);
  return {
    memberName: form.memberName,
    businessName: form.businessName,
    email: form.email,
    mobileNumber: orNull(form.mobileNumber),
    countryCode: orNull(form.countryCode),
    country: form.country,
    state: india ? orNull(form.state) : null,
    district: india ? orNull(form.district) : null,
    city: orNull(india ? form.district : form.city),
    pinZipCode: orNull(form.pinZipCode),
    gstNumber: orNull(form.gstNumber),
    businessType: form.businessType,
    myYarns: form.my_yarns,
    listInDirectory: form.listInDirectory,
  };
}
