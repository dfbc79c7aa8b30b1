import type { ReactNode } from 'react';
import { PROFILE_FORM_TITLE } from '@domain/messages.ts';
import { Button } from '@/ui/button.tsx';
import { LeavePrompt } from '@/ui/leave-prompt.tsx';
import { useProfileForm, type ProfileFormOptions } from '../hooks/use-profile-form.ts';
import { ProfileAboutFields } from './profile-about-fields.tsx';
import { ProfileBusinessFields } from './profile-business-fields.tsx';
import { ProfileLocationFields } from './profile-location-fields.tsx';
import { ProfileMembershipFields } from './profile-membership-fields.tsx';
import './profile-form.css';

interface ProfileFormProps extends ProfileFormOptions {
  /** The e-mail is the verified login: shown, never edited here. */
  emailLocked: boolean;
  submitLabel: string;
  /** Extra actions beside the submit button (the edit page's Cancel). */
  actions?: ReactNode;
}

/** The profile form of /register-profile and /profile/edit/{userId} (accounts §4, §5). */
export function ProfileForm({
  mode,
  defaultValues,
  emailLocked,
  submitLabel,
  onSubmit,
  isMobileTaken,
  actions,
}: ProfileFormProps) {
  const form = useProfileForm({ mode, defaultValues, onSubmit, isMobileTaken });

  return (
    <form className="profile-form" onSubmit={form.submit} noValidate aria-label={PROFILE_FORM_TITLE[mode]}>
      <LeavePrompt dirty={form.unsaved} />
      <ProfileAboutFields form={form} emailLocked={emailLocked} />
      <ProfileLocationFields form={form} />
      <ProfileBusinessFields form={form} />
      <ProfileMembershipFields form={form} />

      <div className="profile-form__actions">
        <Button type="submit" loading={form.isSubmitting}>
          {submitLabel}
        </Button>
        {actions}
      </div>
    </form>
  );
}
