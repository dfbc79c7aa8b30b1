/**
 * How a field of an entry row is entered, for a fibre type: from a list (with an empty choice where the field may
 * be left empty) or as text of a bounded length. The grid's cell editors and the phone's form fields both read it,
 * so a field takes the same values in either layout.
 */
import { choicesFor, DEPARTMENT_NAME_MAX, type ProductField } from '@domain/corporate-product-form.ts';
import { LIMITS } from '@domain/constants.ts';
import { POST_TEXT_LIMITS } from '@domain/schemas/post.ts';
import { needsSpecification } from '@domain/yarn.ts';

export type FieldInput =
  | { kind: 'list'; values: readonly string[]; optional: boolean }
  | { kind: 'text'; maxLength: number; keyboard?: 'numeric' | 'decimal' };

const text = (maxLength: number, keyboard?: 'numeric' | 'decimal'): FieldInput => ({
  kind: 'text',
  maxLength,
  keyboard,
});
const list = (values: readonly string[], optional: boolean): FieldInput => ({ kind: 'list', values, optional });

export function fieldInput(field: ProductField, fibreType: string): FieldInput {
  switch (field) {
    case 'departmentName':
      return text(DEPARTMENT_NAME_MAX);
    case 'fibreType':
      // The empty choice too: a new row's fibre type is empty, and a list cannot show a value it lacks.
      return list(choicesFor(field, fibreType), true);
    case 'specificType':
      return needsSpecification(fibreType)
        ? text(LIMITS.otherSpecificationMax)
        : list(choicesFor(field, fibreType), true);
    case 'lustre':
    case 'twistIntermingling':
    case 'grade':
      return list(choicesFor(field, fibreType), true);
    case 'visibilityStatus':
      return list(choicesFor(field, fibreType), false);
    case 'denierCount':
    case 'filamentCount':
      return text(LIMITS.denierFilamentDigits, 'numeric');
    case 'numberOfPlys':
      return text(2, 'numeric');
    case 'basicPrice':
      // Room for a pasted '₹9,99,999.99'; the row's check holds the price to the rule.
      return text(12, 'decimal');
    case 'blendRatio':
      return text(POST_TEXT_LIMITS.blendRatio);
  }
}

/** The data-entry-cell value of a phone's form field: its row index and field, so the page can focus it. */
export const entryCellName = (rowIndex: number, field: ProductField) => `${rowIndex}:${field}`;
