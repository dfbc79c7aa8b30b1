import { useEffect, useState } from 'react';
import { bannerSizeNote, COMPANY_LIMITS, type CompanyFormInput } from '@domain/admin-panel.ts';
import { CharacterCounter, isOverLimit } from '@/ui/character-counter.tsx';
import { Field } from '@/ui/field.tsx';
import { Textarea } from '@/ui/textarea.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import { imageSize } from '../model/image-size.ts';

export type CompanyErrors = Partial<Record<keyof CompanyFormInput, string>>;

/** The company's text fields, shared by the registration card and the edit dialog. */
export function CompanyFields({
  value,
  onChange,
  errors,
  disabled,
}: {
  value: CompanyFormInput;
  onChange: (next: CompanyFormInput) => void;
  errors: CompanyErrors;
  disabled?: boolean;
}) {
  const text = (
    key: keyof CompanyFormInput,
    label: string,
    options: { required?: boolean; hint?: string; placeholder?: string } = {},
  ) => (
    <Field label={label} error={errors[key]} required={options.required} hint={options.hint}>
      {(control) => (
        <TextInput
          {...control}
          value={value[key]}
          placeholder={options.placeholder}
          onChange={(e) => onChange({ ...value, [key]: e.target.value })}
          disabled={disabled}
        />
      )}
    </Field>
  );
  return (
    <div className="admin-form__grid">
      {text('companyName', 'Company name', { required: true })}
      {text('websiteUrl', 'Website', { placeholder: 'https://example.com' })}
      {text('companyHeadName', 'Head of company')}
      {text('companyHeadDesignation', 'Designation', { placeholder: 'e.g. Managing Director' })}
      <Field
        label="Address"
        error={errors.address}
        className="admin-form__span"
        hint={<CharacterCounter text={value.address} max={COMPANY_LIMITS.addressMax} />}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            value={value.address}
            aria-invalid={control['aria-invalid'] || isOverLimit(value.address, COMPANY_LIMITS.addressMax) || undefined}
            onChange={(e) => onChange({ ...value, address: e.target.value })}
            disabled={disabled}
          />
        )}
      </Field>
      <Field
        label="Marketing team"
        error={errors.marketingTeamInfo}
        className="admin-form__span"
        hint={
          <CharacterCounter text={value.marketingTeamInfo} max={COMPANY_LIMITS.teamInfoMax}>
            Who to contact, desk hours.
          </CharacterCounter>
        }
      >
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            value={value.marketingTeamInfo}
            aria-invalid={
              control['aria-invalid'] || isOverLimit(value.marketingTeamInfo, COMPANY_LIMITS.teamInfoMax) || undefined
            }
            onChange={(e) => onChange({ ...value, marketingTeamInfo: e.target.value })}
            disabled={disabled}
          />
        )}
      </Field>
    </div>
  );
}

/** Says when a chosen banner is not the advised 1500×300 px (it is still accepted). */
export function BannerSizeNote({ file }: { file: File | null }) {
  // The note of the file it was measured for: a newer choice shows nothing until it is measured.
  const [measured, setMeasured] = useState<{ file: File; note: string | null } | null>(null);
  useEffect(() => {
    let current = true;
    if (file) void imageSize(file).then((size) => current && setMeasured({ file, note: size && bannerSizeNote(size) }));
    return () => {
      current = false;
    };
  }, [file]);
  const note = measured && measured.file === file ? measured.note : null;
  return note ? (
    <p className="admin-note" role="status">
      {note}
    </p>
  ) : null;
}
