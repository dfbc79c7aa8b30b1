import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/ui/field.tsx';
import { TextInput } from '@/ui/text-input.tsx';

/** The e-mail box of the account forms, wired to its form by `register('email')`. */
export function EmailField({ error, ...registration }: UseFormRegisterReturn & { error: string | undefined }) {
  return (
    <Field label="Email" required error={error}>
      {(control) => <TextInput {...control} type="email" autoComplete="email" {...registration} />}
    </Field>
  );
}
