import { useState } from 'react';
import { useLeaveGuard } from '@/hooks/use-leave-guard.ts';
import type { ProductSheet } from './use-product-sheet.ts';
import type { SheetCompany } from './use-sheet-company.ts';

/**
 * Leaving the sheet, or choosing another company, with unsaved edits asks first: staying keeps the edits, leaving
 * discards them. Another company's sheet starts with the filters, selection and focus cleared.
 */
export function useCompanySwitch(company: SheetCompany, sheet: ProductSheet, resetView: () => void) {
  const [pendingCompany, setPendingCompany] = useState<string | null | undefined>(undefined);
  const dirty = sheet.session.editedCount > 0;
  const leave = useLeaveGuard(dirty);

  const choose = (id: string | null) => {
    if (dirty) {
      setPendingCompany(id);
      return;
    }
    company.open(id);
    resetView();
  };
  const stay = () => {
    leave.stay();
    setPendingCompany(undefined);
  };
  const go = () => {
    if (pendingCompany !== undefined) {
      sheet.discardAll();
      const next = pendingCompany;
      setPendingCompany(undefined);
      company.open(next);
    } else leave.leave();
  };

  return { choose, asking: leave.pending !== null || pendingCompany !== undefined, stay, go };
}
