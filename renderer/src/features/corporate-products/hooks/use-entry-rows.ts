import type { GridApi } from 'ag-grid-community';
import { useCallback, useRef, useState } from 'react';
import { CORPORATE_PRODUCTS, type ProductField } from '@domain/corporate-product-form.ts';
import { formatCountOf } from '@domain/format.ts';
import { showToast } from '@/ui/toast/toast-store.ts';
import type { NotesReport } from '../components/cell-notes.tsx';
import type { CardWindow } from './use-card-window.ts';
import { entryCellName } from '../model/field-input.ts';
import {
  addRows,
  duplicateRows,
  newEntryRow,
  pasteBlock,
  removeRows,
  setCell,
  type EntryRow,
} from '../model/entry-rows.ts';

/** A validation error of the entry: nothing is changed or sent. */
export const refuseEntry = (description: string, durationMs?: number) =>
  showToast({ title: CORPORATE_PRODUCTS.validationError, description, variant: 'destructive', durationMs });

/**
 * The entry grid's rows as the page holds them (the grid never edits them in place), the selected rows, the
 * notes of what a paste or an import could not use, and the row actions of the toolbar.
 */
export function useEntryRows() {
  const [rows, setRows] = useState<EntryRow[]>(() => [newEntryRow()]);
  const [selected, setSelected] = useState<string[]>([]);
  const [notes, setNotes] = useState<NotesReport | null>(null);
  const grid = useRef<GridApi<EntryRow> | null>(null);

  const cards = useRef<CardWindow | null>(null);

  const onGridReady = useCallback((api: GridApi<EntryRow>) => {
    grid.current = api;
  }, []);
  const onCardWindow = useCallback((cardWindow: CardWindow | null) => {
    cards.current = cardWindow;
  }, []);

  const onEdit = useCallback((key: string, field: ProductField, value: string) => {
    setRows((current) => current.map((row) => (row.key === key ? setCell(row, field, value) : row)));
  }, []);

  const focusCell = useCallback((rowIndex: number, field: ProductField) => {
    // On a phone the row is a card (entry-cards.tsx): its field, in the middle of the screen, under the sticky bars.
    const cell = () => document.querySelector<HTMLElement>(`[data-entry-cell="${entryCellName(rowIndex, field)}"]`);
    const focus = (input: HTMLElement) => {
      input.scrollIntoView?.({ block: 'center' });
      input.focus({ preventScroll: true });
    };
    const input = cell();
    if (input) return focus(input);
    if (cards.current) {
      // A long list's card far from the screen is not in the page: scrolled to, it is put in a frame or two later.
      cards.current.scrollToRow(rowIndex);
      let frames = 0;
      const retry = () => {
        const shown = cell();
        if (shown) focus(shown);
        else if (++frames < 10) requestAnimationFrame(retry);
      };
      return requestAnimationFrame(retry);
    }
    const api = grid.current;
    if (!api) return;
    api.ensureIndexVisible(rowIndex, 'middle');
    api.ensureColumnVisible(field);
    api.setFocusedCell(rowIndex, field);
  }, []);

  const onPaste = useCallback(
    (block: string[][], at: { row: number; field: ProductField }) => {
      if (block.length === 0) return;
      const plan = pasteBlock(rows, block, at);
      setRows(plan.rows);
      const what = `${formatCountOf(plan.touched, 'row')} pasted${plan.added ? ` (${formatCountOf(plan.added, 'row')} added)` : ''}${plan.withHeader ? ', placed by the column names of the first line' : ''}.`;
      const dropped = plan.dropped
        ? ` ${formatCountOf(plan.dropped, 'line')} beyond the grid's ${formatCountOf(2000, 'row')} were not pasted.`
        : '';
      if (plan.notes.length > 0 || plan.dropped) {
        setNotes({
          title: 'Some pasted cells were not used',
          summary: `${what}${dropped} ${formatCountOf(plan.notes.length, 'cell')} did not fit the row and changed nothing:`,
          rowLabel: 'Row',
          notes: plan.notes,
        });
      } else {
        setNotes(null);
        showToast({ title: 'Pasted', description: `${what} Check the marked cells, then save.`, variant: 'success' });
      }
    },
    [rows],
  );

  const add = (count: number) => {
    setRows(addRows(rows, count));
    // The first new row, ready for typing.
    setTimeout(() => focusCell(rows.length, 'fibreType'));
  };

  /** The selected rows, or the rows named (a card's own Remove). */
  const remove = (keys: readonly string[] = selected) => {
    const left = removeRows(rows, new Set(keys));
    if (!left) {
      refuseEntry(CORPORATE_PRODUCTS.atLeastOneRow);
      return;
    }
    setRows(left);
    setSelected([]);
  };

  const duplicate = (keys: readonly string[] = selected) => {
    setRows(duplicateRows(rows, new Set(keys)));
    grid.current?.deselectAll();
  };

  /** Back to one empty row: after a save, or when the person clears the grid. */
  const reset = useCallback(() => {
    setRows([newEntryRow()]);
    setSelected([]);
    setNotes(null);
  }, []);

  return {
    rows,
    setRows,
    selected,
    setSelected,
    notes,
    setNotes,
    onGridReady,
    onCardWindow,
    onEdit,
    focusCell,
    onPaste,
    add,
    remove,
    duplicate,
    reset,
  };
}

export type EntryRows = ReturnType<typeof useEntryRows>;
