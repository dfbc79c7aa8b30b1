import type {
  CellEditRequestEvent,
  CellFocusedEvent,
  ColDef,
  Column,
  GetRowIdParams,
  GridApi,
  IRowNode,
  PostSortRowsParams,
  RowClassRules,
  RowSelectionOptions,
  SelectionChangedEvent,
  SelectionColumnDef,
} from 'ag-grid-community';
import { useCallback, useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { parseDelimited, toDelimited } from '@domain/spreadsheet.ts';
import type { ManagedProduct } from '@/data/ports/price-management.ts';
import { createGrid, gridTheme } from '@/lib/ag-grid.ts';
import { fitTextColumns, whenCellsDrawn } from '@/lib/fit-columns.ts';
import { useColumnLayout } from '../hooks/use-column-layout.ts';
import type { ProductSheet } from '../hooks/use-product-sheet.ts';
import type { EditableField } from '../model/edit-session.ts';
import { parseFieldValue, planPaste, type RejectedCell } from '../model/paste.ts';
import { matchesQuickFilter, prepareQuickFilter, quickFilterWords } from '../model/quick-filter.ts';
import { runWhenIdle } from '../model/idle-work.ts';
import { RankedSort, type SortKey } from '../model/ranked-sort.ts';
import { describeProduct } from '../model/sheet-rows.ts';
import { COLUMN_VALUES, PRICE_COLUMNS, PRODUCT_COLUMN, sheetLayoutKey, type GridContext } from './price-columns.ts';
import { SelectAllHeader } from './select-all-header.ts';

/** Column ids that take edits, and the field each edits. */
export const EDITABLE_COLUMNS: Readonly<Record<string, EditableField>> = {
  basicPrice: 'basicPrice',
  visibilityStatus: 'visibilityStatus',
};
export const SELECTION_COLUMN = 'ag-Grid-SelectionColumn';

const DEFAULT_COLUMN: ColDef<ManagedProduct> = {
  sortable: true,
  // AG Grid's own sort compares every pair as equal, so keeps the rows in order; postSortRows then sorts them
  // by rank (model/ranked-sort.ts), ~30× faster than AG Grid's pairwise comparisons over 50 000 rows.
  comparator: () => 0,
  resizable: true,
  floatingFilter: true,
  suppressHeaderFilterButton: true,
  wrapHeaderText: true,
  autoHeaderHeight: true,
};
const rowId = (p: GetRowIdParams<ManagedProduct>) => p.data.id;
// The grid is created once with these options (see the creation effect): what it calls back is stable.
const ROW_SELECTION: RowSelectionOptions<ManagedProduct> = {
  mode: 'multiRow',
  checkboxes: true,
  // The header's select-all box is select-all-header.ts (AG Grid's walks every shown row after each sort).
  headerCheckbox: false,
  selectAll: 'filtered',
  enableClickSelection: false,
};
/**
 * The sort arrows as inline SVG: the theme draws its icons as SVG images, and Chrome takes ~30 ms to set up the
 * first use of each one, in the middle of the first sort that shows it.
 */
const arrow = (d: string) =>
  `<svg class="price-grid__sort-icon" viewBox="0 0 24 24" width="14" height="14" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="${d}"/></svg>`;
const SORT_ICONS = { sortAscending: arrow('M12 19V5m-6 6 6-6 6 6'), sortDescending: arrow('M12 5v14m6-6-6 6-6-6') };
/** What the grid says when the filters leave no product (AG Grid's own: 'No Matching Rows'). */
const OVERLAY_PARAMS = { noMatchingRows: { overlayText: 'No products match.' } };
const SELECTION_COLUMN_DEF: SelectionColumnDef = {
  width: 44,
  pinned: 'left',
  suppressHeaderMenuButton: true,
  headerComponent: SelectAllHeader,
};
const ROW_CLASSES: RowClassRules<ManagedProduct> = {
  'price-grid__row--edited': (p) => Boolean(p.data && (p.context as GridContext).sheet.session.isEdited(p.data.id)),
  'price-grid__row--hidden': (p) => p.data?.visibilityStatus === 'Hide',
};

export interface PriceGridProps {
  sheet: ProductSheet;
  userId: string;
  quickFilter: string;
  department: string | null;
  /** Cells a paste could not use; an edit typed with a bad value reports here too. */
  onRejected: (cells: RejectedCell[], what: string) => void;
  onSelectionChanged: (ids: string[]) => void;
  onFocusProduct: (id: string | null) => void;
  onSave: () => void;
  readOnly: boolean;
}

/**
 * Below this width (a phone) the pinned columns would leave no room for the rest: the product's name and the price
 * stay pinned, narrower, while the visibility and the selection boxes scroll with the other columns.
 */
const PIN_MIN_WIDTH = 640;
const NARROW_WIDTHS = { [PRODUCT_COLUMN]: 164, basicPrice: 92 } as const;
/** The theme's row height (lib/ag-grid.ts), and a phone's, for a product name on up to four lines. */
const ROW_HEIGHT = 32;
const PHONE_ROW_HEIGHT = 64;

/** Per grid: laid out for a phone, and the person's own widths of the narrowed columns to put back after. */
const phoneLayout = new WeakMap<GridApi<ManagedProduct>, { key: string; newWidth: number }[]>();

function pinForWidth(api: GridApi<ManagedProduct>, width: number | undefined): void {
  if (!width) return;
  const narrow = width < PIN_MIN_WIDTH;
  if (narrow === phoneLayout.has(api)) return;
  api.setColumnsPinned(['visibilityStatus', SELECTION_COLUMN], narrow ? null : 'left');
  // Two lines for the product's name on a phone (price-management.css), where its column is narrow.
  api.setGridOption('rowHeight', narrow ? PHONE_ROW_HEIGHT : ROW_HEIGHT);
  if (narrow) {
    phoneLayout.set(
      api,
      Object.keys(NARROW_WIDTHS).map((key) => ({ key, newWidth: api.getColumn(key)?.getActualWidth() ?? 0 })),
    );
    api.setColumnWidths(Object.entries(NARROW_WIDTHS).map(([key, newWidth]) => ({ key, newWidth })));
  } else {
    const widths = phoneLayout.get(api)?.filter((w) => w.newWidth > 0);
    phoneLayout.delete(api);
    if (widths?.length) api.setColumnWidths(widths);
  }
}

/** The text columns that grow to their longest value (model/fit-columns.ts), and how wide each may grow. */
const FITTED_COLUMNS: Readonly<Record<string, number>> = {
  [PRODUCT_COLUMN]: 460,
  departmentName: 240,
  fibreType: 260,
  specificType: 240,
  lustre: 220,
  twistIntermingling: 200,
  blendRatio: 200,
  grade: 260,
};

/** A cell's text as the column shows it, for measuring: the computed value, or the field ('–' when empty). */
function shownText(colId: string, product: ManagedProduct): string {
  const value = COLUMN_VALUES[colId]?.(product) ?? product[colId as keyof ManagedProduct];
  return value === null || value === undefined || value === '' ? '–' : String(value);
}

type Row = IRowNode<ManagedProduct>;

/** The grid's sort model as sort keys, the first sorted column first. */
function sortKeys(api: GridApi<ManagedProduct>): SortKey<Row>[] {
  return api
    .getColumnState()
    .filter((c) => c.sort)
    .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0))
    .map((c) => {
      const computed = COLUMN_VALUES[c.colId];
      const field = api.getColumn(c.colId)?.getColDef().field as keyof ManagedProduct;
      const value = computed
        ? (node: Row) => (node.data ? computed(node.data) : undefined)
        : (node: Row) => node.data?.[field];
      return { id: c.colId, descending: c.sort === 'desc', value };
    });
}

