import { describe, expect, it } from 'vitest';
import { PRODUCT_FIELDS } from '@domain/corporate-product-form.ts';
import { LIMITS } from '@domain/constants.ts';
import { fieldInput } from './field-input.ts';

describe('fieldInput: how the grid and the phone cards take a field', () => {
  it('the specific type is a list for Cotton and Polyester Filament, and 30 characters of text for Others', () => {
    expect(fieldInput('specificType', 'Cotton')).toMatchObject({ kind: 'list', optional: true });
    expect(fieldInput('specificType', 'Cotton')).toHaveProperty('values', expect.arrayContaining(['Combed']));
    expect(fieldInput('specificType', 'Polyester Filament')).toHaveProperty('values', expect.arrayContaining(['DTY']));
    expect(fieldInput('specificType', 'Others')).toEqual({
      kind: 'text',
      maxLength: LIMITS.otherSpecificationMax,
      keyboard: undefined,
    });
  });

  it('counts ask for digits, the price for a decimal pad; visibility has no empty choice', () => {
    expect(fieldInput('denierCount', '')).toEqual({ kind: 'text', maxLength: 4, keyboard: 'numeric' });
    expect(fieldInput('filamentCount', '')).toEqual({ kind: 'text', maxLength: 4, keyboard: 'numeric' });
    expect(fieldInput('numberOfPlys', '')).toEqual({ kind: 'text', maxLength: 2, keyboard: 'numeric' });
    expect(fieldInput('basicPrice', '')).toMatchObject({ kind: 'text', keyboard: 'decimal' });
    expect(fieldInput('visibilityStatus', '')).toEqual({ kind: 'list', values: ['Reveal', 'Hide'], optional: false });
    expect(fieldInput('fibreType', '')).toMatchObject({ kind: 'list', optional: true });
  });

  it('answers for every field', () => {
    for (const field of PRODUCT_FIELDS) expect(fieldInput(field, 'Polyester Filament')).toBeDefined();
  });
});
