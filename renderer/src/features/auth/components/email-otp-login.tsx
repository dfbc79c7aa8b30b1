import { useState, type FormEvent } from 'react';
import { FAILED_TO_SEND_EMAIL_OTP, LOGIN_FAILED } from '@domain/messages.ts';
import { emailOtpRequestSchema, emailOtpVerifySchema } from '@domain/schemas/login.ts';
import { Button } from '@/ui/button.tsx';
import { Field } from '@/ui/field.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { authApi } from '../api.ts';
import { apiErrorOf } from '../model/api-error.ts';
import type { LoginState } from '../model/login-state.ts';
import { EMAIL_OTP_SENT } from '../model/texts.ts';
import { validate, type FieldErrors } from '../model/validation.ts';
import { OtpLoginStep } from './otp-login-step.tsx';

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
  const [otp, setOtp] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [send, sending] = authApi.useSendEmailLoginOtpMutation();
  const [verify, verifying] = authApi.useVerifyEmailLoginOtpMutation();

  async function sendOtp(event: FormEvent) {
    event.preventDefault();
    const checked = validate(emailOtpRequestSchema, { email: state.email });
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    try {
      await send(checked.data.email).unwrap();
      showToast({ ...EMAIL_OTP_SENT, variant: 'success' });
      update({ email: checked.data.email, emailOtpSent: true });
    } catch (error) {
      showToast({ title: FAILED_TO_SEND_EMAIL_OTP, description: apiErrorOf(error)?.message, variant: 'destructive' });
    }
  }

  async function verifyOtp(event: FormEvent) {
    event.preventDefault();
    const checked = validate(emailOtpVerifySchema, { email: state.email, otp });
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    try {
      const { signedIn } = await verify(checked.data).unwrap();
      if (signedIn) {
        onSignedIn(checked.data.email);
        return;
      }
    } catch {
      // Any failure reads the same to the user.
    }
    showToast({ ...LOGIN_FAILED, variant: 'destructive' });
  }

  if (!state.emailOtpSent) {
    return (
      <form className="auth-form" onSubmit={sendOtp} noValidate aria-label="Email OTP login">
        <Field label="Email" required error={errors.email}>
          {(control) => (
            <TextInput
              {...control}
              type="email"
              autoComplete="email"
              value={state.email}
              onChange={(e) => update({ email: e.target.value })}
            />
          )}
        </Field>
        <div className="auth-form__actions">
          <Button type="submit" loading={sending.isLoading}>
            Send OTP
          </Button>
        </div>
      </form>
    );
  }

  return (
    <OtpLoginStep
      ariaLabel="Email OTP login"
      sentTo={state.email}
      otp={otp}
      onOtpChange={setOtp}
      error={errors.otp}
      verifying={verifying.isLoading}
      onSubmit={verifyOtp}
      changeLabel="Change Email"
      onChange={() => {
        setOtp('');
        update({ emailOtpSent: false });
      }}
    />
  );
}
