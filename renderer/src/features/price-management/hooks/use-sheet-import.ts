import { useCallback, useState, type ChangeEvent } from 'react';
import { PRICE_MANAGEMENT } from '@domain/price-management.ts';
import { apiErrorOf } from '@/data/api.ts';
import { readSpreadsheetFile } from '@/lib/spreadsheet-file.ts';
import { showToast } from '@/ui/toast/toast-store.ts';
import type { RejectionReport } from '../components/rejected-cells-dialog.tsx';
import { planImport } from '../model/import-changes.ts';
import type { RejectedCell } from '../model/paste.ts';
import { describeProduct } from '../model/sheet-rows.ts';
import type { ProductSheet } from './use-product-sheet.ts';

export const plural = (n: number, word: string) => `${n.toLocaleString('en-IN')} ${word}${n === 1 ? '' : 's'}`;

/**
 * Imports and pastes that could not use every cell: the report of rejected cells (a dialog), or a toast for a
 * single typed edit. An imported file's prices become unsaved edits, like typed ones.
 */
export function useSheetImport(sheet: ProductSheet) {
  const [report, setReport] = useState<RejectionReport | null>(null);

  const onRejected = useCallback((cells: RejectedCell[], what: string) => {
    if (cells.length === 0) return;
    if (what === 'edit') {
      showToast({ title: 'Not a valid value', description: cells[0].message, variant: 'destructive' });
      return;
    }
    setReport({
      title: 'Some pasted cells were not used',
      summary: `${plural(cells.length, 'cell')} could not be pasted and changed nothing; the other cells are pending edits.`,
      cells,
      rowLabel: 'Sheet row',
    });
  }, []);

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      const table = await readSpreadsheetFile(file);
      const plan = planImport(
        table,
        (id) => sheet.products.has(id),
        (id) => {
          const p = sheet.products.get(id);
          return p ? describeProduct(p) : id;
        },
      );
      if (plan.fileError) {
        showToast({ title: 'Import Failed', description: plan.fileError, variant: 'destructive' });
        return;
      }
      const changed = sheet.apply(`Import ${file.name}`, plan.changes);
      const summary = `${plural(changed, 'product')} changed from ${file.name} (${plural(plan.rowsRead, 'row')} read), shown as unsaved edits: review the highlighted cells, then Save.`;
      if (plan.rejected.length > 0) {
        setReport({
          title: `Import of ${file.name}`,
          summary: `${summary} ${plural(plan.rejected.length, 'cell')} could not be used:`,
          cells: plan.rejected,
          rowLabel: 'File row',
        });
      } else if (changed === 0) {
        showToast({ title: PRICE_MANAGEMENT.noChanges, description: `${file.name} matches the sheet.` });
      } else {
        showToast({ title: 'Import ready to save', description: summary, variant: 'success', durationMs: 7000 });
      }
    } catch (error) {
      showToast({
        title: 'Import Failed',
        description: `${file.name} could not be read as a spreadsheet (.xlsx) or CSV file: ${apiErrorOf(error).message}`,
        variant: 'destructive',
      });
    }
  };

  return { report, closeReport: useCallback(() => setReport(null), []), onRejected, importFile };
}
