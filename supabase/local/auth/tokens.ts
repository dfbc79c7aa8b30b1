/** Pure pieces of the auth API: code and token generation, GoTrue's token hash, OTP validity rules. */
import { createHash, randomBytes, randomInt } from 'node:crypto';

const OTP_LENGTH = 6;
const OTP_TTL_SECONDS = 3600;
const OTP_MAX_ATTEMPTS = 5;
export const EMAIL_SEND_INTERVAL_SECONDS = 60;
/** GoTrue's REFRESH_TOKEN_REUSE_INTERVAL: a just-rotated refresh token still yields the current one. */
export const REFRESH_REUSE_INTERVAL_SECONDS = 10;

/** A uniformly random 6-digit code, leading zeros kept. */
export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** GoTrue's hashed_token: hex sha224 of the address followed by the code. */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex');
}

/** An opaque refresh token (GoTrue stores them as given and rotates them on each use). */
export function generateRefreshToken(): string {
  return randomBytes(16).toString('base64url');
}

export interface StoredOtp {
  created_at: Date;
  attempts: number;
}

/** A code is usable within its lifetime and until the attempt limit is reached. */
export function otpUsable(otp: StoredOtp, now: Date = new Date()): boolean {
  return now.getTime() - otp.created_at.getTime() <= OTP_TTL_SECONDS * 1000 && otp.attempts < OTP_MAX_ATTEMPTS;
}

/** Seconds until another mail may go to the same address (0: now). */
export function sendWaitSeconds(lastSent: Date | null, now: Date = new Date()): number {
  if (!lastSent) return 0;
  const left = EMAIL_SEND_INTERVAL_SECONDS * 1000 - (now.getTime() - lastSent.getTime());
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return email.length <= 255 && EMAIL_PATTERN.test(email);
}

/** GoTrue compares addresses case-insensitively and stores them lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
