import { Link, useLocation } from 'react-router';
import { LOGIN_TITLE } from '@domain/messages.ts';
import { paths } from '@domain/paths.ts';
import { loginLinkState, returnPathOf } from '@/session/return-path.ts';
import { Tabs } from '@/ui/tabs.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { EmailOtpLogin } from '../components/email-otp-login.tsx';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';
import { MobileOtpLogin } from '../components/mobile-otp-login.tsx';
import { useLoginState } from '../hooks/use-login-state.ts';
import { usePostLogin } from '../hooks/use-post-login.ts';
import { closeForgot, type LoginMethod, type LoginState } from '../model/login-state.ts';

/** What a link to /login may ask for: an e-mail to fill in, and the forgot-password form (from signup). */
function openingOf(routerState: unknown): Partial<LoginState> {
  const { email, forgotPassword } = (routerState ?? {}) as { email?: unknown; forgotPassword?: unknown };
  if (typeof email !== 'string' || !email) return {};
  return { method: 'email', email, emailOtpSent: false, showForgot: forgotPassword === true };
}

/** /login: email OTP (default) or mobile OTP, and the forgot-password form. */
export function LoginPage() {
  const location = useLocation();
  const target = returnPathOf(location.state);
  const { state, setState, update, finish } = useLoginState(openingOf(location.state));
  const postLogin = usePostLogin();

  const footer = (
    <p>
      New here?{' '}
      <Link to={paths.signup.href()} state={loginLinkState(location)}>
        Create an account
      </Link>
    </p>
  );

  if (state.showForgot) {
    return (
      <AuthCard title={LOGIN_TITLE} footer={footer}>
        <ForgotPasswordForm
          email={state.email}
          onEmailChange={(email) => update({ email })}
          onBack={() => setState(closeForgot)}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={LOGIN_TITLE} lead="Log in with a one-time code sent to your email or mobile." footer={footer}>
      <Tabs
        label="Login method"
        value={state.method}
        onValueChange={(method) => update({ method: method as LoginMethod })}
        tabs={[
          {
            id: 'email',
            label: 'Email OTP',
            content: (
              <EmailOtpLogin
                state={state}
                update={update}
                onSignedIn={(email) => void postLogin({ email, target, onDone: finish })}
              />
            ),
          },
          {
            id: 'mobile',
            label: 'Mobile OTP',
            content: <MobileOtpLogin state={state} update={update} target={target} onLeaving={finish} />,
          },
        ]}
      />
      <button type="button" className="auth-link-button auth-form__forgot" onClick={() => update({ showForgot: true })}>
        Forgot Password?
      </button>
    </AuthCard>
  );
}
