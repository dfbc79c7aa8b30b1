import { Controller, type Control } from 'react-hook-form';
import { Field } from '@/ui/field.tsx';
import { OtpInput } from '@/ui/otp-input.tsx';

/** The values of a code step: the code typed here and what it was sent to (checked by the same schema). */
export type OtpFormValues = { otp: string } & Record<string, string | undefined>;

/** The 6-digit code box of the OTP steps; it takes the form's ref, so an invalid submit focuses it. */
export function OtpField<Verified>({
  label,
  control,
}: {
  label: string;
  control: Control<OtpFormValues, unknown, Verified>;
}) {
  return (
    <Controller
      control={control}
      name="otp"
      render={({ field: { value, onChange, ...field }, fieldState }) => (
        <Field label={label} required error={fieldState.error?.message}>
          {(props) => <OtpInput {...props} {...field} value={value} onValueChange={onChange} />}
        </Field>
      )}
    />
  );
}
