/**
 * Applying to be a vendor of a company department (issue 23), and the company's decision. The SQL functions
 * (migration 20261127020100) raise exactly these words; tests/integration/vendor-applications.test.ts holds
 * them to it.
 */
import type { Message } from './messages.ts';
import { paths } from './paths.ts';

export const VENDOR_APPLICATION_STATUSES = ['pending', 'accepted', 'rejected', 'withdrawn'] as const;
export type VendorApplicationStatus = (typeof VENDOR_APPLICATION_STATUSES)[number];

/** How each state reads to the applicant and the company. */
export const APPLICATION_STATUS_LABELS: Record<VendorApplicationStatus, string> = {
  pending: 'Awaiting decision',
  accepted: 'Accepted',
  rejected: 'Not accepted',
  withdrawn: 'Withdrawn',
};

export const APPLICATION_NOTE_MAX = 500;
export const REJECTION_REASON_MAX = 200;

// The server's refusals.
export const APPLY_NOT_FOR_STAFF_MESSAGE =
  'Company executives and administrators raise RFQs and award bids; they cannot apply as vendors.';
export const APPLY_NEEDS_PROFILE = 'Please complete your profile before applying as a vendor.';
export const APPLY_UNKNOWN_DEPARTMENT = 'Please choose one of the sourcing departments.';
export const APPLY_NOTE_TOO_LONG = `The note to the company can be at most ${APPLICATION_NOTE_MAX} characters.`;
export const COMPANY_NOT_FOUND = 'Company not found.';
export const alreadyVendor = (department: string, company: string) =>
  `You are already a vendor of ${department} at ${company}.`;
export const alreadyPending = (department: string, company: string) =>
  `You have already applied to ${company} for ${department}; the company has not decided yet.`;
export const APPLICATION_NOT_FOUND = 'Vendor application not found.';
export const DECIDE_NOT_YOURS = "Only the company's corporate executives and admins decide its vendor applications.";
export const READ_NOT_YOURS = "Only the company's corporate executives and admins read its vendor applications.";
export const alreadyDecided = (status: VendorApplicationStatus, by: string | null) =>
  `This application was already ${status}${by ? ` by ${by}` : ''}.`;
export const REJECTION_REASON_REQUIRED = 'Please give the applicant a reason for the rejection.';
export const REJECTION_REASON_TOO_LONG = `The reason can be at most ${REJECTION_REASON_MAX} characters.`;

// What the pages say.
export const BECOME_A_VENDOR = 'Become a Vendor';
export const APPLICATION_SENT: Message = {
  title: 'Application Sent!',
  description: 'The company’s executives review it in their sourcing desk; you will see their decision here.',
};
export const APPLICATION_FAILED = 'Application Not Sent';
export const APPLICATION_WITHDRAWN: Message = { title: 'Application Withdrawn' };
export const APPLICATION_ACCEPTED: Message = { title: 'Vendor Added!' };
export const APPLICATION_REJECTED: Message = { title: 'Application Rejected' };
export const DECISION_FAILED = 'Could Not Decide the Application';
/** Said when the decision stands but the WhatsApp message did not go out. */
export const APPLICANT_NOT_NOTIFIED = 'Decision saved, but the applicant could not be told on WhatsApp';

/** Preset reasons an executive can pick when rejecting (or write their own). */
export const REJECTION_PRESETS = [
  'We are not adding vendors in this department now.',
  'Your business does not match what this department buys.',
  'Please complete your profile (GST, business type) and apply again.',
] as const;

/** The application page with a company and department chosen (from a buyer enquiry, a sourcing desk's path). */
export function vendorApplicationHref(choice: { companyId?: string; department?: string } = {}): string {
  // No URLSearchParams: the domain is typed with lib ES only (it runs in Deno, Node and the browser).
  const query = [
    ['company', choice.companyId],
    ['department', choice.department],
  ]
    .filter((pair): pair is [string, string] => !!pair[1])
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
  return query ? `${paths.vendorApplication.href()}?${query}` : paths.vendorApplication.href();
}
