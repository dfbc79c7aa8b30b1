import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { signupFailureMessage } from '@domain/account-errors.ts';
import { SIGN_UP_FAILED, SIGNUP_ALMOST_DONE, SIGNUP_ERROR, SIGNUP_INCOMPLETE } from '@domain/messages.ts';
import { signupSchema, type SignupForm as SignupValues } from '@domain/schemas/signup.ts';
import { Button } from '@/ui/button.tsx';
import { Field } from '@/ui/field.tsx';
import { PasswordInput } from '@/ui/password-input.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { authApi } from '../api.ts';
import { apiErrorOf } from '../model/api-error.ts';
import { SIGNUP_ALMOST_DONE_TEXT, SIGNUP_OTP_SENT } from '../model/texts.ts';
import { validate, type FieldErrors } from '../model/validation.ts';

/** The email tab: email, password and confirmation; creates the account and hands over to the OTP step. */
export function SignupForm({
  values,
  onValuesChange,
  onCreated,
}: {
  values: SignupValues;
  onValuesChange: (values: SignupValues) => void;
  onCreated: (email: string) => void;
}) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [signUp, { isLoading }] = authApi.useSignUpMutation();
  const set = (field: keyof SignupValues) => (value: string) => onValuesChange({ ...values, [field]: value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(signupSchema, values);
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    const { email, password } = checked.data;
    try {
      const result = await signUp({ email, password }).unwrap();
      if (!result.userId) {
        showToast({ title: SIGNUP_INCOMPLETE, variant: 'destructive' });
        return;
      }
      showToast(
        result.unconfirmedExisting
          ? { title: SIGNUP_ALMOST_DONE, description: SIGNUP_ALMOST_DONE_TEXT }
          : { ...SIGNUP_OTP_SENT, variant: 'success' },
      );
      onCreated(email);
    } catch (error) {
      const failure = apiErrorOf(error);
      showToast(
        failure?.kind === 'failed'
          ? { title: SIGN_UP_FAILED, description: signupFailureMessage(failure.message), variant: 'destructive' }
          : { title: SIGNUP_ERROR, description: failure?.message, variant: 'destructive' },
      );
    }
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <Field label="Email" required error={errors.email}>
        {(control) => (
          <TextInput
            {...control}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => set('email')(e.target.value)}
          />
        )}
      </Field>
      <Field label="Password" required error={errors.password}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            value={values.password}
            onChange={(e) => set('password')(e.target.value)}
          />
        )}
      </Field>
      <Field label="Confirm Password" required error={errors.confirmPassword}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={(e) => set('confirmPassword')(e.target.value)}
          />
        )}
      </Field>
      <p className="auth-form__note">
        By signing up you agree to our <Link to="/terms-of-use">Terms of Use</Link> and{' '}
        <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
      <div className="auth-form__actions">
        <Button type="submit" loading={isLoading}>
          Sign Up
        </Button>
      </div>
    </form>
  );
}
