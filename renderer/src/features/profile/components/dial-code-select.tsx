import { useState } from 'react';
import { COUNTRIES, type Country } from '@domain/reference/countries.ts';
import type { FieldControlProps } from '@/ui/field.tsx';

interface DialCodeSelectProps extends FieldControlProps {
  value: string;
  onChange: (dialCode: string) => void;
}

const INDIA = 'IN';

function firstWithDialCode(dialCode: string): Country | undefined {
  return (
    COUNTRIES.find((c) => c.iso === INDIA && c.dialCode === dialCode) ?? COUNTRIES.find((c) => c.dialCode === dialCode)
  );
}

/**
 * The country code picker: one option per country with its flag, because several countries share a
 * code (+1); the form keeps only the dial code.
 */
export function DialCodeSelect({ value, onChange, ...control }: DialCodeSelectProps) {
  const [iso, setIso] = useState(() => firstWithDialCode(value)?.iso ?? '');
  // A reset of the form (or a loaded profile) may bring a code the chosen country does not have.
  const shown = COUNTRIES.find((c) => c.iso === iso)?.dialCode === value ? iso : (firstWithDialCode(value)?.iso ?? '');
  return (
    <select
      {...control}
      className="input input--select"
      value={shown}
      onChange={(e) => {
        setIso(e.target.value);
        onChange(COUNTRIES.find((c) => c.iso === e.target.value)?.dialCode ?? '');
      }}
    >
      <option value="">No code</option>
      {COUNTRIES.map((c) => (
        <option key={c.iso} value={c.iso}>
          {`${c.flag} ${c.dialCode} ${c.name}`}
        </option>
      ))}
    </select>
  );
}
