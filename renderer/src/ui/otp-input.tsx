import type { ComponentProps } from 'react';
import { LIMITS } from '@domain/constants.ts';
import './forms.css';

/** Keeps digits only, at most `length` of them. */
export function otpDigits(text: string, length: number = LIMITS.otpLength): string {
  return text.replace(/\D/g, '').slice(0, length);
}

export interface OtpInputProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> {
  value: string;
  onValueChange: (digits: string) => void;
  length?: number;
}

/** A one-time-code input: digits only, 6 by default, with the platform's code autofill. */
export function OtpInput({ value, onValueChange, length = LIMITS.otpLength, className, ...rest }: OtpInputProps) {
  return (
    <input
      className={['input', 'input--otp', className].filter(Boolean).join(' ')}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern={`\\d{${length}}`}
      maxLength={length}
      value={value}
      onChange={(event) => onValueChange(otpDigits(event.target.value, length))}
      {...rest}
    />
  );
}
