import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { toastForIssue } from '@domain/messages.ts';
import { showToast } from '@/ui/toast/toast-store.ts';
import { firstErrorMessage } from '../model/form-errors.ts';

/** A validation message as a destructive toast, with the spec's title when it pairs one with the text. */
function toastIssue(message: string): void {
  showToast({ ...toastForIssue(message), variant: 'destructive' });
}

/**
 * An account form checked by its @domain schema. An invalid submit shows each field's message inline,
 * the first of them as the spec's toast, and focuses the first invalid field. After that, a field's
 * message clears (or changes) as it is corrected, like the app's other forms; toasts come only on submit.
 */
export function useAuthForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  defaultValues: NoInfer<DefaultValues<Input>>,
) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  /** The form's onSubmit: `onValid` gets the parsed values; the button stays busy until it settles. */
  const submitWith = (onValid: (values: Output) => Promise<void>) => (event: FormEvent) =>
    void form.handleSubmit(onValid, (errors) => {
      const message = firstErrorMessage(errors);
      if (message) toastIssue(message);
    })(event);
  return { ...form, submitWith };
}
