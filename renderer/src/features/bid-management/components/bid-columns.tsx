import type { ColDef, ICellRendererParams, ValueFormatterParams } from 'ag-grid-community';
import { Check, Send, X } from 'lucide-react';
import { formatDistance } from '@domain/bid-management.ts';
import { formatDateTime, formatQuantity, formatQuantityNumber, formatRupees } from '@domain/format.ts';
import { blotterTimeText, decisionNote, type BidRow } from '../model/bid-rows.ts';
import { KG, PLIES } from '@domain/units.ts';

export interface GridContext {
  /** Laid out for a phone (bids-grid.tsx): a decided bid's status shows where its action would be. */
  phone: boolean;
  fresh: ReadonlySet<string>;
  blocked: string | null;
  onAccept: (row: BidRow) => void;
  onReject: (row: BidRow) => void;
  onNotify: (row: BidRow) => void;
}

const money = (p: ValueFormatterParams<BidRow, number | string | null>) =>
  p.value === null || p.value === undefined ? '–' : formatRupees(p.value);
const count = (p: ValueFormatterParams<BidRow, number | null>) =>
  p.value === null || p.value === undefined ? '–' : String(p.value);
const kg = (n: number) => formatQuantity(n);
const numeric = { type: 'numericColumn', filter: 'agNumberColumnFilter', cellClass: 'bids-grid__num' } as const;

function StatusChip({ value }: { value: BidRow['bidStatus'] | null | undefined }) {
  if (!value) return null;
  return <span className={`bid-chip bid-chip--${value.toLowerCase()}`}>{value}</span>;
}

/** A distance in %, red below the price and green above it. */
function Distance({ value }: { value: number | null | undefined }) {
  const tone = value === null || value === undefined ? '' : value < 0 ? 'below' : value > 0 ? 'above' : 'at';
  return <span className={`bids-grid__distance bids-grid__distance--${tone}`}>{formatDistance(value ?? null)}</span>;
}

const DistanceCell = ({ value }: ICellRendererParams<BidRow, number | null>) => <Distance value={value} />;

/**
 * The phone's one column for a bid, beside Accept: the product; the bid price × quantity and its distance from
 * today's basic price; the bidder and the bid time.
 */
function BidSummaryCell({ data }: ICellRendererParams<BidRow>) {
  if (!data) return null;
  return (
    <span className="bids-grid__summary">
      <strong>{data.product}</strong>
      <span className="bids-grid__summary-price">
        {formatRupees(data.bidPrice)} × {kg(data.bidQuantity)}{' '}
        <span title="Against today's basic price">
          <Distance value={data.distancePct} />
        </span>
      </span>
      <span className="bids-grid__summary-bidder">
        {data.bidderName} · {blotterTimeText(data.bidTime)}
      </span>
    </span>
  );
}

/**
 * Accept and Reject on Pending bids only (trade §2); decided bids show no action, except an accepted bid
 * whose bidder was never told (the notice failed): it offers to send the notice again.
 */
function ActionCell({ data, context }: ICellRendererParams<BidRow, unknown, GridContext>) {
  if (data?.bidStatus === 'Accepted' && data.acceptanceNotifiedAt === null) {
    return (
      <button
        type="button"
        className="bids-grid__action bids-grid__action--notify"
        aria-label={`Notify bidder of ${data.bidDisplayId}`}
        title={context.blocked ?? 'The bidder has not been told yet: send the WhatsApp notice again'}
        disabled={context.blocked !== null}
        onClick={() => context.onNotify(data)}
      >
        <Send size={13} aria-hidden="true" /> Notify
      </button>
    );
  }
  if (data && data.bidStatus !== 'Pending' && context.phone) return <StatusChip value={data.bidStatus} />;
  if (!data || data.bidStatus !== 'Pending') return null;
  const { blocked } = context;
  return (
    <span className="bids-grid__actions">
      <button
        type="button"
        className="bids-grid__action bids-grid__action--accept"
        aria-label={`Accept ${data.bidDisplayId}`}
        title={blocked ?? 'Accept (A)'}
        disabled={blocked !== null}
        onClick={() => context.onAccept(data)}
      >
        <Check size={14} aria-hidden="true" /> Accept
      </button>
      <button
        type="button"
        className="bids-grid__action bids-grid__action--reject"
        aria-label={`Reject ${data.bidDisplayId}`}
        title={blocked ?? 'Reject (R)'}
        disabled={blocked !== null}
        onClick={() => context.onReject(data)}
      >
        <X size={14} aria-hidden="true" />
      </button>
    </span>
  );
}

/** The summary column a phone shows in place of these (they stay in the export and at desktop width). */
export const SUMMARY_COLUMN = 'summary';
export const SUMMARISED_COLUMNS = ['product', 'bidderName', 'bidPrice', 'bidQuantity', 'distancePct', 'bidTime'];

/**
 * The spec's columns (trade §2). What a decision needs stays beside Accept however the grid scrolls: the product
 * and the bidder pinned at the left edge, today's basic price and the bid price pinned at the right with the
 * status and the action. The basic price of the spec's list is the one at bid time, labelled so; the distance
 * is from today's. On a phone the summary column takes the pinned left edge instead (bids-grid.tsx).
 */
