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
    expect(describeEdit({ kind: 'rfq.create', changes: { quantity: '4000', quantity_unit: 'pcs' } })).toBe(
      'New RFQ: 4,000 pcs',
    );
    expect(describeEdit({ kind: 'rfq.create', changes: { quantity: '2 lots', quantity_unit: null } })).toBe(
      'New RFQ: 2 lots',
    );
  });
});
