import type { ComponentProps } from 'react';
import './forms.css';

export function Textarea({ className, ...rest }: ComponentProps<'textarea'>) {
  return <textarea className={['input', 'input--textarea', className].filter(Boolean).join(' ')} {...rest} />;
}
