import { ClipboardList } from 'lucide-react';
import { formatDate, formatQuantityText } from '@domain/format.ts';
import { routeAccess } from '@domain/nav.ts';
import { paths } from '@domain/paths.ts';
import {
  APPLY_NOT_FOR_STAFF,
  APPLY_TO_PARTICIPATE,
  departmentName,
  NO_OPEN_ENQUIRIES,
  RFQ_TITLES,
} from '@domain/sourcing.ts';
import { SOURCING_DEPARTMENTS } from '@domain/sourcing-departments.ts';
import type { PublicEnquiry, WithMainCategory } from '@/data/ports/sourcing.ts';
import { navContextOf } from '@/session/nav-context.ts';
import { useSession } from '@/session/use-session.ts';
import { Alert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { LinkButton } from '@/ui/link-button.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { Table, type TableColumn } from '@/ui/table.tsx';
import { useOpenEnquiriesQuery } from '../api.ts';
import '../sourcing.css';

type Enquiry = WithMainCategory<PublicEnquiry>;
/** Where 'Apply to Participate' leads: sign-up, Submit Bids, or nowhere (the reader cannot bid). */
type Participation = 'sign-up' | 'bid' | 'cannot-bid';

const STAFF_NOTE_ID = 'apply-not-for-staff';

/**
 * /buyer-enquiries (public, trade §2): open RFQs that companies list publicly. Visitors apply by signing up;
 * Free and Paid Members go to Submit Bids, where registered vendors quote (and the others are told they are
 * not registered yet); executives and administrators, who cannot bid (§6), get the button disabled and why.
 */
export function BuyerEnquiriesPage() {
  const session = useSession();
  const enquiries = useOpenEnquiriesQuery();
  // The route guard's own decision for Submit Bids, so the button never leads to its Access Denied page.
  const participation: Participation =
    session.status !== 'signed-in'
      ? 'sign-up'
      : routeAccess(paths.bidSubmission.path, navContextOf(session)).kind === 'allowed'
        ? 'bid'
        : 'cannot-bid';

  const columns: TableColumn<Enquiry>[] = [
    { key: 'id', header: 'RFQ ID', render: (e) => <span className="mono strong">{e.requestNumber}</span> },
    { key: 'department', header: 'Department', render: (e) => departmentName(SOURCING_DEPARTMENTS, e.department) },
    {
      key: 'main',
      header: 'Main Category',
      render: (e) => e.mainCategory ?? e.category?.name ?? (e.department === 'fabrics' ? 'Fabric' : '—'),
    },
    {
      key: 'sub',
      header: 'Subcategory',
      render: (e) => (e.mainCategory ? (e.category?.name ?? '—') : (e.customItem ?? '—')),
    },
    { key: 'description', header: 'Description', render: (e) => e.description ?? '—', cellClassName: 'cell-wrap' },
    {
      key: 'quantity',
      header: 'Quantity/Unit',
      align: 'end',
      render: (e) => formatQuantityText(e.quantity, e.quantityUnit),
    },
    { key: 'created', header: 'Created Date', render: (e) => formatDate(e.createdAt) },
    {
      key: 'participate',
      header: 'Participate',
      render: () =>
        participation === 'cannot-bid' ? (
          <Button size="sm" variant="secondary" disabled aria-describedby={STAFF_NOTE_ID}>
            {APPLY_TO_PARTICIPATE}
          </Button>
        ) : (
          <LinkButton
            size="sm"
            variant="secondary"
            to={participation === 'bid' ? paths.bidSubmission.href() : paths.signup.href()}
          >
            {APPLY_TO_PARTICIPATE}
          </LinkButton>
        ),
    },
  ];

  return (
    <section className="container public-rfqs" aria-labelledby="buyer-enquiries-title">
      <header className="public-rfqs__header">
        <h1 id="buyer-enquiries-title">Buyer Enquiries</h1>
        <p>
          Open requests for quotation from corporate buyers. Registered vendors quote under Submit Bids
          {participation === 'bid'
            ? '; ask the buyer to register you for their department.'
            : participation === 'sign-up'
              ? '; sign up to take part.'
              : '.'}
        </p>
      </header>
      {participation === 'cannot-bid' && (
        <div id={STAFF_NOTE_ID}>
          <Alert variant="info" title={APPLY_NOT_FOR_STAFF.title}>
            {APPLY_NOT_FOR_STAFF.description}
          </Alert>
        </div>
      )}
      {enquiries.error ? (
        <Alert variant="danger" title={RFQ_TITLES.fetchFailed}>
          {enquiries.error.message}
        </Alert>
      ) : enquiries.isLoading ? (
        <Spinner label="Loading enquiries" />
      ) : (enquiries.data ?? []).length === 0 ? (
        <div className="sourcing__empty" role="status">
          <ClipboardList size={28} aria-hidden="true" />
          <h2>{NO_OPEN_ENQUIRIES}</h2>
          <p>New requests for quotation appear here as buyers publish them.</p>
        </div>
      ) : (
        <Table
          caption="Open buyer enquiries"
          className="dense-table stack-on-phone"
          columns={columns}
          rows={enquiries.data ?? []}
          rowKey={(e) => e.id}
          empty={NO_OPEN_ENQUIRIES}
        />
      )}
    </section>
  );
}
