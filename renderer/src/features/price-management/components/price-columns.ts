import type {
  CellClassParams,
  ColDef,
  ICellRendererComp,
  ICellRendererParams,
  ValueFormatterParams,
} from 'ag-grid-community';
import { formatAmount, formatDateTime, formatRupees } from '@domain/format.ts';
import { VISIBILITY_STATUSES } from '@domain/yarn.ts';
import type { ManagedProduct } from '@/data/ports/price-management.ts';
import { badgeClassName } from '@/ui/badge.tsx';
import type { ProductSheet } from '../hooks/use-product-sheet.ts';
import type { EditableField } from '../model/edit-session.ts';
import { describeProduct, productLabel } from '../model/sheet-rows.ts';
import { MARKET_COLUMNS, type MarketContext } from './market-columns.ts';
import { PLIES } from '@domain/units.ts';

/**
 * The price sheet's columns, apart from the grid (AG Grid's code loads only with the grid, while the columns
 * menu and the page need the columns' names at once). The cells are drawn by AG Grid's own DOM components
 * (no React): a sort or a scroll redraws a few hundred of them at once.
 */

export interface GridContext extends MarketContext {
  sheet: ProductSheet;
}

const dash = (v: unknown) => (v === null || v === undefined || v === '' ? '–' : String(v));

/** The visibility as a pill (ui/badge.tsx, the `sm` size of the workstation grids). */
class VisibilityChip implements ICellRendererComp<ManagedProduct> {
  private readonly gui = document.createElement('span');

  init(params: ICellRendererParams<ManagedProduct, string>): void {
    this.refresh(params);
  }

  getGui(): HTMLElement {
    return this.gui;
  }

  refresh({ value }: ICellRendererParams<ManagedProduct, string>): boolean {
    this.gui.className = value ? badgeClassName(value === 'Reveal' ? 'success' : 'neutral', 'sm') : '';
    this.gui.textContent = value ?? '';
    return true;
  }
}

const SVG = 'http://www.w3.org/2000/svg';

/** Lucide's triangle-alert (ISC), the app's warning icon, 13 px. */
function warningIcon(label: string): SVGSVGElement {
  const icon = document.createElementNS(SVG, 'svg');
  const attributes = {
    width: '13',
    height: '13',
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    class: 'price-grid__stale',
    role: 'img',
    'aria-label': label,
  };
  for (const [name, value] of Object.entries(attributes)) icon.setAttribute(name, value);
  for (const d of [
    'm21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3',
    'M12 9v4',
    'M12 17h.01',
  ]) {
    const path = document.createElementNS(SVG, 'path');
    path.setAttribute('d', d);
    icon.append(path);
  }
  return icon;
}

/** The price cell: the price, and a warning when someone else changed the product after I edited it. */
class PriceCell implements ICellRendererComp<ManagedProduct> {
  private readonly gui = document.createElement('span');

  init(params: ICellRendererParams<ManagedProduct, number | null, GridContext>): void {
    this.gui.className = 'price-grid__price';
    this.refresh(params);
  }

  getGui(): HTMLElement {
    return this.gui;
  }

  refresh({ value, data, context }: ICellRendererParams<ManagedProduct, number | null, GridContext>): boolean {
    const text = value === null || value === undefined ? '–' : formatRupees(value);
    const stale = data && context.sheet.stale.has(data.id);
    if (stale) this.gui.replaceChildren(warningIcon('Changed by someone else since you edited it'), text);
    else this.gui.replaceChildren(text);
    return true;
  }
}

const edited = (field: EditableField) => (p: CellClassParams<ManagedProduct>) =>
  Boolean(p.data && (p.context as GridContext).sheet.session.isEdited(p.data.id, field));

const text = { filter: 'agTextColumnFilter' } as const;
const numeric = { type: 'numericColumn', filter: 'agNumberColumnFilter', cellClass: 'price-grid__num' } as const;

/** Where a person's column layout is kept; v2 since the price moved beside the product (old layouts pinned it right). */
export const sheetLayoutKey = (userId: string) => `price-sheet:v2:${userId}`;

