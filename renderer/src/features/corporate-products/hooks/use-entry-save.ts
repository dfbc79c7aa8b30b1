import { useCallback } from 'react';
import {
  CORPORATE_PRODUCTS,
  invalidRowsDescription,
  productsSavedDescription,
} from '@domain/corporate-product-form.ts';
import { OUTBOX_TEXT } from '@domain/sync/outbox.ts';
import { apiErrorOf } from '@/data/api.ts';
import { showToast } from '@/ui/toast/toast-store.ts';
import { useAddCorporateProductsMutation } from '../api.ts';
import { planSave } from '../model/entry-rows.ts';
import type { EntryCompany } from './use-entry-company.ts';
import { refuseEntry, type EntryRows } from './use-entry-rows.ts';

const saveFailed = (description: string) =>
  showToast({ title: CORPORATE_PRODUCTS.saveFailed, description, variant: 'destructive', durationMs: 8000 });

/**
 * Save: nothing leaves before a company is chosen and every started row is valid (the first cell to fix gets
 * the focus); then all rows in one insert, and the grid starts again from one empty row.
 */
export function useEntrySave(target: EntryCompany, entry: EntryRows) {
  const [addProducts, adding] = useAddCorporateProductsMutation();
  const saving = adding.isLoading;
  const { companyId, company, facts, setError, select } = target;
  const { rows, focusCell, reset } = entry;

  const save = useCallback(async () => {
    if (saving) return;
    if (!companyId) {
      setError(CORPORATE_PRODUCTS.selectCompany);
      refuseEntry(CORPORATE_PRODUCTS.selectCompany);
      select.current?.focus();
      return;
    }
    const plan = planSave(rows);
    if (plan.kind === 'nothing') {
      refuseEntry(CORPORATE_PRODUCTS.atLeastOneRow);
      focusCell(0, 'departmentName');
      return;
    }
    if (plan.kind === 'invalid') {
      refuseEntry(invalidRowsDescription(plan.rowNumbers), 7000);
      focusCell(plan.first.row - 1, plan.first.field);
      return;
    }
    try {
      const outcome = await addProducts({ companyId, rows: plan.products }).unwrap();
      if (outcome.ok && outcome.queued) {
        showToast({ title: OUTBOX_TEXT.savedOffline, description: outcome.queued, variant: 'warning' });
        reset();
      } else if (outcome.ok) {
        showToast({
          title: CORPORATE_PRODUCTS.saved,
          description: productsSavedDescription(outcome.value.count, company?.companyName ?? null),
          variant: 'success',
        });
        reset();
        void facts.refetch();
      } else saveFailed(outcome.message);
    } catch (error) {
      saveFailed(apiErrorOf(error).message);
    }
  }, [saving, companyId, setError, select, rows, focusCell, addProducts, company, reset, facts]);

  return { save, saving };
}
