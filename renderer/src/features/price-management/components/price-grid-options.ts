import type {
  ColDef,
  GetRowIdParams,
  GridApi,
  GridOptions,
  RowClassRules,
  RowSelectionOptions,
  SelectionColumnDef,
} from 'ag-grid-community';
import type { ManagedProduct } from '@/data/ports/price-management.ts';
import { gridTheme } from '@/lib/ag-grid.ts';
import type { EditableField } from '../model/edit-session.ts';
import { COLUMN_VALUES, PRICE_COLUMNS, PRODUCT_COLUMN, type GridContext } from './price-columns.ts';
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

/** The grid's options that never change; the creation effect adds the context and the handlers. */
export const PRICE_GRID_OPTIONS: GridOptions<ManagedProduct> = {
  theme: gridTheme,
  columnDefs: PRICE_COLUMNS,
  defaultColDef: DEFAULT_COLUMN,
  getRowId: rowId,
  rowClassRules: ROW_CLASSES,
  readOnlyEdit: true,
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
  // AG Grid unpins columns by itself when the pinned ones outgrow a narrowing grid: pinForWidth decides.
  processUnpinnedColumns: () => [],
};

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
export const phoneLayout = new WeakMap<GridApi<ManagedProduct>, { key: string; newWidth: number }[]>();

export function pinForWidth(api: GridApi<ManagedProduct>, width: number | undefined): void {
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
export const FITTED_COLUMNS: Readonly<Record<string, number>> = {
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
export function shownText(colId: string, product: ManagedProduct): string {
  const value = COLUMN_VALUES[colId]?.(product) ?? product[colId as keyof ManagedProduct];
  return value === null || value === undefined || value === '' ? '–' : String(value);
}
