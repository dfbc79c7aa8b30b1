/**
 * One unit vocabulary (issue 23: "1000 Kg" beside "1,000 Kg", kgs/Kg/kg). The codes are what the tables store
 * (sourcing_item_categories.unit_type, trade §3 "Unit types: numbers (pcs), meters (mtr), kgs, sets, pairs");
 * the symbol is what every page, export and message shows after a number (format.ts formatQuantity), and the
 * name is what a unit picker offers, word for word as trade §3 lists them. Yarn is traded by weight: the boards,
 * products and bids are in kg.
 */
export const UNIT_CODES = ['pcs', 'mtr', 'kgs', 'sets', 'pairs'] as const;
export type UnitCode = (typeof UNIT_CODES)[number];

export const UNITS: Readonly<Record<UnitCode, { symbol: string; name: string }>> = {
  pcs: { symbol: 'pcs', name: 'numbers (pcs)' },
  mtr: { symbol: 'mtr', name: 'meters (mtr)' },
  kgs: { symbol: 'kg', name: 'kgs' },
  sets: { symbol: 'sets', name: 'sets' },
  pairs: { symbol: 'pairs', name: 'pairs' },
};

/** The symbol of the weight yarn is traded in: 'Qty (kg)', '₹ per kg'. */
export const KG = UNITS.kgs.symbol;

/** The word for a yarn's plies, in every header and message (the tables call the column number_of_plys). */
export const PLIES = 'Plies';

/** The symbol of a stored unit code; an unknown code (an RFQ's free unit) as it was written. */
export function unitSymbol(unit: string | null | undefined): string {
  if (!unit) return '';
  return (UNITS as Record<string, { symbol: string } | undefined>)[unit]?.symbol ?? unit;
}
