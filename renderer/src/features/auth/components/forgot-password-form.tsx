import { ERROR_SENDING_RESET_LINK } from '@domain/messages.ts';
import { forgotPasswordSchema } from '@domain/schemas/login.ts';
import { Button } from '@/ui/button.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { authApi } from '../api.ts';
import { useAuthForm } from '../hooks/use-auth-form.ts';
import { appUrl } from '@/platform/navigate.ts';
import { RESET_LINK_SENT } from '../model/texts.ts';
import { EmailField } from './email-field.tsx';
import { toastFailure } from '@/ui/toast/failure-toast.ts';

/** 'Forgot Password?': mails a reset link that lands on /update-password. */
export function ForgotPasswordForm({
  email,
  onEmailChange,
  onBack,
}: {
  /** The address typed so far (kept in the login state, restored on reload). */
  email: string;
  onEmailChange: (email: string) => void;
  onBack: () => void;
}) {
  const [sendReset] = authApi.useSendPasswordResetMutation();
  const {
    register,
    formState: { errors, isSubmitting },
    submitWith,
  } = useAuthForm(forgotPasswordSchema, { email });

  const submit = submitWith(async (request) => {
    try {
      await sendReset({ email: request.email, redirectTo: appUrl('/update-password') }).unwrap();
      showToast({ ...RESET_LINK_SENT, variant: 'success' });
    } catch (error) {
      toastFailure(ERROR_SENDING_RESET_LINK, error);
    }
  });

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label="Forgot password">
      <h2 className="auth-form__heading">Forgot Password?</h2>
      <p className="auth-form__note">Enter your account email and we will send you a link to set a new password.</p>
      <EmailField
        {...register('email', { onChange: (event) => onEmailChange(event.target.value) })}
        error={errors.email?.message}
      />
      <div className="auth-form__actions">
        <Button type="submit" loading={isSubmitting}>
          Send Reset Link
        </Button>
      </div>
      <button type="button" className="auth-link-button" onClick={onBack}>
        Back to Login
      </button>
    </form>
  );
}
