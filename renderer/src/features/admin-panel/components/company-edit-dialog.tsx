import type { AdminCompany } from '@/data/ports/admin-panel.ts';
import { Alert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { Dialog } from '@/ui/dialog/dialog.tsx';
import { useCompanyEdit } from '../hooks/use-company-edit.ts';
import { FormFooter } from './admin-card.tsx';
import { CompanyFields } from './company-fields.tsx';
import { CompanyFileInputs } from './company-file-inputs.tsx';
import './company-edit-dialog.css';

/**
 * Edit a corporate member (trade §5 "Company edit"): name required, logo and banner JPG/PNG/WEBP, brochure PDF;
 * an incomplete brochure warns. New files are uploaded first; after the save the replaced and removed files are
 * deleted from storage; if the save fails the new uploads are removed again.
 */
export function CompanyEditDialog({ company, onClose }: { company: AdminCompany; onClose: () => void }) {
  const edit = useCompanyEdit(company, onClose);
  const { busy, conflict, warning } = edit;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={`Edit ${company.companyName}`}
      description="Details and files of the company page."
      className="admin-edit-dialog"
    >
      <form className="admin-form" onSubmit={(e) => void edit.onSubmit(e)} noValidate>
        <CompanyFields value={edit.form} onChange={edit.setForm} errors={edit.errors} disabled={busy} />
        <CompanyFileInputs company={company} edit={edit} />
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
              <Button size="sm" variant="outline" onClick={edit.reload} disabled={company.updatedAt === edit.basedOn}>
                Reload
              </Button>
            }
          >
            {conflict}
          </Alert>
        )}
        <FormFooter progress={edit.progress} busy={busy} submit="Save changes">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
        </FormFooter>
      </form>
    </Dialog>
  );
}
