import { ChevronDown, Search } from 'lucide-react';
import { memo, useState } from 'react';
import { formatDate, formatQuantityText } from '@domain/format.ts';
import { formatMoney, RFQ_TITLES } from '@domain/sourcing.ts';
import type { DepartmentRfq } from '@/data/ports/sourcing.ts';
import { Alert } from '@/ui/alert.tsx';
import { Badge } from '@/ui/badge.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import { useOverviewQuery } from '../api.ts';
import { useRefreshSourcing } from '../hooks/use-refresh-sourcing.ts';
import type { DashboardContext } from '../model/dashboard-context.ts';
import { latestRound, rfqChip } from '../model/rfq-status.ts';
import { Countdown } from './countdown.tsx';
import { RfqDetail } from './rfq-detail.tsx';
import '../sourcing.css';
import './rfq-overview.css';

/**
 * RFQ & Bids: an accordion of the department's RFQs, each with its rounds and bids (the selected bid in green)
 * and its comparison matrix; a bid is awarded from here.
 */
export function RfqOverview({ ctx }: { ctx: DashboardContext }) {
  const overview = useOverviewQuery(
    { companyId: ctx.companyId, department: ctx.department.id },
    // Opening a tab shows the desk as it is now (live updates keep it so while Realtime is connected).
    { refetchOnMountOrArgChange: true },
  );
  const [open, setOpen] = useState<string | null>(null);
  const [term, setTerm] = useState('');
  const refresh = useRefreshSourcing();

  if (overview.error)
    return (
      <Alert variant="danger" title={RFQ_TITLES.fetchFailed}>
        {overview.error.message}
      </Alert>
    );
  if (overview.isLoading) return <Spinner label="Loading RFQs" />;
  const needle = term.trim().toLowerCase();
  const rfqs = (overview.data ?? []).filter(
    (r) =>
      !needle ||
      r.requestNumber.toLowerCase().includes(needle) ||
      (r.itemName ?? '').toLowerCase().includes(needle) ||
      (r.mainCategory ?? '').toLowerCase().includes(needle),
  );

  return (
    <div className="overview">
      <div className="toolbar">
        <label className="toolbar__search">
          <Search size={16} aria-hidden="true" />
          <span className="visually-hidden">Search RFQs</span>
          <TextInput
            type="search"
            placeholder="RFQ ID or item"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
          />
        </label>
        <span className="toolbar__count">
          {rfqs.length} RFQ{rfqs.length === 1 ? '' : 's'}
        </span>
      </div>
      {rfqs.length === 0 ? (
        <p className="table-empty">{needle ? `No RFQ matches “${term.trim()}”.` : 'No RFQs in this department yet.'}</p>
      ) : (
        <div className="accordion-list" role="list">
          <div className="accordion-list__head" aria-hidden="true">
            <span>RFQ</span>
            <span>Item</span>
            <span className="num">Quantity</span>
            <span>Status</span>
            <span>Round</span>
            <span className="num">Bids</span>
            <span className="num">Best</span>
          </div>
          {rfqs.map((rfq) => (
            <RfqRow
              key={rfq.id}
              rfq={rfq}
              onDeadline={refresh}
              expanded={open === rfq.id}
              onToggle={() => setOpen(open === rfq.id ? null : rfq.id)}
              ctx={ctx}
            />
          ))}
        </div>
      )}
    </div>
  );
}

/** One RFQ of the accordion; it re-renders only when its own data or state changes. */
const RfqRow = memo(function RfqRow({
  rfq,
  onDeadline,
  expanded,
  onToggle,
  ctx,
}: {
  rfq: DepartmentRfq;
  onDeadline: () => void;
  expanded: boolean;
  onToggle: () => void;
  ctx: DashboardContext;
}) {
  const chip = rfqChip(rfq.bidStatus, Boolean(rfq.selectedBid));
  const round = latestRound(rfq.rounds);
  const live = round?.isOpen ?? false;
  const panelId = `rfq-panel-${rfq.id}`;
  return (
    <div role="listitem" className={['accordion-row', expanded && 'accordion-row--open'].filter(Boolean).join(' ')}>
      <h3 className="accordion-row__heading">
        <button
          type="button"
          className="accordion-row__toggle"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span className="mono strong" data-label="RFQ">
            <ChevronDown size={16} aria-hidden="true" className="accordion-row__chevron" />
            {rfq.requestNumber}
          </span>
          <span className="accordion-row__item" data-label="Item">
            <strong>{rfq.itemName}</strong>
            <small>
              {rfq.mainCategory && rfq.mainCategory !== rfq.itemName ? `${rfq.mainCategory} · ` : ''}
              {formatDate(rfq.createdAt)}
            </small>
          </span>
          <span className="num" data-label="Quantity">
            {formatQuantityText(rfq.quantity, rfq.quantityUnit)}
          </span>
          <span data-label="Status">
            <Badge variant={chip.variant}>{chip.label}</Badge>
          </span>
          <span className="accordion-row__round" data-label="Round">
            {round ? (
              <>
                R{round.roundNumber}{' '}
                {live ? <Badge variant="success">Open</Badge> : <Badge variant="neutral">Closed</Badge>}
                {round.sealed && <Badge variant="navy">Sealed</Badge>}
                {live && round.closesAt && <Countdown closesAt={round.closesAt} compact onExpire={onDeadline} />}
              </>
            ) : (
              <span className="muted">—</span>
            )}
          </span>
          <span className="num" data-label="Bids">
            {rfq.bidCount}
          </span>
          <span className="num strong" data-label="Best">
            {rfq.selectedBid
              ? formatMoney(rfq.selectedBid.quotedPrice, rfq.currency)
              : rfq.bestPrice === null
                ? '—'
                : formatMoney(rfq.bestPrice, rfq.currency)}
          </span>
        </button>
      </h3>
      {expanded && (
        <div id={panelId} className="accordion-row__panel">
          <RfqDetail rfq={rfq} ctx={ctx} onDeadline={onDeadline} />
        </div>
      )}
    </div>
  );
});
