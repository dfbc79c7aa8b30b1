import { ClipboardList } from 'lucide-react';
import { paths } from '@domain/paths.ts';
import { BECOME_A_VENDOR } from '@domain/vendor-applications.ts';
import { LinkButton } from '@/ui/link-button.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { MyApplications } from '../components/my-applications.tsx';
import { VendorApplicationForm } from '../components/vendor-application-form.tsx';
import { useVendorApplication } from '../hooks/use-vendor-application.ts';
import '../sourcing.css';
import './public-rfqs.css';
import '../vendor-applications.css';

/**
 * /vendor-application (Free and Paid Members; issue 23): apply to be a vendor of a company's department,
 * chosen here or handed over by 'Apply to Participate' (?company=…&department=…). The company's executives
 * decide in Vendor Mgmt of their sourcing desk; the member's applications and the decisions are listed below.
 */
export function VendorApplicationPage() {
  const form = useVendorApplication();
  const { mine } = form;
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
        <VendorApplicationForm form={form} />

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
            {form.isVendor && (
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