export const BID_COLUMNS: ColDef<BidRow>[] = [
  {
    colId: SUMMARY_COLUMN,
    headerName: 'Bid',
    headerTooltip: 'Product, bid price × quantity, bidder',
    width: 160,
    hide: true,
    sortable: false,
    filter: false,
    floatingFilter: false,
    cellRenderer: BidSummaryCell,
    cellClass: 'bids-grid__summary-cell',
    // The row as tall as its summary: a long product name or bidder takes another line instead of being cut.
    autoHeight: true,
  },
  {
    field: 'product',
    headerName: 'Product',
    width: 200,
    pinned: 'left',
    filter: 'agTextColumnFilter',
    cellClass: 'bids-grid__product',
    tooltip: (p) => (p.data ? `${p.data.product} (${p.data.departmentName})` : null),
  },
  {
    field: 'bidderName',
    headerName: 'Bidder name',
    width: 140,
    pinned: 'left',
    filter: 'agTextColumnFilter',
    tooltip: true,
  },
  {
    field: 'bidTime',
    headerName: 'Bid time',
    width: 138,
    sort: 'desc',
    filter: 'agDateColumnFilter',
    filterParams: { comparator: (day: Date, value: string) => Date.parse(value) - day.getTime() },
    valueFormatter: (p) => blotterTimeText(p.value),
    tooltip: (p) => formatDateTime(p.value as string),
    cellClass: 'bids-grid__num',
  },
  {
    field: 'bidQuantity',
    headerName: `Qty (${KG})`,
    headerTooltip: `Bid quantity in ${KG}`,
    width: 92,
    valueFormatter: (p) => formatQuantityNumber(p.value as number | null) || '–',
    ...numeric,
  },
  {
    field: 'distancePct',
    headerName: 'vs today',
    headerTooltip: "The bid price against today's basic price, in % of it",
    width: 90,
    cellRenderer: DistanceCell,
    ...numeric,
  },
  {
    field: 'basicPrice',
    headerName: 'Basic at bid (₹)',
    headerTooltip: 'The basic price when the bid was placed',
    width: 108,
    valueFormatter: money,
    ...numeric,
  },
  { field: 'denierCount', headerName: 'Denier / Count', width: 84, valueFormatter: count, ...numeric },
  { field: 'filamentCount', headerName: 'Filament', width: 84, valueFormatter: count, ...numeric },
  { field: 'numberOfPlys', headerName: PLIES, width: 64, valueFormatter: count, ...numeric },
  { field: 'grade', headerName: 'Grade', width: 86, filter: 'agTextColumnFilter', tooltip: true },
  { field: 'bidderEmail', headerName: 'Email', width: 190, filter: 'agTextColumnFilter', tooltip: true },
  { field: 'mobile', headerName: 'Mobile', width: 136, filter: 'agTextColumnFilter', cellClass: 'bids-grid__num' },
  {
    colId: 'acceptedBy',
    headerName: 'Accepted by',
    width: 190,
    filter: 'agTextColumnFilter',
    valueGetter: (p) => p.data?.acceptedByExecutiveName ?? decisionNote(p.data!) ?? '',
    tooltip: (p) =>
      p.data?.bidStatus === 'Accepted'
        ? `${p.data.acceptedByExecutiveName ?? ''}, ${formatDateTime(p.data.acceptBidTime)}`
        : p.data?.bidStatus === 'Rejected'
          ? `Rejected ${formatDateTime(p.data.rejectedAt)}: ${decisionNote(p.data) ?? ''}`
          : null,
    cellClassRules: { 'bids-grid__note--rejected': (p) => p.data?.bidStatus === 'Rejected' },
  },
  {
    field: 'bidDisplayId',
    headerName: 'Bid no.',
    width: 108,
    filter: 'agTextColumnFilter',
    cellClass: 'bids-grid__mono',
  },
  { field: 'departmentName', headerName: 'Department', width: 130, filter: 'agTextColumnFilter' },
  {
    field: 'currentBasicPrice',
    headerName: "Today's basic (₹)",
    headerTooltip: "The product's basic price now (– when the product is gone or has no price)",
    width: 110,
    pinned: 'right',
    valueFormatter: money,
    ...numeric,
  },
  { field: 'bidPrice', headerName: 'Bid price (₹)', width: 104, pinned: 'right', valueFormatter: money, ...numeric },
  {
    field: 'bidStatus',
    headerName: 'Status',
    // The widest chip ('Accepted') whole.
    width: 118,
    pinned: 'right',
    filter: 'agTextColumnFilter',
    cellRenderer: StatusChip,
  },
  {
    colId: 'action',
    headerName: 'Action',
    width: 140,
    pinned: 'right',
    floatingFilter: false,
    sortable: false,
    filter: false,
    resizable: false,
    cellRenderer: ActionCell,
    cellClass: 'bids-grid__action-cell',
  },
];
