import { describe, expect, it } from 'vitest';
import { describeEdit } from './describe-edit.ts';

describe('describeEdit', () => {
  it('words price and visibility edits and new items', () => {
    expect(describeEdit({ kind: 'product.update', changes: { basic_price: 220, visibility_status: 'Hide' } })).toBe(
      'Price ₹220.00 · Visibility Hide',
    );
    expect(describeEdit({ kind: 'product.update', changes: { basic_price: null } })).toBe('Price cleared');
    expect(
      describeEdit({
        kind: 'product.create',
        changes: { fibre_type: 'Cotton', department_name: 'Spun Yarn', basic_price: 99 },
      }),
    ).toBe('New item: Cotton (Spun Yarn) · Price ₹99.00');
    expect(
      describeEdit({ kind: 'catalog.create', changes: { name: 'Horn buttons', parent_id: null, unit_type: 'pcs' } }),
    ).toBe('New catalog item: Horn buttons');
  });
});
