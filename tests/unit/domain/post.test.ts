import { describe, expect, it } from 'vitest';
import { emptyPostForm, POST_MESSAGES, postFormSchema, toNewPost, type PostFormValues } from '@domain/schemas/post.ts';

const enquiry = (over: Partial<PostFormValues> = {}): PostFormValues => ({
  ...emptyPostForm('enquiry'),
  fibre_type: 'Polyester Filament',
  specific_type: 'DTY',
  lustre: 'Semi Dull Yarn',
  twist_intermingling: 'SIM',
  denier_count: '150',
  filament_count: '48',
  quantity: '1200.5',
  ...over,
});

function errors(values: PostFormValues): Record<string, string> {
  const result = postFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('post form schema', () => {
  it('accepts a complete enquiry and builds its row', () => {
    expect(errors(enquiry())).toEqual({});
    expect(toNewPost(enquiry())).toEqual({
      kind: 'enquiry',
      fibreType: 'Polyester Filament',
      specificType: 'DTY',
      lustre: 'Semi Dull Yarn',
      twistIntermingling: 'SIM',
      blendRatio: null,
      denierCount: 150,
      filamentCount: 48,
      numberOfPlys: 1,
      grade: null,
      preferredCompany: null,
      quantityRequiredKgs: 1200.5,
    });
  });

  it('requires a fibre type and a quantity, and shows every message at once', () => {
    expect(errors(emptyPostForm('enquiry'))).toEqual({
      fibre_type: POST_MESSAGES.fibreType,
      quantity: POST_MESSAGES.quantity,
    });
  });

  it('keeps the corporate product limits: 4-digit counts, plys 1-16, price up to 999999.99', () => {
    expect(errors(enquiry({ denier_count: '12345', filament_count: '4a' }))).toEqual({
      denier_count: POST_MESSAGES.denier,
      filament_count: POST_MESSAGES.filament,
    });
    expect(errors(enquiry({ number_of_plys: '17' }))).toEqual({ number_of_plys: POST_MESSAGES.plys });
    expect(errors(enquiry({ number_of_plys: '0' }))).toEqual({ number_of_plys: POST_MESSAGES.plys });
    expect(errors(enquiry({ number_of_plys: '16' }))).toEqual({});
    const offer = enquiry({ kind: 'offer' });
    expect(errors(offer)).toEqual({ price: POST_MESSAGES.price });
    expect(errors({ ...offer, price: '999999.99' })).toEqual({});
    expect(errors({ ...offer, price: '1000000' })).toEqual({ price: POST_MESSAGES.price });
    expect(errors({ ...offer, price: '10.123' })).toEqual({ price: POST_MESSAGES.price });
    expect(errors({ ...offer, price: '0' })).toEqual({ price: POST_MESSAGES.price });
    expect(toNewPost({ ...offer, price: '245.5' })).toMatchObject({ kind: 'offer', quantityKgs: 1200.5, price: 245.5 });
  });

  it("needs a specification of at most 30 characters for 'Others' and stores it as the specific type", () => {
    const others = enquiry({ fibre_type: 'Others', specific_type: '', lustre: '', twist_intermingling: '' });
    expect(errors(others)).toEqual({ specification: POST_MESSAGES.specification });
    expect(errors({ ...others, specification: 'x'.repeat(31) })).toEqual({
      specification: POST_MESSAGES.specificationTooLong,
    });
    expect(toNewPost({ ...others, specification: 'Bamboo slub' })).toMatchObject({ specificType: 'Bamboo slub' });
  });

  it('drops fields that do not apply to the fibre type', () => {
    const row = toNewPost(enquiry({ fibre_type: 'Nylon', blend_ratio: '60/40' }));
    expect(row).toMatchObject({ specificType: null, lustre: null, twistIntermingling: null, blendRatio: null });
    expect(toNewPost(enquiry({ fibre_type: 'Cotton Blend', specific_type: '', blend_ratio: '60/40' }))).toMatchObject({
      blendRatio: '60/40',
      lustre: null,
    });
  });

  it('refuses values outside the lists', () => {
    expect(errors(enquiry({ specific_type: 'Combed' }))).toEqual({ specific_type: POST_MESSAGES.choice });
    expect(errors(enquiry({ grade: 'Best' }))).toEqual({ grade: POST_MESSAGES.choice });
    expect(errors(enquiry({ fibre_type: 'Hemp' }))).toEqual({ fibre_type: POST_MESSAGES.fibreType });
  });
});
