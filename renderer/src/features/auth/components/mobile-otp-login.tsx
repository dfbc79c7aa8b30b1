import { Controller } from 'react-hook-form';
import { COULD_NOT_SEND_OTP, FUNCTION_INVOKE_ERROR, LOGIN_FAILED, SERVER_UNREACHABLE } from '@domain/messages.ts';
import { digitsOnly } from '@domain/schemas/fields.ts';
import { mobileOtpRequestSchema, mobileOtpVerifySchema } from '@domain/schemas/login.ts';
import { Button } from '@/ui/button.tsx';
import { Field } from '@/ui/field.tsx';
import { Select } from '@/ui/select.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { authApi } from '../api.ts';
import { useAuthForm } from '../hooks/use-auth-form.ts';
import { apiErrorOf } from '@/data/api.ts';
import { appUrl, loadPage } from '@/platform/navigate.ts';
import { rememberLinkReturn } from '@/session/return-path.ts';
import { DIAL_CODE_OPTIONS } from '../model/dial-codes.ts';
import type { LoginState } from '../model/login-state.ts';
import { MISSING_ACTION_LINK, MOBILE_OTP_SENT } from '../model/texts.ts';
import { veilThePage } from './login-veil.tsx';
import { OtpLoginStep } from './otp-login-step.tsx';

const MOBILE_MAX_DIGITS = 15;

/** The function could not be run at all ('Function Invoke Error'), said in words the member can act on. */
const invokeFailure = (error: unknown) => {
  const failure = apiErrorOf(error);
  return {
    title: FUNCTION_INVOKE_ERROR,
    description: failure.kind === 'unreachable' ? SERVER_UNREACHABLE : failure.message,
    variant: 'destructive' as const,
  };
};

/**
 * Mobile OTP login: country code and number, then the texted code; the server answers with a login link
 * that the browser follows (the auth API sends it back signed in, to the page the user came from).
 */
export function MobileOtpLogin({
  state,
  update,
  target,
  onLeaving,
}: {
  state: LoginState;
  update: (change: Partial<LoginState>) => void;
  /** The in-app page the login link should land on (the page the user came from). */
  target: string;
  /** Called just before the browser leaves for the login link. */
  onLeaving: () => void;
}) {
  const [verify] = authApi.useVerifyMobileLoginOtpMutation();
  const phone = { countryCode: state.countryCode, mobileNumber: state.mobileNumber };

  if (!state.mobileOtpSent) {
    return <MobileOtpRequest phone={phone} update={update} />;
  }

  return (
    <OtpLoginStep
      ariaLabel="Mobile OTP login"
      sentTo={`${state.countryCode} ${state.mobileNumber}`}
      schema={mobileOtpVerifySchema}
      sentWith={phone}
      onVerify={async ({ countryCode, mobileNumber, otp }) => {
        try {
          const verified = await verify({
            phone: { countryCode, mobileNumber },
            otp,
            redirectTo: appUrl(target),
          }).unwrap();
          // The function's own words: a wrong code with the attempts left, a trial that has ended, …
          if (!verified.ok) {
            showToast({ title: LOGIN_FAILED.title, description: verified.message, variant: 'destructive' });
            return;
          }
          if (!verified.value.actionLink) {
            showToast({ title: LOGIN_FAILED.title, description: MISSING_ACTION_LINK, variant: 'destructive' });
            return;
          }
          onLeaving();
          rememberLinkReturn(target);
          // Until the browser has left, a click on this page would be lost to the link's load.
          veilThePage();
          loadPage(verified.value.actionLink);
        } catch (error) {
          showToast(invokeFailure(error));
        }
      }}
      changeLabel="Change Mobile Number"
      onChange={() => update({ mobileOtpSent: false })}
    />
  );
}

/** Step 1: the number the code goes to; what is typed is kept in the login state (restored on reload). */
function MobileOtpRequest({
  phone,
  update,
}: {
  phone: Pick<LoginState, 'countryCode' | 'mobileNumber'>;
  update: (change: Partial<LoginState>) => void;
}) {
  const [send] = authApi.useSendMobileLoginOtpMutation();
  const {
    register,
    control,
    formState: { errors, isSubmitting },
    submitWith,
  } = useAuthForm(mobileOtpRequestSchema, phone);

  const sendOtp = submitWith(async (request) => {
    try {
      const sent = await send(request).unwrap();
      if (!sent.ok) {
        showToast({ title: COULD_NOT_SEND_OTP, description: sent.message, variant: 'destructive' });
        return;
      }
      showToast({ ...MOBILE_OTP_SENT, variant: 'success' });
      update({ mobileOtpSent: true });
    } catch (error) {
      showToast(invokeFailure(error));
    }
  });

  return (
    <form className="auth-form" onSubmit={sendOtp} noValidate aria-label="Mobile OTP login">
      <div className="auth-form__phone">
        <Field label="Country Code" required error={errors.countryCode?.message}>
          {(props) => (
            <Select
              {...props}
              {...register('countryCode', { onChange: (event) => update({ countryCode: event.target.value }) })}
              options={DIAL_CODE_OPTIONS}
            />
          )}
        </Field>
        <Field label="Mobile Number" required error={errors.mobileNumber?.message}>
          {(props) => (
            <Controller
              control={control}
              name="mobileNumber"
              render={({ field }) => (
                <TextInput
                  {...props}
                  {...field}
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  onChange={(event) => {
                    // Only digits get into the box, typed or pasted.
                    const mobileNumber = digitsOnly(event.target.value, MOBILE_MAX_DIGITS);
                    field.onChange(mobileNumber);
                    update({ mobileNumber });
                  }}
                />
              )}
            />
          )}
        </Field>
      </div>
      <div className="auth-form__actions">
        <Button type="submit" loading={isSubmitting}>
          Send OTP
        </Button>
      </div>
    </form>
  );
}
