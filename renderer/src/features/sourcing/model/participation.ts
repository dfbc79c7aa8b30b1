import type { Capability } from '@domain/capabilities.ts';
import { paths } from '@domain/paths.ts';
import { vendorApplicationHref } from '@domain/vendor-applications.ts';

/** Where 'Apply to Participate' on a buyer enquiry leads this reader, or nowhere for those who cannot bid. */
export type Participation =
  | { kind: 'sign-up'; to: string }
  | { kind: 'bid'; to: string }
  | { kind: 'apply'; to: string }
  | { kind: 'upgrade'; to: string }
  | { kind: 'none' };

/**
 * Visitors sign up (trade §2); a vendor of the enquiry's company department bids under Submit Bids; another
 * member applies to that department (the application page, prefilled); a member whose trial is over pays
 * first; executives and administrators cannot bid (trade §6), so they are offered nothing.
 */
export function participationFor(
  enquiry: { companyId: string; department: string },
  reader: {
    signedIn: boolean;
    can: (capability: Capability) => boolean;
    registrations: readonly { companyId: string; department: string }[];
  },
): Participation {
  if (!reader.signedIn) return { kind: 'sign-up', to: paths.signup.href() };
  const registered = reader.registrations.some(
    (r) => r.companyId === enquiry.companyId && r.department === enquiry.department,
  );
  if (registered && reader.can('vendor.quote')) return { kind: 'bid', to: paths.bidSubmission.href() };
  if (reader.can('vendor.apply')) return { kind: 'apply', to: vendorApplicationHref(enquiry) };
  if (reader.can('plan.upgrade')) return { kind: 'upgrade', to: paths.payment.href() };
  return { kind: 'none' };
}
