import { Plus } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { isBlankRow, type ProductField } from '@domain/corporate-product-form.ts';
import { Button } from '@/ui/button.tsx';
import { ConfirmDialog } from '@/ui/dialog/confirm-dialog.tsx';
import { useCardWindow, type CardWindow } from '../hooks/use-card-window.ts';
import type { EntryRow } from '../model/entry-rows.ts';
import { DEPARTMENT_LIST_ID } from './entry-cells.tsx';
import { EntryCard } from './entry-card.tsx';
import './entry-cards.css';

export interface EntryCardsProps {
  rows: EntryRow[];
  departments: readonly string[];
  /** Rows whose every message shows (EntryCard's `reveal`). */
  revealed: ReadonlySet<string>;
  onEdit: (key: string, field: ProductField, value: string) => void;
  onAdd: () => void;
  onDuplicate: (key: string) => void;
  onRemove: (key: string) => void;
  readOnly: boolean;
  /** How the page reaches a card not in it (a long list keeps only the cards near the screen). */
  onWindow: (cardWindow: CardWindow | null) => void;
}

/**
 * The entry on a phone (hooks/use-phone-entry.ts): the same rows as the grid, each a card with one field a line,
 * and a button under the last to add the next. Removing a row that holds anything asks first. A long list (an
 * imported file) keeps only the cards near the screen in the page (hooks/use-card-window.ts).
 */
export function EntryCards({
  rows,
  departments,
  revealed,
  onEdit,
  onAdd,
  onDuplicate,
  onRemove,
  readOnly,
  onWindow,
}: EntryCardsProps) {
  const { listRef, indexes, padTop, padBottom, measure, cardWindow } = useCardWindow(rows.length);
  useEffect(() => onWindow(cardWindow));
  // Gone (a phone turned into a desk's width), the grid is the one to reach.
  useEffect(() => () => onWindow(null), [onWindow]);
  // The row asked about; kept while the dialog closes, so its title does not lose the number.
  const [removing, setRemoving] = useState<{ key: string; number: number; open: boolean } | null>(null);
  // The cards keep one callback each across renders (they are memoised); the latest rows are read when it runs.
  const latest = useRef({ rows, onDuplicate, onRemove });
  useLayoutEffect(() => {
    latest.current = { rows, onDuplicate, onRemove };
  });
  const duplicate = useCallback((row: EntryRow) => latest.current.onDuplicate(row.key), []);
  const remove = useCallback((row: EntryRow) => {
    if (isBlankRow(row)) latest.current.onRemove(row.key);
    else setRemoving({ key: row.key, number: latest.current.rows.indexOf(row) + 1, open: true });
  }, []);

  return (
    <div className="cp-cards" role="region" aria-label="Product entries">
      <datalist id={DEPARTMENT_LIST_ID}>
        {departments.map((d) => (
          <option key={d} value={d} />
        ))}
      </datalist>
      <ol className="cp-cards__list" ref={listRef} style={{ paddingTop: padTop, paddingBottom: padBottom }}>
        {indexes
          .map((index) => rows[index])
          .map((row, at) => (
            <li
              key={row.key}
              ref={measure}
              data-index={indexes[at]}
              aria-setsize={rows.length}
              aria-posinset={indexes[at] + 1}
            >
              <EntryCard
                row={row}
                index={indexes[at]}
                reveal={revealed.has(row.key)}
                disabled={readOnly}
                onEdit={onEdit}
                onDuplicate={duplicate}
                onRemove={remove}
              />
            </li>
          ))}
      </ol>
      <Button variant="outline" className="cp-cards__add" onClick={onAdd} disabled={readOnly}>
        <Plus size={16} aria-hidden="true" /> Add another product
      </Button>
      <ConfirmDialog
        open={removing?.open ?? false}
        onOpenChange={(open) => !open && setRemoving((r) => r && { ...r, open: false })}
        title={`Remove row ${removing?.number ?? ''}?`}
        description="What is entered in it has not been saved and will be lost."
        confirmLabel="Remove row"
        destructive
        onConfirm={() => {
          if (removing) onRemove(removing.key);
        }}
      />
    </div>
  );
}
