import { Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { TIMING } from '@domain/constants.ts';
import { paths } from '@domain/paths.ts';
import {
  AUTHENTICATION_ERROR,
  COMPLETE_YOUR_PROFILE,
  PROFILE_DATA_LOAD_FAILED,
  PROFILE_DELETION_FAILED,
  PROFILE_DELETION_SUCCESSFUL,
  PROFILE_FORM_TITLE,
  PROFILE_UPDATED,
  UNAUTHORIZED_EDIT,
  UPDATE_FAILED,
} from '@domain/messages.ts';
import type { ProfileForm as ProfileFormValues } from '@domain/schemas/profile.ts';
import type { MemberProfile } from '@/data/ports/profiles.ts';
import { replaceAfterSave } from '@/hooks/use-leave-guard.ts';
import { useSession } from '@/session/use-session.ts';
import { Alert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { ConfirmDialog } from '@/ui/dialog/confirm-dialog.tsx';
import { LinkButton } from '@/ui/link-button.tsx';
import { PageSpinner } from '@/ui/spinner.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import {
  useCompleteProfileMutation,
  useDeleteProfileMutation,
  useMobileTakenMutation,
  useProfileQuery,
  useSaveProfileMutation,
} from '../api.ts';
import { ProfileForm } from '../components/profile-form.tsx';
import { blankProfileForm, formToEditable, profileToForm } from '../model/profile-form-values.ts';
import { sleep } from '../model/sleep.ts';
import { DELETE_PROFILE_CONFIRM, UPGRADE_STARTED } from '../model/texts.ts';
import './profile-pages.css';
import { toastFailure } from '@/ui/toast/failure-toast.ts';

/** /profile/edit/{userId}: signed in, own profile only (accounts §2, §8). */
export function ProfileEditPage() {
  const { userId: param } = useParams();
  const session = useSession();
  const userId = param === 'me' ? session.userId : (param ?? null);
  const refusal =
    session.status === 'signed-out'
      ? { toast: { title: AUTHENTICATION_ERROR }, to: paths.login.href() }
      : session.status === 'signed-in' && userId !== session.userId
        ? { toast: UNAUTHORIZED_EDIT, to: paths.home.href() }
        : null;

  useEffect(() => {
    if (refusal) showToast({ ...refusal.toast, variant: 'destructive' });
  }, [refusal?.to]); // eslint-disable-line react-hooks/exhaustive-deps -- once per kind of refusal

  if (refusal) return <Navigate to={refusal.to} replace />;
  if (session.status === 'loading' || !userId || !session.email) return <PageSpinner />;
  return <EditOwnProfile userId={userId} email={session.email} />;
}

function EditOwnProfile({ userId, email }: { userId: string; email: string }) {
  const profile = useProfileQuery(userId, { refetchOnMountOrArgChange: true });
  // The owner reads the whole row; nothing else is editable here.
  const own = profile.data?.access === 'full' ? profile.data.profile : null;
  const noRow = profile.isSuccess && !own;

  useEffect(() => {
    if (profile.isError) showToast({ title: PROFILE_DATA_LOAD_FAILED, variant: 'destructive' });
  }, [profile.isError]);
  useEffect(() => {
    if (noRow) showToast({ title: COMPLETE_YOUR_PROFILE });
  }, [noRow]);

  if (profile.isLoading) return <PageSpinner />;
  if (profile.isError) {
    return (
      <div className="container profile-layout">
        <Alert variant="danger" title={PROFILE_DATA_LOAD_FAILED}>
          {profile.error.message}
        </Alert>
        <p>
          <LinkButton to={paths.profile.href(userId)} variant="outline">
            Back to Profile
          </LinkButton>
        </p>
      </div>
    );
  }
  return <EditForm userId={userId} email={email} profile={own} />;
}

function EditForm({ userId, email, profile }: { userId: string; email: string; profile: MemberProfile | null }) {
  const navigate = useNavigate();
  const session = useSession();
  const [saveProfile] = useSaveProfileMutation();
  const [completeProfile] = useCompleteProfileMutation();
  const [mobileTaken] = useMobileTakenMutation();
  const [deleteProfile] = useDeleteProfileMutation();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [completed, setCompleted] = useState(false);
  const defaults = profile ? profileToForm(profile) : blankProfileForm(email);
  const profileKnown = session.facts.hasProfile;
  useEffect(() => {
    if (completed && profileKnown) replaceAfterSave(navigate, paths.profile.href(userId));
  }, [completed, profileKnown, navigate, userId]);

  const submit = async (values: ProfileFormValues) => {
    // Membership is never saved here: the database refuses it; Paid comes with a confirmed payment. Without a
    // row yet, the profile is born as at signup (usersignup: the plan's credits), never by an insert.
    try {
      if (profile) await saveProfile({ userId, fields: formToEditable(values) }).unwrap();
      else await completeProfile({ userId, values }).unwrap();
    } catch (error) {
      toastFailure(UPDATE_FAILED, error);
      return;
    }
    const upgrading =
      values.membershipType === 'Paid Member' && (profile?.membershipType ?? 'Free Member') === 'Free Member';
    if (upgrading) {
      showToast({ ...UPGRADE_STARTED, durationMs: TIMING.upgradeToastMs });
      await sleep(TIMING.upgradeRedirectMs);
      replaceAfterSave(navigate, paths.payment.href());
      return;
    }
    showToast({ title: PROFILE_UPDATED, variant: 'success' });
    // Saved: Back from the profile leaves, rather than reopening the form just sent.
    if (profile) replaceAfterSave(navigate, paths.profile.href(userId));
    else {
      // A profile just born: the profile page opens once the role facts know it (before, the onboarding guard
      // would send the member back to complete it).
      session.refresh();
      setCompleted(true);
    }
  };

  const remove = async () => {
    try {
      await deleteProfile(userId).unwrap();
    } catch (error) {
      toastFailure(PROFILE_DELETION_FAILED, error);
      return;
    }
    showToast({ title: PROFILE_DELETION_SUCCESSFUL, variant: 'success' });
    // Home first, committed at once (not as a transition): once signed out, the guard sends this page to /login.
    navigate(paths.home.href(), { replace: true, flushSync: true });
    // The server no longer knows the account, so its side of the sign-out may fail; the local session ends anyway.
    await session.signOut().catch(() => undefined);
  };

  return (
    <div className="container profile-layout">
      <section className="profile-layout__main" aria-labelledby="edit-profile-title">
        <h1 id="edit-profile-title">{PROFILE_FORM_TITLE.edit}</h1>
        {!profile && <Alert variant="info" title={COMPLETE_YOUR_PROFILE} />}
        <ProfileForm
          mode="edit"
          defaultValues={defaults}
          emailLocked
          submitLabel="Save Changes"
          onSubmit={submit}
          isMobileTaken={(countryCode, mobileNumber) => mobileTaken({ countryCode, mobileNumber }).unwrap()}
          actions={
            <LinkButton to={paths.profile.href(userId)} variant="outline">
              Cancel
            </LinkButton>
          }
        />
      </section>
      <section className="danger-zone" aria-labelledby="danger-zone-title">
        <h2 id="danger-zone-title">Danger Zone</h2>
        <p>Deleting your profile removes your account, posts, bids and credits for good.</p>
        <Button variant="danger" onClick={() => setConfirmingDelete(true)}>
          <Trash2 size={16} aria-hidden="true" /> Delete Profile
        </Button>
      </section>
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title={DELETE_PROFILE_CONFIRM.title}
        description={DELETE_PROFILE_CONFIRM.description}
        confirmLabel="Delete Profile"
        destructive
        onConfirm={remove}
      />
    </div>
  );
}
