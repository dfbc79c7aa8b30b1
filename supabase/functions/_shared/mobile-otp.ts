/** Mobile one-time codes: made here, stored hashed by the issue/verify_mobile_otp RPCs, sent as SMS. */
import type { SupabaseClient } from '@supabase/supabase-js';
import { env } from './env.ts';
import { FunctionError } from './http.ts';
import { ProviderNotConfigured, textMessageProvider } from './messaging/index.ts';

export type OtpPurpose = 'login' | 'signup';

/** A number as the RPCs key it: country code and national number (the signup variant sends one full number). */
export interface Phone {
  countryCode: string;
  mobileNumber: string;
}

/** The RPCs' arguments for a number and purpose. */
function otpArgs(phone: Phone, purpose: OtpPurpose) {
  return { p_country_code: phone.countryCode, p_mobile_number: phone.mobileNumber, p_purpose: purpose };
}

/** A refusal in the shape the app shows: `{ success: false, error, details }`. */
export function otpError(status: number, message: string, extra: Record<string, unknown> = {}): FunctionError {
  return new FunctionError(status, message, { success: false, details: message, ...extra });
}

/** Six random digits, uniformly drawn. */
export function newOtp(): string {
  const limit = 4_294_000_000; // the largest multiple of 10^6 below 2^32, so no digit is favoured
  const [n] = crypto.getRandomValues(new Uint32Array(1));
  return n < limit ? String(n % 1_000_000).padStart(6, '0') : newOtp();
}

/** Stores a fresh code for the number; returns the member it belongs to (login) or null (signup). */
export async function issueOtp(service: SupabaseClient, phone: Phone, purpose: OtpPurpose, code: string) {
  const { data, error } = await service.rpc('issue_mobile_otp', { ...otpArgs(phone, purpose), p_code: code });
  if (error?.code === 'P0002') throw otpError(404, error.message);
  if (error?.code === 'PT429') {
    const retryAfter = Number(error.hint) || 60;
    throw otpError(429, `Please wait ${retryAfter} seconds before requesting another OTP.`, { retryAfter });
  }
  if (error) throw new Error(`issue_mobile_otp failed: ${error.code} ${error.message}`);
  return (data as { user_id: string | null }).user_id;
}

/**
 * Texts the code. When that fails the code is discarded (so the member may ask again at once) and the
 * reply is a 503 (no provider set up) or 502, without the provider's internals.
 */
export async function sendOtp(service: SupabaseClient, phone: Phone, purpose: OtpPurpose, text: string) {
  try {
    await textMessageProvider(env).send({ channel: 'sms', to: phone.countryCode + phone.mobileNumber, text });
  } catch (e) {
    console.error('sending the OTP failed:', e);
    const { error } = await service.rpc('discard_mobile_otp', otpArgs(phone, purpose));
    if (error) console.error('discarding the unsent OTP failed:', error.message);
    if (e instanceof ProviderNotConfigured) throw otpError(503, 'Text messages are not set up on this server yet.');
    throw otpError(502, 'Could not send the OTP. Please try again.');
  }
}

type VerifyResult =
  | { status: 'ok'; user_id: string | null }
  | { status: 'invalid'; attempts_left: number }
  | { status: 'expired' | 'locked' | 'missing' };

const REFUSALS = {
  expired: 'This OTP has expired. Please request a new one.',
  locked: 'Too many wrong attempts. Please request a new OTP.',
  missing: 'No OTP was requested for this mobile number. Please request one first.',
} as const;

/** Checks a code; the right one is spent. Returns the member (login) or null (signup); refusals are 400/429. */
export async function verifyOtp(service: SupabaseClient, phone: Phone, purpose: OtpPurpose, code: string) {
  const { data, error } = await service.rpc('verify_mobile_otp', { ...otpArgs(phone, purpose), p_code: code });
  if (error) throw new Error(`verify_mobile_otp failed: ${error.code} ${error.message}`);
  const result = data as VerifyResult;
  switch (result.status) {
    case 'ok':
      return { userId: result.user_id };
    case 'invalid':
      throw otpError(400, `Invalid OTP. ${result.attempts_left} attempt(s) left.`, {
        attemptsLeft: result.attempts_left,
      });
    case 'locked':
      throw otpError(429, REFUSALS.locked);
    default:
      throw otpError(400, REFUSALS[result.status]);
  }
}
