import { useState, type FormEvent } from 'react';
import { FUNCTION_INVOKE_ERROR, LOGIN_FAILED } from '@domain/messages.ts';
import { digitsOnly } from '@domain/schemas/fields.ts';
import { mobileOtpRequestSchema, mobileOtpVerifySchema } from '@domain/schemas/login.ts';
import { Button } from '@/ui/button.tsx';
import { Field } from '@/ui/field.tsx';
import { Select } from '@/ui/select.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { authApi } from '../api.ts';
import { apiErrorOf } from '../model/api-error.ts';
import { DIAL_CODE_OPTIONS } from '../model/dial-codes.ts';
import type { LoginState } from '../model/login-state.ts';
import { MISSING_ACTION_LINK, MOBILE_OTP_SENT } from '../model/texts.ts';
import { validate, type FieldErrors } from '../model/validation.ts';
import { OtpLoginStep } from './otp-login-step.tsx';

const MOBILE_MAX_DIGITS = 15;

const functionFailure = (error: unknown) => ({
  title: FUNCTION_INVOKE_ERROR,
  description: apiErrorOf(error)?.message,
  variant: 'destructive' as const,
});

/**
 * Mobile OTP login: country code and number, then the texted code; the server answers with a login link
 * that the browser follows (the auth API sends it back signed in).
 */
export function MobileOtpLogin({
  state,
  update,
  onLeaving,
}: {
  state: LoginState;
  update: (change: Partial<LoginState>) => void;
  /** Called just before the browser leaves for the login link. */
  onLeaving: () => void;
}) {
  const [otp, setOtp] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [send, sending] = authApi.useSendMobileLoginOtpMutation();
  const [verify, verifying] = authApi.useVerifyMobileLoginOtpMutation();
  const phone = { countryCode: state.countryCode, mobileNumber: state.mobileNumber };

  async function sendOtp(event: FormEvent) {
    event.preventDefault();
    const checked = validate(mobileOtpRequestSchema, phone);
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    try {
      await send(checked.data).unwrap();
      showToast({ ...MOBILE_OTP_SENT, variant: 'success' });
      update({ mobileOtpSent: true });
    } catch (error) {
      showToast(functionFailure(error));
    }
  }

  async function verifyOtp(event: FormEvent) {
    event.preventDefault();
    const checked = validate(mobileOtpVerifySchema, { ...phone, otp });
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    try {
      const { actionLink } = await verify({
        phone: { countryCode: checked.data.countryCode, mobileNumber: checked.data.mobileNumber },
        otp: checked.data.otp,
        redirectTo: `${window.location.origin}/`,
      }).unwrap();
      if (!actionLink) {
        showToast({ title: LOGIN_FAILED.title, description: MISSING_ACTION_LINK, variant: 'destructive' });
        return;
      }
      onLeaving();
      window.location.assign(actionLink);
    } catch (error) {
      showToast(functionFailure(error));
    }
  }

  if (!state.mobileOtpSent) {
    return (
      <form className="auth-form" onSubmit={sendOtp} noValidate aria-label="Mobile OTP login">
        <div className="auth-form__phone">
          <Field label="Country Code" required error={errors.countryCode}>
            {(control) => (
              <Select
                {...control}
                options={DIAL_CODE_OPTIONS}
                value={state.countryCode}
                onChange={(e) => update({ countryCode: e.target.value })}
              />
            )}
          </Field>
          <Field label="Mobile Number" required error={errors.mobileNumber}>
            {(control) => (
              <TextInput
                {...control}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                value={state.mobileNumber}
                onChange={(e) => update({ mobileNumber: digitsOnly(e.target.value, MOBILE_MAX_DIGITS) })}
              />
            )}
          </Field>
        </div>
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
      ariaLabel="Mobile OTP login"
      sentTo={`${state.countryCode} ${state.mobileNumber}`}
      otp={otp}
      onOtpChange={setOtp}
      error={errors.otp}
      verifying={verifying.isLoading}
      onSubmit={verifyOtp}
      changeLabel="Change Mobile Number"
      onChange={() => {
        setOtp('');
        update({ mobileOtpSent: false });
      }}
    />
  );
}
