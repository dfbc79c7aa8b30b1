import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/ui/button.tsx';
import { Field } from '@/ui/field.tsx';
import { OtpInput } from '@/ui/otp-input.tsx';

/** The second step of both login methods: the 6-digit code sent to `sentTo`, and a way back to change it. */
export function OtpLoginStep(props: {
  ariaLabel: string;
  sentTo: ReactNode;
  otp: string;
  onOtpChange: (otp: string) => void;
  error: string | undefined;
  verifying: boolean;
  onSubmit: (event: FormEvent) => void;
  changeLabel: string;
  onChange: () => void;
}) {
  return (
    <form className="auth-form" onSubmit={props.onSubmit} noValidate aria-label={props.ariaLabel}>
      <p className="auth-form__note">
        Enter the 6-digit OTP sent to <strong>{props.sentTo}</strong>.
      </p>
      <Field label="OTP" required error={props.error}>
        {(control) => <OtpInput {...control} value={props.otp} onValueChange={props.onOtpChange} />}
      </Field>
      <div className="auth-form__actions">
        <Button type="submit" loading={props.verifying}>
          Verify OTP &amp; Login
        </Button>
      </div>
      <button type="button" className="auth-link-button" onClick={props.onChange}>
        {props.changeLabel}
      </button>
    </form>
  );
}
