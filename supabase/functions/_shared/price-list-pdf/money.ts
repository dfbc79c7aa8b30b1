/** How the list shows money and what changed since the last list: en-IN rupees (₹1,23,456.50). */
import { formatRupees } from '../domain/format.ts';

export const rupees = (amount: number): string => formatRupees(amount);

export type ChangeKind = 'up' | 'down' | 'new' | 'same';

export interface ChangeMark {
  kind: ChangeKind;
  /** "▲ ₹4.00 (was ₹282.00)", "▼ …", "New", or '' when the price is unchanged. */
  text: string;
}

// Compared in paise: 282.1 + 0.2 must not read as a change of ₹0.00.
const paise = (amount: number) => Math.round(amount * 100);

export function changeMark(price: number, previousPrice: number | null): ChangeMark {
  if (previousPrice === null) return { kind: 'new', text: 'New' };
  const diff = paise(price) - paise(previousPrice);
  if (diff === 0) return { kind: 'same', text: '' };
  const arrow = diff > 0 ? '▲' : '▼';
  return {
    kind: diff > 0 ? 'up' : 'down',
    text: `${arrow} ${rupees(Math.abs(diff) / 100)} (was ${rupees(previousPrice)})`,
  };
}
