import { EntryCards } from './entry-cards.tsx';
import { EntryGrid } from './entry-grid.tsx';
import { EntryToolbar, type EntryToolbarProps } from './entry-toolbar.tsx';

interface EntryWorkspaceProps extends Omit<EntryToolbarProps, 'layout'> {
  /** A phone's width: the rows as cards, one field a line (hooks/use-phone-entry.ts). */
  phone: boolean;
  departments: readonly string[];
  revealed: ReadonlySet<string>;
}

/**
 * The toolbar and the rows: the grid at a desk's width, cards on a phone. Both edit the same rows through the same
 * hook, so a rotated phone keeps what was entered, and Save sends the same insert.
 */
export function EntryWorkspace({
  phone,
  entry,
  departments,
  revealed,
  saving,
  fullScreen,
  ...tools
}: EntryWorkspaceProps) {
  // Full screen is the grid's; a phone's cards scroll with the page under the sticky toolbar.
  const full = fullScreen.on && !phone;
  return (
    <>
      <div
        className={full ? 'cp-workspace workspace--full' : 'cp-workspace'}
        role={full ? 'region' : undefined}
        aria-label={full ? 'Product entries, full screen' : undefined}
      >
        <EntryToolbar
          entry={entry}
          layout={phone ? 'cards' : 'grid'}
          saving={saving}
          fullScreen={fullScreen}
          {...tools}
        />
        {phone ? (
          <EntryCards
            rows={entry.rows}
            departments={departments}
            revealed={revealed}
            onEdit={entry.onEdit}
            onAdd={() => entry.add(1)}
            onDuplicate={(key) => {
              entry.duplicate([key]);
              // The copy goes below the last row: there, ready for its changes.
              setTimeout(() => entry.focusCell(entry.rows.length, 'departmentName'));
            }}
            onRemove={(key) => entry.remove([key])}
            readOnly={saving}
            onWindow={entry.onCardWindow}
          />
        ) : (
          <EntryGrid
            rows={entry.rows}
            departments={departments}
            onEdit={entry.onEdit}
            onPaste={entry.onPaste}
            onSelectionChanged={entry.setSelected}
            onSave={tools.onSave}
            onReady={entry.onGridReady}
            readOnly={saving}
            fill={full}
          />
        )}
      </div>
      <p className="cp-page__keys">
        {phone
          ? 'Empty rows are not saved. A block copied from Excel or Sheets pastes in the grid of a wider window.'
          : "Arrows move · Enter or typing edits · Delete clears · Ctrl+V pastes a block from Excel or Sheets at the focused cell (rows are added as needed) · Ctrl+S saves. Grey cells do not apply to the row's fibre type. Empty rows are not saved."}
      </p>
    </>
  );
}
