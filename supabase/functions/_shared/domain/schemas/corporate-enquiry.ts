import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { tooLong } from '../messages.ts';
import { INDIA_DIAL_CODE, mobileIssue } from '../phone.ts';
import { camelize } from './entity.ts';
import { emailField, evenWithFieldIssues } from './fields.ts';

/** The corporate-sales contact form's texts (trade-features §5, §8). */
export const CORPORATE_ENQUIRY = {
  sent: { title: 'Enquiry Sent!', description: 'Thank you for your interest. We will get back to you soon.' },
  failedTitle: 'Error Sending Enquiry',
  failedFallback: 'An unexpected error occurred. Please try again.',
  required: {
    name: 'Please enter your name.',
    mobileNumber: 'Please enter your mobile number.',
    organisationName: 'Please enter your organisation name.',
  },
} as const;

/** Name, country code (default +91), mobile, organisation and e-mail: all required, e-mail valid, mobile per code. */
export const corporateEnquirySchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, CORPORATE_ENQUIRY.required.name)
      .max(LIMITS.contactNameMax, tooLong('Name', LIMITS.contactNameMax)),
    countryCode: z.string().trim(),
    mobileNumber: z.string().trim().min(1, CORPORATE_ENQUIRY.required.mobileNumber),
    organisationName: z
      .string()
      .trim()
      .min(1, CORPORATE_ENQUIRY.required.organisationName)
      .max(LIMITS.organisationNameMax, tooLong('Organisation name', LIMITS.organisationNameMax)),
    email: emailField,
  })
  .superRefine((value, ctx) => {
    const issue = value.mobileNumber ? mobileIssue(value.countryCode, value.mobileNumber, 'edit') : null;
    if (issue) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  }, evenWithFieldIssues);

export type CorporateEnquiryInput = z.input<typeof corporateEnquirySchema>;
export type CorporateEnquiry = z.output<typeof corporateEnquirySchema>;

export const EMPTY_CORPORATE_ENQUIRY: CorporateEnquiryInput = {
  name: '',
  countryCode: INDIA_DIAL_CODE,
  mobileNumber: '',
  organisationName: '',
  email: '',
};

/** A stored enquiry (table corporate_enquiries), as the admin panel's table shows it (admins only, RLS). */
export const CorporateEnquiryRow = z.object({
  id: z.string(),
  name: z.string(),
  organisation_name: z.string(),
  email: z.string(),
  country_code: z.string(),
  mobile_number: z.string(),
  created_at: z.string(),
});
export type CorporateEnquiryRow = z.infer<typeof CorporateEnquiryRow>;
export const StoredCorporateEnquiry = CorporateEnquiryRow.transform(camelize);
export type StoredCorporateEnquiry = z.output<typeof StoredCorporateEnquiry>;
export const STORED_ENQUIRY_COLUMNS = Object.keys(CorporateEnquiryRow.shape) as (keyof CorporateEnquiryRow)[];
