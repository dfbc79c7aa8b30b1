/**
 * The posting forms of /post-purchase-enquiry and /post-sales-offer: the yarn fields of §3 with the limits of
 * the corporate product form (§5, §9). Form values are strings (as typed); `toNewPost` gives the post to create.
 */
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import type { PostKind } from '../marketplace.ts';
import {
  FIBRE_TYPES,
  GRADES,
  hasBlendRatio,
  hasLustreAndTwist,
  LUSTRES,
  needsSpecification,
  specificTypesFor,
  TWISTS,
} from '../yarn.ts';
import { addIssue, evenWithFieldIssues } from './fields.ts';
import { KG } from '../units.ts';

export const POST_MESSAGES = {
  fibreType: 'Please select a fibre type.',
  specification: 'Please describe the yarn (up to 30 characters).',
  specificationTooLong: `Specification must be ${LIMITS.otherSpecificationMax} characters or less.`,
  choice: 'Please choose a value from the list.',
  denier: `Denier must be digits only, at most ${LIMITS.denierFilamentDigits}.`,
  filament: `Filament count must be digits only, at most ${LIMITS.denierFilamentDigits}.`,
  plys: `Number of plies must be a whole number from ${LIMITS.plysMin} to ${LIMITS.plysMax}.`,
  quantity: `Please enter a quantity in ${KG} greater than 0 (up to 2 decimals).`,
  price: 'Please enter a price from 0.01 to 999999.99 (up to 2 decimals).',
  blendRatio: 'Blend ratio must be 30 characters or less.',
  preferredCompany: 'Preferred company must be 200 characters or less.',
} as const;

/** Text limits backed by the tables' checks. */
export const POST_TEXT_LIMITS = { blendRatio: 30, preferredCompany: 200 } as const;
/** numeric(12, 2): ten digits before the point. */
const QUANTITY_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
/** Basic price: up to 6 digits plus 2 decimals (§5). */
const PRICE_PATTERN = /^\d{1,6}(\.\d{1,2})?$/;
const DENIER_PATTERN = new RegExp(`^\\d{0,${LIMITS.denierFilamentDigits}}$`);

const text = z.string().trim();

export const postFormSchema = z
  .object({
    kind: z.enum(['enquiry', 'offer']),
    fibre_type: text,
    specification: text,
    specific_type: text,
    lustre: text,
    twist_intermingling: text,
    blend_ratio: text,
    denier_count: text,
    filament_count: text,
    number_of_plys: text,
    grade: text,
    quantity: text,
    price: text,
    preferred_company: text,
  })
  .superRefine((v, ctx) => {
    if (!(FIBRE_TYPES as readonly string[]).includes(v.fibre_type))
      addIssue(ctx, 'fibre_type', POST_MESSAGES.fibreType);
    if (needsSpecification(v.fibre_type)) {
      if (!v.specification) addIssue(ctx, 'specification', POST_MESSAGES.specification);
      else if (v.specification.length > LIMITS.otherSpecificationMax)
        addIssue(ctx, 'specification', POST_MESSAGES.specificationTooLong);
    }
    const oneOf = (field: keyof typeof v, list: readonly string[]) => {
      if (v[field] && !list.includes(v[field])) addIssue(ctx, field, POST_MESSAGES.choice);
    };
    // Fields that do not apply to the fibre type are ignored (toNewPost drops them).
    if (specificTypesFor(v.fibre_type).length) oneOf('specific_type', specificTypesFor(v.fibre_type));
    if (hasLustreAndTwist(v.fibre_type)) {
      oneOf('lustre', LUSTRES);
      oneOf('twist_intermingling', TWISTS);
    }
    oneOf('grade', GRADES);
    if (hasBlendRatio(v.fibre_type) && v.blend_ratio.length > POST_TEXT_LIMITS.blendRatio)
      addIssue(ctx, 'blend_ratio', POST_MESSAGES.blendRatio);
    if (!DENIER_PATTERN.test(v.denier_count)) addIssue(ctx, 'denier_count', POST_MESSAGES.denier);
    if (!DENIER_PATTERN.test(v.filament_count)) addIssue(ctx, 'filament_count', POST_MESSAGES.filament);
    const plys = Number(v.number_of_plys || LIMITS.plysMin);
    if (!/^\d*$/.test(v.number_of_plys) || plys < LIMITS.plysMin || plys > LIMITS.plysMax)
      addIssue(ctx, 'number_of_plys', POST_MESSAGES.plys);
    if (!QUANTITY_PATTERN.test(v.quantity) || Number(v.quantity) <= 0)
      addIssue(ctx, 'quantity', POST_MESSAGES.quantity);
    if (v.kind === 'offer' && (!PRICE_PATTERN.test(v.price) || Number(v.price) < 0.01))
      addIssue(ctx, 'price', POST_MESSAGES.price);
    if (v.preferred_company.length > POST_TEXT_LIMITS.preferredCompany)
      addIssue(ctx, 'preferred_company', POST_MESSAGES.preferredCompany);
  }, evenWithFieldIssues);

export type PostFormValues = z.input<typeof postFormSchema>;

export const emptyPostForm = (kind: PostKind): PostFormValues => ({
  kind,
  fibre_type: '',
  specification: '',
  specific_type: '',
  lustre: '',
  twist_intermingling: '',
  blend_ratio: '',
  denier_count: '',
  filament_count: '',
  number_of_plys: '1',
  grade: '',
  quantity: '',
  price: '',
  preferred_company: '',
});

/** A new post's fields (camelCase, as ports take them): the yarn of §3 and the board's quantity (and price). */
interface NewPostYarn {
  fibreType: string;
  specificType: string | null;
  lustre: string | null;
  twistIntermingling: string | null;
  blendRatio: string | null;
  denierCount: number | null;
  filamentCount: number | null;
  numberOfPlys: number;
  grade: string | null;
  preferredCompany: string | null;
}

export type NewPost =
  | ({ kind: 'enquiry'; quantityRequiredKgs: number } & NewPostYarn)
  | ({ kind: 'offer'; quantityKgs: number; price: number } & NewPostYarn);

const orNull = (value: string) => value.trim() || null;
const numberOrNull = (value: string) => (value.trim() ? Number(value) : null);

/**
 * The post to create from valid form values: fields that do not apply to the fibre type are dropped, and the
 * specification of 'Others' goes into specificType.
 */
export function toNewPost(values: PostFormValues): NewPost {
  const v = postFormSchema.parse(values);
  const filament = hasLustreAndTwist(v.fibre_type);
  const yarn: NewPostYarn = {
    fibreType: v.fibre_type,
    specificType: needsSpecification(v.fibre_type)
      ? v.specification
      : specificTypesFor(v.fibre_type).length
        ? orNull(v.specific_type)
        : null,
    lustre: filament ? orNull(v.lustre) : null,
    twistIntermingling: filament ? orNull(v.twist_intermingling) : null,
    blendRatio: hasBlendRatio(v.fibre_type) ? orNull(v.blend_ratio) : null,
    denierCount: numberOrNull(v.denier_count),
    filamentCount: numberOrNull(v.filament_count),
    numberOfPlys: Number(v.number_of_plys || LIMITS.plysMin),
    grade: orNull(v.grade),
    preferredCompany: orNull(v.preferred_company),
  };
  return v.kind === 'enquiry'
    ? { kind: 'enquiry', ...yarn, quantityRequiredKgs: Number(v.quantity) }
    : { kind: 'offer', ...yarn, quantityKgs: Number(v.quantity), price: Number(v.price) };
}
