import type { CellKeyDownEvent, ColDef, GetRowIdParams, GridApi, RowClassRules } from 'ag-grid-community';
import { useEffect, useMemo, useRef, useState } from 'react';
import { AgGridReact, gridTheme } from '@/lib/ag-grid.ts';
import { fitTextColumns, whenCellsDrawn } from '@/lib/fit-columns.ts';
import type { BidRow } from '../model/bid-rows.ts';
import { BID_COLUMNS, SUMMARISED_COLUMNS, SUMMARY_COLUMN, type GridContext } from './bid-columns.tsx';
import './bids-grid.css';

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
  /** The grid has been laid out for a phone (true) or a wider screen (false). */
  onPhoneLayout?: (phone: boolean) => void;
}

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
 * Below this width (a phone) the pinned product, bidder, prices and status would leave no room: one summary
 * column (product; bid price × quantity and the distance from today's price; bidder and time) is pinned beside
 * Accept instead (a decided bid shows its status there), and today's basic price and the status lead the
 * columns that scroll between them.
 */
const PHONE_WIDTH = 640;
const UNPINNED_ON_PHONE = ['currentBasicPrice', 'bidStatus'];

/** The text columns that grow to their longest value (lib/fit-columns.ts), and how wide each may grow. */
const FITTED_COLUMNS: Readonly<Record<string, number>> = {
  product: 480,
  bidderName: 220,
  grade: 220,
  bidderEmail: 280,
  departmentName: 200,
};
const fieldText = (colId: string, row: BidRow) => String(row[colId as keyof BidRow] ?? '');

/** Lays the grid out for its width; true when that is a phone's. */
function layoutForWidth(api: GridApi<BidRow>, width: number | undefined): boolean | null {
  if (!width) return null;
  const phone = width < PHONE_WIDTH;
  if (phone === api.getColumn(SUMMARY_COLUMN)?.isVisible()) return phone;
  api.setColumnsVisible([SUMMARY_COLUMN], phone);
  api.setColumnsVisible(SUMMARISED_COLUMNS, !phone);
  api.setColumnsPinned([SUMMARY_COLUMN], phone ? 'left' : null);
  api.setColumnsPinned(UNPINNED_ON_PHONE, phone ? null : 'right');
  if (phone) api.moveColumns(UNPINNED_ON_PHONE, 1);
  api.setColumnWidths([{ key: 'action', newWidth: phone ? 136 : 140 }]);
  // The summary's rows grow to its lines (autoHeight, bid-columns.tsx); the table's rows go back to one line.
  api.resetRowHeights();
  // A phone filters with the search box and the status tabs: no row of column filters above the first bid (the
  // row's inputs are hidden too, bids-grid--phone in bids-grid.css, so Tab does not reach them).
  api.setGridOption('floatingFiltersHeight', phone ? 0 : undefined);
  return phone;
}

/**
 * The bids blotter: AG Grid with the spec's columns, today's basic price beside the one at bid time and the
 * distance from it, newest first, sortable and filterable per column, a quick filter, new bids highlighted.
 * Keyboard: the arrows move between cells, A accepts and R rejects the focused Pending bid.
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
  onPhoneLayout,
}: BidsGridProps) {
  const api = useRef<GridApi<BidRow> | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const [phone, setPhone] = useState(false);
  const [gridReady, setGridReady] = useState(false);
  const context = useMemo<GridContext>(
    () => ({ phone, fresh, blocked, onAccept, onReject, onNotify }),
    [phone, fresh, blocked, onAccept, onReject, onNotify],
  );
  const layOut = (grid: GridApi<BidRow>, width: number | undefined) => {
    const isPhone = layoutForWidth(grid, width);
    if (isPhone === null) return;
    setPhone(isPhone);
    onPhoneLayout?.(isPhone);
  };

  // Highlights, the offline state and the phone's layout change row classes and the action cells.
  useEffect(() => {
    api.current?.redrawRows();
  }, [fresh, blocked, phone]);

  // No product, grade or bidder cut short: the text columns grow to their longest value once the rows are drawn.
  useEffect(() => {
    const grid = api.current;
    const host = box.current;
    if (!gridReady || !grid || !host || !rows?.length) return undefined;
    return whenCellsDrawn(host, () => fitTextColumns(grid, host, rows, FITTED_COLUMNS, fieldText));
  }, [rows, phone, gridReady]);

  const onCellKeyDown = (event: CellKeyDownEvent<BidRow>) => {
    const key = (event.event as KeyboardEvent | null)?.key?.toLowerCase();
    const row = event.data;
    if (!row || row.bidStatus !== 'Pending' || blocked || (key !== 'a' && key !== 'r')) return;
    event.event?.preventDefault();
    if (key === 'a') onAccept(row);
    else onReject(row);
  };

  return (
    <div
      ref={box}
      className={`bids-grid workspace__fill${phone ? ' bids-grid--phone' : ''}`}
      role="region"
      aria-label="Bids"
    >
      <AgGridReact<BidRow>
        theme={gridTheme}
        rowData={rows ?? null}
        loading={loading}
        columnDefs={BID_COLUMNS}
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
          layOut(e.api, box.current?.clientWidth);
          setGridReady(true);
          onReady?.(e.api);
        }}
        onGridSizeChanged={(e) => layOut(e.api, e.clientWidth)}
        // AG Grid unpins columns by itself when the pinned ones outgrow a narrowing grid: layoutForWidth decides.
        processUnpinnedColumns={() => []}
        onCellKeyDown={onCellKeyDown}
      />
    </div>
  );
}
