import type { ChangeEvent } from 'react';
import { formatCountOf } from '@domain/format.ts';
import { apiErrorOf } from '@/data/api.ts';
import { readSpreadsheetFile } from '@/lib/spreadsheet-file.ts';
import { showToast } from '@/ui/toast/toast-store.ts';
import { cellProblems, importTable } from '../model/entry-rows.ts';
import type { EntryRows } from './use-entry-rows.ts';

const importFailed = (description: string, durationMs?: number) =>
  showToast({ title: 'Import Failed', description, variant: 'destructive', durationMs });

/**
 * Import: a spreadsheet's rows are added below the grid's, placed by their column names; what could not be used
 * is listed in the notes, and nothing is saved until Save.
 */
export function useEntryImport({ rows, setRows, setNotes }: EntryRows) {
  return async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    let table: string[][];
    try {
      table = await readSpreadsheetFile(file);
    } catch (error) {
      importFailed(`${file.name} could not be read as a spreadsheet (.xlsx) or CSV file: ${apiErrorOf(error).message}`);
      return;
    }
    const plan = importTable(rows, table);
    if (plan.fileError) {
      importFailed(`${file.name}: ${plan.fileError}`, 8000);
      return;
    }
    setRows(plan.rows);
    const imported = plan.rows.slice(plan.first - 1);
    const toFix = cellProblems(imported).length;
    const where = plan.first === plan.last ? `row ${plan.first}` : `rows ${plan.first}–${plan.last}`;
    const summary = `${formatCountOf(plan.imported, 'row')} from ${file.name} added as ${where}${toFix ? `; ${formatCountOf(toFix, 'cell')} to fix are listed under the grid` : ''}. Nothing is saved until you press Save.`;
    const ignored = plan.ignoredColumns.length
      ? ` Columns not read: ${plan.ignoredColumns.map((c) => `'${c}'`).join(', ')}.`
      : '';
    if (plan.notes.length > 0 || ignored) {
      setNotes({
        title: `Imported ${file.name}`,
        summary: `${summary}${ignored}${plan.notes.length ? ` ${formatCountOf(plan.notes.length, 'cell')} did not fit the row and were not used:` : ''}`,
        rowLabel: 'File row',
        notes: plan.notes,
      });
    } else setNotes(null);
    showToast({
      title: 'Import ready to save',
      description: summary,
      variant: toFix ? 'warning' : 'success',
      durationMs: 7000,
    });
  };
}
