import { describe, expect, it } from 'vitest';
import {
  changeRow,
  editColumns,
  PRODUCT_EDIT_BOUNDS,
  ProductEditColumns,
  SaveProductChangesReply,
  SaveReplyRows,
  toChangeRow,
} from '@domain/product-edit.ts';

const ID = '00000000-0000-4000-8000-000000000001';

describe('the product edit contract', () => {
  it('maps the fields a change has, and only those, to their columns (a cleared price is null)', () => {
    expect(editColumns({ basicPrice: 12.5 })).toEqual({ basic_price: 12.5 });
    expect(editColumns({ visibilityStatus: 'Hide' })).toEqual({ visibility_status: 'Hide' });
    expect(editColumns({ basicPrice: null, visibilityStatus: 'Reveal' })).toEqual({
      basic_price: null,
      visibility_status: 'Reveal',
    });
    expect(toChangeRow({ id: ID, version: 7, basicPrice: 3 })).toEqual({ id: ID, version: 7, basic_price: 3 });
  });

  it('builds a save row from queued columns, dropping anything not editable', () => {
    expect(changeRow(ID, 4, { basic_price: 10, company_id: 'elsewhere' })).toEqual({
      id: ID,
      version: 4,
      basic_price: 10,
    });
  });

  it('holds prices to 0..max in paise, visibilities to the list, and an edit to at least one editable field', () => {
    const ok = (c: object) => ProductEditColumns.safeParse(c).success;
    expect(ok({ basic_price: PRODUCT_EDIT_BOUNDS.basicPriceMax })).toBe(true);
    expect(ok({ basic_price: 0.29 })).toBe(true);
    expect(ok({ basic_price: null })).toBe(true);
    expect(ok({ basic_price: PRODUCT_EDIT_BOUNDS.basicPriceMax + 0.01 })).toBe(false);
    expect(ok({ basic_price: -0.01 })).toBe(false);
    expect(ok({ basic_price: 1.005 })).toBe(false);
    expect(ok({ visibility_status: 'Shown' })).toBe(false);
    expect(ok({})).toBe(false);
    expect(ok({ basic_price: 1, fibre_type: 'Cotton' })).toBe(false);
  });

  it('parses the save reply as it arrives (theirs kept as the server row) and as entities', () => {
    const theirs = {
      id: ID,
      version: 9,
      basic_price: 590,
      visibility_status: 'Reveal',
      updated_at: '2026-11-28T10:00:00Z',
      changed_by_name: 'Asha',
    };
    const reply = { saved: 0, rows: [], conflicts: [{ id: ID, theirs }] };
    expect(SaveReplyRows.parse(reply).conflicts[0].theirs).toEqual(theirs);
    expect(SaveProductChangesReply.parse(reply).conflicts[0].theirs).toMatchObject({
      basicPrice: 590,
      changedByName: 'Asha',
    });
  });
});
