import type { GridApi, IHeaderParams } from 'ag-grid-community';
import { useEffect, useRef, useState } from 'react';

type SelectAllState = 'none' | 'some' | 'all' | 'empty';

/**
 * What the header box shows, from the selected rows alone. AG Grid's own header checkbox walks every row that
 * passes the filters twice after each sort, filter or selection (~25 ms for 50 000 rows on a 2-core machine);
 * a selected row is shown exactly when AG Grid gave it a place in the sheet (`displayed`).
 */
function selectAllState(api: GridApi): SelectAllState {
  const shown = api.getDisplayedRowCount();
  if (shown === 0) return 'empty';
  let selectedShown = 0;
  for (const node of api.getSelectedNodes()) if (node.displayed) selectedShown++;
  return selectedShown === 0 ? 'none' : selectedShown === shown ? 'all' : 'some';
}

/** Selects every product the filters show, or clears them when all are selected (AG Grid's 'filtered' select-all). */
function toggleAll(api: GridApi): void {
  if (selectAllState(api) === 'all') api.deselectAll('filtered');
  else api.selectAll('filtered');
}

/**
 * The selection column's header: a select-all box drawn like the rows' boxes (AG Grid's checkbox classes),
 * toggled by a click or by Space on the focused header cell, as AG Grid's own.
 */
export function SelectAllHeader({ api, eGridHeader }: IHeaderParams) {
  const [state, setState] = useState<SelectAllState>(() => selectAllState(api));
  const box = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const update = () => setState(selectAllState(api));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== ' ' || event.target !== eGridHeader) return;
      event.preventDefault();
      toggleAll(api);
    };
    api.addEventListener('selectionChanged', update);
    api.addEventListener('modelUpdated', update);
    eGridHeader.addEventListener('keydown', onKeyDown);
    update();
    return () => {
      if (!api.isDestroyed()) {
        api.removeEventListener('selectionChanged', update);
        api.removeEventListener('modelUpdated', update);
      }
      eGridHeader.removeEventListener('keydown', onKeyDown);
    };
  }, [api, eGridHeader]);

  useEffect(() => {
    if (box.current) box.current.indeterminate = state === 'some';
  }, [state]);

  const look =
    state === 'all' ? ' ag-checked' : state === 'some' ? ' ag-indeterminate' : state === 'empty' ? ' ag-disabled' : '';
  return (
    <div className="ag-checkbox ag-input-field price-grid__select-all">
      <div className={`ag-wrapper ag-input-wrapper ag-checkbox-input-wrapper${look}`}>
        <input
          ref={box}
          type="checkbox"
          className="ag-input-field-input ag-checkbox-input"
          aria-label="Select all shown products"
          tabIndex={-1}
          checked={state === 'all'}
          disabled={state === 'empty'}
          onChange={() => toggleAll(api)}
        />
      </div>
    </div>
  );
}
