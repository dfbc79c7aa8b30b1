import { formatCount } from '@domain/format.ts';
import { KpiStrip, type Kpi } from '@/ui/kpi-strip.tsx';
import type { ProductSheet } from '../hooks/use-product-sheet.ts';
import type { SheetFigures } from '../model/sheet-rows.ts';

/** The sheet's figures: products, revealed, hidden, without a price and unsaved edits ('–' until the first rows). */
export function SheetFiguresStrip({ figures, sheet }: { figures: SheetFigures; sheet: ProductSheet }) {
  const shown = sheet.status === 'ready' || figures.products > 0;
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
  return <KpiStrip label="Sheet figures" items={items.map((k) => (shown ? k : { label: k.label, value: '–' }))} />;
}
