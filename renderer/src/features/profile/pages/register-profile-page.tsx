import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { TIMING } from '@domain/constants.ts';
import { profileCreationFailure } from '@domain/account-errors.ts';
import { paths } from '@domain/paths.ts';
import {
  AUTH_METADATA_UPDATE_WARNING,
  EMAIL_NOT_VERIFIED,
  PROFILE_FORM_TITLE,
  SIGNUP_INCOMPLETE,
} from '@domain/messages.ts';
import type { ProfileForm as ProfileFormValues } from '@domain/schemas/profile.ts';
import { trialEndsAt, trialStatusText } from '@domain/trial.ts';
import { apiErrorOf } from '@/data/api.ts';
import { useSession } from '@/session/use-session.ts';
import { showToast } from '@/ui/toast/toast-store.ts';
import { useCreateProfileMutation, useMobileTakenMutation, useSyncMetadataMutation } from '../api.ts';
import { PaidBenefitsPanel } from '../components/paid-benefits-panel.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { profileCompletionBody } from '../model/profile-completion.ts';
import { blankProfileForm } from '../model/profile-form-values.ts';
import { PAID_PROFILE_CREATED, PROFILE_CREATED } from '../model/texts.ts';
import { sleep } from '../model/sleep.ts';
import './profile-pages.css';
import { toastFailure } from '@/ui/toast/failure-toast.ts';

/** What /signup hands over once the e-mail is verified. */
interface SignupState {
  userId: string;
  email: string;
  emailVerified: boolean;
}

function signupStateOf(state: unknown): Partial<SignupState> | null {
  return typeof state === 'object' && state !== null ? (state as Partial<SignupState>) : null;
}

/**
 * /register-profile: profile completion after signup (accounts §2, §7 usersignup, §8). Reached from /signup with
 * the verified e-mail in the navigation state, or later by a signed-in member who has no profile yet (they
 * verified the e-mail and left): the session then says who they are, and they get the plan's credits the same.
 */
export function RegisterProfilePage() {
  const location = useLocation();
  const session = useSession();
  const state = signupStateOf(location.state);
  const signedInWithoutProfile =
    session.status === 'signed-in' && session.facts.isAuthenticated && !session.facts.hasProfile;
  const signup =
    state ?? (signedInWithoutProfile ? { userId: session.userId, email: session.email, emailVerified: true } : null);
  const ready = Boolean(signup?.userId && signup.email && signup.emailVerified);
  // Toasts once: the page is left at once.
  const [refusal] = useState(() => (!signup ? { title: SIGNUP_INCOMPLETE } : ready ? null : EMAIL_NOT_VERIFIED));

  useEffect(() => {
    if (refusal) showToast({ ...refusal, variant: 'destructive' });
  }, [refusal]);

  if (!ready || !signup?.userId || !signup.email) return <Navigate to={paths.signup.href()} replace />;
  return <CompleteProfile userId={signup.userId} email={signup.email} />;
}

/** The Free Member's trial, started when the account was made: how long and until when (accounts §9). */
function TrialNote() {
  const { facts } = useSession();
  const now = new Date();
  return (
    <p className="profile-trial" data-testid="register-trial">
      {trialStatusText(trialEndsAt(facts.createdAt ?? now), now)}
    </p>
  );
}

function CompleteProfile({ userId, email }: { userId: string; email: string }) {
  const navigate = useNavigate();
  const session = useSession();
  const [createProfile] = useCreateProfileMutation();
  const [syncMetadata] = useSyncMetadataMutation();
  const [mobileTaken] = useMobileTakenMutation();

  const submit = async (values: ProfileFormValues) => {
    const body = profileCompletionBody(values, userId);
    let created;
    try {
      created = await createProfile(body).unwrap();
    } catch (error) {
      showToast({ ...profileCreationFailure({ message: apiErrorOf(error).message }), variant: 'destructive' });
      return;
    }
    if (created.paymentRequired) {
      showToast({ ...PAID_PROFILE_CREATED, variant: 'success' });
      await sleep(TIMING.paidRedirectAfterSignupMs);
    } else {
      showToast({ ...PROFILE_CREATED, variant: 'success' });
    }
    // Leave first, committed at once: once the role facts say the profile exists, the guard sends this page home.
    navigate(created.paymentRequired ? paths.payment.href() : paths.home.href(), { flushSync: true, replace: true });
    // The server stores the metadata too; this refreshes the signed-in user's copy (only a warning if it fails).
    try {
      await syncMetadata({
        memberName: values.memberName,
        businessName: values.businessName,
        membershipType: 'Free Member',
      }).unwrap();
    } catch (error) {
      toastFailure(AUTH_METADATA_UPDATE_WARNING, error);
    }
    session.refresh();
  };

  return (
    <div className="container profile-layout profile-layout--with-aside">
      <section className="profile-layout__main" aria-labelledby="register-profile-title">
        <h1 id="register-profile-title">{PROFILE_FORM_TITLE.create}</h1>
        <TrialNote />
        <ProfileForm
          mode="create"
          defaultValues={blankProfileForm(email)}
          emailLocked
          submitLabel="Create Profile"
          onSubmit={submit}
          isMobileTaken={(countryCode, mobileNumber) => mobileTaken({ countryCode, mobileNumber }).unwrap()}
        />
      </section>
      <PaidBenefitsPanel />
    </div>
  );
}
