import { useState } from 'react';
import { formatDateTime, formatRupees } from '@domain/format.ts';
import { PRICE_MANAGEMENT } from '@domain/price-management.ts';
import type { ProductConflict } from '@/data/ports/price-management.ts';
import { Button } from '@/ui/button.tsx';
import { Dialog } from '@/ui/dialog/dialog.tsx';
import type { ProductSheet } from '../hooks/use-product-sheet.ts';
import { describeProduct } from '../model/sheet-rows.ts';
import './sheet-dialogs.css';

type Choice = 'mine' | 'theirs';

const price = (v: number | null | undefined) => (v === null || v === undefined ? 'no price' : formatRupees(v));

/** One product in conflict: mine beside theirs (or that it was deleted), and the choice between them. */
function ConflictRow({
  sheet,
  conflict,
  choice,
  onChoose,
}: {
  sheet: ProductSheet;
  conflict: ProductConflict;
  choice: Choice | undefined;
  onChoose: (choice: Choice) => void;
}) {
  const product = sheet.products.get(conflict.id);
  const mine = {
    price: sheet.value(conflict.id, 'basicPrice'),
    visibility: sheet.value(conflict.id, 'visibilityStatus'),
  };
  const theirs = conflict.theirs;
  return (
    <tr>
      <th scope="row">
        {product ? describeProduct(product) : conflict.id}
        {product && <span className="conflicts__dept">{product.departmentName}</span>}
      </th>
      <td data-label="Yours">
        {price(mine.price)} · {mine.visibility}
      </td>
      <td data-label="Theirs">
        {theirs ? (
          <>
            {price(theirs.basicPrice)} · {theirs.visibilityStatus}
            <span className="conflicts__who">
              {theirs.changedByName ?? 'Someone'}, {formatDateTime(theirs.updatedAt)}
            </span>
          </>
        ) : (
          <span className="conflicts__deleted">Deleted</span>
        )}
      </td>
      <td>
        <div
          className="conflicts__choice"
          role="radiogroup"
          aria-label={`Choice for ${product ? describeProduct(product) : conflict.id}`}
        >
          {theirs && (
            <button type="button" role="radio" aria-checked={choice === 'mine'} onClick={() => onChoose('mine')}>
              Keep mine
            </button>
          )}
          <button type="button" role="radio" aria-checked={choice === 'theirs'} onClick={() => onChoose('theirs')}>
            {theirs ? 'Take theirs' : 'Drop my edit'}
          </button>
        </div>
      </td>
    </tr>
  );
}

/**
 * Products someone else changed since the sheet read them (the save wrote nothing): per product my value
 * beside theirs and who changed it, and the choice to keep mine (saved over theirs on purpose) or take
 * theirs. Nothing is overwritten without that choice.
 */
export function ConflictDialog({
  sheet,
  conflicts,
  onClose,
  onResolvedSave,
}: {
  sheet: ProductSheet;
  conflicts: ProductConflict[] | null;
  onClose: () => void;
  /** Saves again once every conflict has a choice. */
  onResolvedSave: () => void;
}) {
  // The page mounts a new dialog for each save's conflicts (its key), so choices start empty.
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const list = conflicts ?? [];
  const all = (choice: Choice) => setChoices(Object.fromEntries(list.map((c) => [c.id, choice])));
  const decided = list.every((c) => choices[c.id]);

  const resolve = () => {
    for (const conflict of list) sheet.resolve(conflict, choices[conflict.id]);
    onResolvedSave();
  };

  return (
    <Dialog
      open={conflicts !== null}
      onOpenChange={(open) => !open && onClose()}
      title={PRICE_MANAGEMENT.conflictTitle}
      description={`${list.length === 1 ? 'This product was' : `These ${list.length} products were`} changed by someone else after you loaded the sheet, so nothing was saved. Choose for each: keep your change (it replaces theirs) or take theirs.`}
      className="dialog--wide"
    >
      <div className="conflicts">
        <table className="conflicts__table">
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Yours</th>
              <th scope="col">Theirs</th>
              <th scope="col">Choice</th>
            </tr>
          </thead>
          <tbody>
            {list.map((conflict) => (
              <ConflictRow
                key={conflict.id}
                sheet={sheet}
                conflict={conflict}
                choice={choices[conflict.id]}
                onChoose={(choice) => setChoices((c) => ({ ...c, [conflict.id]: choice }))}
              />
            ))}
          </tbody>
        </table>
      </div>
      <div className="dialog__actions conflicts__actions">
        <Button variant="ghost" size="sm" onClick={() => all('theirs')}>
          Take all theirs
        </Button>
        <Button variant="ghost" size="sm" onClick={() => all('mine')} disabled={list.every((c) => !c.theirs)}>
          Keep all mine
        </Button>
        <span className="conflicts__spacer" />
        <Button variant="outline" onClick={onClose}>
          Decide later
        </Button>
        <Button onClick={resolve} disabled={!decided}>
          Apply and save
        </Button>
      </div>
    </Dialog>
  );
}
