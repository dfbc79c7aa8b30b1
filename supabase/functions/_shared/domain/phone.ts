import { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import {
  COUNTRY_CODE_REQUIRED_WITH_MOBILE,
  INDIA_MOBILE_FORMAT,
  INDIAN_MOBILE_INVALID,
  MOBILE_REQUIRED_FOR_INDIA,
  MOBILE_REQUIRED_WITH_CODE,
  OTHER_MOBILE_FORMAT,
} from './messages.ts';

export const INDIA_DIAL_CODE = '+91';
/** India: 10 digits starting 6-9 (§9). */
const INDIAN_MOBILE = /^[6-9]\d{9}$/;
/** Other codes: 7-15 digits (§9). */
const OTHER_MOBILE = /^\d{7,15}$/;

/**
 * Which form asks: the profile form on /register-profile words a bad Indian number differently from
 * the edit page and the signup mobile tab (§5).
 */
export type MobileFormVariant = 'create' | 'edit' | 'signup';

export interface MobileIssue {
  field: 'countryCode' | 'mobileNumber';
  message: string;
}

/** Spaces and dashes people type inside a number are not part of it. */
export function normalizeMobile(value: string): string {
  return value.replace(/[\s-]/g, '');
}

const KNOWN_CALLING_CODES = new Set(getCountries().map((iso) => getCountryCallingCode(iso)));

/**
 * The number is a real one for its calling code (libphonenumber's metadata), beyond the spec's digit
 * count. Calling codes the metadata does not know fall back to the digit count alone.
 */
function plausibleForCallingCode(countryCode: string, digits: string): boolean {
  const callingCode = countryCode.replace(/^\+/, '');
  if (!KNOWN_CALLING_CODES.has(callingCode)) return true;
  return parsePhoneNumberFromString(`+${callingCode}${digits}`)?.isValid() ?? false;
}

/** The first mobile rule of §5 the pair breaks, in the spec's order; null when it passes. */
export function mobileIssue(countryCode: string, mobileNumber: string, variant: MobileFormVariant): MobileIssue | null {
  const code = countryCode.trim();
  const number = normalizeMobile(mobileNumber);
  if (!code) return { field: 'countryCode', message: COUNTRY_CODE_REQUIRED_WITH_MOBILE };
  if (code === INDIA_DIAL_CODE) {
    if (!number) return { field: 'mobileNumber', message: MOBILE_REQUIRED_FOR_INDIA };
    if (!INDIAN_MOBILE.test(number)) {
      return { field: 'mobileNumber', message: variant === 'create' ? INDIA_MOBILE_FORMAT : INDIAN_MOBILE_INVALID };
    }
    return null;
  }
  if (!number) return { field: 'mobileNumber', message: MOBILE_REQUIRED_WITH_CODE };
  if (!OTHER_MOBILE.test(number) || !plausibleForCallingCode(code, number)) {
    return { field: 'mobileNumber', message: OTHER_MOBILE_FORMAT };
  }
  return null;
}
