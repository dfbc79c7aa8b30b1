/** Applications to be a vendor of a company department (table vendor_applications, issue 23). */
import { z } from 'zod';
import { VENDOR_APPLICATION_STATUSES } from '../vendor-applications.ts';
import { entityOf, nullableText, text, textList, timestamp, uuid, type Entity } from './entity.ts';

export const VendorApplicationRow = z.object({
  id: uuid,
  applicant_user_id: uuid,
  company_id: uuid,
  department: text,
  department_name: text,
  note: nullableText,
  status: z.enum(VENDOR_APPLICATION_STATUSES),
  decided_by_user_id: uuid.nullable(),
  decided_by_name: nullableText,
  decided_at: timestamp.nullable(),
  rejection_reason: nullableText,
  outcome_notified_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type VendorApplicationRow = z.infer<typeof VendorApplicationRow>;

const APPLICATION_FIELDS = {
  id: true,
  company_id: true,
  department: true,
  department_name: true,
  note: true,
  status: true,
  decided_by_name: true,
  decided_at: true,
  rejection_reason: true,
  created_at: true,
} as const;

/** The applicant's own application, with the company's name (embedded as `company`). */
export const MY_VENDOR_APPLICATION_SELECT =
  'id, company_id, department, department_name, note, status, decided_by_name, decided_at, rejection_reason, created_at, company:company_details!company_id(company_name)';
export const MyVendorApplication = entityOf(
  VendorApplicationRow.pick(APPLICATION_FIELDS).extend({
    company: z
      .object({ company_name: text })
      .transform((c) => ({ companyName: c.company_name }))
      .nullable(),
  }),
);
export type MyVendorApplication = Entity<typeof MyVendorApplication>;

/** company_vendor_applications(): an application with what the applicant's profile says (Vendor Mgmt). */
export const CompanyVendorApplication = entityOf(
  VendorApplicationRow.pick({ ...APPLICATION_FIELDS, applicant_user_id: true })
    .omit({ company_id: true })
    .extend({
      member_name: text,
      business_name: text,
      email: text,
      country_code: nullableText,
      mobile_number: nullableText,
      city: nullableText,
      state: nullableText,
      membership_type: text,
      is_verified_member: z.boolean(),
      business_type: textList,
    }),
);
export type CompanyVendorApplication = Entity<typeof CompanyVendorApplication>;
