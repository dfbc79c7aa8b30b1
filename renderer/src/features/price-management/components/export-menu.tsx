import { Download, FileSpreadsheet, FileText } from 'lucide-react';
import { useDropMenu } from '@/hooks/use-drop-menu.ts';
import { Button } from '@/ui/button.tsx';
import './sheet-menus.css';

export type ExportKind = 'csv' | 'xlsx';

/** Export the sheet as shown (filtered, sorted, edits in place) to a CSV file or an Excel workbook. */
export function ExportMenu({ disabled, onExport }: { disabled: boolean; onExport: (kind: ExportKind) => void }) {
  // A summary cannot be disabled: while the rows load a disabled button stands in for it.
  if (disabled) {
    return (
      <Button size="sm" variant="outline" disabled aria-label="Export" title="Export once the products are in">
        <ExportLabel />
      </Button>
    );
  }
  return <ExportChoices onExport={onExport} />;
}

function ExportLabel() {
  return (
    <>
      <Download size={14} aria-hidden="true" /> <span className="sheet-toolbar__label">Export</span>
    </>
  );
}

function ExportChoices({ onExport }: { onExport: (kind: ExportKind) => void }) {
  const { ref: menuRef, close: closeMenu } = useDropMenu();
  const choose = (kind: ExportKind) => {
    closeMenu();
    onExport(kind);
  };
  return (
    <details ref={menuRef} className="sheet-menu">
      <summary className="btn btn--outline btn--sm" aria-label="Export" title="Export the sheet as shown">
        <ExportLabel />
      </summary>
      <div className="sheet-menu__panel" role="group" aria-label="Export the sheet as shown">
        <button type="button" className="sheet-menu__item sheet-menu__choice" onClick={() => choose('csv')}>
          <FileText size={14} aria-hidden="true" /> CSV file (.csv)
        </button>
        <button type="button" className="sheet-menu__item sheet-menu__choice" onClick={() => choose('xlsx')}>
          <FileSpreadsheet size={14} aria-hidden="true" /> Excel workbook (.xlsx)
        </button>
        <p className="sheet-menu__note">
          The rows and columns as shown, with unsaved edits and each product&apos;s ID.
        </p>
      </div>
    </details>
  );
}
