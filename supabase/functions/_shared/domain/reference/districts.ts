import { INDIAN_DISTRICTS } from './indian-districts.ts';
import { findIndianState } from './indian-states.ts';

const collator = new Intl.Collator('en', { sensitivity: 'base' });

/**
 * The sort rule for district lists, bundled or looked up: trimmed, without blanks, alphabetical; names
 * differing only in case count once (the first spelling stays).
 */
export function sortDistricts(names: readonly string[]): string[] {
  const byKey = new Map<string, string>();
  for (const name of names.map((n) => n.trim()).filter(Boolean)) {
    if (!byKey.has(name.toLowerCase())) byKey.set(name.toLowerCase(), name);
  }
  return [...byKey.values()].sort(collator.compare);
}

/** The bundled districts of a state (by current or former ISO code, or name); null when the state is unknown. */
export function bundledDistricts(stateIso: string): string[] | null {
  const state = findIndianState(stateIso);
  const districts = state && INDIAN_DISTRICTS[state.iso];
  return districts ? sortDistricts(districts) : null;
}

/** The remote cities lookup's reply (items with name and id) as a district list. */
export function districtsFromLookup(items: readonly { name: string }[]): string[] {
  return sortDistricts(items.map((item) => item.name));
}
