import { useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { LIMITS } from '@domain/constants.ts';
import type { PostKind } from '@domain/marketplace.ts';
import { POST_TEXT_LIMITS, type PostFormValues } from '@domain/schemas/post.ts';
import { KG } from '@domain/units.ts';
import {
  FIBRE_TYPES,
  GRADES,
  hasBlendRatio,
  hasLustreAndTwist,
  LUSTRES,
  needsSpecification,
  specificTypesFor,
  TWISTS,
} from '@domain/yarn.ts';
import { Field } from '@/ui/field.tsx';
import { Select } from '@/ui/select.tsx';
import { TextInput } from '@/ui/text-input.tsx';

/** What each section of the posting form is given: the form's register and each field's message. */
export interface PostFields {
  register: UseFormRegister<PostFormValues>;
  error: (name: keyof PostFormValues) => string | undefined;
}

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** A select of one of the §3 value lists. */
function ListField({
  name,
  label,
  values,
  error,
  required,
  register,
}: PostFields & {
  name: keyof PostFormValues;
  label: string;
  values: readonly string[];
  required?: boolean;
}) {
  return (
    <Field label={label} error={error(name)} required={required}>
      {(p) => (
        <Select {...p} {...register(name)} options={options(values)} placeholder={`Select ${label.toLowerCase()}`} />
      )}
    </Field>
  );
}

/** A count of digits only (denier, filaments). */
function DigitsField({ name, label, register, error }: PostFields & { name: keyof PostFormValues; label: string }) {
  return (
    <Field label={label} error={error(name)} hint={`Digits only, up to ${LIMITS.denierFilamentDigits}`}>
      {(p) => <TextInput {...p} {...register(name)} inputMode="numeric" maxLength={LIMITS.denierFilamentDigits} />}
    </Field>
  );
}

/** The yarn: the fibre type, then the fields that apply to it (§3). */
export function PostYarnFields({ control, ...fields }: PostFields & { control: Control<PostFormValues> }) {
  const { register, error } = fields;
  const fibreType = useWatch({ control, name: 'fibre_type' });
  const specificTypes = specificTypesFor(fibreType);
  return (
    <fieldset className="post-form__section">
      <legend>Yarn</legend>
      <ListField name="fibre_type" label="Fibre Type" values={FIBRE_TYPES} required {...fields} />
      {needsSpecification(fibreType) && (
        <Field
          label="Specification"
          error={error('specification')}
          required
          hint={`Up to ${LIMITS.otherSpecificationMax} characters`}
        >
          {(p) => <TextInput {...p} {...register('specification')} maxLength={LIMITS.otherSpecificationMax} />}
        </Field>
      )}
      {specificTypes.length > 0 && (
        <ListField name="specific_type" label="Specific Type" values={specificTypes} {...fields} />
      )}
      {hasLustreAndTwist(fibreType) && (
        <>
          <ListField name="lustre" label="Lustre" values={LUSTRES} {...fields} />
          <ListField name="twist_intermingling" label="Twist / Intermingling" values={TWISTS} {...fields} />
        </>
      )}
      {hasBlendRatio(fibreType) && (
        <Field label="Blend Ratio" error={error('blend_ratio')} hint="e.g. 60/40">
          {(p) => <TextInput {...p} {...register('blend_ratio')} maxLength={POST_TEXT_LIMITS.blendRatio} />}
        </Field>
      )}
    </fieldset>
  );
}

/** Denier, filaments, plies and grade. */
export function PostSpecificationFields(fields: PostFields) {
  const { register, error } = fields;
  return (
    <fieldset className="post-form__section">
      <legend>Specification</legend>
      <DigitsField name="denier_count" label="Denier / Count" {...fields} />
      <DigitsField name="filament_count" label="Filament Count" {...fields} />
      <Field label="Number of plies" error={error('number_of_plys')} hint={`${LIMITS.plysMin} to ${LIMITS.plysMax}`}>
        {(p) => (
          <TextInput
            {...p}
            {...register('number_of_plys')}
            type="number"
            min={LIMITS.plysMin}
            max={LIMITS.plysMax}
            step={1}
          />
        )}
      </Field>
      <ListField name="grade" label="Grade" values={GRADES} {...fields} />
    </fieldset>
  );
}

/** The quantity, an offer's price and the company shown on the board. */
export function PostQuantityFields({ kind, ...fields }: PostFields & { kind: PostKind }) {
  const { register, error } = fields;
  return (
    <fieldset className="post-form__section">
      <legend>{kind === 'offer' ? 'Quantity & Price' : 'Quantity'}</legend>
      <Field
        label={kind === 'offer' ? `Quantity (${KG})` : `Quantity Required (${KG})`}
        error={error('quantity')}
        required
      >
        {(p) => <TextInput {...p} {...register('quantity')} inputMode="decimal" />}
      </Field>
      {kind === 'offer' && (
        <Field label={`Price (₹ per ${KG})`} error={error('price')} required hint="Up to 999999.99">
          {(p) => <TextInput {...p} {...register('price')} inputMode="decimal" />}
        </Field>
      )}
      <Field
        label="Preferred Company"
        error={error('preferred_company')}
        hint="Shown on the board; leave empty to show 'Not Shared'"
      >
        {(p) => <TextInput {...p} {...register('preferred_company')} maxLength={POST_TEXT_LIMITS.preferredCompany} />}
      </Field>
    </fieldset>
  );
}
