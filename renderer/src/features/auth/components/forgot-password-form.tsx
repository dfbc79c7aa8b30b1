import { useState, type FormEvent } from 'react';
import { ERROR_SENDING_RESET_LINK } from '@domain/messages.ts';
import { forgotPasswordSchema } from '@domain/schemas/login.ts';
import { Button } from '@/ui/button.tsx';
import { Field } from '@/ui/field.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { authApi } from '../api.ts';
import { apiErrorOf } from '../model/api-error.ts';
import { RESET_LINK_SENT } from '../model/texts.ts';
import { validate, type FieldErrors } from '../model/validation.ts';

/** 'Forgot Password?': mails a reset link that lands on /update-password. */
export function ForgotPasswordForm({
  email,
  onEmailChange,
  onBack,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  onBack: () => void;
}) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sendReset, { isLoading }] = authApi.useSendPasswordResetMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(forgotPasswordSchema, { email });
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    try {
      await sendReset({
        email: checked.data.email,
        redirectTo: `${window.location.origin}/update-password`,
      }).unwrap();
      showToast({ ...RESET_LINK_SENT, variant: 'success' });
    } catch (error) {
      showToast({ title: ERROR_SENDING_RESET_LINK, description: apiErrorOf(error)?.message, variant: 'destructive' });
    }
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label="Forgot password">
      <h2 className="auth-form__heading">Forgot Password?</h2>
      <p className="auth-form__note">Enter your account email and we will send you a link to set a new password.</p>
      <Field label="Email" required error={errors.email}>
        {(control) => (
          <TextInput
            {...control}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => onEmailChange(e.target.value)}
          />
        )}
      </Field>
      <div className="auth-form__actions">
        <Button type="submit" loading={isLoading}>
          Send Reset Link
        </Button>
      </div>
      <button type="button" className="auth-link-button" onClick={onBack}>
        Back to Login
      </button>
    </form>
  );
}
