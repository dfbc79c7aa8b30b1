import { describe, expect, it } from 'vitest';
import { otpDigits } from './otp-input.tsx';

describe('otpDigits', () => {
  it('keeps digits only, at most six by default', () => {
    expect(otpDigits('12a3 4-5')).toBe('12345');
    expect(otpDigits('1234567890')).toBe('123456');
    expect(otpDigits('abc')).toBe('');
  });

  it('honours another length', () => {
    expect(otpDigits('98765', 4)).toBe('9876');
  });
});
