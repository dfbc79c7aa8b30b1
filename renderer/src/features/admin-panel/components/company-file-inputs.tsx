import { ExternalLink } from 'lucide-react';
import type { AdminCompany } from '@/data/ports/admin-panel.ts';
import { Checkbox } from '@/ui/checkbox.tsx';
import { Field } from '@/ui/field.tsx';
import { FilePicker } from '@/ui/file-picker.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import { FILE_INPUTS, type useCompanyEdit } from '../hooks/use-company-edit.ts';
import { BannerSizeNote } from './company-fields.tsx';
import { NewWindowLink } from '@/platform/new-window-link.tsx';

/** Each file of the company: a picker to replace it, a link to the current one and a box to remove it. */
export function CompanyFileInputs({
  company,
  edit,
}: {
  company: AdminCompany;
  edit: ReturnType<typeof useCompanyEdit>;
}) {
  return (
    <div className="admin-files">
      {FILE_INPUTS.map(({ kind, label, noun, rule, hint }) => {
        const current = company.files[kind];
        return (
          <div className="admin-files__item" key={kind}>
            <FilePicker
              label={current ? `Replace ${noun}` : label}
              rule={rule}
              file={edit.changes[kind].replace}
              onChange={(replace) => edit.change(kind, { replace, remove: false })}
              hint={hint}
              disabled={edit.busy}
            />
            {kind === 'banner' && <BannerSizeNote file={edit.changes.banner.replace} />}
            {current && !edit.changes[kind].replace && (
              <div className="admin-files__current">
                <NewWindowLink href={current.url} rel="noreferrer">
                  Current {noun} <ExternalLink size={12} aria-hidden="true" />
                </NewWindowLink>
                <Checkbox
                  label={`Remove the ${noun}`}
                  checked={edit.changes[kind].remove}
                  onChange={(e) => edit.change(kind, { remove: e.target.checked })}
                  disabled={edit.busy}
                />
              </div>
            )}
          </div>
        );
      })}
      <Field
        label="Brochure name"
        error={edit.errors.brochurePdfName}
        hint="Shown on the company page's brochure link."
      >
        {(control) => (
          <TextInput
            {...control}
            value={edit.form.brochurePdfName}
            onChange={(e) => edit.setForm({ ...edit.form, brochurePdfName: e.target.value })}
            disabled={edit.busy}
          />
        )}
      </Field>
    </div>
  );
}
