import type {
  CellClassParams,
  CellEditRequestEvent,
  CellKeyDownEvent,
  ColDef,
  GetRowIdParams,
  GridApi,
  ICellRendererParams,
  ITooltipParams,
  SelectionChangedEvent,
  ValueFormatterParams,
} from 'ag-grid-community';
import type { CustomCellEditorProps } from 'ag-grid-react';
import { useCallback, useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import {
  choicesFor,
  DEPARTMENT_NAME_MAX,
  fieldApplies,
  NOT_APPLICABLE_MESSAGES,
  PRODUCT_COLUMNS,
  PRODUCT_FIELDS,
  type ProductField,
} from '@domain/corporate-product-form.ts';
import { LIMITS } from '@domain/constants.ts';
import { parseDelimited, toDelimited } from '@domain/spreadsheet.ts';
import { needsSpecification } from '@domain/yarn.ts';
import { AgGridReact, gridTheme } from '@/lib/ag-grid.ts';
import { Badge } from '@/ui/badge.tsx';
import { headerOf, rowErrors, type EntryRow } from '../model/entry-rows.ts';
import { formatAmount } from '@domain/format.ts';

/** The id of the department suggestions' datalist (rendered by the grid, read by the department editor). */
const DEPARTMENT_LIST_ID = 'corporate-product-departments';
const ROW_NUMBER_COLUMN = 'rowNumber';

const isField = (id: string | undefined): id is ProductField => PRODUCT_FIELDS.includes(id as ProductField);

/** Department: free text with the company's departments (and the usual three) offered as suggestions. */
function DepartmentEditor({ value, onValueChange, eventKey, stopEditing }: CustomCellEditorProps<EntryRow, string>) {
  const input = useRef<HTMLInputElement>(null);
  // Typing on a focused cell starts the edit with that key, as the grid's own text editor does. The text is
  // held here from the first render, so keys typed before the grid hears of the first one are not lost.
  const [startKey] = useState(() =>
    eventKey && eventKey.length === 1 ? eventKey : eventKey === 'Backspace' || eventKey === 'Delete' ? '' : null,
  );
  const [text, setText] = useState(() => startKey ?? value ?? '');
  useEffect(() => {
    if (startKey !== null) onValueChange(startKey);
    const el = input.current;
    if (!el) return;
    el.focus();
    if (startKey === null) el.select();
    else el.setSelectionRange(el.value.length, el.value.length);
    // Once, when the editor opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <input
      ref={input}
      className="cp-grid__editor"
      list={DEPARTMENT_LIST_ID}
      value={text}
      maxLength={DEPARTMENT_NAME_MAX}
      aria-label="Department"
      onChange={(e) => {
        setText(e.target.value);
        onValueChange(e.target.value);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') stopEditing(true);
      }}
    />
  );
}

function VisibilityChip({ value }: ICellRendererParams<EntryRow, string>) {
  if (!value) return null;
  return (
    <Badge size="sm" variant={value === 'Hide' ? 'neutral' : 'success'}>
      {value}
    </Badge>
  );
}

/** Row number, with a mark when the row has a cell to fix. */
function RowNumber({ node, data }: ICellRendererParams<EntryRow>) {
  const invalid = data && Object.keys(rowErrors(data)).length > 0;
  return (
    <span className={invalid ? 'cp-grid__rownum cp-grid__rownum--invalid' : 'cp-grid__rownum'}>
      {(node.rowIndex ?? 0) + 1}
    </span>
  );
}

/** What an empty cell a row needs says, muted, until it is filled. */
const PLACEHOLDERS: Partial<Record<ProductField, string>> = {
  departmentName: 'Department',
  fibreType: 'Choose…',
  basicPrice: '0.00',
};

function TextCell({ value, valueFormatted, data, colDef }: ICellRendererParams<EntryRow, string>) {
  const field = colDef?.field as ProductField;
  if (value) return <>{valueFormatted ?? value}</>;
  const placeholder =
    field === 'specificType' && data && needsSpecification(data.fibreType)
      ? 'Describe…'
      : data && fieldApplies(field, data.fibreType)
        ? PLACEHOLDERS[field]
        : undefined;
  return placeholder ? <span className="cp-grid__placeholder">{placeholder}</span> : null;
}

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

/** The editor of a cell: a list for the list fields (with an empty choice where the field is optional), else text. */
function editorFor(
  field: ProductField,
): Pick<ColDef<EntryRow>, 'cellEditor' | 'cellEditorSelector' | 'cellEditorParams'> {
  if (field === 'departmentName') return { cellEditor: DepartmentEditor };
  const text = (maxLength: number) => ({ component: 'agTextCellEditor', params: { maxLength } });
  const list = (values: readonly string[], optional: boolean) => ({
    component: 'agSelectCellEditor',
    params: { values: optional ? ['', ...values] : [...values], valueListMaxHeight: 320 },
  });
  return {
    cellEditorSelector: (p) => {
      const fibre = p.data?.fibreType ?? '';
      switch (field) {
        case 'fibreType':
          // The empty choice too: a new row's fibre type is empty, and the list editor refuses a value it lacks.
          return list(choicesFor(field, fibre), true);
        case 'specificType':
          return needsSpecification(fibre) ? text(LIMITS.otherSpecificationMax) : list(choicesFor(field, fibre), true);
        case 'lustre':
        case 'twistIntermingling':
        case 'grade':
          return list(choicesFor(field, fibre), true);
        case 'visibilityStatus':
          return list(choicesFor(field, fibre), false);
        case 'denierCount':
        case 'filamentCount':
          return text(LIMITS.denierFilamentDigits);
        case 'numberOfPlys':
          return text(2);
        case 'basicPrice':
          return text(12);
        default:
          return text(30);
      }
    },
  };
}

const NUMERIC: ReadonlySet<ProductField> = new Set(['denierCount', 'filamentCount', 'numberOfPlys', 'basicPrice']);
/**
 * Minimum widths that hold each column's longest listed value whole ('Cationic Dyeable', 'First Equal Packing(A+)');
 * wider windows share the rest by the flex weights, and a narrower one scrolls the grid sideways in its frame.
 */
const WIDTHS: Record<ProductField, { min: number; flex: number }> = {
  departmentName: { min: 140, flex: 3 },
  fibreType: { min: 164, flex: 3 },
  specificType: { min: 100, flex: 2 },
  lustre: { min: 124, flex: 2 },
  twistIntermingling: { min: 116, flex: 2 },
  blendRatio: { min: 76, flex: 1 },
  denierCount: { min: 64, flex: 1 },
  filamentCount: { min: 80, flex: 1 },
  numberOfPlys: { min: 50, flex: 1 },
  grade: { min: 172, flex: 2 },
  basicPrice: { min: 96, flex: 1 },
  visibilityStatus: { min: 88, flex: 1 },
};

/** The app's grid theme with tighter cell padding, so the twelve columns fit a 1280 px window. */
const entryTheme = gridTheme.withParams({ cellHorizontalPadding: 7 });

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
      cellClass: NUMERIC.has(field) ? 'cp-grid__num' : undefined,
      cellClassRules: { 'cp-grid__cell--invalid': errorOf(field), 'cp-grid__cell--na': notApplicable(field) },
      tooltip: tooltipOf(field),
    };
  }),
];

