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
    countryCode: profile.country_code ?? INDIA_DIAL_CODE,
    mobileNumber: profile.mobile_number ?? '',
    memberName: profile.member_name,
    businessName: profile.business_name,
    gstNumber: profile.gst_number ?? '',
    businessType: profile.business_type as ProfileFormInput['businessType'],
    my_yarns: profile.my_yarns,
    country: profile.country,
    state: profile.state ?? '',
    district: profile.district ?? '',
    city: profile.city ?? '',
    pinZipCode: profile.pin_zip_code ?? '',
    membershipType: profile.membership_type === 'Paid Member' ? 'Paid Member' : 'Free Member',
    listInDirectory: profile.list_in_directory,
  };
}

const orNull = (value: string) => value.trim() || null;

/** The columns the edit page saves: as usersignup stores them (India's city is its district). */
export function formToEditable(form: ProfileForm): EditableProfile {
  const india = isIndia(form.country);
  return {
    member_name: form.memberName,
    business_name: form.businessName,
    email: form.email,
    mobile_number: orNull(form.mobileNumber),
    country_code: orNull(form.countryCode),
    country: form.country,
    state: india ? orNull(form.state) : null,
    district: india ? orNull(form.district) : null,
    city: orNull(india ? form.district : form.city),
    pin_zip_code: orNull(form.pinZipCode),
    gst_number: orNull(form.gstNumber),
    business_type: form.businessType,
    my_yarns: form.my_yarns,
    list_in_directory: form.listInDirectory,
  };
}
