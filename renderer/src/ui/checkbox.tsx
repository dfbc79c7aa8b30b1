import type { ComponentProps, ReactNode } from 'react';
import './forms.css';

/** A checkbox with its label beside it. */
export function Checkbox({ label, className, ...rest }: Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode }) {
  return (
    <label className={['check', className].filter(Boolean).join(' ')}>
      <input type="checkbox" {...rest} />
      <span>{label}</span>
    </label>
  );
}
