import type { ComponentProps } from 'react';
import './forms.css';

export function TextInput({ className, ...rest }: ComponentProps<'input'>) {
  return <input className={['input', className].filter(Boolean).join(' ')} {...rest} />;
}
