import { describe, expect, it } from 'vitest';
import {
  clearNotApplicable,
  CORPORATE_PRODUCTS,
  departmentSuggestions,
  emptyProductRow,
  fieldApplies,
  fieldOfHeader,
  invalidRowsDescription,
  isBlankRow,
  normaliseProductCell,
  PRODUCT_COLUMNS,
  PRODUCT_FIELDS,
  PRODUCT_MESSAGES,
  productRowErrors,
  productsSavedDescription,
  toNewCorporateProduct,
  type ProductFormRow,
} from '@domain/corporate-product-form.ts';
import { POST_MESSAGES } from '@domain/schemas/post.ts';

const filament = (over: Partial<ProductFormRow> = {}): ProductFormRow => ({
  ...emptyProductRow(),
  departmentName: 'Filament Yarn',
  fibreType: 'Polyester Filament',
  specificType: 'DTY',
  lustre: 'Semi Dull Yarn',
  twistIntermingling: 'SIM',
  denierCount: '150',
  filamentCount: '48',
  basicPrice: '245.5',
  ...over,
});

describe('corporate product form: the spec’s words', () => {
  it('quotes §2, §5 and §8 exactly', () => {
    expect(CORPORATE_PRODUCTS).toEqual({
      title: 'Manage Corporate Products',
      selectCompany: 'Please select a company.',
      atLeastOneRow: 'At least one product entry is required.',
      validationError: 'Validation Error',
      saveFailed: 'Failed to Save Products',
      saved: 'Products Saved!',
    });
    expect(productsSavedDescription(1, 'Acme Yarns')).toBe('1 product added to Acme Yarns.');
    expect(productsSavedDescription(12, null)).toBe('12 products added.');
    expect(invalidRowsDescription([3])).toBe(
      '1 row needs attention (row 3). Nothing was saved: fix the marked cells, then save again.',
    );
    expect(invalidRowsDescription([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toMatch(
      /^10 rows need attention \(rows 1, 2, 3, 4, 5, 6, 7, 8 and 2 more\)/,
    );
  });
});

describe('corporate product row', () => {
  it('accepts a complete Polyester Filament row and builds the product', () => {
    expect(productRowErrors(filament())).toEqual({});
    expect(toNewCorporateProduct(filament({ grade: 'PQ' }))).toEqual({
      departmentName: 'Filament Yarn',
      fibreType: 'Polyester Filament',
      specificType: 'DTY',
      lustre: 'Semi Dull Yarn',
      twistIntermingling: 'SIM',
      blendRatio: null,
      denierCount: 150,
      filamentCount: 48,
      numberOfPlys: 1,
      grade: 'PQ',
      basicPrice: 245.5,
      visibilityStatus: 'Reveal',
    });
  });

  it('needs department, fibre type and basic price, one message each', () => {
    expect(productRowErrors(emptyProductRow())).toEqual({
      departmentName: 'Please enter a department (up to 100 characters).',
      fibreType: 'Please select a fibre type.',
      basicPrice: 'Please enter a price from 0.01 to 999999.99 (up to 2 decimals).',
    });
    expect(productRowErrors(filament({ departmentName: 'x'.repeat(101) }))).toEqual({
      departmentName: PRODUCT_MESSAGES.departmentName,
    });
    expect(productRowErrors(filament({ fibreType: 'Hemp' }))).toEqual({ fibreType: POST_MESSAGES.fibreType });
  });

  it('keeps the basic price to 6 digits and 2 decimals (max 999999.99)', () => {
    for (const ok of ['999999.99', '0.01', '12', '12.5'])
      expect(productRowErrors(filament({ basicPrice: ok })), ok).toEqual({});
    for (const bad of ['1000000', '10.123', '0', '-5', 'abc', '1e3'])
      expect(productRowErrors(filament({ basicPrice: bad })), bad).toEqual({ basicPrice: PRODUCT_MESSAGES.basicPrice });
  });

  it('takes digits only for denier and filament, at most 4', () => {
    expect(productRowErrors(filament({ denierCount: '12345', filamentCount: '4a' }))).toEqual({
      denierCount: 'Denier must be digits only, at most 4.',
      filamentCount: 'Filament count must be digits only, at most 4.',
    });
    expect(productRowErrors(filament({ denierCount: '9999', filamentCount: '' }))).toEqual({});
    expect(toNewCorporateProduct(filament({ denierCount: '', filamentCount: '' }))).toMatchObject({
      denierCount: null,
      filamentCount: null,
    });
  });

  it('takes plys from 1 to 16, 1 when left empty', () => {
    expect(emptyProductRow().numberOfPlys).toBe('1');
    for (const bad of ['0', '17', '2.5', 'two'])
      expect(productRowErrors(filament({ numberOfPlys: bad })), bad).toEqual({
        numberOfPlys: PRODUCT_MESSAGES.numberOfPlys,
      });
    expect(productRowErrors(filament({ numberOfPlys: '16' }))).toEqual({});
    expect(toNewCorporateProduct(filament({ numberOfPlys: '' }))).toMatchObject({ numberOfPlys: 1 });
  });

  it("needs a specification of at most 30 characters for 'Others', kept as the specific type", () => {
    const others = filament({ fibreType: 'Others', specificType: '', lustre: '', twistIntermingling: '' });
    expect(productRowErrors(others)).toEqual({ specificType: 'Please describe the yarn (up to 30 characters).' });
    expect(productRowErrors({ ...others, specificType: 'x'.repeat(31) })).toEqual({
      specificType: PRODUCT_MESSAGES.specification,
    });
    expect(productRowErrors({ ...others, specificType: 'x'.repeat(30) })).toEqual({});
    expect(toNewCorporateProduct({ ...others, specificType: 'Bamboo slub' })).toMatchObject({
      fibreType: 'Others',
      specificType: 'Bamboo slub',
    });
  });

  it('takes specific types, lustres, twists and grades from their lists', () => {
    expect(productRowErrors(filament({ specificType: 'Combed' }))).toEqual({
      specificType: PRODUCT_MESSAGES.specificType,
    });
    expect(productRowErrors(filament({ fibreType: 'Cotton', specificType: 'Combed' }))).toEqual({});
    expect(productRowErrors(filament({ lustre: 'Shiny', twistIntermingling: 'Loose' }))).toEqual({
      lustre: POST_MESSAGES.choice,
      twistIntermingling: POST_MESSAGES.choice,
    });
    expect(productRowErrors(filament({ grade: 'Best' }))).toEqual({ grade: POST_MESSAGES.choice });
    expect(productRowErrors(filament({ grade: 'First Equal Packing(A+)' }))).toEqual({});
    expect(productRowErrors(filament({ visibilityStatus: 'Maybe' }))).toEqual({
      visibilityStatus: 'Visibility must be Reveal or Hide.',
    });
  });

  it('drops the details that do not apply to the fibre type (and does not check them)', () => {
    const cotton = filament({ fibreType: 'Cotton', specificType: 'Combed', blendRatio: '60/40' });
    expect(productRowErrors(cotton)).toEqual({});
    expect(toNewCorporateProduct(cotton)).toMatchObject({
      specificType: 'Combed',
      lustre: null,
      twistIntermingling: null,
      blendRatio: null,
    });
    const nylon = toNewCorporateProduct(filament({ fibreType: 'Nylon', specificType: 'anything' }));
    expect(nylon).toMatchObject({ specificType: null, lustre: null, twistIntermingling: null, blendRatio: null });
    const blend = filament({ fibreType: 'Cotton Blend', specificType: '', blendRatio: '60/40' });
    expect(toNewCorporateProduct(blend)).toMatchObject({ blendRatio: '60/40', specificType: null, lustre: null });
    expect(productRowErrors({ ...blend, blendRatio: 'x'.repeat(31) })).toEqual({
      blendRatio: 'Blend ratio must be 30 characters or less.',
    });
  });

  it('knows which fields apply to a fibre type, as the table’s checks do', () => {
    expect(fieldApplies('specificType', 'Cotton')).toBe(true);
    expect(fieldApplies('specificType', 'Polyester Filament')).toBe(true);
    expect(fieldApplies('specificType', 'Others')).toBe(true);
    expect(fieldApplies('specificType', 'Nylon')).toBe(false);
    expect(fieldApplies('lustre', 'Polyester Filament')).toBe(true);
    expect(fieldApplies('twistIntermingling', 'Cotton')).toBe(false);
    expect(fieldApplies('blendRatio', 'Wool Blend')).toBe(true);
    expect(fieldApplies('blendRatio', 'PV 80/20')).toBe(false);
    expect(fieldApplies('lustre', '')).toBe(false);
    expect(fieldApplies('basicPrice', '')).toBe(true);
  });

  it('clears what no longer applies when the fibre type changes', () => {
    expect(clearNotApplicable(filament({ fibreType: 'Cotton' }))).toMatchObject({
      specificType: '',
      lustre: '',
      twistIntermingling: '',
      denierCount: '150',
      basicPrice: '245.5',
    });
    expect(clearNotApplicable(filament({ fibreType: 'Others', specificType: 'Bamboo' }))).toMatchObject({
      specificType: 'Bamboo',
      lustre: '',
    });
  });

  it('tells a blank row from a started one', () => {
    expect(isBlankRow(emptyProductRow())).toBe(true);
    expect(isBlankRow({ ...emptyProductRow(), numberOfPlys: '', visibilityStatus: '' })).toBe(true);
    expect(isBlankRow({ ...emptyProductRow(), basicPrice: '10' })).toBe(false);
    expect(isBlankRow({ ...emptyProductRow(), visibilityStatus: 'Hide' })).toBe(false);
  });
});

describe('cells as typed, pasted or imported', () => {
  it('spells list values as the lists do and reads prices as spreadsheets show them', () => {
    expect(normaliseProductCell('fibreType', ' polyester filament ')).toBe('Polyester Filament');
    expect(normaliseProductCell('fibreType', 'polyester-cotton (pc)')).toBe('Polyester-Cotton (PC)');
    expect(normaliseProductCell('fibreType', 'pv 80/20')).toBe('PV 80/20');
    expect(normaliseProductCell('specificType', 'dty', 'Polyester Filament')).toBe('DTY');
    expect(normaliseProductCell('specificType', 'open end', 'Cotton')).toBe('Open End');
    expect(normaliseProductCell('specificType', 'dty', 'Others')).toBe('dty');
    expect(normaliseProductCell('lustre', 'semi dull yarn')).toBe('Semi Dull Yarn');
    expect(normaliseProductCell('grade', 'pq')).toBe('PQ');
    expect(normaliseProductCell('basicPrice', '₹1,23,456.50')).toBe('123456.5');
    expect(normaliseProductCell('basicPrice', '12.345')).toBe('12.345');
    expect(normaliseProductCell('visibilityStatus', 'hidden')).toBe('Hide');
    expect(normaliseProductCell('visibilityStatus', '')).toBe('Reveal');
    expect(normaliseProductCell('numberOfPlys', '')).toBe('1');
    expect(normaliseProductCell('denierCount', '150.0')).toBe('150');
    expect(normaliseProductCell('departmentName', '  Spun   Yarn ')).toBe('Spun Yarn');
    expect(normaliseProductCell('fibreType', 'Hemp')).toBe('Hemp');
  });

  it('matches header cells to the columns by name', () => {
    expect(fieldOfHeader('Basic Price (₹)')).toBe('basicPrice');
    expect(fieldOfHeader('basic_price')).toBe('basicPrice');
    expect(fieldOfHeader('FIBRE TYPE')).toBe('fibreType');
    expect(fieldOfHeader('Twist/Intermingling')).toBe('twistIntermingling');
    expect(fieldOfHeader('Number of plys')).toBe('numberOfPlys');
    expect(fieldOfHeader('Department Name')).toBe('departmentName');
    expect(fieldOfHeader('Specification')).toBe('specificType');
    expect(fieldOfHeader('Colour')).toBeNull();
    expect(fieldOfHeader('')).toBeNull();
    // Every field has one column, in the order of the fields.
    expect(PRODUCT_COLUMNS.map((c) => c.field)).toEqual([...PRODUCT_FIELDS]);
    for (const c of PRODUCT_COLUMNS) expect(fieldOfHeader(c.header)).toBe(c.field);
  });

  it('suggests the company’s departments and the usual three, once each', () => {
    expect(departmentSuggestions(['Spun Yarn', 'spun yarn', 'Texturised', ' '])).toEqual([
      'Filament Yarn',
      'Speciality Yarn',
      'Spun Yarn',
      'Texturised',
    ]);
  });
});
