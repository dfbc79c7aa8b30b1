import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { FAILED_TO_SEND_EMAIL_OTP, LOGIN_FAILED, NO_ACCOUNT_FOR_EMAIL } from '@domain/messages.ts';
import { paths } from '@domain/paths.ts';
import { emailOtpRequestSchema, emailOtpVerifySchema } from '@domain/schemas/login.ts';
import { appUrl } from '@/platform/navigate.ts';
import { loginLinkState } from '@/session/return-path.ts';
import { Alert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { authApi } from '../api.ts';
import { useAuthForm } from '../hooks/use-auth-form.ts';
import type { LoginState } from '../model/login-state.ts';
import { EMAIL_OTP_SENT } from '../model/texts.ts';
import { EmailField } from './email-field.tsx';
import { OtpLoginStep } from './otp-login-step.tsx';
import { toastFailure } from '@/ui/toast/failure-toast.ts';

/** Email OTP login: the address, then the 6-digit code it received. */
export function EmailOtpLogin({
  state,
  update,
  onSignedIn,
}: {
  state: LoginState;
  update: (change: Partial<LoginState>) => void;
  onSignedIn: (email: string) => void;
}) {
  const [verify] = authApi.useVerifyEmailLoginOtpMutation();

  if (!state.emailOtpSent) {
    return (
      <EmailOtpRequest
        email={state.email}
        onEmailChange={(email) => update({ email })}
        onSent={(email) => update({ email, emailOtpSent: true })}
      />
    );
  }

  return (
    <OtpLoginStep
      ariaLabel="Email OTP login"
      sentTo={state.email}
      schema={emailOtpVerifySchema}
      sentWith={{ email: state.email }}
      onVerify={async (code) => {
        try {
          const { signedIn } = await verify(code).unwrap();
          if (signedIn) {
            onSignedIn(code.email);
            return;
          }
        } catch {
          // Any failure reads the same to the user.
        }
        showToast({ ...LOGIN_FAILED, variant: 'destructive' });
      }}
      changeLabel="Change Email"
      onChange={() => update({ emailOtpSent: false })}
    />
  );
}

/** Step 1: the address the code goes to; what is typed is kept in the login state (restored on reload). */
function EmailOtpRequest({
  email,
  onEmailChange,
  onSent,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  onSent: (email: string) => void;
}) {
  const [send] = authApi.useSendEmailLoginOtpMutation();
  const location = useLocation();
  // The address the server knows no account for: said beside the field, with the way to sign up.
  const [noAccountFor, setNoAccountFor] = useState<string | null>(null);
  const {
    register,
    formState: { errors, isSubmitting },
    submitWith,
  } = useAuthForm(emailOtpRequestSchema, { email });

  const sendOtp = submitWith(async (request) => {
    try {
      // The mail's link too signs in, and lands home as any login link does (accounts §2): on this app's origin,
      // not the auth server's site URL, so the desktop completes it in its own window.
      const sent = await send({ email: request.email, redirectTo: appUrl(paths.home.href()) }).unwrap();
      if (!sent.ok) {
        setNoAccountFor(request.email);
        return;
      }
      showToast({ ...EMAIL_OTP_SENT, variant: 'success' });
      onSent(request.email);
    } catch (error) {
      toastFailure(FAILED_TO_SEND_EMAIL_OTP, error);
    }
  });

  return (
    <form className="auth-form" onSubmit={sendOtp} noValidate aria-label="Email OTP login">
      <EmailField
        {...register('email', { onChange: (event) => onEmailChange(event.target.value) })}
        error={errors.email?.message}
      />
      {noAccountFor && noAccountFor === email.trim() && (
        <Alert variant="warning" title={NO_ACCOUNT_FOR_EMAIL.title}>
          {NO_ACCOUNT_FOR_EMAIL.description}{' '}
          <Link to={paths.signup.href()} state={loginLinkState(location)}>
            Sign up
          </Link>
        </Alert>
      )}
      <div className="auth-form__actions">
        <Button type="submit" loading={isSubmitting}>
          Send OTP
        </Button>
      </div>
    </form>
  );
}
