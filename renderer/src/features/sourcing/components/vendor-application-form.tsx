import { Send, Store } from 'lucide-react';
import { paths } from '@domain/paths.ts';
import { RFQ_TITLES } from '@domain/sourcing.ts';
import { SOURCING_DEPARTMENTS } from '@domain/sourcing-departments.ts';
import { APPLICATION_FAILED, APPLICATION_NOTE_MAX } from '@domain/vendor-applications.ts';
import { Alert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { Field } from '@/ui/field.tsx';
import { LinkButton } from '@/ui/link-button.tsx';
import { Select } from '@/ui/select.tsx';
import { Textarea } from '@/ui/textarea.tsx';
import type { useVendorApplication } from '../hooks/use-vendor-application.ts';

const DEPARTMENT_OPTIONS = SOURCING_DEPARTMENTS.map((d) => ({ value: d.id, label: d.name }));

/** Where the application stands for the chosen company and department: a vendor already, sent, or refused. */
function ApplicationState({ form }: { form: ReturnType<typeof useVendorApplication> }) {
  if (form.registered)
    return (
      <Alert
        variant="success"
        title="You are already a vendor here"
        action={<LinkButton to={paths.bidSubmission.href()}>Go to Submit Bids</LinkButton>}
      >
        You quote on {form.companyName}&rsquo;s {form.departmentName} RFQs under Submit Bids.
      </Alert>
    );
  if (form.waiting)
    return (
      <Alert variant="info" title="Application sent">
        {form.companyName} has your application for {form.departmentName}; you will see their decision below.
      </Alert>
    );
  return form.problem ? (
    <Alert variant="danger" title={APPLICATION_FAILED}>
      {form.problem}
    </Alert>
  ) : null;
}

/** The application: company, department and a note about the business. */
export function VendorApplicationForm({ form }: { form: ReturnType<typeof useVendorApplication> }) {
  const { companies, note } = form;
  return (
    <form className="panel vendor-application__form" onSubmit={(e) => void form.submit(e)} noValidate>
      <div className="panel__header">
        <h2>
          <Store size={18} aria-hidden="true" /> Your application
        </h2>
      </div>
      {companies.error && (
        <Alert variant="danger" title={RFQ_TITLES.companiesFailed}>
          {companies.error.message}
        </Alert>
      )}
      <Field label="Company" required>
        {(control) => (
          <Select
            {...control}
            value={form.companyId}
            onChange={(e) => form.setCompanyId(e.target.value)}
            placeholder={companies.isLoading ? 'Loading companies…' : 'Choose a company'}
            options={(companies.data ?? []).map((c) => ({ value: c.id, label: c.companyName }))}
          />
        )}
      </Field>
      <Field label="Department" required>
        {(control) => (
          <Select
            {...control}
            value={form.department}
            onChange={(e) => form.setDepartment(e.target.value)}
            placeholder="Choose a department"
            options={DEPARTMENT_OPTIONS}
          />
        )}
      </Field>
      <Field
        label="About your business (optional)"
        hint={`${note.length}/${APPLICATION_NOTE_MAX} · What you supply, capacity, certifications.`}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            maxLength={APPLICATION_NOTE_MAX}
            value={note}
            onChange={(e) => form.setNote(e.target.value)}
          />
        )}
      </Field>
      <ApplicationState form={form} />
      <Button type="submit" loading={form.applying} disabled={form.registered || form.waiting}>
        <Send size={16} aria-hidden="true" /> Send Application
      </Button>
    </form>
  );
}
