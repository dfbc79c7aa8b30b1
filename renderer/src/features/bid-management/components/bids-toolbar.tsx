import { Download, RefreshCw, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { BID_STATUSES, type BidStatus } from '@domain/schemas/customer-bid.ts';
import type { FullScreen } from '@/hooks/use-full-screen.ts';
import { Button } from '@/ui/button.tsx';
import { FullScreenButton } from '@/ui/full-screen-button.tsx';
import './bids-toolbar.css';

export type StatusFilter = 'All' | BidStatus;

/**
 * The blotter's toolbar, sticky above the grid: filter, status switch with counts, a phone's column filters,
 * refresh, export, full screen.
 */
export function BidsToolbar(props: {
  quickFilter: string;
  onQuickFilter: (text: string) => void;
  status: StatusFilter;
  onStatus: (status: StatusFilter) => void;
  counts: Record<StatusFilter, number>;
  refreshing: boolean;
  onRefresh: () => void;
  canExport: boolean;
  onExport: () => void;
  fullScreen: FullScreen;
  /** A phone's column filters (phone-filters.tsx), where the grid has no filter row; null at desktop width. */
  columnFilters?: ReactNode;
}) {
  return (
    <div className="bids-toolbar workspace__toolbar" role="toolbar" aria-label="Bid list tools">
      <label className="bids-toolbar__search">
        <Search size={16} aria-hidden="true" />
        <input
          type="search"
          placeholder="Filter bids: product, bidder, bid no…"
          aria-label="Filter bids"
          value={props.quickFilter}
          onChange={(e) => props.onQuickFilter(e.target.value)}
        />
      </label>
      <div className="bids-toolbar__status" role="radiogroup" aria-label="Status">
        {(['All', ...BID_STATUSES] as StatusFilter[]).map((s) => (
          <button
            key={s}
            type="button"
            role="radio"
            aria-checked={props.status === s}
            className="bids-toolbar__segment"
            onClick={() => props.onStatus(s)}
          >
            {s} <span className="bids-toolbar__count">{props.counts[s]}</span>
          </button>
        ))}
      </div>
      {props.columnFilters}
      <Button size="sm" variant="outline" onClick={props.onRefresh} loading={props.refreshing} aria-label="Refresh">
        <RefreshCw size={14} aria-hidden="true" /> <span className="bids-toolbar__label">Refresh</span>
      </Button>
      <Button size="sm" variant="outline" onClick={props.onExport} disabled={!props.canExport} aria-label="Export CSV">
        <Download size={14} aria-hidden="true" /> <span className="bids-toolbar__label">Export CSV</span>
      </Button>
      <FullScreenButton fullScreen={props.fullScreen} />
    </div>
  );
}
