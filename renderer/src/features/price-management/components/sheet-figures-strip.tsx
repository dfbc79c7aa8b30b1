import { formatCount } from '@domain/format.ts';
import { KpiStrip, type Kpi } from '@/ui/kpi-strip.tsx';
import type { ProductSheet } from '../hooks/use-product-sheet.ts';
import type { SheetFigures } from '../model/sheet-rows.ts';

/**
 * The sheet's figures: products, revealed, hidden, without a price and unsaved edits ('–' until the first rows).
 * While the sheet loads, 'Products' counts the products read so far, noted as loading, and the rest wait for the
 * whole sheet (a figure of part of it would read as the company's).
 */
export function SheetFiguresStrip({ figures, sheet }: { figures: SheetFigures; sheet: ProductSheet }) {
  const loading = sheet.status === 'loading' && sheet.progress.loaded > 0;
  const shown = sheet.status === 'ready' || (figures.products > 0 && !loading);
  const items: Kpi[] = [
    { label: 'Products', value: formatCount(figures.products) },
    { label: 'Revealed', value: formatCount(figures.revealed), note: 'shown to members' },
    { label: 'Hidden', value: formatCount(figures.hidden) },
    {
      label: 'Without price',
      value: formatCount(figures.withoutPrice),
      noteTone: 'warning',
      note: figures.withoutPrice > 0 ? 'no basic price' : undefined,
    },
    {
      label: 'Unsaved edits',
      value: formatCount(sheet.session.editedCount),
      note: sheet.stale.size > 0 ? `${sheet.stale.size} changed by others` : undefined,
      noteTone: 'warning',
    },
  ];
  const reading: Kpi = { label: 'Products', value: formatCount(sheet.progress.loaded), note: 'loading…' };
  return (
    <KpiStrip
      label="Sheet figures"
      items={items.map((k, i) => (shown ? k : loading && i === 0 ? reading : { label: k.label, value: '–' }))}
    />
  );
}
