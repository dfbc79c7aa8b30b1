import { describe, expect, it } from 'vitest';
import {
  COUNTRY_CODE_REQUIRED_WITH_MOBILE,
  INDIA_MOBILE_FORMAT,
  INDIAN_MOBILE_INVALID,
  MOBILE_REQUIRED_FOR_INDIA,
  MOBILE_REQUIRED_WITH_CODE,
  OTHER_MOBILE_FORMAT,
} from '@domain/messages.ts';
import { mobileIssue, normalizeMobile } from '@domain/phone.ts';

describe('mobile rules of §5, in order', () => {
  it.each([
    ['', '9876543210', 'create', 'countryCode', COUNTRY_CODE_REQUIRED_WITH_MOBILE],
    ['+44', '', 'create', 'mobileNumber', MOBILE_REQUIRED_WITH_CODE],
    ['+91', '', 'create', 'mobileNumber', MOBILE_REQUIRED_FOR_INDIA],
    ['+91', '', 'edit', 'mobileNumber', MOBILE_REQUIRED_FOR_INDIA],
    ['+91', '5876543210', 'create', 'mobileNumber', INDIA_MOBILE_FORMAT],
    ['+91', '987654321', 'create', 'mobileNumber', INDIA_MOBILE_FORMAT],
    ['+91', '98765432101', 'create', 'mobileNumber', INDIA_MOBILE_FORMAT],
    ['+91', '5876543210', 'edit', 'mobileNumber', INDIAN_MOBILE_INVALID],
    ['+91', '5876543210', 'signup', 'mobileNumber', INDIAN_MOBILE_INVALID],
    ['+44', '123456', 'create', 'mobileNumber', OTHER_MOBILE_FORMAT],
    ['+44', '1234567890123456', 'create', 'mobileNumber', OTHER_MOBILE_FORMAT],
    ['+44', '79111234ab', 'create', 'mobileNumber', OTHER_MOBILE_FORMAT],
  ] as const)('%s %s (%s) → %s: %s', (code, number, variant, field, message) => {
    expect(mobileIssue(code, number, variant)).toEqual({ field, message });
  });

  it.each([
    ['+91', '6000000000'],
    ['+91', '7012345678'],
    ['+91', '8123456789'],
    ['+91', '9876543210'],
    ['+91', '98765 43210'],
    ['+44', '7911123456'],
    ['+1', '2025550123'],
    ['+971', '501234567'],
    ['+49', '15112345678'],
  ])('accepts %s %s', (code, number) => {
    expect(mobileIssue(code, number, 'create')).toBeNull();
  });

  it('rejects 7-15 digit numbers that cannot exist for a known calling code, with the spec message', () => {
    expect(mobileIssue('+1', '5551234567', 'create')).toEqual({ field: 'mobileNumber', message: OTHER_MOBILE_FORMAT });
    expect(mobileIssue('+971', '5012345678', 'edit')).toEqual({ field: 'mobileNumber', message: OTHER_MOBILE_FORMAT });
  });

  it('falls back to the digit count for calling codes libphonenumber does not know', () => {
    expect(mobileIssue('+999', '1234567', 'create')).toBeNull();
    expect(mobileIssue('+999', '123456', 'create')?.message).toBe(OTHER_MOBILE_FORMAT);
  });

  it('drops spaces and dashes people type inside a number', () => {
    expect(normalizeMobile(' 98765-43210 ')).toBe('9876543210');
  });
});
