/**
 * The workstation benchmark's baseline (tests/bench/workstation/run.ts): AG Grid, drawn without React as the
 * sheet draws it, rendering 50 000 products generated in the page (no network, no session, no edits), with the
 * price sheet's theme (gridTheme), its columns (PRICE_COLUMNS) and the grid options of price-grid.tsx that cost
 * rendering time (selection column, row classes, floating filters, the rows rendered beyond the view), with AG
 * Grid's own sort, quick filter and header checkbox: what the sheet does instead is what the comparison measures.
 * The columns' valueGetters read the sheet from the grid's context, so the page gives them one shaped like the
 * price sheet's, over the static rows.
 */
import { StrictMode, useEffect, useMemo, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { ColDef, GetRowIdParams, GridApi, RowClassRules } from 'ag-grid-community';
import { COTTON_SPECIFIC_TYPES, GRADES, LUSTRES, POLYESTER_FILAMENT_SPECIFIC_TYPES, TWISTS } from '@domain/yarn.ts';
import type { ManagedProduct, ProductMarket } from '@/data/ports/price-management.ts';
import { PRICE_COLUMNS } from '@/features/price-management/components/price-columns.ts';
import type { SheetMarket } from '@/features/price-management/model/market-figures.ts';
import { createGrid, gridTheme } from '@/lib/ag-grid.ts';
import '@/ui/global.css';
import {
  BLEND_RATIOS,
  DEPARTMENT_BOUNDS,
  DEPARTMENTS,
  FIBRES_BY_DEPARTMENT,
  FILAMENT_COUNTS,
  FILAMENT_DENIERS,
  OTHERS_SPECIFIED,
  SPUN_COUNTS,
} from '../product-mix.ts';

const ROWS = Number(new URLSearchParams(location.search).get('rows') ?? 50_000);

/** mulberry32: a small seeded generator, so every load holds the same rows. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Products mixed like the benchmark company's (product-mix.ts), ordered by id as the sheet reads them. */
function generateRows(count: number): ManagedProduct[] {
  const next = random(11);
  const pick = <T,>(values: readonly T[]) => values[Math.floor(next() * values.length)];
  const hex = () =>
    Math.floor(next() * 0x100000000)
      .toString(16)
      .padStart(8, '0');
  const now = Date.now();
  const rows: ManagedProduct[] = [];
  for (let n = 0; n < count; n++) {
    const share = next() * 100;
    const department = DEPARTMENTS[DEPARTMENT_BOUNDS.findIndex((bound) => share < bound)];
    const fibreType = pick(FIBRES_BY_DEPARTMENT[department]);
    const filament = fibreType === 'Polyester Filament';
    rows.push({
      id: `${hex()}-${hex().slice(0, 4)}-4${hex().slice(0, 3)}-8${hex().slice(0, 3)}-${hex()}${hex().slice(0, 4)}`,
      departmentName: department,
      fibreType,
      specificType:
        fibreType === 'Cotton'
          ? pick(COTTON_SPECIFIC_TYPES)
          : filament
            ? pick(POLYESTER_FILAMENT_SPECIFIC_TYPES)
            : fibreType === 'Others'
              ? pick(OTHERS_SPECIFIED)
              : null,
      lustre: filament ? pick(LUSTRES.filter((l) => l !== 'Others')) : null,
      twistIntermingling: filament ? pick(TWISTS.filter((t) => t !== 'Others')) : null,
      blendRatio: /blend/i.test(fibreType) ? pick(BLEND_RATIOS) : null,
      denierCount: department === 'Filament Yarn' ? pick(FILAMENT_DENIERS) : pick(SPUN_COUNTS),
      filamentCount: department === 'Filament Yarn' ? pick(FILAMENT_COUNTS) : null,
      numberOfPlys: pick([1, 1, 1, 1, 1, 1, 1, 2, 2, 3]),
      grade: pick(GRADES),
      basicPrice: Math.round(8000 + next() * 82000) / 100,
      visibilityStatus: next() < 0.1 ? 'Hide' : 'Reveal',
      updatedAt: new Date(now - Math.floor(next() * 60 * 24 * 60) * 60_000).toISOString(),
      version: 1,
    });
  }
  return rows.sort((a, b) => (a.id < b.id ? -1 : 1));
}

type Field = keyof ManagedProduct;
interface BaselineContext {
  sheet: { value: (id: string, field: Field) => unknown; session: { isEdited: () => boolean }; stale: Set<string> };
  market: SheetMarket;
}

/**
 * The market columns on, with a value in every cell (the sheet's arrive after its first rows): each product's
 * class median within ±20 % of its price, so some cells are marked as outliers.
 */
function staticMarket(rows: ManagedProduct[]): SheetMarket {
  const next = random(29);
  const byProduct = new Map<string, ProductMarket>();
  for (const r of rows) {
    const median = r.basicPrice === null ? null : Math.round(r.basicPrice * (0.8 + next() * 0.4) * 100) / 100;
    byProduct.set(r.id, { productId: r.id, classKey: r.fibreType, classLabel: r.fibreType, median, mills: 5 });
  }
  return { byProduct, typing: null };
}

// The grid options of price-grid.tsx that shape rendering.
const DEFAULT_COLUMN: ColDef<ManagedProduct> = {
  sortable: true,
  resizable: true,
  floatingFilter: true,
  suppressHeaderFilterButton: true,
  wrapHeaderText: true,
  autoHeaderHeight: true,
};
const ROW_CLASSES: RowClassRules<ManagedProduct> = {
  'price-grid__row--edited': (p) => Boolean(p.data && (p.context as BaselineContext).sheet.session.isEdited()),
  'price-grid__row--hidden': (p) =>
    Boolean(p.data && (p.context as BaselineContext).sheet.value(p.data.id, 'visibilityStatus') === 'Hide'),
};
const rowId = (p: GetRowIdParams<ManagedProduct>) => p.data.id;

function Baseline() {
  const rows = useMemo(() => generateRows(ROWS), []);
  const context = useMemo<BaselineContext>(() => {
    const byId = new Map(rows.map((r) => [r.id, r]));
    return {
      sheet: {
        value: (id, field) => byId.get(id)?.[field],
        session: { isEdited: () => false },
        stale: new Set(),
      },
      market: staticMarket(rows),
    };
  }, [rows]);
  const [quickFilter, setQuickFilter] = useState('');
  const host = useRef<HTMLDivElement>(null);
  const grid = useRef<GridApi<ManagedProduct> | null>(null);
  useEffect(() => {
    const api = createGrid<ManagedProduct>(host.current!, {
      theme: gridTheme,
      columnDefs: PRICE_COLUMNS,
      defaultColDef: DEFAULT_COLUMN,
      rowData: rows,
      getRowId: rowId,
      context,
      rowClassRules: ROW_CLASSES,
      readOnlyEdit: true,
      rowSelection: {
        mode: 'multiRow',
        checkboxes: true,
        headerCheckbox: true,
        selectAll: 'filtered',
        enableClickSelection: false,
      },
      selectionColumnDef: { width: 44, pinned: 'left', suppressHeaderMenuButton: true },
      animateRows: false,
      rowBuffer: 4,
      alwaysShowVerticalScroll: true,
    });
    grid.current = api;
    return () => api.destroy();
  }, [rows, context]);
  useEffect(() => grid.current?.setGridOption('quickFilterText', quickFilter), [quickFilter]);
  return (
    <main style={{ padding: 16 }}>
      <input
        type="search"
        className="input"
        aria-label="Filter products"
        value={quickFilter}
        onChange={(e) => setQuickFilter(e.target.value)}
        style={{ marginBottom: 12, width: 320 }}
      />
      {/* The sheet's grid is 100vh - 360 px high beside a 320 px history panel: the same rows and columns show. */}
      <div className="baseline-grid" style={{ height: 'clamp(420px, calc(100vh - 360px), 1100px)', width: 920 }}>
        <div ref={host} style={{ height: '100%' }} />
      </div>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Baseline />
  </StrictMode>,
);
