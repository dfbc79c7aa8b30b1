import { describe, expect, it } from 'vitest';
import { changeMark, rupees } from '../../../supabase/functions/_shared/price-list-pdf/money.ts';
import { splitRuns } from '../../../supabase/functions/_shared/price-list-pdf/scripts.ts';

describe('rupees and change marks', () => {
  it('writes rupees the Indian way', () => {
    expect(rupees(123456.5)).toBe('₹1,23,456.50');
    expect(rupees(95)).toBe('₹95.00');
  });

  it('marks a rise, a fall, a new price, and nothing for an unchanged one', () => {
    expect(changeMark(286, 282)).toEqual({ kind: 'up', text: '▲ ₹4.00 (was ₹282.00)' });
    expect(changeMark(1000, 1250.5)).toEqual({ kind: 'down', text: '▼ ₹250.50 (was ₹1,250.50)' });
    expect(changeMark(10, null)).toEqual({ kind: 'new', text: 'New' });
    expect(changeMark(282.3, 282.1 + 0.2)).toEqual({ kind: 'same', text: '' });
  });
});

describe('splitRuns', () => {
  it('cuts text where the script changes and keeps spaces inside a Hindi run', () => {
    expect(splitRuns('Shree श्री गणेश ▲ ₹4')).toEqual([
      { script: 'latin', text: 'Shree ' },
      { script: 'devanagari', text: 'श्री गणेश ' },
      { script: 'symbol', text: '▲ ' },
      { script: 'latin', text: '₹4' },
    ]);
  });
});
