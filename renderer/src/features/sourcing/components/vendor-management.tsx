import { useCan } from '@/session/use-can.ts';
import { useDepartmentVendorsQuery } from '../api.ts';
import type { DashboardContext } from '../model/dashboard-context.ts';
import { ApprovedVendors } from './approved-vendors.tsx';
import { VendorApplicationsPanel } from './vendor-applications-panel.tsx';
import { VendorSearch } from './vendor-search.tsx';

/**
 * Vendor Mgmt: members' applications to decide; find members (≥ 3 characters) and approve them as the
 * department's vendors; remove them again.
 */
export function VendorManagement({ ctx }: { ctx: DashboardContext }) {
  const reviews = useCan()('vendor.review');
  const vendors = useDepartmentVendorsQuery({ companyId: ctx.companyId, department: ctx.department.id });
  const approved = new Set((vendors.data ?? []).map((v) => v.vendorUserId));
  return (
    <div className="sourcing-grid sourcing-grid--two">
      {reviews && <VendorApplicationsPanel ctx={ctx} />}
      <VendorSearch ctx={ctx} approved={approved} />
      <ApprovedVendors departmentName={ctx.department.name} vendors={vendors} />
    </div>
  );
}
