import { Building2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  ADMIN_TOASTS,
  BANNER_SIZE,
  companySchema,
  EMPTY_COMPANY_FORM,
  FILE_RULES,
  type CompanyFormInput,
} from '@domain/admin-panel.ts';
import { FilePicker } from '@/ui/file-picker.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { useRegisterCompanyMutation } from '../api.ts';
import { useAdminUpload } from '../hooks/use-admin-upload.ts';
import { useBusy } from '../hooks/use-busy.ts';
import { fieldErrors } from '../model/field-errors.ts';
import { AdminCard, FormFooter } from './admin-card.tsx';
import { BannerSizeNote, CompanyFields, type CompanyErrors } from './company-fields.tsx';
import { LeavePrompt } from '@/ui/leave-prompt.tsx';

type Files = { logo: File | null; banner: File | null; brochure: File | null };
const NO_FILES: Files = { logo: null, banner: null, brochure: null };

/**
 * Register a company member (trade §5 "Company registration"): name required, website a URL, logo PNG/JPG,
 * banner JPG/PNG (1500×300 advised), brochure PDF. Files are uploaded first; if the row cannot be written they
 * are removed again.
 */
export function RegisterCompanyCard() {
  const [form, setForm] = useState<CompanyFormInput>(EMPTY_COMPANY_FORM);
  const [files, setFiles] = useState<Files>(NO_FILES);
  const [errors, setErrors] = useState<CompanyErrors>({});
  const { busy, whileBusy } = useBusy();
  const { uploadThenWrite, progress } = useAdminUpload();
  const [register] = useRegisterCompanyMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = companySchema.safeParse(form);
    setErrors(parsed.success ? {} : fieldErrors(parsed.error));
    if (!parsed.success) return;
    await whileBusy(async () => {
      const fields = { ...parsed.data, brochurePdfName: files.brochure?.name ?? null };
      const written = await uploadThenWrite(
        [
          ['logo', files.logo],
          ['banner', files.banner],
          ['brochure', files.brochure],
        ],
        (paths) => register({ fields, files: paths }).unwrap(),
        { kept: (outcome) => outcome.ok },
      );
      if (!written) return;
      const outcome = written.result;
      if (!outcome.ok) return setErrors({ companyName: outcome.message });
      showToast({
        ...ADMIN_TOASTS.companyRegistered,
        description: `${fields.companyName} has its company page now.`,
        variant: 'success',
      });
      setForm(EMPTY_COMPANY_FORM);
      setFiles(NO_FILES);
    });
  };

  return (
    <AdminCard
      icon={Building2}
      title="Register Company Member"
      description="Create a corporate member's company page with its logo, banner and brochure."
      testId="card-register-company"
      span="double"
    >
      <form className="admin-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <LeavePrompt
          dirty={!busy && (Object.values(form).some((v) => String(v).trim()) || Object.values(files).some(Boolean))}
        />
        <CompanyFields value={form} onChange={setForm} errors={errors} disabled={busy} />
        <div className="admin-form__grid">
          <FilePicker
            label="Logo"
            rule={FILE_RULES.registerLogo}
            file={files.logo}
            onChange={(logo) => setFiles((f) => ({ ...f, logo }))}
            hint="PNG or JPG."
            disabled={busy}
          />
          <div>
            <FilePicker
              label="Banner"
              rule={FILE_RULES.registerBanner}
              file={files.banner}
              onChange={(banner) => setFiles((f) => ({ ...f, banner }))}
              hint={`JPG or PNG; ${BANNER_SIZE.width}×${BANNER_SIZE.height} px advised.`}
              disabled={busy}
            />
            <BannerSizeNote file={files.banner} />
          </div>
          <FilePicker
            label="Brochure"
            rule={FILE_RULES.brochure}
            file={files.brochure}
            onChange={(brochure) => setFiles((f) => ({ ...f, brochure }))}
            hint="PDF."
            disabled={busy}
          />
        </div>
        <FormFooter progress={progress} busy={busy} submit="Register company" />
      </form>
    </AdminCard>
  );
}
