import type { ReactNode } from 'react';
import type { z } from 'zod';
import { Button } from '@/ui/button.tsx';
import { useAuthForm } from '../hooks/use-auth-form.ts';
import { OtpField, type OtpFormValues } from './otp-field.tsx';

/**
 * The second step of both login methods: the 6-digit code sent to `sentTo`, and a way back to change it.
 * `schema` checks the code together with `sentWith`, the address or number it went to.
 */
export function OtpLoginStep<Verified>(props: {
  ariaLabel: string;
  sentTo: ReactNode;
  schema: z.ZodType<Verified, OtpFormValues>;
  sentWith: Record<string, string>;
  onVerify: (values: Verified) => Promise<void>;
  changeLabel: string;
  onChange: () => void;
}) {
  const {
    control,
    formState: { isSubmitting },
    submitWith,
  } = useAuthForm(props.schema, { ...props.sentWith, otp: '' });

  return (
    <form className="auth-form" onSubmit={submitWith(props.onVerify)} noValidate aria-label={props.ariaLabel}>
      <p className="auth-form__note">
        Enter the 6-digit OTP sent to <strong>{props.sentTo}</strong>.
      </p>
      <OtpField label="OTP" control={control} />
      <div className="auth-form__actions">
        <Button type="submit" loading={isSubmitting}>
          Verify OTP &amp; Login
        </Button>
      </div>
      <button type="button" className="auth-link-button" onClick={props.onChange}>
        {props.changeLabel}
      </button>
    </form>
  );
}
