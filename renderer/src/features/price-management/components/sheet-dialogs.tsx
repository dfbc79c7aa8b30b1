import { ConfirmDialog } from '@/ui/dialog/confirm-dialog.tsx';
import type { ProductSheet } from '../hooks/use-product-sheet.ts';
import { plural, type useSheetImport } from '../hooks/use-sheet-import.ts';
import type { SheetSave } from '../hooks/use-sheet-save.ts';
import { ConflictDialog } from './conflict-dialog.tsx';
import { PriceCheckDialog } from './price-check-dialog.tsx';
import { RejectedCellsDialog } from './rejected-cells-dialog.tsx';

/** The sheet's dialogs: the price check before a save, conflicts, unused cells, discard, and leaving unsaved. */
export function SheetDialogs(props: {
  sheet: ProductSheet;
  saving: SheetSave;
  imports: ReturnType<typeof useSheetImport>;
  showProduct: (id: string) => void;
  confirmDiscard: boolean;
  onConfirmDiscard: (open: boolean) => void;
  leaving: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  const { sheet, saving } = props;
  const edits = sheet.session.editedCount;
  return (
    <>
      <PriceCheckDialog
        check={saving.check}
        saving={saving.saving}
        onClose={saving.closeCheck}
        onSaveAnyway={saving.saveConfirmed}
        onHideZeroAndSave={saving.hideZeroAndSave}
        onShowProduct={(id) => {
          saving.closeCheck();
          props.showProduct(id);
        }}
      />
      <ConflictDialog
        key={saving.conflicts?.round ?? 0}
        sheet={sheet}
        conflicts={saving.conflicts?.list ?? null}
        onClose={saving.closeConflicts}
        onResolvedSave={() => {
          saving.closeConflicts();
          saving.save();
        }}
      />
      <RejectedCellsDialog report={props.imports.report} onClose={props.imports.closeReport} />
      <ConfirmDialog
        open={props.confirmDiscard}
        onOpenChange={props.onConfirmDiscard}
        title="Discard unsaved changes?"
        description={`${plural(edits, 'product')} go back to the saved price and visibility. This cannot be undone.`}
        confirmLabel="Discard changes"
        destructive
        onConfirm={() => sheet.discardAll()}
      />
      <ConfirmDialog
        open={props.leaving}
        onOpenChange={(open) => !open && props.onStay()}
        title="Leave without saving?"
        description={`You have ${plural(edits, 'unsaved change')}. If you leave now they are lost.`}
        confirmLabel="Leave and discard"
        destructive
        onConfirm={props.onLeave}
      />
    </>
  );
}