const DEFAULT_COLUMN: ColDef<EntryRow> = {
  sortable: false,
  resizable: true,
  suppressMovable: true,
  wrapHeaderText: true,
  autoHeaderHeight: true,
};
const rowId = (p: GetRowIdParams<EntryRow>) => p.data.key;

export interface EntryGridProps {
  rows: EntryRow[];
  departments: readonly string[];
  /** A typed value, or a cell cleared with Delete. */
  onEdit: (key: string, field: ProductField, value: string) => void;
  /** A block pasted at a cell (its row index and field). */
  onPaste: (block: string[][], at: { row: number; field: ProductField }) => void;
  onSelectionChanged: (keys: string[]) => void;
  onSave: () => void;
  onReady: (api: GridApi<EntryRow>) => void;
  readOnly: boolean;
  /** Full screen: the grid takes the height its box leaves. */
  fill?: boolean;
}

/**
 * The entry grid: AG Grid Community over the rows the page holds. Edits never change the row data in place
 * (readOnlyEdit): they come back to the page, which replaces the row. Lists edit with a list, fields that do
 * not apply to the row's fibre type are greyed and locked, invalid cells are marked with their message as a
 * tooltip. Keyboard as in a spreadsheet: arrows, Enter or typing to edit, Delete clears, Ctrl+V pastes a
 * block at the focused cell, Ctrl+C copies, Ctrl+S saves.
 */
