import { describe, expect, it } from 'vitest';
import {
  generateOtp,
  isValidEmail,
  normalizeEmail,
  otpUsable,
  sendWaitSeconds,
  tokenHash,
} from '../../../supabase/local/auth/tokens.ts';
import { mergeMetadata } from '../../../supabase/local/auth/users.ts';

describe('auth token helpers', () => {
  it('hashes like GoTrue: hex sha224 of email followed by the code', () => {
    expect(tokenHash('buyer@loom.test', '123456')).toBe('5e26d689a9344936b782c8b3904106b9dcc4f5203dda8199edc9e7af');
    expect(tokenHash('buyer@loom.test', '123457')).not.toBe(tokenHash('buyer@loom.test', '123456'));
  });

  it('generates 6-digit codes, leading zeros included', () => {
    const codes = Array.from({ length: 200 }, generateOtp);
    for (const c of codes) expect(c).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('accepts a code within an hour and under 5 wrong tries', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
    expect(otpUsable({ created_at: at(59), attempts: 0 }, now)).toBe(true);
    expect(otpUsable({ created_at: at(61), attempts: 0 }, now)).toBe(false);
    expect(otpUsable({ created_at: at(1), attempts: 4 }, now)).toBe(true);
    expect(otpUsable({ created_at: at(1), attempts: 5 }, now)).toBe(false);
  });

  it('spaces mails to one address by 60 seconds', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    expect(sendWaitSeconds(null, now)).toBe(0);
    expect(sendWaitSeconds(new Date(now.getTime() - 1_500), now)).toBe(59);
    expect(sendWaitSeconds(new Date(now.getTime() - 60_000), now)).toBe(0);
  });

  it('validates and normalizes addresses', () => {
    expect(normalizeEmail('  Buyer@Loom.TEST ')).toBe('buyer@loom.test');
    expect(isValidEmail('buyer@loom.test')).toBe(true);
    expect(isValidEmail('buyer@loom')).toBe(false);
    expect(isValidEmail('no spaces@loom.test')).toBe(false);
  });

  it('merges metadata as GoTrue does: keys replaced, null removes', () => {
    expect(mergeMetadata({ a: 1, b: 2 }, { b: 3, c: 4 })).toEqual({ a: 1, b: 3, c: 4 });
    expect(mergeMetadata({ a: 1, b: 2 }, { a: null })).toEqual({ b: 2 });
    expect(mergeMetadata(null, { a: 1 })).toEqual({ a: 1 });
  });
});