/** The sort's buffers, then each column's ranks, one column per step (model/idle-work.ts runs them). */
function* rankColumns(sorter: RankedSort<Row>, products: ReadonlyMap<string, ManagedProduct>) {
  yield sorter.reserve(products.size);
  for (const { field, colId } of PRICE_COLUMNS) {
    const computed = colId ? COLUMN_VALUES[colId] : undefined;
    if (computed) yield sorter.prepare(colId!, Array.from(products.values(), computed));
    else if (field)
      yield sorter.prepare(
        field,
        Array.from(products.values(), (p) => p[field]),
      );
  }
}

const displayedRows = (api: GridApi<ManagedProduct>) => {
  const ids: string[] = [];
  api.forEachNodeAfterFilterAndSort((n) => n.data && ids.push(n.data.id));
  return ids;
};

/** The grid's cells as the person sees them (formatted), for copy and for comparing a pasted read-only cell. */
function cellText(api: GridApi<ManagedProduct>, node: IRowNode<ManagedProduct>, column: Column): string {
  const value = api.getCellValue({ rowNode: node, colKey: column, useFormatter: true });
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The price sheet: AG Grid Community over the company's products, basic price and visibility editable.
 * Edits never touch the row data: they go to the sheet's edit session (readOnlyEdit + onCellEditRequest),
 * so they can be undone, highlighted until saved and sent in one save. Keyboard as in a spreadsheet:
 * arrows, Enter/F2 to edit, typing to replace, Ctrl+Z / Ctrl+Y, Ctrl+C / Ctrl+V of blocks, Ctrl+S to save.
 */
export function PriceGrid({
  sheet,
  userId,
  quickFilter,
  department,
  onRejected,
  onSelectionChanged,
  onFocusProduct,
  onSave,
  readOnly,
}: PriceGridProps) {
  const api = useRef<GridApi<ManagedProduct> | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const [gridReady, setGridReady] = useState(false);
  // Cell renderers and row classes read the sheet through the grid's context: one object, its sheet kept current.
  const contextRef = useRef<GridContext>({ sheet });
  const layout = useColumnLayout(sheetLayoutKey(userId));
  const departmentRef = useRef(department);
  const { attachGrid } = sheet;

  const wordsRef = useRef(quickFilterWords(quickFilter));

  useEffect(() => {
    departmentRef.current = department;
    wordsRef.current = quickFilterWords(quickFilter);
    api.current?.onFilterChanged();
  }, [department, quickFilter]);
  // The department switch and the quick filter, as one external filter (model/quick-filter.ts: AG Grid's
  // quick filter rebuilt every row's text on every keystroke). Stable, reading the refs: the grid keeps them.
  const isExternalFilterPresent = useCallback(() => departmentRef.current !== null || wordsRef.current.length > 0, []);
  const doesExternalFilterPass = useCallback((node: IRowNode<ManagedProduct>) => {
    const product = node.data;
    if (!product) return false;
    if (departmentRef.current !== null && product.departmentName !== departmentRef.current) return false;
    return matchesQuickFilter(product, wordsRef.current);
  }, []);

  const [sorter] = useState(() => new RankedSort<Row>());
  const postSortRows = useCallback(
    ({ api, nodes }: PostSortRowsParams<ManagedProduct>) => sorter.sortInPlace(nodes, sortKeys(api)),
    [sorter],
  );

  // Once the sheet has loaded, the quick filter's texts and the columns' sort ranks are built while the
  // browser is idle, so the first search and the first sort are as quick as the next ones.
  const { status, products } = sheet;
  useEffect(() => {
    if (status !== 'ready') return undefined;
    const stops = [prepareQuickFilter(products.values()), runWhenIdle(rankColumns(sorter, products))];
    return () => stops.forEach((stop) => stop());
  }, [status, products, sorter]);

  // Once loaded, and as products change, no text column cuts its longest value.
  useEffect(() => {
    if (status !== 'ready' || !gridReady || !host.current) return undefined;
    const gridHost = host.current;
    // The cells give the font to measure in. Not on a phone, where the product's name wraps in its rows.
    return whenCellsDrawn(gridHost, () => {
      const grid = api.current;
      if (!grid || phoneLayout.has(grid)) return;
      fitTextColumns(grid, gridHost, [...products.values()], FITTED_COLUMNS, shownText);
    });
  }, [status, products, gridReady]);

  useEffect(() => {
    contextRef.current.sheet = sheet;
  }, [sheet]);
  // Stale marks and highlights change with the sheet.
  useEffect(() => {
    api.current?.refreshCells({ columns: ['basicPrice'], force: true });
  }, [sheet.stale]);

  const onCellEditRequest = useCallback(
    (event: CellEditRequestEvent<ManagedProduct>) => {
      const field = EDITABLE_COLUMNS[event.column.getColId()];
      if (!field || !event.data || readOnly) return;
      const typed = event.newValue === null || event.newValue === undefined ? '' : String(event.newValue);
      const parsed = parseFieldValue(field, typed);
      if (!parsed.ok) {
        onRejected(
          [
            {
              row: (event.node.rowIndex ?? 0) + 1,
              product: describeProduct(event.data),
              column: event.column.getColDef().headerName ?? field,
              value: typed,
              message: parsed.message,
            },
          ],
          'edit',
        );
        return;
      }
      sheet.apply(field === 'basicPrice' ? 'Edit price' : 'Edit visibility', [
        { id: event.data.id, field, value: parsed.value },
      ]);
    },
    [sheet, onRejected, readOnly],
  );

  const onPaste = useCallback(
    (event: ClipboardEvent<HTMLDivElement>) => {
      const grid = api.current;
      if (!grid || readOnly || grid.getEditingCells().length > 0) return;
      const focused = grid.getFocusedCell();
      const textData = event.clipboardData.getData('text/plain');
      if (!focused || !textData) return;
      event.preventDefault();
      const columns = grid.getAllDisplayedColumns().filter((c) => c.getColId() !== SELECTION_COLUMN);
      const startColumn = columns.findIndex((c) => c.getColId() === focused.column.getColId());
      if (startColumn < 0) return;
      const rowIds = displayedRows(grid);
      const plan = planPaste(parseDelimited(textData), {
        rowIds,
        columnIds: columns.map((c) => c.getColId()),
        startRow: focused.rowIndex,
        startColumn,
        editable: EDITABLE_COLUMNS,
        headerOf: (id) => grid.getColumn(id)?.getColDef().headerName ?? id,
        textOf: (rowId, columnId) => {
          const node = grid.getRowNode(rowId);
          const column = grid.getColumn(columnId);
          return node && column ? cellText(grid, node, column) : '';
        },
        productOf: (rowId) => {
          const p = sheet.products.get(rowId);
          return p ? describeProduct(p) : rowId;
        },
        selectedRowIds: grid.getSelectedRows().map((r) => r.id),
      });
      sheet.apply('Paste', plan.changes);
      onRejected(plan.rejected, 'paste');
    },
    [sheet, onRejected, readOnly],
  );

  const onCopy = useCallback((event: ClipboardEvent<HTMLDivElement>) => {
    const grid = api.current;
    if (!grid || grid.getEditingCells().length > 0) return;
    const columns = grid.getAllDisplayedColumns().filter((c) => c.getColId() !== SELECTION_COLUMN);
    const selected = grid.getSelectedNodes();
    let rows: string[][];
    if (selected.length > 0) {
      const header = columns.map((c) => c.getColDef().headerName ?? c.getColId());
      const ordered: IRowNode<ManagedProduct>[] = [];
      grid.forEachNodeAfterFilterAndSort((n) => n.isSelected() && ordered.push(n));
      rows = [header, ...ordered.map((n) => columns.map((c) => cellText(grid, n, c)))];
    } else {
      const focused = grid.getFocusedCell();
      const node = focused && grid.getDisplayedRowAtIndex(focused.rowIndex);
      if (!focused || !node) return;
      rows = [[cellText(grid, node, focused.column as Column)]];
    }
    event.preventDefault();
    event.clipboardData.setData('text/plain', toDelimited(rows));
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      const grid = api.current;
      if (!grid || grid.getEditingCells().length > 0) return;
      const mod = event.ctrlKey || event.metaKey;
      if (!mod) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        sheet.undo();
      } else if (key === 'y' || (key === 'z' && event.shiftKey)) {
        event.preventDefault();
        sheet.redo();
      } else if (key === 's') {
        event.preventDefault();
        onSave();
      }
    },
    [sheet, onSave],
  );

  const onCellFocused = useCallback(
    (event: CellFocusedEvent<ManagedProduct>) => {
      const node = event.rowIndex === null ? null : event.api.getDisplayedRowAtIndex(event.rowIndex);
      onFocusProduct(node?.data?.id ?? null);
    },
    [onFocusProduct],
  );

  // The grid is created once, with options that call the latest handlers (the props change every render).
  const latest = useRef({ onCellEditRequest, onCellFocused, onSelectionChanged, layout, attachGrid });
  useEffect(() => {
    latest.current = { onCellEditRequest, onCellFocused, onSelectionChanged, layout, attachGrid };
  });
  useEffect(() => {
    const call = () => latest.current;
    const grid = createGrid<ManagedProduct>(host.current!, {
      theme: gridTheme,
      columnDefs: PRICE_COLUMNS,
      defaultColDef: DEFAULT_COLUMN,
      getRowId: rowId,
      context: contextRef.current,
      rowClassRules: ROW_CLASSES,
      postSortRows,
      readOnlyEdit: true,
      onCellEditRequest: (e) => call().onCellEditRequest(e),
      isExternalFilterPresent,
      doesExternalFilterPass,
      rowSelection: ROW_SELECTION,
      selectionColumnDef: SELECTION_COLUMN_DEF,
      stopEditingWhenCellsLoseFocus: true,
      enterNavigatesVerticallyAfterEdit: true,
      singleClickEdit: false,
      animateRows: false,
      tooltipShowDelay: 400,
      icons: SORT_ICONS,
      // What a sort or filter redraws: the rows in view and 4 beyond each edge (AG Grid's default is 10), the
      // columns in view. The vertical scrollbar stays, so a filter needs no layout read to place it.
      rowBuffer: 4,
      alwaysShowVerticalScroll: true,
      overlayNoRowsTemplate: '<span class="price-grid__empty">No products match.</span>',
      overlayComponentParams: OVERLAY_PARAMS,
      onGridReady: (e) => {
        api.current = e.api;
        call().layout.restore(e.api);
        pinForWidth(e.api, box.current?.clientWidth);
        call().attachGrid(e.api);
        setGridReady(true);
      },
      onGridSizeChanged: (e) => pinForWidth(e.api, e.clientWidth),
      // AG Grid unpins columns by itself when the pinned ones outgrow a narrowing grid: pinForWidth decides.
      processUnpinnedColumns: () => [],
      onColumnMoved: (e) => e.finished && call().layout.save(e.api),
      // The phone layout's narrowing is not the person's choice either.
      onColumnResized: (e) => e.finished && e.source !== 'api' && call().layout.save(e.api),
      onColumnVisible: (e) => call().layout.save(e.api),
      // The phone layout's unpinning is not the person's choice: only theirs is remembered.
      onColumnPinned: (e) => e.source !== 'api' && call().layout.save(e.api),
      onSortChanged: (e) => call().layout.save(e.api),
      onSelectionChanged: (e: SelectionChangedEvent<ManagedProduct>) =>
        call().onSelectionChanged(e.api.getSelectedRows().map((r) => r.id)),
      onCellFocused: (e) => call().onCellFocused(e),
    });
    return () => {
      api.current = null;
      grid.destroy();
    };
  }, [postSortRows, isExternalFilterPresent, doesExternalFilterPass]);

  return (
    <div
      ref={box}
      className="price-grid workspace__fill"
      role="region"
      aria-label="Products"
      onPaste={onPaste}
      onCopy={onCopy}
      onKeyDown={onKeyDown}
    >
      <div ref={host} className="price-grid__host" />
    </div>
  );
}
