import { useCallback, useState } from 'react';
import { PRICE_CHECK, PRICE_MANAGEMENT, updateSuccessfulDescription } from '@domain/price-management.ts';
import type { ProductConflict, SaveOutcome } from '@/data/ports/price-management.ts';
import { showToast } from '@/ui/toast/toast-store.ts';
import { usePriceCheckQuery } from '../api.ts';
import { checkChanges, checkListOf, type PriceCheckList } from '../model/price-check.ts';
import { describeProduct } from '../model/sheet-rows.ts';
import type { ProductSheet } from './use-product-sheet.ts';
import { toastFailure } from '@/ui/toast/failure-toast.ts';

const NO_CHANGES = { title: PRICE_MANAGEMENT.noChanges, description: PRICE_MANAGEMENT.noChangesDescription };

/** The toast for a save's answer; conflicts and the price check's list go back to the person instead. */
function report(
  outcome: SaveOutcome | null,
  sheet: ProductSheet,
  show: { conflicts: (list: ProductConflict[]) => void; check: (list: PriceCheckList) => void },
): void {
  if (!outcome) {
    showToast(NO_CHANGES);
  } else if (outcome.ok) {
    const departments = [
      ...new Set(outcome.value.rows.map((r) => sheet.products.get(r.id)?.departmentName ?? '').filter(Boolean)),
    ].sort();
    showToast(
      outcome.value.saved === 0
        ? NO_CHANGES
        : {
            title: PRICE_MANAGEMENT.updateSuccessful,
            description: updateSuccessfulDescription(outcome.value.saved, departments),
            variant: 'success',
          },
    );
  } else if (outcome.reason === 'conflict') {
    show.conflicts(outcome.conflicts);
  } else if (outcome.reason === 'unconfirmed') {
    // The company's limit changed since the sheet read it: the server's list, asked the same way.
    show.check(checkListOf(outcome.unconfirmed, sheet.products));
  } else if (outcome.reason === 'queued') {
    showToast({ title: 'Saved offline', description: outcome.message, variant: 'warning' });
  } else {
    const product = outcome.reason === 'zero-price' && outcome.productId && sheet.products.get(outcome.productId);
    const description = product ? `${describeProduct(product)}: ${outcome.message}` : outcome.message;
    showToast({ title: PRICE_MANAGEMENT.updateFailed, description, variant: 'destructive' });
  }
}

/**
 * The sheet's save: every unsaved edit in one call, after the price check. Edits that would reveal a product at
 * ₹0.00 or move a price beyond the company's limit are listed first (`check`); the person goes back, saves
 * anyway (sent confirmed) or, for products at ₹0.00, hides them in the same save. Conflicts with colleagues'
 * changes come back as `conflicts` for the conflict dialog.
 */
export function useSheetSave(sheet: ProductSheet, companyId: string | null) {
  const priceCheck = usePriceCheckQuery(companyId ?? '', { skip: !companyId });
  // The desktop offline cannot read the company's limit: the default one asks meanwhile.
  const maxChangePct = priceCheck.data ?? PRICE_CHECK.defaultMaxChangePct;
  const [saving, setSaving] = useState(false);
  const [conflicts, setConflicts] = useState<{ round: number; list: ProductConflict[] } | null>(null);
  const [check, setCheck] = useState<PriceCheckList | null>(null);

  const send = useCallback(
    async (confirmed: boolean) => {
      if (saving) return;
      setSaving(true);
      // The list is answered: it closes while the call is on its way (its 200 rows leave the page then, not
      // in the same frame as the saved rows and the toast).
      setCheck(null);
      try {
        const outcome = await sheet.save({ confirmed });
        report(outcome, sheet, {
          conflicts: (list) => setConflicts((c) => ({ round: (c?.round ?? 0) + 1, list })),
          check: (list) => {
            setCheck(list);
            void priceCheck.refetch();
          },
        });
      } catch (error) {
        toastFailure(PRICE_MANAGEMENT.updateFailed, error);
      } finally {
        setSaving(false);
      }
    },
    [saving, sheet, priceCheck],
  );

  /** Ctrl+S and the Save button: the price check first, then the one call. */
  const save = useCallback(() => {
    if (saving || !companyId) return;
    const changes = sheet.session.changes();
    if (changes.length === 0) {
      showToast(NO_CHANGES);
      return;
    }
    const rows = checkChanges(changes, sheet.products, maxChangePct);
    if (rows.length > 0) setCheck({ rows, maxChangePct });
    else void send(false);
  }, [saving, companyId, sheet, maxChangePct, send]);

  /** The price check's list confirmed: products at ₹0.00 hidden (one undoable step), then saved confirmed. */
  const hideZeroAndSave = useCallback(() => {
    const zero = check?.rows.filter((r) => r.flag === 'zero-revealed') ?? [];
    sheet.apply(
      'Hide products at ₹0.00',
      zero.map((r) => ({ id: r.id, field: 'visibilityStatus' as const, value: 'Hide' as const })),
    );
    void send(true);
  }, [check, sheet, send]);

  return {
    saving,
    maxChangePct,
    save,
    saveConfirmed: useCallback(() => void send(true), [send]),
    hideZeroAndSave,
    check,
    closeCheck: useCallback(() => setCheck(null), []),
    conflicts,
    closeConflicts: useCallback(() => setConflicts(null), []),
  };
}

export type SheetSave = ReturnType<typeof useSheetSave>;
