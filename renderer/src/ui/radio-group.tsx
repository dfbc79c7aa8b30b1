import { useId, type ReactNode } from 'react';
import './forms.css';

interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  legend: ReactNode;
  name: string;
  options: readonly RadioOption[];
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  /** Lays the choices out side by side. */
  inline?: boolean;
}

/** Radios in a fieldset with a legend and an announced error. */
export function RadioGroup({ legend, name, options, value, onValueChange, error, inline }: RadioGroupProps) {
  const errorId = useId();
  return (
    <fieldset className="radio-group" aria-describedby={error ? errorId : undefined}>
      <legend className="field__label">{legend}</legend>
      <div className={inline ? 'radio-group__options radio-group__options--inline' : 'radio-group__options'}>
        {options.map((option) => (
          <label key={option.value} className="check">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onValueChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <p id={errorId} className="field__error" aria-live="polite">
        {error}
      </p>
    </fieldset>
  );
}
