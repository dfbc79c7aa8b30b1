import type { Capability } from '@domain/capabilities.ts';
import { paths } from '@domain/paths.ts';
import { departmentForPath } from '@domain/sourcing-departments.ts';
import { BECOME_A_VENDOR, vendorApplicationHref } from '@domain/vendor-applications.ts';

/** Something the Access Denied page offers instead: where it leads and why one would go. */
export interface DeniedOffer {
  label: string;
  to: string;
  text: string;
  /** Comes back to the denied page after logging in. */
  returnHere?: boolean;
}

/** What a sourcing desk is, for whoever arrives at one they may not use. */
export const SOURCING_EXPLAINED =
  'A sourcing desk is where a company’s executives raise requests for quotation (RFQs) for one department, invite the department’s registered vendors to bid round by round, compare the quotes and award the best. Members take part as vendors.';

/**
 * What the sourcing Access Denied page offers each reader (issue 23): the public enquiries to everyone; a
 * visitor signs up to become a vendor or logs in as an executive; a member applies to be a vendor of this
 * department, or quotes where they are one; a member whose trial is over pays first; a company that wants a
 * desk talks to corporate sales; a limited admin goes back to the panel they have.
 */
export function sourcingOffers(pathname: string, reader: { signedIn: boolean; can: (c: Capability) => boolean }) {
  const department = departmentForPath(pathname);
  const offers: DeniedOffer[] = [
    {
      label: 'See open buyer enquiries',
      to: paths.buyerEnquiries.href(),
      text: 'RFQs companies publish for every vendor to see.',
    },
  ];
  if (!reader.signedIn) {
    offers.push(
      {
        label: 'Sign up to become a vendor',
        to: paths.signup.href(),
        text: 'Members apply to a company’s department and quote on its RFQs.',
      },
      {
        label: 'Log in as an executive',
        to: paths.login.href(),
        text: 'Company executives log in with the account their company registered.',
        returnHere: true,
      },
    );
    return offers;
  }
  if (reader.can('vendor.quote'))
    offers.push({
      label: 'Submit Bids',
      to: paths.bidSubmission.href(),
      text: 'Quote on the RFQs of your departments.',
    });
  if (reader.can('vendor.apply'))
    offers.push({
      label: BECOME_A_VENDOR,
      to: vendorApplicationHref({ department: department?.id }),
      text: `Apply to a company’s ${department?.name ?? 'sourcing'} department; its executives decide.`,
    });
  else if (reader.can('plan.upgrade'))
    offers.push({
      label: 'Upgrade to Paid',
      to: paths.payment.href(),
      text: 'Your trial is over: pay to trade again.',
    });
  if (reader.can('admin.panel'))
    offers.push({ label: 'Open the Admin Panel', to: paths.admin.href(), text: 'The tools of your admin role.' });
  else
    offers.push({
      label: 'Get a sourcing desk for your company',
      to: paths.contactCorporate.href(),
      text: 'Corporate membership gives your executives their own desks.',
    });
  return offers;
}
