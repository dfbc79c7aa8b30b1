import { Building2 } from 'lucide-react';
import { useLocation, useSearchParams } from 'react-router';
import {
  ADMIN_COMPANY_LABEL,
  DASHBOARD_SUBTITLE,
  dashboardTabs,
  RFQ_TITLES,
  SELECT_A_COMPANY,
  TAB_LABELS,
  tabFromQuery,
  type DashboardTab,
} from '@domain/sourcing.ts';
import { departmentForPath } from '@domain/sourcing-departments.ts';
import { useCan } from '@/session/use-can.ts';
import { useSession } from '@/session/use-session.ts';
import { Alert } from '@/ui/alert.tsx';
import { Select } from '@/ui/select.tsx';
import { Tabs, type TabItem } from '@/ui/tabs.tsx';
import { useOverviewQuery, useSourcingCompaniesQuery } from '../api.ts';
import { RfqRounds } from '../components/rfq-rounds.tsx';
import { DashboardKpis } from '../components/dashboard-kpis.tsx';
import { FabricRfqForm } from '../components/fabric-rfq-form.tsx';
import { ItemManagement } from '../components/item-management.tsx';
import { RfqManagement } from '../components/rfq-management.tsx';
import { RfqOverview } from '../components/rfq-overview.tsx';
import { VendorManagement } from '../components/vendor-management.tsx';
import { useLiveSourcing } from '../hooks/use-live-sourcing.ts';
import type { DashboardContext } from '../model/dashboard-context.ts';
import '@/ui/desk.css';
import '../sourcing.css';
import './sourcing-page.css';

function tabContent(tab: DashboardTab, ctx: DashboardContext, openTab: (tab: DashboardTab) => void) {
  switch (tab) {
    case 'vendors':
      return <VendorManagement ctx={ctx} />;
    case 'items':
      return <ItemManagement ctx={ctx} />;
    case 'rfqs':
      return <RfqManagement ctx={ctx} onOpenBidding={() => openTab('bidding')} />;
    case 'bidding':
      return <RfqRounds ctx={ctx} />;
    case 'overview':
      return <RfqOverview ctx={ctx} />;
    case 'fabricRfq':
      return <FabricRfqForm ctx={ctx} onOpenBidding={() => openTab('bidding')} />;
  }
}

/**
 * /sourcing/{department}: a company department's procurement desk (trade §2). Executives work on their own
 * company; an admin chooses one first. The tab and the admin's company live in the URL.
 */
export function SourcingPage() {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const session = useSession();
  // The route guard sends unknown departments home before this renders.
  const department = departmentForPath(location.pathname)!;
  // An admin chooses the company ('Admin: Select Company'); an executive works on their own.
  const isAdmin = useCan()('sourcing.anyCompany');
  const companies = useSourcingCompaniesQuery(undefined, { skip: !isAdmin });
  const companyId = isAdmin ? params.get('company') : session.facts.companyId;
  const companyName = isAdmin
    ? (companies.data?.find((c) => c.id === companyId)?.companyName ?? '')
    : (session.facts.companyName ?? '');
  const tab = tabFromQuery(department.id, params.get('tab'));

  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: name === 'tab' },
    );
  const openTab = (next: DashboardTab) => setParam('tab', next);

  const ctx: DashboardContext | null =
    companyId && session.userId ? { companyId, companyName, department, userId: session.userId } : null;
  const overview = useOverviewQuery({ companyId: companyId ?? '', department: department.id }, { skip: !companyId });
  useLiveSourcing(companyId ? { companyId } : null);

  const { tabs } = dashboardTabs(department.id);
  const items: TabItem[] = ctx
    ? tabs.map((id, index) => ({
        id,
        label: (
          <>
            <span className="sourcing__tab-step" aria-hidden="true">
              {index + 1}
            </span>
            {TAB_LABELS[id]}
          </>
        ),
        content: tabContent(id, ctx, openTab),
      }))
    : [];

  return (
    <section className="sourcing" aria-labelledby="sourcing-title">
      <header className="desk__header">
        <div className="sourcing__heading">
          {companyName && (
            <p className="desk__company sourcing__company">
              <Building2 size={16} aria-hidden="true" /> {companyName}
            </p>
          )}
          <h1 id="sourcing-title">{department.name}</h1>
          <p className="sourcing__subtitle">{DASHBOARD_SUBTITLE}</p>
        </div>
        {isAdmin && (
          <label className="sourcing__company-picker">
            <span>{ADMIN_COMPANY_LABEL}</span>
            <Select
              value={companyId ?? ''}
              onChange={(event) => setParam('company', event.target.value || null)}
              placeholder="Choose a company"
              options={(companies.data ?? []).map((c) => ({ value: c.id, label: c.companyName }))}
            />
          </label>
        )}
      </header>
      {companies.error && (
        <Alert variant="danger" title={RFQ_TITLES.companiesFailed}>
          {companies.error.message}
        </Alert>
      )}
      {!ctx ? (
        isAdmin ? (
          <div className="sourcing__empty" role="status">
            <h2>{SELECT_A_COMPANY.title}</h2>
            <p>{SELECT_A_COMPANY.description}</p>
          </div>
        ) : (
          <Alert variant="warning" title="No company">
            Your account is not linked to a company yet.
          </Alert>
        )
      ) : (
        <>
          <DashboardKpis rfqs={overview.data} />
          <div className="sourcing__tabs">
            <Tabs
              label={`${department.name} sourcing`}
              tabs={items}
              value={tab}
              onValueChange={(id) => openTab(id as DashboardTab)}
            />
          </div>
        </>
      )}
    </section>
  );
}
