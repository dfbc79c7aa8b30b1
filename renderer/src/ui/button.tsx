import type { ComponentProps } from 'react';
import { Spinner } from './spinner.tsx';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';

/** The class list of a button-looking element (also used by LinkButton). */
export function buttonClass(variant: ButtonVariant = 'primary', size: 'md' | 'sm' = 'md', extra?: string): string {
  return ['btn', `btn--${variant}`, size === 'sm' && 'btn--sm', extra].filter(Boolean).join(' ');
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: 'md' | 'sm';
  /** Shows a spinner and disables the button while an action runs. */
  loading?: boolean;
}

export function Button({ variant, size, loading = false, className, disabled, children, type, ...rest }: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={buttonClass(variant, size, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size={16} label="" />}
      {children}
    </button>
  );
}
