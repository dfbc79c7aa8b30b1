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
import { showToast } from '@/ui/toast/toast-store.ts';
import { useUpdateCompanyMutation } from '../api.ts';
import type { CompanyErrors } from '../components/company-fields.tsx';
import { fieldErrors } from '../model/field-errors.ts';
import { useAdminUpload } from './use-admin-upload.ts';
import { useBusy } from './use-busy.ts';

export type FileKind = keyof CompanyFiles;
export interface FileChange {
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
export const FILE_INPUTS: { kind: FileKind; label: string; noun: string; rule: FileRule; hint: string }[] = [
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
 * The company edit: the text fields, each file's change (replace or remove), and the save. New files are
 * uploaded first; after the save the replaced and removed files are deleted from storage; if the save fails the
 * new uploads are removed again. A save on a version someone else changed meanwhile is refused (`conflict`).
 */
export function useCompanyEdit(company: AdminCompany, onClose: () => void) {
  const gateway = useGateway();
  const [form, setForm] = useState<CompanyFormInput>(() => formOf(company));
  // The version the edit is made on: a save by someone else meanwhile is refused, until the person reloads.
  const [basedOn, setBasedOn] = useState(company.updatedAt);
  const [changes, setChanges] = useState<Changes>(UNCHANGED);
  const [errors, setErrors] = useState<CompanyErrors>({});
  const [conflict, setConflict] = useState<string | null>(null);
  const { busy, whileBusy } = useBusy();
  const { uploadThenWrite, progress } = useAdminUpload();
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
    setConflict(null);
    await whileBusy(async () => {
      // Removed files get a null path; replaced ones their new path. The old files of both go after the save.
      const removed: CompanyFilePaths = {};
      const replaced: string[] = [];
      for (const { kind } of FILE_INPUTS) {
        if (!changes[kind].replace && !changes[kind].remove) continue;
        if (changes[kind].remove && !changes[kind].replace) removed[kind] = null;
        const old = company.files[kind]?.path;
        if (old) replaced.push(old);
      }
      const written = await uploadThenWrite(
        FILE_INPUTS.map(({ kind }) => [kind, changes[kind].replace] as const),
        (uploaded) =>
          update({ id: company.id, basedOn, fields: parsed.data, files: { ...uploaded, ...removed } }).unwrap(),
        { kept: (outcome) => outcome.ok, failedTitle: ADMIN_TOASTS.failed.save },
      );
      if (!written) return;
      const outcome = written.result;
      if (!outcome.ok) {
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
    });
  };

  return { form, setForm, changes, change, errors, conflict, busy, progress, warning, reload, basedOn, onSubmit };
}
