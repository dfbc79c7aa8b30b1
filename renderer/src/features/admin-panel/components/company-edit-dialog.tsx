import { ExternalLink } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  ADMIN_TOASTS,
  BANNER_SIZE,
  brochureWarning,
  companySchema,
  FILE_RULES,
  type CompanyFormInput,
} from '@domain/admin-panel.ts';
import type { FileRule } from '@domain/uploads.ts';
import { apiErrorOf } from '@/data/api.ts';
import { useGateway } from '@/data/gateway-context.tsx';
import type { AdminCompany, CompanyFilePaths, CompanyFiles, FileRef } from '@/data/ports/admin-panel.ts';
import { Alert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { Checkbox } from '@/ui/checkbox.tsx';
import { Dialog } from '@/ui/dialog/dialog.tsx';
import { Field } from '@/ui/field.tsx';
import { FilePicker } from '@/ui/file-picker.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { useUpdateCompanyMutation } from '../api.ts';
import { useAdminUpload } from '../hooks/use-admin-upload.ts';
import { fieldErrors } from '../model/field-errors.ts';
import { FormFooter } from './admin-card.tsx';
import { BannerSizeNote, CompanyFields, type CompanyErrors } from './company-fields.tsx';

type FileKind = keyof CompanyFiles;
interface FileChange {
  replace: File | null;
  remove: boolean;
}
type Changes = Record<FileKind, FileChange>;
const UNCHANGED: Changes = {
  logo: { replace: null, remove: false },
  banner: { replace: null, remove: false },
  brochure: { replace: null, remove: false },
  brochureThumbnail: { replace: null, remove: false },
};

/** Each file of the company, with its label and the noun used in sentences ('Replace the …'). */
const FILE_INPUTS: { kind: FileKind; label: string; noun: string; rule: FileRule; hint: string }[] = [
  { kind: 'logo', label: 'Logo', noun: 'logo', rule: FILE_RULES.editLogo, hint: 'JPG, PNG or WEBP.' },
  {
    kind: 'banner',
    label: 'Banner',
    noun: 'banner',
    rule: FILE_RULES.editBanner,
    hint: `JPG, PNG or WEBP; ${BANNER_SIZE.width}×${BANNER_SIZE.height} px advised.`,
  },
  { kind: 'brochure', label: 'Brochure PDF', noun: 'brochure PDF', rule: FILE_RULES.brochure, hint: 'PDF.' },
  {
    kind: 'brochureThumbnail',
    label: 'Brochure thumbnail',
    noun: 'brochure thumbnail',
    rule: FILE_RULES.brochureThumbnail,
    hint: 'JPG, PNG or WEBP.',
  },
];

const formOf = (c: AdminCompany): CompanyFormInput => ({
  companyName: c.companyName,
  websiteUrl: c.websiteUrl ?? '',
  companyHeadName: c.companyHeadName ?? '',
  companyHeadDesignation: c.companyHeadDesignation ?? '',
  address: c.address ?? '',
  marketingTeamInfo: c.marketingTeamInfo ?? '',
  brochurePdfName: c.brochurePdfName ?? '',
});

/** Whether a file will be there after the save. */
const present = (current: FileRef | null, change: FileChange) =>
  Boolean(change.replace) || (Boolean(current) && !change.remove);

/**
 * Edit a corporate member (trade §5 "Company edit"): name required, logo and banner JPG/PNG/WEBP, brochure PDF;
 * an incomplete brochure warns. New files are uploaded first; after the save the replaced and removed files are
 * deleted from storage; if the save fails the new uploads are removed again.
 */
export function CompanyEditDialog({ company, onClose }: { company: AdminCompany; onClose: () => void }) {
  const gateway = useGateway();
  const [form, setForm] = useState<CompanyFormInput>(() => formOf(company));
  // The version the edit is made on: a save by someone else meanwhile is refused, until the person reloads.
  const [basedOn, setBasedOn] = useState(company.updatedAt);
  const [changes, setChanges] = useState<Changes>(UNCHANGED);
  const [errors, setErrors] = useState<CompanyErrors>({});
  const [conflict, setConflict] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { putAll, discard, progress } = useAdminUpload();
  const [update] = useUpdateCompanyMutation();

  /** Starts over from the latest saved version (the list refetched it after the refusal). */
  const reload = () => {
    setForm(formOf(company));
    setChanges(UNCHANGED);
    setBasedOn(company.updatedAt);
    setConflict(null);
  };
  const change = (kind: FileKind, next: Partial<FileChange>) =>
    setChanges((c) => ({ ...c, [kind]: { ...c[kind], ...next } }));
  const warning = brochureWarning({
    pdf: present(company.files.brochure, changes.brochure),
    name: form.brochurePdfName,
    thumbnail: present(company.files.brochureThumbnail, changes.brochureThumbnail),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = companySchema.safeParse(form);
    setErrors(parsed.success ? {} : fieldErrors(parsed.error));
    if (!parsed.success) return;
    setBusy(true);
    setConflict(null);
    try {
      const upload = await putAll(FILE_INPUTS.map(({ kind }) => [kind, changes[kind].replace] as const));
      if (!upload) return;
      const uploaded = upload.stored;
      // New paths for replaced files, null for removed ones; the old files of both go after the save.
      const paths: CompanyFilePaths = { ...upload.paths };
      const replaced: string[] = [];
      for (const { kind } of FILE_INPUTS) {
        if (!changes[kind].replace && !changes[kind].remove) continue;
        if (changes[kind].remove && !changes[kind].replace) paths[kind] = null;
        const old = company.files[kind]?.path;
        if (old) replaced.push(old);
      }
      let outcome;
      try {
        outcome = await update({ id: company.id, basedOn, fields: parsed.data, files: paths }).unwrap();
      } catch (error) {
        await discard(uploaded);
        return showToast({
          title: ADMIN_TOASTS.failed.save,
          description: apiErrorOf(error).message,
          variant: 'destructive',
        });
      }
      if (!outcome.ok) {
        await discard(uploaded);
        if (outcome.reason === 'duplicate-name') return setErrors({ companyName: outcome.message });
        return setConflict(outcome.message);
      }
      try {
        await gateway.uploads.remove('companyfiles', replaced);
      } catch (error) {
        showToast({
          title: ADMIN_TOASTS.failed.fileRemoval,
          description: `${outcome.value.companyName} was saved, but: ${apiErrorOf(error).message}`,
          variant: 'destructive',
        });
        return onClose();
      }
      showToast({
        ...ADMIN_TOASTS.companySaved,
        description: warning ? `Saved. ${warning}` : `${outcome.value.companyName} is up to date.`,
        variant: warning ? 'default' : 'success',
      });
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={`Edit ${company.companyName}`}
      description="Details and files of the company page."
      className="admin-edit-dialog"
    >
      <form className="admin-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <CompanyFields value={form} onChange={setForm} errors={errors} disabled={busy} />
        <div className="admin-files">
          {FILE_INPUTS.map(({ kind, label, noun, rule, hint }) => {
            const current = company.files[kind];
            return (
              <div className="admin-files__item" key={kind}>
                <FilePicker
                  label={current ? `Replace ${noun}` : label}
                  rule={rule}
                  file={changes[kind].replace}
                  onChange={(replace) => change(kind, { replace, remove: false })}
                  hint={hint}
                  disabled={busy}
                />
                {kind === 'banner' && <BannerSizeNote file={changes.banner.replace} />}
                {current && !changes[kind].replace && (
                  <div className="admin-files__current">
                    <a href={current.url} target="_blank" rel="noreferrer">
                      Current {noun} <ExternalLink size={12} aria-hidden="true" />
                    </a>
                    <Checkbox
                      label={`Remove the ${noun}`}
                      checked={changes[kind].remove}
                      onChange={(e) => change(kind, { remove: e.target.checked })}
                      disabled={busy}
                    />
                  </div>
                )}
              </div>
            );
          })}
          <Field label="Brochure name" error={errors.brochurePdfName} hint="Shown on the company page's brochure link.">
            {(control) => (
              <TextInput
                {...control}
                value={form.brochurePdfName}
                onChange={(e) => setForm({ ...form, brochurePdfName: e.target.value })}
                disabled={busy}
              />
            )}
          </Field>
        </div>
        {warning && (
          <Alert variant="warning" title="Incomplete brochure">
            {warning}
          </Alert>
        )}
        {conflict && (
          <Alert
            variant="danger"
            title="Not saved"
            action={
              <Button size="sm" variant="outline" onClick={reload} disabled={company.updatedAt === basedOn}>
                Reload
              </Button>
            }
          >
            {conflict}
          </Alert>
        )}
        <FormFooter progress={progress} busy={busy} submit="Save changes">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
        </FormFooter>
      </form>
    </Dialog>
  );
}
