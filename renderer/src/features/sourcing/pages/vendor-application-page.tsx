import { ClipboardList, Send, Store } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '@domain/paths.ts';
import { RFQ_TITLES } from '@domain/sourcing.ts';
import { SOURCING_DEPARTMENTS } from '@domain/sourcing-departments.ts';
import {
  APPLICATION_FAILED,
  APPLICATION_NOTE_MAX,
  APPLICATION_SENT,
  BECOME_A_VENDOR,
} from '@domain/vendor-applications.ts';
import { apiErrorOf } from '@/data/api.ts';
import { useSession } from '@/session/use-session.ts';
import { Alert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { Field } from '@/ui/field.tsx';
import { LinkButton } from '@/ui/link-button.tsx';
import { Select } from '@/ui/select.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { Textarea } from '@/ui/textarea.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { useApplyAsVendorMutation, useMyVendorApplicationsQuery, useSourcingCompaniesQuery } from '../api.ts';
import { MyApplications } from '../components/my-applications.tsx';
import '../sourcing.css';
import '../vendor-applications.css';

const DEPARTMENT_OPTIONS = SOURCING_DEPARTMENTS.map((d) => ({ value: d.id, label: d.name }));

/**
 * /vendor-application (Free and Paid Members; issue 23): apply to be a vendor of a company's department,
 * chosen here or handed over by 'Apply to Participate' (?company=…&department=…). The company's executives
 * decide in Vendor Mgmt of their sourcing desk; the member's applications and the decisions are listed below.
 */
export function VendorApplicationPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const companies = useSourcingCompaniesQuery();
  const mine = useMyVendorApplicationsQuery();
  const [apply, applying] = useApplyAsVendorMutation();
  const [companyId, setCompanyId] = useState(params.get('company') ?? '');
  const [department, setDepartment] = useState(
    SOURCING_DEPARTMENTS.some((d) => d.id === params.get('department')) ? params.get('department')! : '',
  );
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const departmentName = SOURCING_DEPARTMENTS.find((d) => d.id === department)?.name ?? '';
  const companyName = companies.data?.find((c) => c.id === companyId)?.companyName ?? '';
  const registered = session.facts.vendorRegistrations.some(
    (r) => r.companyId === companyId && r.department === department,
  );
  const waiting = (mine.data ?? []).some(
    (a) => a.status === 'pending' && a.companyId === companyId && a.department === department,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!companyId || !department) return setProblem('Please choose the company and the department you supply.');
    setProblem(null);
    try {
      const outcome = await apply({ companyId, department, departmentName, note: note.trim() || null }).unwrap();
      if (!outcome.ok) return setProblem(outcome.message);
      setNote('');
      showToast({ ...APPLICATION_SENT, variant: 'success' });
    } catch (error) {
      showToast({ title: APPLICATION_FAILED, description: apiErrorOf(error).message, variant: 'destructive' });
    }
  };

  return (
    <section className="container public-rfqs vendor-application" aria-labelledby="vendor-application-title">
      <header className="public-rfqs__header">
        <h1 id="vendor-application-title">{BECOME_A_VENDOR}</h1>
        <p>
          Corporate buyers raise requests for quotation (RFQs) for each department on their sourcing desks and invite
          the department&rsquo;s registered vendors to bid, round by round. Choose the company and the department you
          supply: the company&rsquo;s executives review your application, and once they accept it you quote on their
          RFQs under Submit Bids.
        </p>
      </header>

      <div className="vendor-application__layout">
        <form className="panel vendor-application__form" onSubmit={(e) => void submit(e)} noValidate>
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
                value={companyId}
                onChange={(e) => setCompanyId(e.target.value)}
                placeholder={companies.isLoading ? 'Loading companies…' : 'Choose a company'}
                options={(companies.data ?? []).map((c) => ({ value: c.id, label: c.companyName }))}
              />
            )}
          </Field>
          <Field label="Department" required>
            {(control) => (
              <Select
                {...control}
                value={department}
                onChange={(e) => setDepartment(e.target.value)}
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
                onChange={(e) => setNote(e.target.value)}
              />
            )}
          </Field>
          {registered ? (
            <Alert
              variant="success"
              title="You are already a vendor here"
              action={<LinkButton to={paths.bidSubmission.href()}>Go to Submit Bids</LinkButton>}
            >
              You quote on {companyName}&rsquo;s {departmentName} RFQs under Submit Bids.
            </Alert>
          ) : waiting ? (
            <Alert variant="info" title="Application sent">
              {companyName} has your application for {departmentName}; you will see their decision below.
            </Alert>
          ) : (
            problem && (
              <Alert variant="danger" title={APPLICATION_FAILED}>
                {problem}
              </Alert>
            )
          )}
          <Button type="submit" loading={applying.isLoading} disabled={registered || waiting}>
            <Send size={16} aria-hidden="true" /> Send Application
          </Button>
        </form>

        <section className="panel" aria-labelledby="my-applications-title">
          <div className="panel__header">
            <h2 id="my-applications-title">
              <ClipboardList size={18} aria-hidden="true" /> Your applications
            </h2>
            <p>Pending applications can be withdrawn; a rejected one can be sent again.</p>
          </div>
          {mine.isLoading ? (
            <Spinner label="Loading your applications" />
          ) : (
            <MyApplications applications={mine.data ?? []} />
          )}
          <p className="vendor-application__links">
            <LinkButton to={paths.buyerEnquiries.href()} variant="outline" size="sm">
              See open buyer enquiries
            </LinkButton>
            {session.facts.vendorRegistrations.length > 0 && (
              <LinkButton to={paths.bidSubmission.href()} variant="outline" size="sm">
                Submit Bids
              </LinkButton>
            )}
          </p>
        </section>
      </div>
    </section>
  );
}
