import { useNavigate } from 'react-router';
import {
  CANNOT_UPDATE_PASSWORD,
  INVALID_RESET_LINK,
  PASSWORD_HINT,
  PASSWORD_SPECIAL_HINT,
  PASSWORD_UPDATE_FAILED,
  PASSWORD_UPDATED,
  UNEXPECTED_ERROR,
  UPDATE_PASSWORD_HEADING,
} from '@domain/messages.ts';
import { paths } from '@domain/paths.ts';
import { updatePasswordSchema } from '@domain/schemas/password.ts';
import { useSession } from '@/session/use-session.ts';
import { Alert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { Field } from '@/ui/field.tsx';
import { LinkButton } from '@/ui/link-button.tsx';
import { PasswordInput } from '@/ui/password-input.tsx';
import { PageSpinner } from '@/ui/spinner.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { authApi } from '../api.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { useAuthForm } from '../hooks/use-auth-form.ts';
import { apiErrorOf } from '@/data/api.ts';
import { signOutSettled } from '../model/sign-out.ts';

/** /update-password: reached signed in from a recovery link; sets the new password, then signs out. */
export function UpdatePasswordPage() {
  const navigate = useNavigate();
  const { signOut } = useSession();
  const sessionCheck = authApi.useHasSessionQuery(undefined, { refetchOnMountOrArgChange: true });
  const [checkSession] = authApi.useLazyHasSessionQuery();
  const [updatePassword] = authApi.useUpdatePasswordMutation();
  const {
    register,
    formState: { errors, isSubmitting },
    submitWith,
  } = useAuthForm(updatePasswordSchema, { password: '', confirmPassword: '' });

  const submit = submitWith(async ({ password }) => {
    const stillSignedIn = await checkSession()
      .unwrap()
      .catch(() => false);
    if (!stillSignedIn) {
      showToast({ title: CANNOT_UPDATE_PASSWORD, description: INVALID_RESET_LINK, variant: 'destructive' });
      return;
    }
    try {
      await updatePassword(password).unwrap();
    } catch (error) {
      const failure = apiErrorOf(error);
      showToast(
        failure.kind === 'failed'
          ? {
              title: PASSWORD_UPDATE_FAILED.title,
              description: failure.message || PASSWORD_UPDATE_FAILED.description,
              variant: 'destructive',
            }
          : { title: PASSWORD_UPDATE_FAILED.title, description: UNEXPECTED_ERROR, variant: 'destructive' },
      );
      return;
    }
    showToast({ title: PASSWORD_UPDATED, variant: 'success' });
    await signOutSettled(signOut);
    navigate(paths.login.href(), { replace: true });
  });

  if (sessionCheck.isLoading) return <PageSpinner label="Checking your reset link" />;

  return (
    <AuthCard title={UPDATE_PASSWORD_HEADING}>
      {sessionCheck.data ? (
        <form className="auth-form" onSubmit={submit} noValidate>
          <Field
            label="New Password"
            required
            hint={`${PASSWORD_HINT} ${PASSWORD_SPECIAL_HINT}`}
            error={errors.password?.message}
          >
            {(control) => <PasswordInput {...control} {...register('password')} autoComplete="new-password" />}
          </Field>
          <Field label="Confirm New Password" required error={errors.confirmPassword?.message}>
            {(control) => <PasswordInput {...control} {...register('confirmPassword')} autoComplete="new-password" />}
          </Field>
          <div className="auth-form__actions">
            <Button type="submit" loading={isSubmitting}>
              Update Password
            </Button>
          </div>
        </form>
      ) : (
        <Alert variant="danger" action={<LinkButton to={paths.login.href()}>Back to Login</LinkButton>}>
          {INVALID_RESET_LINK}
        </Alert>
      )}
    </AuthCard>
  );
}
