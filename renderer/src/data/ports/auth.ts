/** Sign-up, OTP login and password calls of the account pages (accounts-and-shell §7 Authentication). */
import type { Outcome } from '../outcome.ts';

/** The reply to an e-mail sign-up. */
interface SignUpResult {
  /** Null when the auth server returned no user ('Signup Incomplete'). */
  userId: string | null;
  /** The address already has an unconfirmed account: a fresh code was sent ('Signup Almost Done'). */
  unconfirmedExisting: boolean;
}

/** A member's mobile number as the OTP functions take it. */
export interface MobilePhone {
  countryCode: string;
  mobileNumber: string;
}

export interface AuthPort {
  /** Creates the account and sends the e-mail code. */
  signUp(email: string, password: string): Promise<SignUpResult>;
  /** Confirms the address with its code (type signup); returns the confirmed user's id, null if none came back. */
  verifySignupOtp(email: string, otp: string): Promise<{ userId: string | null }>;
  /** Sends the sign-up code again. */
  resendSignupOtp(email: string): Promise<void>;
  /**
   * Mails a login code to an existing account (never creates one); refused as 'no-account' for an unknown address.
   * The mail's login link lands on `redirectTo` (an app page: on the desktop, the app's own origin).
   */
  sendEmailLoginOtp(email: string, redirectTo: string): Promise<Outcome<void, 'no-account'>>;
  /** Signs in with the mailed code (type email); false when no session came back. */
  verifyEmailLoginOtp(email: string, otp: string): Promise<{ signedIn: boolean }>;
  /**
   * Texts a login code (send-mobile-otp); refused when the function says no (unknown number, too soon, …),
   * with its own words.
   */
  sendMobileLoginOtp(phone: MobilePhone): Promise<Outcome<void, 'refused'>>;
  /**
   * Checks the texted code (verify-mobile-otp-and-login): the login link to open (null when none came back), or
   * refused with the function's words (wrong code and the attempts left, trial over, …).
   */
  verifyMobileLoginOtp(
    phone: MobilePhone,
    otp: string,
    redirectTo: string,
  ): Promise<Outcome<{ actionLink: string | null }, 'refused'>>;
  /** Mails a password-reset link that lands on `redirectTo`. */
  sendPasswordReset(email: string, redirectTo: string): Promise<void>;
  /** Whether a session exists (a recovery link signs the user in). */
  hasSession(): Promise<boolean>;
  updatePassword(password: string): Promise<void>;
}
