/** An Indian state or union territory with its ISO 3166-2:IN code (without the "IN-" prefix). */
export interface IndianState {
  name: string;
  iso: string;
  kind: 'state' | 'union-territory';
  /** The code before ISO's 2023 change; older lookup services still key the state by it. */
  formerIso?: string;
}

/** The 28 states and 8 union territories, by name. */
export const INDIAN_STATES: readonly IndianState[] = [
  { name: 'Andaman and Nicobar Islands', iso: 'AN', kind: 'union-territory' },
  { name: 'Andhra Pradesh', iso: 'AP', kind: 'state' },
  { name: 'Arunachal Pradesh', iso: 'AR', kind: 'state' },
  { name: 'Assam', iso: 'AS', kind: 'state' },
  { name: 'Bihar', iso: 'BR', kind: 'state' },
  { name: 'Chandigarh', iso: 'CH', kind: 'union-territory' },
  { name: 'Chhattisgarh', iso: 'CG', kind: 'state', formerIso: 'CT' },
  { name: 'Dadra and Nagar Haveli and Daman and Diu', iso: 'DH', kind: 'union-territory' },
  { name: 'Delhi', iso: 'DL', kind: 'union-territory' },
  { name: 'Goa', iso: 'GA', kind: 'state' },
  { name: 'Gujarat', iso: 'GJ', kind: 'state' },
  { name: 'Haryana', iso: 'HR', kind: 'state' },
  { name: 'Himachal Pradesh', iso: 'HP', kind: 'state' },
  { name: 'Jammu and Kashmir', iso: 'JK', kind: 'union-territory' },
  { name: 'Jharkhand', iso: 'JH', kind: 'state' },
  { name: 'Karnataka', iso: 'KA', kind: 'state' },
  { name: 'Kerala', iso: 'KL', kind: 'state' },
  { name: 'Ladakh', iso: 'LA', kind: 'union-territory' },
  { name: 'Lakshadweep', iso: 'LD', kind: 'union-territory' },
  { name: 'Madhya Pradesh', iso: 'MP', kind: 'state' },
  { name: 'Maharashtra', iso: 'MH', kind: 'state' },
  { name: 'Manipur', iso: 'MN', kind: 'state' },
  { name: 'Meghalaya', iso: 'ML', kind: 'state' },
  { name: 'Mizoram', iso: 'MZ', kind: 'state' },
  { name: 'Nagaland', iso: 'NL', kind: 'state' },
  { name: 'Odisha', iso: 'OD', kind: 'state', formerIso: 'OR' },
  { name: 'Puducherry', iso: 'PY', kind: 'union-territory' },
  { name: 'Punjab', iso: 'PB', kind: 'state' },
  { name: 'Rajasthan', iso: 'RJ', kind: 'state' },
  { name: 'Sikkim', iso: 'SK', kind: 'state' },
  { name: 'Tamil Nadu', iso: 'TN', kind: 'state' },
  { name: 'Telangana', iso: 'TS', kind: 'state', formerIso: 'TG' },
  { name: 'Tripura', iso: 'TR', kind: 'state' },
  { name: 'Uttar Pradesh', iso: 'UP', kind: 'state' },
  { name: 'Uttarakhand', iso: 'UK', kind: 'state', formerIso: 'UT' },
  { name: 'West Bengal', iso: 'WB', kind: 'state' },
];

/** The state for a current or former ISO code, or for its name. */
export function findIndianState(isoOrName: string): IndianState | undefined {
  const key = isoOrName.trim().replace(/^IN-/i, '').toUpperCase();
  return INDIAN_STATES.find((s) => s.iso === key || s.formerIso === key || s.name.toUpperCase() === key);
}
