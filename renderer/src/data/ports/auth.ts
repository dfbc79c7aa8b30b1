/** Sign-up, OTP login and password calls (the accounts pages add their methods here and in supabase/auth.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the account pages
export interface AuthPort {}
