/** Vendors registered per company department (table department_vendors, trade §3). */
import { z } from 'zod';
import { entityOf, text, timestamp, uuid, type Entity } from './entity.ts';
import { MemberRow } from './member.ts';

export const DepartmentVendorRow = z.object({
  id: uuid,
  company_id: uuid,
  department: text,
  department_name: text,
  vendor_user_id: uuid,
  added_by_user_id: uuid.nullable(),
  created_at: timestamp,
});
export type DepartmentVendorRow = z.infer<typeof DepartmentVendorRow>;

/** The vendor's contact as the company's executives see it. */
export const VENDOR_CONTACT_COLUMNS = ['member_name', 'business_name', 'email', 'mobile_number'] as const;
const VendorContact = entityOf(
  MemberRow.pick({ member_name: true, business_name: true, email: true, mobile_number: true }),
);

/** A registration with its vendor (embedded as `vendor`), for the registered-vendors accordion. */
export const CompanyVendor = entityOf(
  DepartmentVendorRow.pick({ id: true, department_name: true }).extend({ vendor: VendorContact.nullable() }),
);
export type CompanyVendor = Entity<typeof CompanyVendor>;
