import { Copy, Trash2 } from 'lucide-react';
import { memo, useState } from 'react';
import { fieldApplies, isBlankRow, PRODUCT_FIELDS, type ProductField } from '@domain/corporate-product-form.ts';
import { formatAmount, formatCount } from '@domain/format.ts';
import { needsSpecification } from '@domain/yarn.ts';
import { Badge } from '@/ui/badge.tsx';
import { headerOf, rowErrors, type EntryRow } from '../model/entry-rows.ts';
import { EntryCardField } from './entry-card-field.tsx';

/** How wide a field is on the card's six-column grid: the lists of long values whole, the counts three to a line. */
const SPAN: Record<ProductField, 'wide' | 'half' | 'third'> = {
  departmentName: 'wide',
  fibreType: 'wide',
  specificType: 'half',
  lustre: 'half',
  twistIntermingling: 'half',
  blendRatio: 'half',
  denierCount: 'third',
  filamentCount: 'third',
  numberOfPlys: 'third',
  grade: 'wide',
  basicPrice: 'half',
  visibilityStatus: 'half',
};

function spanOf(field: ProductField, fibreType: string): string {
  if (field === 'denierCount') return 'counts-start';
  // Others describes its yarn in up to 30 characters: the line's whole width.
  if (field === 'specificType' && needsSpecification(fibreType)) return 'wide';
  return SPAN[field];
}

const PLACEHOLDERS: Partial<Record<ProductField, string>> = { basicPrice: '0.00', blendRatio: 'e.g. 65/35' };

const isRequired = (field: ProductField, fibreType: string) =>
  field === 'departmentName' ||
  field === 'fibreType' ||
  field === 'basicPrice' ||
  (field === 'specificType' && needsSpecification(fibreType));

/** The row in one line, for a glance down the cards: fibre type, specific type and price. */
function summaryOf(row: EntryRow): string {
  const price = /^\d{1,6}(\.\d{1,2})?$/.test(row.basicPrice) ? `₹${formatAmount(row.basicPrice)}` : '';
  return [row.fibreType, row.specificType, price].filter(Boolean).join(' · ');
}

export interface EntryCardProps {
  row: EntryRow;
  index: number;
  /** Show every message of the row, also on fields not yet visited (after Save, or from the list of cells to fix). */
  reveal: boolean;
  disabled: boolean;
  onEdit: (key: string, field: ProductField, value: string) => void;
  onDuplicate: (row: EntryRow) => void;
  onRemove: (row: EntryRow) => void;
}

/**
 * One entry row as a form on a phone: the grid's fields in the grid's order, one column, each with its label and
 * its message under it (@domain's, as the grid's tooltip says it). Fields that do not apply to the fibre type are
 * left out, not greyed: on a phone they would only be scrolled past. A field's message shows once it holds a value,
 * once it has been visited, once the card is left, or once Save was pressed, so a row being typed does not open
 * in red.
 */
export const EntryCard = memo(function EntryCard({
  row,
  index,
  reveal,
  disabled,
  onEdit,
  onDuplicate,
  onRemove,
}: EntryCardProps) {
  const [visited, setVisited] = useState<ReadonlySet<ProductField>>(() => new Set());
  // A row that arrives filled (from the grid, a file, a copy) or that the person has left shows all it lacks.
  const [left, setLeft] = useState(() => !isBlankRow(row));
  const errors = rowErrors(row);
  const toFix = Object.keys(errors).length;
  const number = index + 1;
  const titleId = `cp-card-${row.key}`;
  const shown = (field: ProductField) => reveal || left || visited.has(field) || row[field].trim() !== '';
  const commit = (field: ProductField, value: string) => onEdit(row.key, field, value);
  const leave = (field: ProductField) => !visited.has(field) && setVisited(new Set(visited).add(field));

  return (
    <section
      className={toFix > 0 ? 'cp-card cp-card--invalid' : 'cp-card'}
      aria-labelledby={titleId}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null) && !isBlankRow(row)) setLeft(true);
      }}
    >
      <header className="cp-card__head">
        <h3 className="cp-card__title" id={titleId}>
          Row {number}
        </h3>
        {isBlankRow(row) ? (
          <Badge size="sm">Empty</Badge>
        ) : toFix > 0 ? (
          <Badge size="sm" variant="danger">
            {formatCount(toFix)} to fix
          </Badge>
        ) : (
          <Badge size="sm" variant="success">
            Ready
          </Badge>
        )}
        <span className="cp-card__actions">
          <button
            type="button"
            className="icon-button cp-card__action"
            aria-label={`Duplicate row ${number}`}
            disabled={disabled}
            onClick={() => onDuplicate(row)}
          >
            <Copy size={16} aria-hidden="true" />
          </button>
          <button
            type="button"
            className="icon-button icon-button--danger cp-card__action"
            aria-label={`Remove row ${number}`}
            disabled={disabled}
            onClick={() => onRemove(row)}
          >
            <Trash2 size={16} aria-hidden="true" />
          </button>
        </span>
        {summaryOf(row) && <p className="cp-card__summary">{summaryOf(row)}</p>}
      </header>
      <div className="cp-card__fields">
        {PRODUCT_FIELDS.filter((field) => fieldApplies(field, row.fibreType)).map((field) => (
          <EntryCardField
            key={field}
            field={field}
            label={headerOf(field)}
            value={row[field]}
            fibreType={row.fibreType}
            rowIndex={index}
            required={isRequired(field, row.fibreType)}
            error={shown(field) ? errors[field] : undefined}
            hint={
              field === 'fibreType' && !row.fibreType
                ? 'The fields that depend on it appear once it is chosen.'
                : undefined
            }
            placeholder={field === 'specificType' ? 'Describe the yarn' : PLACEHOLDERS[field]}
            disabled={disabled}
            className={`cp-card__field cp-card__field--${spanOf(field, row.fibreType)}`}
            onCommit={commit}
            onLeave={leave}
          />
        ))}
      </div>
    </section>
  );
});
