import type {
  CellKeyDownEvent,
  ColDef,
  GetRowIdParams,
  GridApi,
  ICellRendererParams,
  RowClassRules,
  ValueFormatterParams,
} from 'ag-grid-community';
import { Check, Send, X } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { formatDistance } from '@domain/bid-management.ts';
import { formatDateTime, formatQuantityNumber, formatRupees } from '@domain/format.ts';
import { AgGridReact, gridTheme } from '@/lib/ag-grid.ts';
import { blotterTimeText, decisionNote, type BidRow } from '../model/bid-rows.ts';
import { KG, PLIES } from '@domain/units.ts';

export interface BidsGridProps {
  rows: BidRow[] | undefined;
  loading: boolean;
  fresh: ReadonlySet<string>;
  /** Why decisions are unavailable (the desktop offline), or null. */
  blocked: string | null;
  quickFilter: string;
  onAccept: (row: BidRow) => void;
  onReject: (row: BidRow) => void;
  /** Sends an accepted bid's WhatsApp notice again (it failed the first time). */
  onNotify: (row: BidRow) => void;
  onReady?: (api: GridApi<BidRow>) => void;
}

interface GridContext {
  fresh: ReadonlySet<string>;
  blocked: string | null;
  onAccept: (row: BidRow) => void;
  onReject: (row: BidRow) => void;
  onNotify: (row: BidRow) => void;
}

const money = (p: ValueFormatterParams<BidRow, number | null>) =>
  p.value === null || p.value === undefined ? '–' : formatRupees(p.value);
const count = (p: ValueFormatterParams<BidRow, number | null>) =>
  p.value === null || p.value === undefined ? '–' : String(p.value);
const numeric = { type: 'numericColumn', filter: 'agNumberColumnFilter', cellClass: 'bids-grid__num' } as const;

function StatusChip({ value }: ICellRendererParams<BidRow, BidRow['bidStatus']>) {
  if (!value) return null;
  return <span className={`bid-chip bid-chip--${value.toLowerCase()}`}>{value}</span>;
}

function DistanceCell({ value }: ICellRendererParams<BidRow, number | null>) {
  const tone = value === null || value === undefined ? '' : value < 0 ? 'below' : value > 0 ? 'above' : 'at';
  return <span className={`bids-grid__distance bids-grid__distance--${tone}`}>{formatDistance(value ?? null)}</span>;
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

// The spec's columns in its order, narrow enough that time, product, specs, prices and quantity fit at 1280 px;
// bidder, decision and bid number follow; status and action stay pinned at the right edge.
const COLUMNS: ColDef<BidRow>[] = [
  {
    field: 'bidTime',
    headerName: 'Bid time',
    width: 150,
    sort: 'desc',
    filter: 'agDateColumnFilter',
    filterParams: { comparator: (day: Date, value: string) => Date.parse(value) - day.getTime() },
    valueFormatter: (p) => blotterTimeText(p.value),
    tooltip: (p) => formatDateTime(p.value as string),
    cellClass: 'bids-grid__num',
  },
  {
    field: 'product',
    headerName: 'Product',
    minWidth: 114,
    flex: 1,
    filter: 'agTextColumnFilter',
    tooltip: (p) => (p.data ? `${p.data.product} (${p.data.departmentName})` : null),
  },
  { field: 'denierCount', headerName: 'Denier / Count', width: 84, valueFormatter: count, ...numeric },
  { field: 'filamentCount', headerName: 'Filament', width: 84, valueFormatter: count, ...numeric },
  { field: 'numberOfPlys', headerName: PLIES, width: 64, valueFormatter: count, ...numeric },
  { field: 'grade', headerName: 'Grade', width: 86, filter: 'agTextColumnFilter', tooltip: true },
  { field: 'basicPrice', headerName: 'Basic price', width: 104, valueFormatter: money, ...numeric },
  { field: 'bidPrice', headerName: 'Bid price', width: 100, valueFormatter: money, ...numeric },
  {
    field: 'distancePct',
    headerName: 'vs basic',
    headerTooltip: 'Distance of the bid price from the basic price, in % of the basic price',
    width: 86,
    cellRenderer: DistanceCell,
    ...numeric,
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
    field: 'bidderName',
    headerName: 'Bidder name',
    width: 150,
    filter: 'agTextColumnFilter',
    tooltip: true,
  },
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
    field: 'bidStatus',
    headerName: 'Status',
    width: 112,
    pinned: 'right',
    filter: 'agTextColumnFilter',
    cellRenderer: StatusChip,
  },
  {
    colId: 'action',
    headerName: 'Action',
    width: 148,
    pinned: 'right',
    floatingFilter: false,
    sortable: false,
    filter: false,
    resizable: false,
    cellRenderer: ActionCell,
  },
];

// A filter row under the headers (as in a trading blotter) instead of a filter icon squeezing each header.
// Narrow numeric columns keep their full names on two header lines.
const DEFAULT_COLUMN: ColDef<BidRow> = {
  sortable: true,
  resizable: true,
  floatingFilter: true,
  suppressHeaderFilterButton: true,
  wrapHeaderText: true,
  autoHeaderHeight: true,
};
const rowId = (p: GetRowIdParams<BidRow>) => p.data.id;

const ROW_CLASSES: RowClassRules<BidRow> = {
  'bids-grid__row--fresh': (p) => Boolean(p.data && (p.context as GridContext).fresh.has(p.data.id)),
  'bids-grid__row--decided': (p) => p.data?.bidStatus !== 'Pending',
};

/**
 * The bids blotter: AG Grid with the spec's columns and the distance from the basic price, newest first,
 * sortable and filterable per column, a quick filter, new bids highlighted. Keyboard: the arrows move
 * between cells, A accepts and R rejects the focused Pending bid.
 */
export function BidsGrid({
  rows,
  loading,
  fresh,
  blocked,
  quickFilter,
  onAccept,
  onReject,
  onNotify,
  onReady,
}: BidsGridProps) {
  const api = useRef<GridApi<BidRow> | null>(null);
  const context = useMemo<GridContext>(
    () => ({ fresh, blocked, onAccept, onReject, onNotify }),
    [fresh, blocked, onAccept, onReject, onNotify],
  );

  // Highlights and the offline state change row classes and the action cells.
  useEffect(() => {
    api.current?.redrawRows();
  }, [fresh, blocked]);

  const onCellKeyDown = (event: CellKeyDownEvent<BidRow>) => {
    const key = (event.event as KeyboardEvent | null)?.key?.toLowerCase();
    const row = event.data;
    if (!row || row.bidStatus !== 'Pending' || blocked || (key !== 'a' && key !== 'r')) return;
    event.event?.preventDefault();
    if (key === 'a') onAccept(row);
    else onReject(row);
  };

  return (
    <div className="bids-grid" role="region" aria-label="Bids">
      <AgGridReact<BidRow>
        theme={gridTheme}
        rowData={rows ?? null}
        loading={loading}
        columnDefs={COLUMNS}
        defaultColDef={DEFAULT_COLUMN}
        getRowId={rowId}
        context={context}
        rowClassRules={ROW_CLASSES}
        quickFilterText={quickFilter}
        suppressColumnVirtualisation
        tooltipShowDelay={400}
        overlayNoRowsTemplate='<span class="bids-grid__empty">No bids match.</span>'
        onGridReady={(e) => {
          api.current = e.api;
          onReady?.(e.api);
        }}
        onCellKeyDown={onCellKeyDown}
      />
    </div>
  );
}
