import { Handshake } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ADMIN_TOASTS, FILE_RULES, PARTNER_MESSAGES, partnerSchema } from '@domain/admin-panel.ts';
import { Field } from '@/ui/field.tsx';
import { FilePicker } from '@/ui/file-picker.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { useAdminPartnersQuery, useRegisterPartnerMutation } from '../api.ts';
import { useAdminUpload } from '../hooks/use-admin-upload.ts';
import { useBusy } from '../hooks/use-busy.ts';
import { fieldErrors } from '../model/field-errors.ts';
import { AdminCard, FormFooter, RecentList } from './admin-card.tsx';
import { LeavePrompt } from '@/ui/leave-prompt.tsx';
import { NewWindowLink } from '@/platform/new-window-link.tsx';

/** Register a partner organisation (trade §5 "Partner registration"): name and logo required, PNG/JPG/SVG. */
export function RegisterPartnerCard() {
  const [name, setName] = useState('');
  const [website, setWebsite] = useState('');
  const [logo, setLogo] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ name?: string; websiteUrl?: string; logo?: string }>({});
  const { busy, whileBusy } = useBusy();
  const { uploadThenWrite, progress } = useAdminUpload();
  const [register] = useRegisterPartnerMutation();
  const partners = useAdminPartnersQuery();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = partnerSchema.safeParse({ name, websiteUrl: website });
    const found = { ...(parsed.success ? {} : fieldErrors(parsed.error)) } as typeof errors;
    if (!logo) found.logo = PARTNER_MESSAGES.logoRequired;
    setErrors(found);
    if (!parsed.success || !logo) return;
    await whileBusy(async () => {
      const registered = await uploadThenWrite([['partnerLogo', logo]], (paths) =>
        register({ ...parsed.data, logoPath: paths.partnerLogo ?? '' }).unwrap(),
      );
      if (!registered) return;
      showToast({
        ...ADMIN_TOASTS.partnerRegistered,
        description: `${parsed.data.name} is on the partners page now.`,
        variant: 'success',
      });
      setName('');
      setWebsite('');
      setLogo(null);
    });
  };

  return (
    <AdminCard
      icon={Handshake}
      title="Register Partner Organisation"
      description="Add an authorised city partner to the partners page."
      testId="card-register-partner"
    >
      <form className="admin-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <LeavePrompt dirty={!busy && Boolean(name.trim() || website.trim() || logo)} />
        <div className="admin-form__grid">
          <Field label="Partner name" error={errors.name} required>
            {(control) => (
              <TextInput {...control} value={name} onChange={(e) => setName(e.target.value)} disabled={busy} />
            )}
          </Field>
          <Field label="Website" error={errors.websiteUrl}>
            {(control) => (
              <TextInput
                {...control}
                value={website}
                placeholder="https://example.com"
                onChange={(e) => setWebsite(e.target.value)}
                disabled={busy}
              />
            )}
          </Field>
        </div>
        <FilePicker
          label="Logo"
          rule={FILE_RULES.partnerLogo}
          file={logo}
          onChange={(f) => {
            setLogo(f);
            setErrors((e) => ({ ...e, logo: undefined }));
          }}
          hint="PNG, JPG or SVG."
          error={errors.logo}
          required
          disabled={busy}
        />
        <FormFooter progress={progress} busy={busy} submit="Register partner" />
      </form>
      <RecentList
        title="Partners"
        loading={partners.isLoading}
        error={partners.error?.message}
        empty={partners.data?.length === 0}
      >
        {partners.data?.map((p) => (
          <li key={p.id}>
            <span className="admin-recent__with-logo">
              <img src={p.logoUrl} alt="" width={24} height={24} />
              {p.name}
            </span>
            {p.websiteUrl && (
              <NewWindowLink href={p.websiteUrl} rel="noreferrer">
                Website
              </NewWindowLink>
            )}
          </li>
        ))}
      </RecentList>
    </AdminCard>
  );
}
