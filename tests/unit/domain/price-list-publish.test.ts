import { describe, expect, it } from 'vitest';
import {
  PUBLISH_MESSAGES,
  PUBLISH_RULES,
  priceListDocument,
  priceListHeadline,
  priceListLines,
  publishRequestSchema,
  tradeName,
  validityProblem,
  type PriceListDraftRow,
  type PriceListLine,
} from '@domain/price-list-publish.ts';

const row = (over: Partial<PriceListDraftRow>): PriceListDraftRow => ({
  product_id: 'p',
  department_name: 'Spun Yarn',
  fibre_type: 'Cotton',
  specific_type: 'Combed',
  lustre: null,
  twist_intermingling: null,
  denier_count: 40,
  filament_count: null,
  number_of_plys: 1,
  grade: null,
  blend_ratio: null,
  price: 286,
  previous_price: 282,
  next_edition: 3,
  ...over,
});

const line = (classLabel: string, price: number, previousPrice: number | null): PriceListLine => ({
  productId: classLabel,
  department: 'Spun Yarn',
  classLabel,
  description: classLabel,
  price,
  previousPrice,
  unit: 'kg',
});

describe('price list validity', () => {
  it('accepts today to 31 days ahead and refuses the rest, impossible dates and other formats', () => {
    expect(validityProblem('2026-11-29', '2026-11-29')).toBeNull();
    expect(validityProblem('2026-12-30', '2026-11-29')).toBeNull();
    expect(validityProblem('2026-12-31', '2026-11-29')).toBe(PUBLISH_MESSAGES.validity);
    expect(validityProblem('2026-11-28', '2026-11-29')).toBe(PUBLISH_MESSAGES.validity);
    for (const bad of ['2026-11-31', '29-11-2026', '2026-1-30', '']) {
      expect(validityProblem(bad, '2026-11-29')).toBe(PUBLISH_MESSAGES.validity);
    }
    expect(PUBLISH_RULES.maxValidityDays).toBe(31);
    expect(PUBLISH_MESSAGES.validity).toBe('Choose a validity date from today to 31 days ahead.');
  });

  it("checks the function's body: a company id, one department or null, a mode", () => {
    const ok = { company_id: '5f0c3a52-3a8e-4d0e-9a2b-1c2d3e4f5a6b', department: ' Spun Yarn ', valid_until: 'x' };
    expect(publishRequestSchema.parse({ ...ok, mode: 'publish' }).department).toBe('Spun Yarn');
    const problem = (body: object) => publishRequestSchema.safeParse(body).error?.issues[0].message;
    expect(problem({ ...ok, mode: 'print' })).toBe(PUBLISH_MESSAGES.mode);
    expect(problem({ ...ok, department: '  ', mode: 'preview' })).toBe(PUBLISH_MESSAGES.department);
    expect(problem({ ...ok, company_id: 'acme', mode: 'preview' })).toBe(PUBLISH_MESSAGES.company);
  });
});

describe('price list lines and document', () => {
  it('groups by department then class, names each product by its class and what the class leaves out', () => {
    const lines = priceListLines([
      row({ product_id: 'b', department_name: 'Spun Yarn', denier_count: 60, grade: 'A', number_of_plys: 2 }),
      row({
        product_id: 'a',
        department_name: 'Filament Yarn',
        fibre_type: 'Polyester Filament',
        specific_type: 'DTY',
        denier_count: 150,
        filament_count: 48,
        twist_intermingling: 'NIM',
        price: 118,
        previous_price: null,
      }),
      row({ product_id: 'c', department_name: 'Spun Yarn', denier_count: 40 }),
    ]);
    expect(lines.map((l) => [l.department, l.description, l.price, l.previousPrice, l.unit])).toEqual([
      ['Filament Yarn', 'Polyester Filament · DTY · 150D · 48F · NIM', 118, null, 'kg'],
      ['Spun Yarn', 'Cotton · Combed · 40s', 286, 282, 'kg'],
      ['Spun Yarn', 'Cotton · Combed · 60s · 2 ply · A', 286, 282, 'kg'],
    ]);
    expect(lines[0].classLabel).toBe('Polyester Filament · DTY · 150D');
  });

  it('takes the edition from the draft and keeps what the list says about itself', () => {
    const meta = {
      companyName: 'Mill',
      logo: null,
      department: null,
      publishedOn: '2026-11-29',
      validUntil: '2026-12-05',
    };
    expect(priceListDocument([row({})], meta)).toMatchObject({ ...meta, edition: 3 });
    expect(priceListDocument([], meta).edition).toBe(1);
  });
});

describe('price list headline', () => {
  it('names products in the trade’s words', () => {
    expect(tradeName({ classLabel: 'Cotton · Combed · 40s' })).toBe('40s Combed Cotton');
    expect(tradeName({ classLabel: 'Polyester Filament · DTY · 150D' })).toBe('150D DTY');
    expect(tradeName({ classLabel: 'Nylon · 70D' })).toBe('70D Nylon');
    expect(tradeName({ classLabel: 'Jute' })).toBe('Jute');
  });

  it('names the biggest moves with ▲/▼ and counts the rest', () => {
    const lines = [
      line('Cotton · Combed · 40s', 286, 282),
      line('Polyester Filament · DTY · 150D', 118, 120),
      line('Cotton · Carded · 30s', 200, 199.5),
      line('Cotton · Carded · 20s', 180, 180),
      line('Viscose Rayon · 30s', 210.5, null),
    ];
    expect(priceListHeadline(lines)).toBe(
      '150D DTY ▼ ₹2 to ₹118/kg · 40s Combed Cotton ▲ ₹4 to ₹286/kg · 1 more changed',
    );
    expect(priceListHeadline(lines.slice(0, 1))).toBe('40s Combed Cotton ▲ ₹4 to ₹286/kg');
    expect(priceListHeadline([line('Cotton · Carded · 30s', 200.25, 199.5)])).toBe(
      '30s Carded Cotton ▲ ₹0.75 to ₹200.25/kg',
    );
  });

  it('says when nothing changed and when the list is the first', () => {
    expect(priceListHeadline([line('Jute', 90, 90), line('Wool', 500, null)])).toBe(
      'No price changes since the last list: 2 products',
    );
    expect(priceListHeadline([line('Jute', 90, null)])).toBe('New price list: 1 product');
  });
});
