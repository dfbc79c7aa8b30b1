import { ClipboardList, Store } from 'lucide-react';
import { useState } from 'react';
import { NOT_A_VENDOR, RFQ_TITLES } from '@domain/sourcing.ts';
import { paths } from '@domain/paths.ts';
import { BECOME_A_VENDOR } from '@domain/vendor-applications.ts';
import { Alert } from '@/ui/alert.tsx';
import { LinkButton } from '@/ui/link-button.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { MyApplications } from '../components/my-applications.tsx';
import { MyBidsTable } from '../components/my-bids-table.tsx';
import { OpenRfqsTable } from '../components/open-rfqs-table.tsx';
import { SubmitBidDialog } from '../components/submit-bid-dialog.tsx';
import { useVendorBidding } from '../hooks/use-vendor-bidding.ts';
import type { OpenRfq } from '../model/open-rfq.ts';
import '../sourcing.css';
import './public-rfqs.css';
import '../vendor-applications.css';

/** A member with no vendor registration: how to become one, and where the open enquiries are meanwhile. */
function NotAVendor() {
  return (
    <div className="bid-submission__not-vendor">
      <p className="table-empty">{NOT_A_VENDOR}</p>
      <p>
        Apply to a company&rsquo;s department: once its executives accept you, its RFQs appear here while a round is
        open.
      </p>
      <p className="vendor-application__links">
        <LinkButton to={paths.vendorApplication.href()}>
          <Store size={16} aria-hidden="true" /> {BECOME_A_VENDOR}
        </LinkButton>
        <LinkButton to={paths.buyerEnquiries.href()} variant="outline">
          <ClipboardList size={16} aria-hidden="true" /> See open buyer enquiries
        </LinkButton>
      </p>
    </div>
  );
}

/**
 * /bid-submission (Free and Paid Members, trade §2): the RFQs of the member's vendor registrations with a round
 * open, their own quotes with rank in unsealed rounds, and the outcome of every bid they placed.
 */
export function BidSubmissionPage() {
  const v = useVendorBidding();
  const { rfqs, myBids, applications } = v;
  const [bidding, setBidding] = useState<OpenRfq | null>(null);
  const notVendor = v.registrations.length === 0;
  return (
    <section className="container public-rfqs" aria-labelledby="bid-submission-title">
      <header className="public-rfqs__header">
        <h1 id="bid-submission-title">Submit Bids</h1>
        <p>
          RFQs of the company departments you are registered with, while a round is open.{' '}
          {!notVendor && `Registered with: ${v.registrations.map((r) => r.departmentName).join(', ')}.`}
        </p>
      </header>

      <section aria-labelledby="open-rfqs-title" className="public-rfqs__block">
        <h2 id="open-rfqs-title">Open RFQs</h2>
        {notVendor ? (
          <NotAVendor />
        ) : rfqs.error ? (
          <Alert variant="danger" title={RFQ_TITLES.fetchFailed}>
            {rfqs.error.message}
          </Alert>
        ) : rfqs.isLoading ? (
          <Spinner label="Loading RFQs" />
        ) : (
          <OpenRfqsTable
            rows={v.openRfqs}
            myCurrent={v.myCurrent}
            ownBidsIn={v.ownBidsIn}
            standingOf={v.standingOf}
            onBid={setBidding}
            onExpire={() => void rfqs.refetch()}
          />
        )}
      </section>

      {/* A vendor may apply to more departments; a member not yet one is offered it above. */}
      {((applications.data ?? []).length > 0 || !notVendor) && (
        <section aria-labelledby="my-applications-title" className="public-rfqs__block">
          <div className="public-rfqs__block-head">
            <h2 id="my-applications-title">Your vendor applications</h2>
            <LinkButton to={paths.vendorApplication.href()} variant="outline" size="sm">
              <Store size={14} aria-hidden="true" /> Apply to another department
            </LinkButton>
          </div>
          <MyApplications applications={applications.data ?? []} />
        </section>
      )}

      <section aria-labelledby="my-bids-title" className="public-rfqs__block">
        <h2 id="my-bids-title">My bids</h2>
        {myBids.isLoading ? <Spinner label="Loading your bids" /> : <MyBidsTable bids={myBids.data ?? []} />}
      </section>

      {bidding && (
        <SubmitBidDialog
          rfq={v.openRfqs.find((r) => r.id === bidding.id) ?? bidding}
          userId={v.userId}
          ownBids={v.ownBidsIn(bidding.round.id)}
          onClose={() => setBidding(null)}
        />
      )}
    </section>
  );
}
