import { formatQuantityText, formatRupees } from '@domain/format.ts';
import type { OutboxItem } from '@/platform/desktop-bridge.ts';

/** One line for a queued edit: what it changes, in the grid's words. */
export function describeEdit(item: Pick<OutboxItem, 'kind' | 'changes'>): string {
  const c = item.changes;
  const parts: string[] = [];
  if (item.kind === 'product.create')
    parts.push(`New item: ${String(c.fibre_type ?? '')} (${String(c.department_name ?? '')})`);
  if (item.kind === 'catalog.create') return `New catalog item: ${String(c.name ?? '')}`;
  if (item.kind === 'rfq.create')
    return `New RFQ: ${formatQuantityText(String(c.quantity ?? ''), c.quantity_unit ? String(c.quantity_unit) : null)}`;
  if ('basic_price' in c)
    parts.push(`Price ${c.basic_price === null ? 'cleared' : formatRupees(c.basic_price as number)}`);
  if ('visibility_status' in c && item.kind === 'product.update')
    parts.push(`Visibility ${String(c.visibility_status)}`);
  return parts.join(' · ');
}
