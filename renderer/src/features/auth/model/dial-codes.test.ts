import { describe, expect, it } from 'vitest';
import { DIAL_CODE_OPTIONS } from './dial-codes.ts';

describe('dial code choices', () => {
  it('offers each dial code once, India among them', () => {
    const values = DIAL_CODE_OPTIONS.map((o) => o.value);
    expect(new Set(values).size).toBe(values.length);
    expect(DIAL_CODE_OPTIONS.find((o) => o.value === '+91')?.label).toBe('+91 India');
  });

  it('names shared codes after the countries using them', () => {
    expect(DIAL_CODE_OPTIONS.find((o) => o.value === '+1')?.label).toMatch(/^\+1 .+, .+, …$/);
  });
});
