import {
  COMMERCIAL_OPTIONS,
  KNIT_OPTIONS,
  NON_WOVEN_OPTIONS,
  numericOnly,
  SPEC_LABELS,
  WOVEN_OPTIONS,
  type FabricCategory,
  type SpecValues,
} from '@domain/fabric-rfq.ts';
import { Field } from '@/ui/field.tsx';
import { Select } from '@/ui/select.tsx';
import { TextInput } from '@/ui/text-input.tsx';

export type SpecField =
  | { key: string; kind: 'select'; options: readonly string[] }
  | { key: string; kind: 'multi'; options: readonly string[] }
  | { key: string; kind: 'number' }
  | { key: string; kind: 'text' };

/** The technical specifications each fabric category asks for. */
export const SPEC_FIELDS: Record<FabricCategory, SpecField[]> = {
  Woven: [
    { key: 'weavingMachineType', kind: 'select', options: WOVEN_OPTIONS.weavingMachineType },
    { key: 'weaveType', kind: 'select', options: WOVEN_OPTIONS.weaveType },
    { key: 'materialComposition', kind: 'multi', options: WOVEN_OPTIONS.materialComposition },
    { key: 'epi', kind: 'number' },
    { key: 'ppi', kind: 'number' },
    { key: 'reedWidth', kind: 'number' },
    { key: 'gsm', kind: 'number' },
    { key: 'selvedgeType', kind: 'select', options: WOVEN_OPTIONS.selvedgeType },
  ],
  Knit: [
    { key: 'knittingMachineType', kind: 'select', options: KNIT_OPTIONS.knittingMachineType },
    { key: 'fabricStructure', kind: 'select', options: KNIT_OPTIONS.fabricStructure },
    { key: 'knittingType', kind: 'select', options: KNIT_OPTIONS.knittingType },
    { key: 'gauge', kind: 'number' },
    { key: 'dia', kind: 'number' },
    { key: 'loopLength', kind: 'number' },
  ],
  'Non-Woven': [
    { key: 'productionProcess', kind: 'select', options: NON_WOVEN_OPTIONS.productionProcess },
    { key: 'fabricApplication', kind: 'select', options: NON_WOVEN_OPTIONS.fabricApplication },
    { key: 'materialComposition', kind: 'multi', options: NON_WOVEN_OPTIONS.materialComposition },
  ],
};

/** The commercial and logistic details every fabric RFQ asks for. */
export const COMMERCIAL_FIELDS: SpecField[] = [
  { key: 'moq', kind: 'number' },
  { key: 'pricePerMeter', kind: 'number' },
  { key: 'packingType', kind: 'select', options: COMMERCIAL_OPTIONS.packingType },
  { key: 'leadTime', kind: 'select', options: COMMERCIAL_OPTIONS.leadTime },
  { key: 'deliveryLocation', kind: 'text' },
  { key: 'inspectionPreference', kind: 'select', options: COMMERCIAL_OPTIONS.inspectionPreference },
  { key: 'certifications', kind: 'multi', options: COMMERCIAL_OPTIONS.certifications },
];

/** One specification: a select, a set of checkboxes (multi), or a number or text input. */
export function SpecInput({
  field,
  values,
  onChange,
}: {
  field: SpecField;
  values: SpecValues;
  onChange: (v: SpecValues) => void;
}) {
  const label = SPEC_LABELS[field.key] ?? field.key;
  const value = values[field.key];
  if (field.kind === 'multi') {
    const chosen = Array.isArray(value) ? value : [];
    return (
      <fieldset className="multi-choice">
        <legend className="field__label">{label}</legend>
        <div className="multi-choice__options">
          {field.options.map((option) => (
            <label key={option} className="chip chip--check">
              <input
                type="checkbox"
                checked={chosen.includes(option)}
                onChange={(e) =>
                  onChange({
                    ...values,
                    [field.key]: e.target.checked ? [...chosen, option] : chosen.filter((o) => o !== option),
                  })
                }
              />
              {option}
            </label>
          ))}
        </div>
      </fieldset>
    );
  }
  const text = typeof value === 'string' ? value : '';
  return (
    <Field label={label}>
      {(control) =>
        field.kind === 'select' ? (
          <Select
            {...control}
            value={text}
            placeholder="Select"
            options={field.options.map((o) => ({ value: o, label: o }))}
            onChange={(e) => onChange({ ...values, [field.key]: e.target.value })}
          />
        ) : (
          <TextInput
            {...control}
            value={text}
            inputMode={field.kind === 'number' ? 'decimal' : undefined}
            onChange={(e) =>
              onChange({
                ...values,
                [field.key]: field.kind === 'number' ? numericOnly(e.target.value) : e.target.value,
              })
            }
          />
        )
      }
    </Field>
  );
}
