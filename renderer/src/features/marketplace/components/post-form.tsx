import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type UseFormRegister } from 'react-hook-form';
import { LIMITS } from '@domain/constants.ts';
import type { PostKind } from '@domain/marketplace.ts';
import { emptyPostForm, POST_TEXT_LIMITS, postFormSchema, type PostFormValues } from '@domain/schemas/post.ts';
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
import { Button } from '@/ui/button.tsx';
import { Field } from '@/ui/field.tsx';
import { Select } from '@/ui/select.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import { KG } from '@domain/units.ts';
import { LeavePrompt } from '@/ui/leave-prompt.tsx';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** A select of one of the §3 value lists. */
function ListField({
  name,
  label,
  values,
  error,
  required,
  register,
}: {
  name: keyof PostFormValues;
  label: string;
  values: readonly string[];
  error?: string;
  required?: boolean;
  register: UseFormRegister<PostFormValues>;
}) {
  return (
    <Field label={label} error={error} required={required}>
      {(p) => (
        <Select {...p} {...register(name)} options={options(values)} placeholder={`Select ${label.toLowerCase()}`} />
      )}
    </Field>
  );
}

/** The posting form of both boards: the yarn fields of §3, shown as they apply to the fibre type. */
export function PostForm({
  kind,
  submitting,
  onSubmit,
}: {
  kind: PostKind;
  submitting: boolean;
  onSubmit: (values: PostFormValues) => void;
}) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isDirty, isSubmitSuccessful },
  } = useForm<PostFormValues>({ resolver: zodResolver(postFormSchema), defaultValues: emptyPostForm(kind) });
  const fibreType = useWatch({ control, name: 'fibre_type' });
  const specificTypes = specificTypesFor(fibreType);
  const error = (name: keyof PostFormValues) => errors[name]?.message;

  return (
    <form className="post-form" noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <LeavePrompt dirty={isDirty && !isSubmitSuccessful && !submitting} />
      <fieldset className="post-form__section">
        <legend>Yarn</legend>
        <ListField
          name="fibre_type"
          label="Fibre Type"
          values={FIBRE_TYPES}
          error={error('fibre_type')}
          required
          register={register}
        />
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
          <ListField
            name="specific_type"
            label="Specific Type"
            values={specificTypes}
            error={error('specific_type')}
            register={register}
          />
        )}
        {hasLustreAndTwist(fibreType) && (
          <>
            <ListField name="lustre" label="Lustre" values={LUSTRES} error={error('lustre')} register={register} />
            <ListField
              name="twist_intermingling"
              label="Twist / Intermingling"
              values={TWISTS}
              error={error('twist_intermingling')}
              register={register}
            />
          </>
        )}
        {hasBlendRatio(fibreType) && (
          <Field label="Blend Ratio" error={error('blend_ratio')} hint="e.g. 60/40">
            {(p) => <TextInput {...p} {...register('blend_ratio')} maxLength={POST_TEXT_LIMITS.blendRatio} />}
          </Field>
        )}
      </fieldset>

      <fieldset className="post-form__section">
        <legend>Specification</legend>
        <Field
          label="Denier / Count"
          error={error('denier_count')}
          hint={`Digits only, up to ${LIMITS.denierFilamentDigits}`}
        >
          {(p) => (
            <TextInput
              {...p}
              {...register('denier_count')}
              inputMode="numeric"
              maxLength={LIMITS.denierFilamentDigits}
            />
          )}
        </Field>
        <Field
          label="Filament Count"
          error={error('filament_count')}
          hint={`Digits only, up to ${LIMITS.denierFilamentDigits}`}
        >
          {(p) => (
            <TextInput
              {...p}
              {...register('filament_count')}
              inputMode="numeric"
              maxLength={LIMITS.denierFilamentDigits}
            />
          )}
        </Field>
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
        <ListField name="grade" label="Grade" values={GRADES} error={error('grade')} register={register} />
      </fieldset>

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

      <div className="post-form__actions">
        <Button type="submit" loading={submitting}>
          {kind === 'offer' ? 'Post Offer' : 'Post Enquiry'}
        </Button>
      </div>
    </form>
  );
}
