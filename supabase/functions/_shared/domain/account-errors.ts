import {
  EMAIL_ALREADY_EXISTS,
  EMAIL_OTP_VERIFY_HINT,
  PROFILE_CREATION_FAILED,
  PROFILE_DUPLICATE,
  SOMETHING_WENT_WRONG,
  type Message,
} from './messages.ts';

/** The signup failure text: 'Email already exists' when the provider says the user is registered (§8). */
export function signupFailureMessage(providerMessage: string | null | undefined): string {
  if (providerMessage && /already (been )?registered/i.test(providerMessage)) return EMAIL_ALREADY_EXISTS;
  return providerMessage || SOMETHING_WENT_WRONG;
}

/** An account-created reply without identities means the user already exists unconfirmed: 'Signup Almost Done'. */
export function isUnconfirmedExistingUser(
  user: { identities?: readonly unknown[] | null } | null | undefined,
): boolean {
  return Array.isArray(user?.identities) && user.identities.length === 0;
}

/** GoTrue's texts for a wrong or stale code, in words a member reads as a sentence. */
const OTP_PROVIDER_TEXTS: Record<string, string> = {
  'token has expired or is invalid': 'This OTP is incorrect or has expired.',
  'otp has expired': 'This OTP has expired.',
};

/** A message as a sentence: a capital first letter and a closing full stop. */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return trimmed;
  const capital = trimmed[0].toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/** The email OTP verification failure: the provider's message as a sentence, then the spec's hint. */
export function emailOtpFailureMessage(providerMessage: string | null | undefined): string {
  const message = providerMessage?.trim() ?? '';
  const worded = OTP_PROVIDER_TEXTS[message.toLowerCase().replace(/\.$/, '')] ?? message;
  return [asSentence(worded), EMAIL_OTP_VERIFY_HINT].filter(Boolean).join(' ');
}

/**
 * The 'Profile Creation Failed' toast: a duplicate (status 409, 'already exists' or 'duplicate key') gets the
 * spec's duplicate text, anything else the provider's message.
 */
export function profileCreationFailure(error: { status?: number | null; message?: string | null }): Message {
  const duplicate = error.status === 409 || /already exists|duplicate key/i.test(error.message ?? '');
  return {
    title: PROFILE_CREATION_FAILED,
    description: duplicate ? PROFILE_DUPLICATE : error.message || SOMETHING_WENT_WRONG,
  };
}
