import type { CellClassParams, ColDef, GetRowIdParams, ITooltipParams, ValueFormatterParams } from 'ag-grid-community';
import {
  fieldApplies,
  NOT_APPLICABLE_MESSAGES,
  PRODUCT_COLUMNS,
  PRODUCT_FIELDS,
  type ProductField,
} from '@domain/corporate-product-form.ts';
import { formatAmount } from '@domain/format.ts';
import { gridTheme } from '@/lib/ag-grid.ts';
import { headerOf, rowErrors, type EntryRow } from '../model/entry-rows.ts';
import { fieldInput } from '../model/field-input.ts';
import { DepartmentEditor, RowNumber, TextCell, VisibilityChip } from './entry-cells.tsx';

export const ROW_NUMBER_COLUMN = 'rowNumber';

export const isField = (id: string | undefined): id is ProductField => PRODUCT_FIELDS.includes(id as ProductField);

const priceText = (p: ValueFormatterParams<EntryRow, string>) => {
  const v = p.value ?? '';
  return /^\d{1,6}(\.\d{1,2})?$/.test(v) ? formatAmount(v) : v;
};

const errorOf = (field: ProductField) => (p: CellClassParams<EntryRow>) => Boolean(p.data && rowErrors(p.data)[field]);
const notApplicable = (field: ProductField) => (p: CellClassParams<EntryRow>) =>
  Boolean(p.data && !fieldApplies(field, p.data.fibreType));

/** The tooltip: the cell's message, else why it is greyed, else its whole text (long values are cut). */
const tooltipOf = (field: ProductField) => (p: ITooltipParams<EntryRow>) => {
  const row = p.data;
  if (!row) return undefined;
  const message = rowErrors(row)[field];
  if (message) return message;
  if (!fieldApplies(field, row.fibreType))
    return row.fibreType
      ? NOT_APPLICABLE_MESSAGES[field]
      : `Choose the fibre type first: ${headerOf(field)} depends on it.`;
  const value = row[field];
  return value && value.length > 14 ? value : undefined;
};

/** The editor of a cell (model/field-input.ts): a list for the list fields, else text of the field's length. */
function editorFor(
  field: ProductField,
): Pick<ColDef<EntryRow>, 'cellEditor' | 'cellEditorSelector' | 'cellEditorParams'> {
  if (field === 'departmentName') return { cellEditor: DepartmentEditor };
  return {
    cellEditorSelector: (p) => {
      const input = fieldInput(field, p.data?.fibreType ?? '');
      return input.kind === 'list'
        ? {
            component: 'agSelectCellEditor',
            params: { values: input.optional ? ['', ...input.values] : [...input.values], valueListMaxHeight: 320 },
          }
        : { component: 'agTextCellEditor', params: { maxLength: input.maxLength } };
    },
  };
}

const NUMERIC: ReadonlySet<ProductField> = new Set(['denierCount', 'filamentCount', 'numberOfPlys', 'basicPrice']);
/**
 * Minimum widths that fit the twelve columns in a 1280 px window with no sideways scroll: each holds its header's
 * longest word ('Intermingling', 'Filament') and its common values on one line; a longer value ('Polypropylene
 * Filament', 'First unequal packing (A1)', a typed specification) wraps and its row grows (cp-grid__wrap). Wider windows share the rest by the flex weights; a phone scrolls the grid
 * sideways in its frame.
 */
const WIDTHS: Record<ProductField, { min: number; flex: number }> = {
  departmentName: { min: 104, flex: 3 },
  fibreType: { min: 136, flex: 3 },
  specificType: { min: 92, flex: 2 },
  lustre: { min: 116, flex: 2 },
  twistIntermingling: { min: 112, flex: 2 },
  blendRatio: { min: 64, flex: 1 },
  denierCount: { min: 60, flex: 1 },
  filamentCount: { min: 76, flex: 1 },
  numberOfPlys: { min: 48, flex: 1 },
  grade: { min: 112, flex: 2 },
  basicPrice: { min: 100, flex: 1 },
  visibilityStatus: { min: 76, flex: 1 },
};

/** The app's grid theme with tighter cell padding, so the twelve columns fit a 1280 px window. */
export const entryTheme = gridTheme.withParams({ cellHorizontalPadding: 7 });

export const ENTRY_COLUMNS: ColDef<EntryRow>[] = [
  {
    colId: ROW_NUMBER_COLUMN,
    headerName: '#',
    width: 40,
    pinned: 'left',
    editable: false,
    resizable: false,
    cellRenderer: RowNumber,
    cellClass: 'cp-grid__rownum-cell',
    suppressNavigable: false,
  },
  ...PRODUCT_COLUMNS.map(({ field, header }): ColDef<EntryRow> => {
    const required = field === 'departmentName' || field === 'fibreType' || field === 'basicPrice';
    return {
      field,
      headerName: header,
      headerClass: required ? 'cp-grid__header--required' : undefined,
      headerTooltip: required ? `${header}: required` : undefined,
      minWidth: WIDTHS[field].min,
      flex: WIDTHS[field].flex,
      editable: (p) => Boolean(p.data && fieldApplies(field, p.data.fibreType)),
      ...editorFor(field),
      valueFormatter: field === 'basicPrice' ? priceText : undefined,
      cellRenderer: field === 'visibilityStatus' ? VisibilityChip : TextCell,
      cellClass: NUMERIC.has(field) ? 'cp-grid__num' : 'cp-grid__wrap',
      // A value longer than its column takes more lines and its row grows: nothing is cut, nothing widens the grid.
      wrapText: !NUMERIC.has(field),
      autoHeight: !NUMERIC.has(field),
      cellClassRules: { 'cp-grid__cell--invalid': errorOf(field), 'cp-grid__cell--na': notApplicable(field) },
      tooltip: tooltipOf(field),
    };
  }),
];

export const DEFAULT_COLUMN: ColDef<EntryRow> = {
  sortable: false,
  resizable: true,
  suppressMovable: true,
  wrapHeaderText: true,
  autoHeaderHeight: true,
};
export const rowId = (p: GetRowIdParams<EntryRow>) => p.data.key;
