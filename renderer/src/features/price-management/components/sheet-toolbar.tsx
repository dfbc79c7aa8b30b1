import { Redo2, RefreshCw, Save, Undo2, Upload } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import type { FullScreen } from '@/hooks/use-full-screen.ts';
import { SPREADSHEET_ACCEPT } from '@/lib/spreadsheet-file.ts';
import { Button } from '@/ui/button.tsx';
import { DeskSearch } from '@/ui/desk.tsx';
import { FullScreenButton } from '@/ui/full-screen-button.tsx';
import type { ProductSheet } from '../hooks/use-product-sheet.ts';
import { plural } from '../hooks/use-sheet-import.ts';
import { ColumnsMenu } from './columns-menu.tsx';
import { ExportMenu, type ExportKind } from './export-menu.tsx';
import { PublishButton } from './publish-button.tsx';
import './sheet-toolbar.css';

export interface SheetToolbarProps {
  sheet: ProductSheet;
  quickFilter: string;
  onQuickFilter: (text: string) => void;
  onResetLayout: () => void;
  onImport: (event: ChangeEvent<HTMLInputElement>) => void;
  onExport: (kind: ExportKind) => void;
  onDiscard: () => void;
  onSave: () => void;
  saving: boolean;
  fullScreen: FullScreen;
}

/**
 * The price sheet's toolbar, sticky above the grid: filter, undo and redo, columns, import and export, reload,
 * publishing a price list, full screen, and the unsaved count beside Discard and Save.
 */
export function SheetToolbar(props: SheetToolbarProps) {
  const { sheet, saving } = props;
  const edits = sheet.session;
  const fileInput = useRef<HTMLInputElement>(null);
  const ready = sheet.status === 'ready';
  const dirty = edits.editedCount > 0;
  return (
    <div
      className="sheet-toolbar desk-toolbar desk-toolbar--dense workspace__toolbar"
      role="toolbar"
      aria-label="Price sheet tools"
    >
      <DeskSearch
        label="Filter products"
        value={props.quickFilter}
        onChange={props.onQuickFilter}
        placeholder="Filter products…"
      />
      <div className="sheet-toolbar__group desk-toolbar__group">
        <Button
          size="sm"
          variant="outline"
          onClick={sheet.undo}
          disabled={!edits.canUndo}
          title={edits.nextUndoLabel ? `Undo ${edits.nextUndoLabel} (Ctrl+Z)` : 'Undo (Ctrl+Z)'}
          aria-label="Undo"
        >
          <Undo2 size={14} aria-hidden="true" />
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={sheet.redo}
          disabled={!edits.canRedo}
          title={edits.nextRedoLabel ? `Redo ${edits.nextRedoLabel} (Ctrl+Y)` : 'Redo (Ctrl+Y)'}
          aria-label="Redo"
        >
          <Redo2 size={14} aria-hidden="true" />
        </Button>
      </div>
      <div className="sheet-toolbar__group desk-toolbar__group">
        <ColumnsMenu grid={sheet.grid} onReset={props.onResetLayout} />
        <Button
          size="sm"
          variant="outline"
          onClick={() => fileInput.current?.click()}
          disabled={!ready}
          aria-label="Import"
          title="Import price changes from a spreadsheet or CSV file"
        >
          <Upload size={14} aria-hidden="true" /> <span className="sheet-toolbar__label">Import</span>
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept={SPREADSHEET_ACCEPT}
          hidden
          aria-label="Import price changes from a spreadsheet or CSV file"
          onChange={props.onImport}
        />
        <ExportMenu disabled={!ready} onExport={props.onExport} />
        <Button
          size="sm"
          variant="ghost"
          onClick={() => void sheet.reload()}
          disabled={dirty || sheet.status === 'loading'}
          title={dirty ? 'Save or discard your edits first' : 'Read the products again'}
          aria-label="Reload"
        >
          <RefreshCw size={14} aria-hidden="true" />
        </Button>
      </div>
      <div className="sheet-toolbar__group desk-toolbar__group">
        <PublishButton sheet={sheet} />
        <FullScreenButton fullScreen={props.fullScreen} />
      </div>
      <div className="sheet-toolbar__save">
        <span className="sheet-toolbar__unsaved desk-toolbar__status" aria-live="polite">
          {dirty ? `${plural(edits.editedCount, 'unsaved change')}` : 'All changes saved'}
        </span>
        <Button size="sm" variant="ghost" onClick={props.onDiscard} disabled={!dirty || saving}>
          Discard
        </Button>
        <Button size="sm" onClick={props.onSave} loading={saving} disabled={!ready}>
          <Save size={14} aria-hidden="true" /> Save
          {dirty ? ` (${edits.editedCount.toLocaleString('en-IN')})` : ''}
        </Button>
      </div>
    </div>
  );
}
