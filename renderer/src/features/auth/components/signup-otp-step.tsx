import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { emailOtpFailureMessage } from '@domain/account-errors.ts';
import { EMAIL_OTP_VERIFICATION_ISSUE, SIGN_UP_FAILED } from '@domain/messages.ts';
import { paths } from '@domain/paths.ts';
import { signupOtpSchema } from '@domain/schemas/signup.ts';
import { returnPathOf } from '@/session/return-path.ts';
import { Alert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { authApi } from '../api.ts';
import { useAuthForm } from '../hooks/use-auth-form.ts';
import { apiErrorOf } from '@/data/api.ts';
import { ALREADY_REGISTERED_NOTICE, OTP_RESENT, RESEND_FAILED } from '../model/texts.ts';
import { OtpField, type OtpFormValues } from './otp-field.tsx';

/**
 * After the account is created: the e-mailed code confirms the address, then profile completion. When the address
 * was already registered (GoTrue answers the same whether it was verified or not), a returning member is offered
 * the login and the password reset too.
 */
export function SignupOtpStep({
  email,
  alreadyRegistered,
  onBack,
}: {
  email: string;
  alreadyRegistered: boolean;
  onBack: () => void;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const toLogin = { from: returnPathOf(location.state), email };
  const [verify] = authApi.useVerifySignupOtpMutation();
  const [resend, resending] = authApi.useResendSignupOtpMutation();
  const {
    control,
    formState: { isSubmitting },
    submitWith,
  } = useAuthForm<OtpFormValues, z.output<typeof signupOtpSchema>>(signupOtpSchema, { email, otp: '' });

  const submit = submitWith(async (code) => {
    try {
      const { userId } = await verify(code).unwrap();
      if (!userId) {
        showToast({ title: EMAIL_OTP_VERIFICATION_ISSUE, variant: 'destructive' });
        return;
      }
      // Commit the new location at once (not as a transition that waits for the lazy page): the guard sends
      // signed-in users away from /signup as soon as the new session loads.
      navigate(paths.registerProfile.href(), {
        state: { userId, email, emailVerified: true, mobileNumber: '', countryCode: '' },
        flushSync: true,
      });
    } catch (error) {
      showToast({
        title: SIGN_UP_FAILED,
        description: emailOtpFailureMessage(apiErrorOf(error).message),
        variant: 'destructive',
      });
    }
  });

  async function resendOtp() {
    try {
      await resend(email).unwrap();
      showToast({ ...OTP_RESENT, variant: 'success' });
    } catch {
      showToast({ ...RESEND_FAILED, variant: 'destructive' });
    }
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label="Verify your email">
      <p className="auth-form__note">
        Enter the OTP we sent to <strong>{email}</strong>.
      </p>
      {alreadyRegistered && (
        <Alert variant="info" title={ALREADY_REGISTERED_NOTICE.title}>
          <p className="auth-form__alert-text">{ALREADY_REGISTERED_NOTICE.description}</p>
          <p className="auth-form__alert-links">
            <Link to={paths.login.href()} state={toLogin}>
              Log in instead
            </Link>
            <Link to={paths.login.href()} state={{ ...toLogin, forgotPassword: true }}>
              Forgot password?
            </Link>
          </p>
        </Alert>
      )}
      <OtpField label="Email OTP" control={control} />
      <div className="auth-form__actions">
        <Button type="submit" loading={isSubmitting}>
          Verify Email OTP
        </Button>
        <Button variant="outline" loading={resending.isLoading} onClick={resendOtp}>
          Resend OTP
        </Button>
      </div>
      <button type="button" className="auth-link-button" onClick={onBack}>
        Back to Form
      </button>
    </form>
  );
}
