import { ClipboardList } from 'lucide-react';
import { formatDate, formatQuantityText } from '@domain/format.ts';
import {
  APPLY_NOT_FOR_STAFF,
  APPLY_TO_PARTICIPATE,
  departmentName,
  NO_OPEN_ENQUIRIES,
  RFQ_TITLES,
} from '@domain/sourcing.ts';
import { SOURCING_DEPARTMENTS } from '@domain/sourcing-departments.ts';
import type { PublicEnquiry, WithMainCategory } from '@/data/ports/sourcing.ts';
import { useCan } from '@/session/use-can.ts';
import { useSession } from '@/session/use-session.ts';
import { Alert } from '@/ui/alert.tsx';
import { LinkButton } from '@/ui/link-button.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { Table, type TableColumn } from '@/ui/table.tsx';
import { useOpenEnquiriesQuery } from '../api.ts';
import { participationFor } from '../model/participation.ts';
import '../sourcing.css';
import './sourcing-page.css';
import './public-rfqs.css';

type Enquiry = WithMainCategory<PublicEnquiry>;

const STAFF_NOTE_ID = 'apply-not-for-staff';

/** The header's line for each kind of reader. */
const LEAD = {
  visitor: '; sign up to take part.',
  member: '; apply to the department of an enquiry to be registered as its vendor.',
  staff: '.',
} as const;

/**
 * /buyer-enquiries (public, trade §2): open RFQs that companies list publicly. 'Apply to Participate' takes
 * visitors to sign up, a registered vendor of the enquiry's department to Submit Bids and any other member to
 * apply to that department; executives and administrators, who cannot bid (§6), are told why instead.
 */
export function BuyerEnquiriesPage() {
  const session = useSession();
  const can = useCan();
  const enquiries = useOpenEnquiriesQuery();
  const signedIn = session.status === 'signed-in';
  const reader = { signedIn, can, registrations: session.facts.vendorRegistrations };
  const canParticipate = !signedIn || can('vendor.apply') || can('vendor.quote') || can('plan.upgrade');

  const participate = (e: Enquiry) => {
    const participation = participationFor(e, reader);
    if (participation.kind === 'none')
      return (
        <span className="muted" aria-describedby={STAFF_NOTE_ID}>
          Vendors only
        </span>
      );
    return (
      <LinkButton size="sm" variant="secondary" to={participation.to}>
        {participation.kind === 'upgrade' ? 'Upgrade to Participate' : APPLY_TO_PARTICIPATE}
      </LinkButton>
    );
  };

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
    { key: 'participate', header: 'Participate', render: participate },
  ];

  return (
    <section className="container public-rfqs" aria-labelledby="buyer-enquiries-title">
      <header className="public-rfqs__header">
        <h1 id="buyer-enquiries-title">Buyer Enquiries</h1>
        <p>
          Open requests for quotation from corporate buyers. Registered vendors quote under Submit Bids
          {LEAD[!signedIn ? 'visitor' : canParticipate ? 'member' : 'staff']}
        </p>
      </header>
      {!canParticipate && (
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
