import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { emailOtpFailureMessage } from '@domain/account-errors.ts';
import { EMAIL_OTP_VERIFICATION_ISSUE, SIGN_UP_FAILED } from '@domain/messages.ts';
import { signupOtpSchema } from '@domain/schemas/signup.ts';
import { Button } from '@/ui/button.tsx';
import { Field } from '@/ui/field.tsx';
import { OtpInput } from '@/ui/otp-input.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { authApi } from '../api.ts';
import { apiErrorOf } from '../model/api-error.ts';
import { OTP_RESENT, RESEND_FAILED } from '../model/texts.ts';
import { validate, type FieldErrors } from '../model/validation.ts';

/** After the account is created: the e-mailed code confirms the address, then profile completion. */
export function SignupOtpStep({ email, onBack }: { email: string; onBack: () => void }) {
  const navigate = useNavigate();
  const [otp, setOtp] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [verify, verifying] = authApi.useVerifySignupOtpMutation();
  const [resend, resending] = authApi.useResendSignupOtpMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(signupOtpSchema, { email, otp });
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    try {
      const { userId } = await verify(checked.data).unwrap();
      if (!userId) {
        showToast({ title: EMAIL_OTP_VERIFICATION_ISSUE, variant: 'destructive' });
        return;
      }
      // Commit the new location at once (not as a transition that waits for the lazy page): the guard sends
      // signed-in users away from /signup as soon as the new session loads.
      navigate('/register-profile', {
        state: { userId, email, emailVerified: true, mobileNumber: '', countryCode: '' },
        flushSync: true,
      });
    } catch (error) {
      showToast({
        title: SIGN_UP_FAILED,
        description: emailOtpFailureMessage(apiErrorOf(error)?.message),
        variant: 'destructive',
      });
    }
  }

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
      <Field label="Email OTP" required error={errors.otp}>
        {(control) => <OtpInput {...control} value={otp} onValueChange={setOtp} />}
      </Field>
      <div className="auth-form__actions">
        <Button type="submit" loading={verifying.isLoading}>
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
