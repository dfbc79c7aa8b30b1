import type { ReactNode } from 'react';
import './table.css';

export interface TableColumn<Row> {
  key: string;
  header: ReactNode;
  render: (row: Row) => ReactNode;
  align?: 'start' | 'end';
  /** Extra class for the column's cells (e.g. widths of a stacked phone layout). */
  cellClassName?: string;
}

export interface TableProps<Row> {
  caption: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Shown in place of the rows when there are none. */
  empty: ReactNode;
  /** Extra class on the scrolling region, for a feature's own layout. */
  className?: string;
  /** Extra class of a row (e.g. one that just arrived). */
  rowClassName?: (row: Row) => string | undefined;
}

/** A simple table for light lists; scrolls sideways on narrow screens. */
export function Table<Row>({ caption, columns, rows, rowKey, empty, className, rowClassName }: TableProps<Row>) {
  if (rows.length === 0) return <p className="table-empty">{empty}</p>;
  return (
    <div
      className={['table-scroll', className].filter(Boolean).join(' ')}
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.align === 'end' ? 'table__end' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={rowClassName?.(row)}>
              {columns.map((column) => (
                <td
                  key={column.key}
                  // A text header also labels its cell, for layouts that stack cells on phones.
                  data-label={typeof column.header === 'string' ? column.header : undefined}
                  className={
                    [column.cellClassName, column.align === 'end' && 'table__end'].filter(Boolean).join(' ') ||
                    undefined
                  }
                >
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
