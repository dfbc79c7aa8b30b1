import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@domain/paths.ts';
import type { SignupForm as SignupValues } from '@domain/schemas/signup.ts';
import { TRIAL_TEXT } from '@domain/trial.ts';
import { loginLinkState } from '@/session/return-path.ts';
import { Badge } from '@/ui/badge.tsx';
import { Tabs } from '@/ui/tabs.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { SignupForm } from '../components/signup-form.tsx';
import { SignupOtpStep } from '../components/signup-otp-step.tsx';
import { MOBILE_SIGNUP_NOT_AVAILABLE } from '../model/texts.ts';

const EMPTY: SignupValues = { email: '', password: '', confirmPassword: '' };

/** /signup: the email tab (mobile signup is shown but not open yet), then the email OTP step. */
export function SignupPage() {
  const location = useLocation();
  // What the form held when the account was created: 'Back to Form' shows it again.
  const [typed, setTyped] = useState<SignupValues>(EMPTY);
  const [otpFor, setOtpFor] = useState<{ email: string; alreadyRegistered: boolean } | null>(null);

  return (
    <AuthCard
      title="Sign Up"
      lead="Create your account to source fabrics, yarn and more."
      footer={
        <p>
          Already have an account?{' '}
          <Link to={paths.login.href()} state={loginLinkState(location)}>
            Login
          </Link>
        </p>
      }
    >
      {/* The trial starts with the account: its length and last day, before anyone signs up (accounts §9). */}
      <p className="auth-trial" data-testid="signup-trial">
        {TRIAL_TEXT.startingNow(new Date())}
      </p>
      {otpFor ? (
        <SignupOtpStep
          email={otpFor.email}
          alreadyRegistered={otpFor.alreadyRegistered}
          onBack={() => setOtpFor(null)}
        />
      ) : (
        <Tabs
          label="Signup method"
          value="email"
          onValueChange={() => undefined}
          onDisabledSelect={() => showToast(MOBILE_SIGNUP_NOT_AVAILABLE)}
          tabs={[
            {
              id: 'email',
              label: 'Email',
              content: (
                <SignupForm
                  defaultValues={typed}
                  onCreated={(email, values, alreadyRegistered) => {
                    setTyped(values);
                    setOtpFor({ email, alreadyRegistered });
                  }}
                />
              ),
            },
            {
              id: 'mobile',
              label: (
                <>
                  Mobile <Badge variant="orange">Soon</Badge>
                </>
              ),
              disabled: true,
              content: null,
            },
          ]}
        />
      )}
    </AuthCard>
  );
}
