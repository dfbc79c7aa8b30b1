import { useCatalogQuery, useOverviewQuery } from '../api.ts';
import type { DashboardContext } from '../model/dashboard-context.ts';
import { RfqCreateForm } from './rfq-create-form.tsx';
import { RfqRegister } from './rfq-register.tsx';

/**
 * RFQ Mgmt: raise an RFQ for a catalog item with an optional attachment (≤ 5 MB), and the department's register.
 * On the desktop offline an RFQ without an attachment is kept as a draft ('Saved offline', raised when the
 * connection returns); the attachment needs a connection, so its input is disabled with the reason.
 */
export function RfqManagement({ ctx, onOpenBidding }: { ctx: DashboardContext; onOpenBidding: () => void }) {
  const scope = { companyId: ctx.companyId, department: ctx.department.id };
  const catalog = useCatalogQuery(scope);
  const overview = useOverviewQuery(scope, { refetchOnMountOrArgChange: true });
  return (
    <div className="sourcing-grid sourcing-grid--rfq">
      <RfqCreateForm ctx={ctx} catalog={catalog.data} />
      <RfqRegister departmentName={ctx.department.name} overview={overview} onOpenBidding={onOpenBidding} />
    </div>
  );
}
