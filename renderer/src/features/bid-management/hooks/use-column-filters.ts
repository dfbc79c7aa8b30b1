import type { GridApi } from 'ag-grid-community';
import { useCallback, useEffect, useState } from 'react';

/** A column's text as its 'contains' filter holds it (the model the desktop's filter row writes). */
type TextFilters = Readonly<Record<string, string>>;

function textFiltersOf(api: GridApi, columns: readonly string[]): TextFilters {
  const model = api.getFilterModel();
  return Object.fromEntries(
    columns.map((c) => [c, String((model[c] as { filter?: unknown } | undefined)?.filter ?? '')]),
  );
}

/**
 * The grid's text column filters as plain values, for controls outside the grid (the phone's filter panel):
 * read from the grid's filter model and kept in step with it, so the desktop's filter row and these controls
 * are one filter, whichever set it.
 */
export function useColumnFilters(api: GridApi | null, columns: readonly string[]) {
  const [values, setValues] = useState<TextFilters>({});

  useEffect(() => {
    if (!api) return undefined;
    const read = () => setValues(textFiltersOf(api, columns));
    read();
    api.addEventListener('filterChanged', read);
    return () => {
      if (!api.isDestroyed()) api.removeEventListener('filterChanged', read);
    };
  }, [api, columns]);

  const set = useCallback(
    (column: string, text: string) => {
      if (!api) return;
      setValues((v) => ({ ...v, [column]: text }));
      // As typed (a space between words survives the round trip through the model); blank removes the filter.
      const model = text.trim() ? { filterType: 'text', type: 'contains', filter: text } : null;
      void api.setColumnFilterModel(column, model).then(() => api.onFilterChanged());
    },
    [api],
  );

  const clear = useCallback(() => {
    if (!api) return;
    const model = { ...api.getFilterModel() };
    for (const c of columns) delete model[c];
    api.setFilterModel(model);
  }, [api, columns]);

  const active = columns.filter((c) => values[c]?.trim()).length;
  return { values, set, clear, active };
}
