/** Sign-up, OTP login and password calls of the account pages (accounts-and-shell §7 Authentication). */

/** The reply to an e-mail sign-up. */
export interface SignUpResult {
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
  /** Mails a login code to an existing account (never creates one). */
  sendEmailLoginOtp(email: string): Promise<void>;
  /** Signs in with the mailed code (type email); false when no session came back. */
  verifyEmailLoginOtp(email: string, otp: string): Promise<{ signedIn: boolean }>;
  /** Texts a login code (send-mobile-otp). */
  sendMobileLoginOtp(phone: MobilePhone): Promise<void>;
  /** Checks the texted code (verify-mobile-otp-and-login); the login link to open, null when none came back. */
  verifyMobileLoginOtp(phone: MobilePhone, otp: string, redirectTo: string): Promise<{ actionLink: string | null }>;
  /** Mails a password-reset link that lands on `redirectTo`. */
  sendPasswordReset(email: string, redirectTo: string): Promise<void>;
  /** Whether a session exists (a recovery link signs the user in). */
  hasSession(): Promise<boolean>;
  updatePassword(password: string): Promise<void>;
}
