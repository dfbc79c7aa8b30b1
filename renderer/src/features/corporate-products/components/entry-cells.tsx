import type { ICellRendererParams } from 'ag-grid-community';
import type { CustomCellEditorProps } from 'ag-grid-react';
import { useEffect, useRef, useState } from 'react';
import { DEPARTMENT_NAME_MAX, fieldApplies, type ProductField } from '@domain/corporate-product-form.ts';
import { needsSpecification } from '@domain/yarn.ts';
import { Badge } from '@/ui/badge.tsx';
import { rowErrors, type EntryRow } from '../model/entry-rows.ts';

/** The id of the department suggestions' datalist (rendered by the grid, read by the department editor). */
export const DEPARTMENT_LIST_ID = 'corporate-product-departments';

/** Department: free text with the company's departments (and the usual three) offered as suggestions. */
export function DepartmentEditor({
  value,
  onValueChange,
  eventKey,
  stopEditing,
}: CustomCellEditorProps<EntryRow, string>) {
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

export function VisibilityChip({ value }: ICellRendererParams<EntryRow, string>) {
  if (!value) return null;
  return (
    <Badge size="sm" variant={value === 'Hide' ? 'neutral' : 'success'}>
      {value}
    </Badge>
  );
}

/** Row number, with a mark when the row has a cell to fix. */
export function RowNumber({ node, data }: ICellRendererParams<EntryRow>) {
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

export function TextCell({ value, valueFormatted, data, colDef }: ICellRendererParams<EntryRow, string>) {
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