/** The product's identity column: what sort and filter compare (columns without a field say it here). */
export const PRODUCT_COLUMN = 'product';
export const COLUMN_VALUES: Readonly<Record<string, (p: ManagedProduct) => unknown>> = {
  [PRODUCT_COLUMN]: productLabel,
};

/**
 * The spec's columns (trade §2): the product's compact name, basic price and visibility (editable) pinned at the
 * left edge so a product's identity and price never scroll apart; then the product's description column by
 * column, last updated.
 */
export const PRICE_COLUMNS: ColDef<ManagedProduct>[] = [
  {
    colId: PRODUCT_COLUMN,
    headerName: 'Product',
    headerTooltip: 'Fibre type, specific type, denier or count / filaments, lustre',
    width: 280,
    valueGetter: (p) => (p.data ? productLabel(p.data) : null),
    tooltip: (p) => (p.data ? `${describeProduct(p.data)} (${p.data.departmentName})` : null),
    cellClass: 'price-grid__product',
    pinned: 'left',
    lockPinned: true,
    ...text,
  },
  {
    // The row data carries the value shown (the unsaved edit if any: hooks/use-product-sheet.ts), so sort and
    // filter read a plain field.
    field: 'basicPrice',
    headerName: 'Basic price (₹)',
    width: 124,
    editable: true,
    cellEditor: 'agTextCellEditor',
    // While a typed edit is on its way to the edit session the grid formats the editor's text, not a number.
    valueFormatter: (p: ValueFormatterParams<ManagedProduct, number | string | null>) =>
      p.value === null || p.value === undefined ? '' : typeof p.value === 'number' ? formatAmount(p.value) : p.value,
    cellRenderer: PriceCell,
    cellClassRules: { 'price-grid__cell--edited': edited('basicPrice') },
    headerClass: 'price-grid__editable-header',
    // The columns people edit stay in view, beside the product, however the descriptive columns scroll.
    pinned: 'left',
    ...numeric,
  },
  {
    field: 'visibilityStatus',
    headerName: 'Visibility',
    width: 108,
    editable: true,
    cellEditor: 'agSelectCellEditor',
    cellEditorParams: { values: [...VISIBILITY_STATUSES] },
    cellRenderer: VisibilityChip,
    cellClassRules: { 'price-grid__cell--edited': edited('visibilityStatus') },
    headerClass: 'price-grid__editable-header',
    pinned: 'left',
    ...text,
  },
  // Beside the price, so an outlier shows before it is saved (issue 27).
  ...MARKET_COLUMNS,
  { field: 'departmentName', headerName: 'Department', width: 132, ...text },
  { field: 'fibreType', headerName: 'Fibre type', width: 150, ...text },
  { field: 'specificType', headerName: 'Specific type', width: 118, valueFormatter: (p) => dash(p.value), ...text },
  { field: 'lustre', headerName: 'Lustre', width: 112, valueFormatter: (p) => dash(p.value), ...text },
  {
    field: 'twistIntermingling',
    headerName: 'Twist / IM',
    headerTooltip: 'Twist / intermingling',
    width: 96,
    valueFormatter: (p) => dash(p.value),
    ...text,
  },
  { field: 'blendRatio', headerName: 'Blend ratio', width: 90, valueFormatter: (p) => dash(p.value), ...text },
  { field: 'denierCount', headerName: 'Denier', width: 78, valueFormatter: (p) => dash(p.value), ...numeric },
  { field: 'filamentCount', headerName: 'Filament', width: 82, valueFormatter: (p) => dash(p.value), ...numeric },
  { field: 'numberOfPlys', headerName: PLIES, width: 64, ...numeric },
  { field: 'grade', headerName: 'Grade', width: 120, valueFormatter: (p) => dash(p.value), tooltip: true, ...text },
  {
    field: 'updatedAt',
    headerName: 'Last updated',
    width: 164,
    filter: 'agDateColumnFilter',
    filterParams: { comparator: (day: Date, value: string) => Date.parse(value) - day.getTime() },
    valueFormatter: (p) => formatDateTime(p.value as string),
    cellClass: 'price-grid__num',
  },
  { field: 'id', headerName: 'Product ID', width: 290, hide: true, cellClass: 'price-grid__mono', ...text },
];
