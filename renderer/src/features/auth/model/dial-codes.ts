import { COUNTRIES } from '@domain/reference/countries.ts';
import type { SelectOption } from '@/ui/select.tsx';

/** One choice per dial code (several countries share +1, +7, +44 …), named after the countries using it. */
export const DIAL_CODE_OPTIONS: readonly SelectOption[] = (() => {
  const names = new Map<string, string[]>();
  for (const country of COUNTRIES) names.set(country.dialCode, [...(names.get(country.dialCode) ?? []), country.name]);
  return [...names]
    .map(([dialCode, countries]) => ({
      value: dialCode,
      label: `${dialCode} ${countries.slice(0, 2).join(', ')}${countries.length > 2 ? ', …' : ''}`,
    }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en', { numeric: true }));
})();
