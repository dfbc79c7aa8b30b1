import { Suspense, useRef, type ReactNode } from 'react';
import { formatCount } from '@domain/format.ts';
import { useFillViewport } from '@/hooks/use-fill-viewport.ts';
import { loadedLazy } from '@/lib/loaded-lazy.tsx';
import type { FullScreen } from '@/hooks/use-full-screen.ts';
import { FilterChips } from '@/ui/desk.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { UploadProgress } from '@/ui/upload-progress.tsx';
import type { ProductSheet } from '../hooks/use-product-sheet.ts';
import { useSheetMarket } from '../hooks/use-sheet-market.ts';
import type { RejectedCell } from '../model/paste.ts';
import { HistoryPanel } from './history-panel.tsx';
import { SelectionBar } from './selection-bar.tsx';
import './price-grid.css';

// The grid's code (AG Grid, about 1 MB) downloads from the moment this page's code runs, beside the sheet's first
// read, instead of holding the page (and that read) back until it has arrived; once it is in, the grid renders
// with the page, without a Suspense reveal's wait (loaded-lazy.tsx).
const PriceGrid = loadedLazy(() => import('./price-grid.tsx').then((m) => m.PriceGrid));
void PriceGrid.preload();

export const ALL_DEPARTMENTS = '__all__';

export interface SheetWorkspaceProps {
  sheet: ProductSheet;
  companyId: string;
  userId: string;
  toolbar: ReactNode;
  fullScreen: FullScreen;
  departments: { name: string; count: number }[];
  productCount: number;
  department: string;
  onDepartment: (department: string) => void;
  quickFilter: string;
  selected: string[];
  onSelected: (ids: string[]) => void;
  focused: string | null;
  onFocused: (id: string | null) => void;
  onShowProduct: (id: string) => void;
  onRejected: (cells: RejectedCell[], what: string) => void;
  onSave: () => void;
  saving: boolean;
}

/**
 * The sheet's working area: the department switch, the sticky toolbar, the selected rows' actions, then the grid
 * with the price history beside it, as tall as the window leaves them (hooks/use-fill-viewport.ts) — or, in full
 * screen, over the whole window.
 */
export function SheetWorkspace(props: SheetWorkspaceProps) {
  const { sheet, fullScreen } = props;
  const main = useRef<HTMLDivElement>(null);
  useFillViewport(main, { min: 360, enabled: !fullScreen.on });
  const market = useSheetMarket(props.companyId, sheet);
  const chips = [
    { value: ALL_DEPARTMENTS, label: 'All departments', count: props.productCount },
    ...props.departments.map((d) => ({ value: d.name, label: d.name, count: d.count })),
  ];
  return (
    <div
      className={fullScreen.on ? 'sheet-workspace workspace--full' : 'sheet-workspace'}
      role={fullScreen.on ? 'region' : undefined}
      aria-label={fullScreen.on ? 'Price sheet, full screen' : undefined}
    >
      {/* The load's progress and then the department switch share one band of one height, so the toolbar and the
          grid under them stay put when the last product is in. */}
      <div className="sheet-workspace__band">
        {sheet.status === 'loading' ? (
          <UploadProgress
            label={`Loading products: ${formatCount(sheet.progress.loaded)}${sheet.progress.total ? ` of ${formatCount(sheet.progress.total)}` : ''}`}
            value={sheet.progress.total ? sheet.progress.loaded / sheet.progress.total : 0}
          />
        ) : props.departments.length > 1 ? (
          <FilterChips label="Department" chips={chips} value={props.department} onChange={props.onDepartment} />
        ) : (
          props.departments.length === 1 && (
            <p className="sheet-workspace__department">Department: {props.departments[0].name}</p>
          )
        )}
      </div>
      {props.toolbar}
      {props.selected.length > 0 && (
        <SelectionBar
          sheet={sheet}
          selected={props.selected}
          onClear={() => sheet.grid.current?.deselectAll()}
          onError={(title, description) => showToast({ title, description, variant: 'destructive' })}
        />
      )}
      <div ref={main} className="sheet-page__main workspace__grow">
        <Suspense
          fallback={
            <div className="price-grid price-grid--loading workspace__fill" role="status">
              <Spinner /> Preparing the sheet…
            </div>
          }
        >
          <PriceGrid
            sheet={sheet}
            userId={props.userId}
            quickFilter={props.quickFilter}
            department={props.department === ALL_DEPARTMENTS ? null : props.department}
            onRejected={props.onRejected}
            onSelectionChanged={props.onSelected}
            onFocusProduct={props.onFocused}
            onSave={props.onSave}
            readOnly={props.saving}
            market={market}
          />
        </Suspense>
        <HistoryPanel
          sheet={sheet}
          companyId={props.companyId}
          productId={props.focused}
          market={props.focused ? market.get(props.focused) : undefined}
          onShowProduct={props.onShowProduct}
        />
      </div>
      {!fullScreen.on && (
        <p className="sheet-page__keys">
          Keys: arrows move · Enter or typing edits · Ctrl+V pastes a block from Excel or Sheets at the focused cell ·
          Ctrl+C copies · Ctrl+Z / Ctrl+Y undo and redo · Ctrl+S saves
        </p>
      )}
    </div>
  );
}
