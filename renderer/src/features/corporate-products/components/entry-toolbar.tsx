import { Copy, FileDown, Plus, Save, Trash2, Upload } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import { PRODUCT_COLUMNS } from '@domain/corporate-product-form.ts';
import { formatCountOf } from '@domain/format.ts';
import type { FullScreen } from '@/hooks/use-full-screen.ts';
import { downloadFile, spreadsheetOf, SPREADSHEET_ACCEPT } from '@/lib/spreadsheet-file.ts';
import { Button } from '@/ui/button.tsx';
import { FullScreenButton } from '@/ui/full-screen-button.tsx';
import '@/ui/desk.css';
import type { EntryRows } from '../hooks/use-entry-rows.ts';
import { toastFailure } from '@/ui/toast/failure-toast.ts';

const TEMPLATE_NAME = 'corporate-products-template.xlsx';

/** An empty spreadsheet with the grid's column names, to fill in and import. */
async function downloadTemplate() {
  try {
    const bytes = await spreadsheetOf(
      'Products',
      PRODUCT_COLUMNS.map((c) => ({ header: c.header, width: Math.max(12, c.header.length + 4) })),
      [],
    );
    downloadFile(bytes, TEMPLATE_NAME);
  } catch (error) {
    toastFailure('Download failed', error);
  }
}

export interface EntryToolbarProps {
  entry: EntryRows;
  /** The grid's tools, or a phone's cards' (each card has its own Duplicate and Remove; no full screen). */
  layout: 'grid' | 'cards';
  /** How many rows have something entered. */
  started: number;
  dirty: boolean;
  saving: boolean;
  fullScreen: FullScreen;
  onImport: (event: ChangeEvent<HTMLInputElement>) => Promise<void>;
  onClear: () => void;
  onSave: () => void;
}

/** The entry's tools: rows (add, duplicate, remove), files (import, template), then clear and save. */
export function EntryToolbar({
  entry,
  layout,
  started,
  dirty,
  saving,
  fullScreen,
  onImport,
  onClear,
  onSave,
}: EntryToolbarProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const { selected, add, duplicate, remove } = entry;
  const grid = layout === 'grid';
  const entered = formatCountOf(started, 'product');
  return (
    <div
      className="cp-toolbar desk-toolbar desk-toolbar--dense workspace__toolbar"
      role="toolbar"
      aria-label="Product entry tools"
    >
      <div className="cp-toolbar__group desk-toolbar__group">
        <Button size="sm" variant="outline" onClick={() => add(1)} disabled={saving}>
          <Plus size={14} aria-hidden="true" /> {grid ? 'Add row' : 'Add product'}
        </Button>
        {grid && (
          <>
            <Button size="sm" variant="outline" onClick={() => add(10)} disabled={saving}>
              Add 10
            </Button>
            <Button size="sm" variant="outline" onClick={() => duplicate()} disabled={saving || selected.length === 0}>
              <Copy size={14} aria-hidden="true" /> Duplicate
            </Button>
            <Button size="sm" variant="outline" onClick={() => remove()} disabled={saving || selected.length === 0}>
              <Trash2 size={14} aria-hidden="true" /> Remove{selected.length ? ` (${selected.length})` : ''}
            </Button>
          </>
        )}
      </div>
      <div className="cp-toolbar__group desk-toolbar__group">
        <Button size="sm" variant="outline" onClick={() => fileInput.current?.click()} disabled={saving}>
          <Upload size={14} aria-hidden="true" /> Import file
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept={SPREADSHEET_ACCEPT}
          hidden
          aria-label="Import products from a spreadsheet (.xlsx) or CSV file"
          onChange={(e) => void onImport(e)}
        />
        {grid && (
          <>
            <Button size="sm" variant="ghost" onClick={() => void downloadTemplate()}>
              <FileDown size={14} aria-hidden="true" /> Template
            </Button>
            <FullScreenButton fullScreen={fullScreen} />
          </>
        )}
      </div>
      <div className="cp-toolbar__save">
        <span
          className={
            saving
              ? 'cp-toolbar__status cp-toolbar__status--saving desk-toolbar__status'
              : 'cp-toolbar__status desk-toolbar__status'
          }
          aria-live="polite"
        >
          {saving ? `Saving ${entered}…` : started === 0 ? 'Nothing entered yet' : `${entered} entered`}
        </span>
        <Button size="sm" variant="ghost" onClick={onClear} disabled={saving || !dirty}>
          Clear
        </Button>
        <Button size="sm" onClick={onSave} loading={saving}>
          <Save size={14} aria-hidden="true" /> Save
          {started ? ` ${entered}` : ''}
        </Button>
      </div>
    </div>
  );
}
