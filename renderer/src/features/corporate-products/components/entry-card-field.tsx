import { useState } from 'react';
import type { ProductField } from '@domain/corporate-product-form.ts';
import { Field, type FieldControlProps } from '@/ui/field.tsx';
import { Select } from '@/ui/select.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import { entryCellName, fieldInput } from '../model/field-input.ts';
import { DEPARTMENT_LIST_ID } from './entry-cells.tsx';

export interface EntryCardFieldProps {
  field: ProductField;
  label: string;
  value: string;
  fibreType: string;
  rowIndex: number;
  required: boolean;
  error?: string;
  hint?: string;
  placeholder?: string;
  disabled: boolean;
  className: string;
  /** A chosen value, or typed text once the field is left (or Enter is pressed). */
  onCommit: (field: ProductField, value: string) => void;
  onLeave: (field: ProductField) => void;
}

/**
 * One field of a row on a phone: a native list (the phone's own picker) or a text box with the keyboard the field
 * wants (digits for counts, a decimal pad for the price). Typed text is held here and handed to the row when the
 * field is left, where it is normalised as a typed grid cell is (trimmed, '₹1,210' → 1210): normalising on every
 * key would eat the space typed between two words.
 */
export function EntryCardField({ label, required, error, hint, className, ...rest }: EntryCardFieldProps) {
  return (
    <Field label={label} required={required} error={error} hint={hint} className={className}>
      {(control) => <FieldControl control={control} {...rest} />}
    </Field>
  );
}

/** The list's values, and a pasted or imported value it lacks (shown as such, so the person sees what to change). */
const listOptions = (values: readonly string[], value: string) => [
  ...(value && !values.includes(value) ? [{ value, label: `${value} (not in the list)` }] : []),
  ...values.map((v) => ({ value: v, label: v })),
];

type ControlProps = Omit<EntryCardFieldProps, 'label' | 'required' | 'error' | 'hint' | 'className'> & {
  control: FieldControlProps;
};

function FieldControl({
  control,
  field,
  value,
  fibreType,
  rowIndex,
  placeholder,
  disabled,
  onCommit,
  onLeave,
}: ControlProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const input = fieldInput(field, fibreType);
  const name = entryCellName(rowIndex, field);
  if (input.kind === 'list')
    return (
      <Select
        {...control}
        data-entry-cell={name}
        value={value}
        disabled={disabled}
        placeholder={input.optional ? (field === 'fibreType' ? 'Choose…' : '—') : undefined}
        options={listOptions(input.values, value)}
        onChange={(e) => onCommit(field, e.target.value)}
        onBlur={() => onLeave(field)}
      />
    );
  const commit = () => {
    if (draft !== null) onCommit(field, draft);
    setDraft(null);
  };
  return (
    <TextInput
      {...control}
      data-entry-cell={name}
      value={draft ?? value}
      maxLength={input.maxLength}
      inputMode={input.keyboard}
      list={field === 'departmentName' ? DEPARTMENT_LIST_ID : undefined}
      placeholder={placeholder}
      autoComplete="off"
      disabled={disabled}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={() => {
        commit();
        onLeave(field);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
    />
  );
}
