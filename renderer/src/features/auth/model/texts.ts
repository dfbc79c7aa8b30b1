/*
 * Texts of the account pages that the spec describes without wording them (its worded messages live in
 * @domain/messages.ts). Kept together so they read in one voice.
 */
export const MOBILE_SIGNUP_NOT_AVAILABLE = {
  title: 'Mobile signup is not available yet',
  description: 'Please sign up with your email address for now.',
} as const;

export const SIGNUP_ALMOST_DONE_TEXT =
  'This email is already registered. If it is not verified yet, enter the new OTP we sent to it.';
/** Beside the OTP step after 'Signup Almost Done': the auth server cannot say whether the address was verified. */
export const ALREADY_REGISTERED_NOTICE = {
  title: 'Already registered?',
  description:
    'If you verified this email before, no new OTP will come: log in instead, or set a new password if you forgot it.',
} as const;
export const SIGNUP_OTP_SENT = { title: 'Verify your email', description: 'We sent a 6-digit OTP to your email.' };
export const OTP_RESENT = { title: 'OTP Resent', description: 'Check your email for the new OTP.' } as const;
export const RESEND_FAILED = {
  title: 'Could not resend OTP',
  description: 'A confirmation email was probably sent recently. Please wait a minute and try again.',
} as const;

export const EMAIL_OTP_SENT = { title: 'OTP Sent', description: 'Check your email for the 6-digit OTP.' } as const;
export const MOBILE_OTP_SENT = { title: 'OTP Sent', description: 'Check your phone for the 6-digit OTP.' } as const;
export const MISSING_ACTION_LINK = 'No login link came back. Please request a new OTP.';
export const WELCOME_BACK = (name: string) => `Welcome back, ${name}!`;
/** On the veil between a login and the full page load that follows it. */
export const OPENING_WORKSPACE = 'Opening your workspace…';
export const RESET_LINK_SENT = {
  title: 'Check your email',
  description: 'If an account exists for this email, a password reset link has been sent.',
} as const;
