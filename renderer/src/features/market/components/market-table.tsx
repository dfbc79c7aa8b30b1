import { useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { formatAmount, formatCount, formatDate } from '@domain/format.ts';
import { paths } from '@domain/paths.ts';
import type { MarketRow } from '@/data/ports/market.ts';
import { rowKey, type MarketSort, type MarketSortKey } from '../model/market-table.ts';
import { ChangeCell, SparkCell } from './market-cells.tsx';

interface Column {
  key: MarketSortKey | null;
  label: string;
  className?: string;
}

// `wide` columns give way on phones (market.css): the class, median, 7-day change and trend stay.
const COLUMNS: readonly Column[] = [
  { key: 'classLabel', label: 'Class' },
  { key: 'centre', label: 'Centre', className: 'market-col--wide' },
  { key: 'median', label: 'Median (₹)', className: 'num' },
  { key: 'low', label: 'Low – High (₹)', className: 'num market-col--wide' },
  { key: 'mills', label: 'Mills', className: 'num market-col--wide' },
  { key: 'change1dPct', label: '1D', className: 'num market-col--wide' },
  { key: 'change7dPct', label: '7D', className: 'num' },
  { key: 'change30dPct', label: '30D', className: 'num market-col--wide' },
  { key: null, label: '30-day trend', className: 'market-col--spark' },
  { key: null, label: 'As of', className: 'market-col--wide' },
];

const KEY_STEPS: Record<string, (at: number, last: number) => number> = {
  ArrowDown: (at, last) => Math.min(last, at + 1),
  ArrowUp: (at) => Math.max(0, at - 1),
  Home: () => 0,
  End: (_at, last) => last,
  PageDown: (at, last) => Math.min(last, at + 10),
  PageUp: (at) => Math.max(0, at - 10),
};

/**
 * The index as a dense terminal table: sortable headers, one focusable row at a time (↑/↓, Home/End,
 * PageUp/PageDown move it; Enter opens the class), the selection kept by key so a refresh does not lose it.
 */
export function MarketTable({
  rows,
  sort,
  onSort,
  selected,
  onSelect,
  onOpen,
}: {
  rows: readonly MarketRow[];
  sort: MarketSort;
  onSort: (key: MarketSortKey) => void;
  selected: string | null;
  onSelect: (key: string) => void;
  onOpen: (row: MarketRow) => void;
}) {
  const body = useRef<HTMLTableSectionElement>(null);
  const at = rows.findIndex((row) => rowKey(row) === selected);
  const focusable = at === -1 ? 0 : at;

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    if (rows.length === 0) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      onOpen(rows[focusable]);
      return;
    }
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(focusable, rows.length - 1);
    onSelect(rowKey(rows[next]));
    const row = body.current?.querySelectorAll<HTMLTableRowElement>('tr[data-row]')[next];
    row?.focus();
    row?.scrollIntoView?.({ block: 'nearest' });
  };

  return (
    <div className="grid-scroll market-grid">
      <table className="grid-table market-table" aria-label="Market index" aria-rowcount={rows.length}>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <SortHeader key={column.label} column={column} sort={sort} onSort={onSort} />
            ))}
          </tr>
        </thead>
        <tbody ref={body} onKeyDown={onKeyDown}>
          {rows.map((row, i) => (
            <MarketTableRow
              key={rowKey(row)}
              row={row}
              selected={rowKey(row) === selected}
              focusable={i === focusable}
              onSelect={onSelect}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SortHeader({
  column,
  sort,
  onSort,
}: {
  column: Column;
  sort: MarketSort;
  onSort: (key: MarketSortKey) => void;
}) {
  const active = column.key !== null && column.key === sort.key;
  const ariaSort = active ? (sort.descending ? 'descending' : 'ascending') : undefined;
  return (
    <th scope="col" className={column.className} aria-sort={ariaSort}>
      {column.key === null ? (
        column.label
      ) : (
        <button type="button" className="market-sort" onClick={() => onSort(column.key!)}>
          {column.label}
          <span aria-hidden="true" className="market-sort__mark">
            {active ? (sort.descending ? '▼' : '▲') : ''}
          </span>
        </button>
      )}
    </th>
  );
}

function MarketTableRow({
  row,
  selected,
  focusable,
  onSelect,
}: {
  row: MarketRow;
  selected: boolean;
  focusable: boolean;
  onSelect: (key: string) => void;
}) {
  const key = rowKey(row);
  const name = `${row.classLabel}, ${row.centre}`;
  return (
    <tr
      data-row
      tabIndex={focusable ? 0 : -1}
      aria-selected={selected}
      onClick={() => onSelect(key)}
      onFocus={() => onSelect(key)}
    >
      <td>
        <Link className="market-table__class" to={paths.marketClass.href(row.classKey, row.centre)} tabIndex={-1}>
          {row.classLabel}
        </Link>
        <small className="market-table__centre-phone">{row.centre}</small>
      </td>
      <td className="market-col--wide">{row.centre}</td>
      <td className="num grid-table__strong">{formatAmount(row.median)}</td>
      <td className="num market-col--wide muted">
        {formatAmount(row.low)} – {formatAmount(row.high)}
      </td>
      <td className="num market-col--wide">{formatCount(row.mills)}</td>
      <td className="num market-col--wide">
        <ChangeCell value={row.change1dPct} label="1 day" />
      </td>
      <td className="num">
        <ChangeCell value={row.change7dPct} label="7 days" />
      </td>
      <td className="num market-col--wide">
        <ChangeCell value={row.change30dPct} label="30 days" />
      </td>
      <td className="market-col--spark">
        <SparkCell values={row.spark} label={name} />
      </td>
      <td className="market-col--wide muted">{formatDate(row.asOf)}</td>
    </tr>
  );
}
