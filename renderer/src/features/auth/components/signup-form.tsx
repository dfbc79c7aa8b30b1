import { Link } from 'react-router';
import { signupFailureMessage } from '@domain/account-errors.ts';
import {
  PASSWORD_HINT,
  PASSWORD_SPECIAL_HINT,
  SIGN_UP_FAILED,
  SIGNUP_ALMOST_DONE,
  SIGNUP_ERROR,
  SIGNUP_INCOMPLETE,
} from '@domain/messages.ts';
import { paths } from '@domain/paths.ts';
import { signupSchema, type SignupForm as SignupValues } from '@domain/schemas/signup.ts';
import { Button } from '@/ui/button.tsx';
import { Field } from '@/ui/field.tsx';
import { PasswordInput } from '@/ui/password-input.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { authApi } from '../api.ts';
import { useAuthForm } from '../hooks/use-auth-form.ts';
import { apiErrorOf } from '@/data/api.ts';
import { SIGNUP_ALMOST_DONE_TEXT, SIGNUP_OTP_SENT } from '../model/texts.ts';
import { EmailField } from './email-field.tsx';

/** The email tab: email, password and confirmation; creates the account and hands over to the OTP step. */
export function SignupForm({
  defaultValues,
  onCreated,
}: {
  defaultValues: SignupValues;
  /**
   * The new account's address, the form as typed so 'Back to Form' can show it again, and whether the address
   * was already registered (empty identities: 'Signup Almost Done').
   */
  onCreated: (email: string, typed: SignupValues, alreadyRegistered: boolean) => void;
}) {
  const [signUp] = authApi.useSignUpMutation();
  const {
    register,
    getValues,
    formState: { errors, isSubmitting },
    submitWith,
  } = useAuthForm(signupSchema, defaultValues);

  const submit = submitWith(async ({ email, password }) => {
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
      onCreated(email, getValues(), result.unconfirmedExisting);
    } catch (error) {
      const failure = apiErrorOf(error);
      showToast(
        failure.kind === 'failed'
          ? { title: SIGN_UP_FAILED, description: signupFailureMessage(failure.message), variant: 'destructive' }
          : { title: SIGNUP_ERROR, description: failure.message, variant: 'destructive' },
      );
    }
  });

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <EmailField {...register('email')} error={errors.email?.message} />
      {/* The auth server's password policy applies at sign-up too (8+ characters and all four kinds). */}
      <Field
        label="Password"
        required
        hint={`${PASSWORD_HINT} ${PASSWORD_SPECIAL_HINT}`}
        error={errors.password?.message}
      >
        {(control) => <PasswordInput {...control} {...register('password')} autoComplete="new-password" />}
      </Field>
      <Field label="Confirm Password" required error={errors.confirmPassword?.message}>
        {(control) => <PasswordInput {...control} {...register('confirmPassword')} autoComplete="new-password" />}
      </Field>
      <p className="auth-form__note">
        By signing up you agree to our <Link to={paths.termsOfUse.href()}>Terms of Use</Link> and{' '}
        <Link to={paths.privacyPolicy.href()}>Privacy Policy</Link>.
      </p>
      <div className="auth-form__actions">
        <Button type="submit" loading={isSubmitting}>
          Sign Up
        </Button>
      </div>
    </form>
  );
}
