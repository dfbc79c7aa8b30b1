import { Inbox } from 'lucide-react';
import { useState } from 'react';
import type { CompanyVendorApplication as Application } from '@/data/ports/vendor-applications.ts';
import { Alert } from '@/ui/alert.tsx';
import { Badge } from '@/ui/badge.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { useDepartmentApplicationsQuery } from '../api.ts';
import { useApplicationDecisions } from '../hooks/use-application-decisions.ts';
import type { DashboardContext } from '../model/dashboard-context.ts';
import { DecidedApplications, PendingApplicationsTable } from './application-tables.tsx';
import { RejectApplicationDialog } from './reject-application-dialog.tsx';
import '../vendor-applications.css';

/**
 * Vendor Mgmt's applications: members who asked to be vendors of this department, with what their profile
 * says. Accept registers them (they join the approved vendors); Reject asks for the reason they are told. The
 * applicant is then told on WhatsApp; if that fails the decision stands and the executive is told so.
 */
export function VendorApplicationsPanel({ ctx }: { ctx: DashboardContext }) {
  const applications = useDepartmentApplicationsQuery({ companyId: ctx.companyId, department: ctx.department.id });
  const { deciding, onAccept, onReject } = useApplicationDecisions(ctx.department.name);
  const [rejecting, setRejecting] = useState<Application | null>(null);
  const pending = (applications.data ?? []).filter((a) => a.status === 'pending');
  const decided = (applications.data ?? []).filter((a) => a.status !== 'pending').slice(0, 10);
  return (
    <section className="panel panel--span" aria-labelledby="vendor-applications-title">
      <header className="panel__header">
        <h2 id="vendor-applications-title">
          <Inbox size={18} aria-hidden="true" /> Applications <Badge variant="orange">{pending.length}</Badge>
        </h2>
        <p>
          Members who asked to become {ctx.department.name} vendors of {ctx.companyName || 'this company'}.
        </p>
      </header>
      {applications.error ? (
        <Alert variant="danger" title="Error fetching applications">
          {applications.error.message}
        </Alert>
      ) : applications.isLoading ? (
        <Spinner label="Loading applications" />
      ) : (
        <PendingApplicationsTable
          rows={pending}
          deciding={deciding}
          onAccept={(a) => void onAccept(a)}
          onReject={setRejecting}
        />
      )}
      <DecidedApplications rows={decided} />
      <RejectApplicationDialog
        application={rejecting}
        onClose={() => setRejecting(null)}
        onReject={(a, reason) => onReject(a, reason)}
      />
    </section>
  );
}
