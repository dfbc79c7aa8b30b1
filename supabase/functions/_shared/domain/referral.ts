import { LIMITS } from './constants.ts';

/** A source of numbers in [0, 1), injectable so tests are deterministic. */
export type RandomSource = () => number;

const NAME_PART = 5;
const MOBILE_PART = 5;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const MAX_REGENERATION_RETRIES = 10;

function pick(alphabet: string, random: RandomSource): string {
  return alphabet[Math.floor(random() * alphabet.length)] ?? alphabet[0];
}

const lastDigits = (mobile: string, count: number) => mobile.replace(/\D/g, '').slice(-count);

/**
 * The 12-character code made at signup (§9): up to 5 letters of the member name uppercased (padded
 * with X), the last 5 digits of the mobile (padded with 0), then random uppercase letters.
 */
export function signupReferralCode(memberName: string, mobile: string, random: RandomSource = Math.random): string {
  const letters = memberName
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase()
    .slice(0, NAME_PART)
    .padEnd(NAME_PART, 'X');
  const digits = lastDigits(mobile, MOBILE_PART).padStart(MOBILE_PART, '0');
  let code = letters + digits;
  while (code.length < LIMITS.referralCodeLength) code += pick(LETTERS, random);
  return code;
}

/**
 * The name's first letter as the code may hold it (A-Z): accents dropped ('Élodie' → 'E'), leading marks
 * skipped; empty when the name has no Latin letter.
 */
function latinInitial(memberName: string): string {
  return memberName
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .charAt(0)
    .toUpperCase();
}

export type RegeneratedReferralCode =
  { ok: true; code: string } | { ok: false; reason: 'name-missing' | 'mobile-too-short' | 'all-taken' };

/**
 * The profile's regeneration rule (§9): first letter of the name uppercased plus the last 5 digits of
 * the mobile (which needs at least 5 digits); while the code is taken, up to 10 retries each append a
 * random digit to that base. `isTaken` asks the member table, excluding the member's own row.
 */
export async function regenerateReferralCode(
  memberName: string,
  mobile: string,
  isTaken: (code: string) => Promise<boolean>,
  random: RandomSource = Math.random,
): Promise<RegeneratedReferralCode> {
  const initial = latinInitial(memberName);
  if (!initial) return { ok: false, reason: 'name-missing' };
  const digits = lastDigits(mobile, MOBILE_PART);
  if (digits.length < MOBILE_PART) return { ok: false, reason: 'mobile-too-short' };
  const base = initial + digits;
  let code = base;
  for (let retry = 0; await isTaken(code); retry++) {
    if (retry === MAX_REGENERATION_RETRIES) return { ok: false, reason: 'all-taken' };
    code = base + pick('0123456789', random);
  }
  return { ok: true, code };
}
