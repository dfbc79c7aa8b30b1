import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, flagEmoji } from '@domain/reference/countries.ts';
import { bundledDistricts, districtsFromLookup, sortDistricts } from '@domain/reference/districts.ts';
import { INDIAN_DISTRICTS } from '@domain/reference/indian-districts.ts';
import { findIndianState, INDIAN_STATES } from '@domain/reference/indian-states.ts';

describe('countries', () => {
  it('covers every ISO 3166-1 country once, with a dial code and a flag from the ISO code', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(249);
    expect(new Set(COUNTRIES.map((c) => c.iso)).size).toBe(COUNTRIES.length);
    for (const c of COUNTRIES) {
      expect(c.iso).toMatch(/^[A-Z]{2}$/);
      expect(c.dialCode).toMatch(/^\+\d{1,4}$/);
      expect([...c.flag]).toHaveLength(2);
    }
    expect(COUNTRIES.find((c) => c.iso === 'IN')).toEqual({ name: 'India', iso: 'IN', dialCode: '+91', flag: '🇮🇳' });
    expect(flagEmoji('GB')).toBe('🇬🇧');
  });

  it("agrees with libphonenumber's calling codes", () => {
    const known = new Set<string>(getCountries());
    for (const c of COUNTRIES.filter((c) => known.has(c.iso))) {
      expect(`${c.iso} ${c.dialCode}`).toBe(`${c.iso} +${getCountryCallingCode(c.iso as CountryCode)}`);
    }
  });

  it('is sorted by name', () => {
    const names = COUNTRIES.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en', { sensitivity: 'base' }).compare));
  });
});

describe('Indian states and union territories', () => {
  it('has the 28 states and 8 union territories with unique ISO 3166-2:IN codes', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(INDIAN_STATES.filter((s) => s.kind === 'state')).toHaveLength(28);
    expect(INDIAN_STATES.filter((s) => s.kind === 'union-territory')).toHaveLength(8);
    expect(new Set(INDIAN_STATES.map((s) => s.iso)).size).toBe(36);
  });

  it('finds a state by current or former code, with or without IN-, or by name', () => {
    expect(findIndianState('GJ')?.name).toBe('Gujarat');
    expect(findIndianState('IN-TS')?.name).toBe('Telangana');
    expect(findIndianState('TG')?.name).toBe('Telangana');
    expect(findIndianState('OR')?.iso).toBe('OD');
    expect(findIndianState('tamil nadu')?.iso).toBe('TN');
    expect(findIndianState('XX')).toBeUndefined();
  });
});

describe('bundled districts', () => {
  it('cover all 36 states and union territories, and nothing else', () => {
    expect(Object.keys(INDIAN_DISTRICTS).sort()).toEqual(INDIAN_STATES.map((s) => s.iso).sort());
    for (const state of INDIAN_STATES) expect(bundledDistricts(state.iso)?.length).toBeGreaterThan(0);
  });

  it('are stored already sorted, without repeats', () => {
    for (const [iso, districts] of Object.entries(INDIAN_DISTRICTS)) {
      expect({ iso, districts }).toEqual({ iso, districts: sortDistricts(districts) });
    }
  });

  it('match the official counts of the larger states (2025)', () => {
    const counts = Object.fromEntries(Object.entries(INDIAN_DISTRICTS).map(([iso, d]) => [iso, d.length]));
    expect(counts).toMatchObject({ UP: 75, MP: 55, RJ: 41, BR: 38, TN: 38, MH: 36, GJ: 34, TS: 33, CG: 33, KA: 31 });
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(780);
  });

  it('are found by current or former state code', () => {
    expect(bundledDistricts('GJ')).toContain('Surat');
    expect(bundledDistricts('UT')).toEqual(bundledDistricts('UK'));
    expect(bundledDistricts('UK')).toContain('Dehradun');
    expect(bundledDistricts('ZZ')).toBeNull();
  });

  it('sort alphabetically, ignoring case, trimming and dropping blanks and repeats', () => {
    expect(sortDistricts([' surat', 'Ahmedabad', 'Surat', '', 'Bharuch', 'ahmedabad'])).toEqual([
      'Ahmedabad',
      'Bharuch',
      'surat',
    ]);
    expect(districtsFromLookup([{ name: 'Valsad' }, { name: 'Anand' }])).toEqual(['Anand', 'Valsad']);
  });
});