export function EntryGrid({
  rows,
  departments,
  onEdit,
  onPaste,
  onSelectionChanged,
  onSave,
  onReady,
  readOnly,
  fill = false,
}: EntryGridProps) {
  const api = useRef<GridApi<EntryRow> | null>(null);

  const onCellEditRequest = useCallback(
    (event: CellEditRequestEvent<EntryRow>) => {
      const field = event.colDef.field;
      if (!isField(field) || !event.data || readOnly) return;
      const value = event.newValue === null || event.newValue === undefined ? '' : String(event.newValue);
      onEdit(event.data.key, field, value);
    },
    [onEdit, readOnly],
  );

  const onCellKeyDown = useCallback(
    (event: CellKeyDownEvent<EntryRow>) => {
      const key = (event.event as globalThis.KeyboardEvent | null)?.key;
      const field = event.colDef.field;
      if (key !== 'Delete' || !isField(field) || !event.data || readOnly) return;
      if (event.api.getEditingCells().length > 0) return;
      onEdit(event.data.key, field, '');
    },
    [onEdit, readOnly],
  );

  const handlePaste = useCallback(
    (event: ClipboardEvent<HTMLDivElement>) => {
      const grid = api.current;
      if (!grid || readOnly || grid.getEditingCells().length > 0) return;
      const text = event.clipboardData.getData('text/plain');
      if (!text) return;
      event.preventDefault();
      const focused = grid.getFocusedCell();
      const colId = focused?.column.getColId();
      onPaste(parseDelimited(text.replace(/\r?\n$/, '')), {
        row: focused?.rowIndex ?? 0,
        field: isField(colId) ? colId : PRODUCT_FIELDS[0],
      });
    },
    [onPaste, readOnly],
  );

  const handleCopy = useCallback((event: ClipboardEvent<HTMLDivElement>) => {
    const grid = api.current;
    if (!grid || grid.getEditingCells().length > 0) return;
    const selected = grid.getSelectedNodes().sort((a, b) => (a.rowIndex ?? 0) - (b.rowIndex ?? 0));
    let block: string[][];
    if (selected.length > 0) {
      block = [
        PRODUCT_COLUMNS.map((c) => c.header),
        ...selected.map((n) => PRODUCT_FIELDS.map((f) => n.data?.[f] ?? '')),
      ];
    } else {
      const focused = grid.getFocusedCell();
      const colId = focused?.column.getColId();
      const node = focused ? grid.getDisplayedRowAtIndex(focused.rowIndex) : null;
      if (!node?.data || !isField(colId)) return;
      block = [[node.data[colId]]];
    }
    event.preventDefault();
    event.clipboardData.setData('text/plain', toDelimited(block));
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        api.current?.stopEditing();
        onSave();
      }
    },
    [onSave],
  );

  // Row numbers follow the rows' order (a removed row renumbers the rows below it).
  useEffect(() => {
    api.current?.refreshCells({ columns: [ROW_NUMBER_COLUMN], force: true });
  }, [rows]);

  // A grid of a few rows stays short; a long one scrolls inside its box; in full screen it takes the window's rest.
  const height = fill ? '100%' : Math.min(44 + Math.max(rows.length, 6) * 32 + 18, 560);

  return (
    <div
      className="cp-grid workspace__grow"
      role="region"
      aria-label="Product entries"
      style={{ height }}
      onPaste={handlePaste}
      onCopy={handleCopy}
      onKeyDown={onKeyDown}
    >
      <datalist id={DEPARTMENT_LIST_ID}>
        {departments.map((d) => (
          <option key={d} value={d} />
        ))}
      </datalist>
      <AgGridReact<EntryRow>
        theme={entryTheme}
        rowData={rows}
        columnDefs={ENTRY_COLUMNS}
        defaultColDef={DEFAULT_COLUMN}
        getRowId={rowId}
        readOnlyEdit
        onCellEditRequest={onCellEditRequest}
        onCellKeyDown={onCellKeyDown}
        rowSelection={{ mode: 'multiRow', checkboxes: true, headerCheckbox: true, enableClickSelection: false }}
        selectionColumnDef={{ width: 36, pinned: 'left', suppressHeaderMenuButton: true }}
        stopEditingWhenCellsLoseFocus
        enterNavigatesVerticallyAfterEdit
        singleClickEdit={false}
        animateRows={false}
        tooltipShowDelay={300}
        suppressColumnVirtualisation
        onGridReady={(e) => {
          api.current = e.api;
          onReady(e.api);
        }}
        onSelectionChanged={(e: SelectionChangedEvent<EntryRow>) =>
          onSelectionChanged(e.api.getSelectedRows().map((r) => r.key))
        }
      />
    </div>
  );
}
