import type { VendorRfq, WithMainCategory } from '@/data/ports/sourcing.ts';

/** An RFQ the vendor may bid on now, with the round that is open. */
export type OpenRfq = WithMainCategory<VendorRfq> & { round: VendorRfq['rounds'][number] };

/** What an RFQ asks for: its catalog item, else the buyer's own words. */
export const itemOf = (r: { customItem: string | null; category: { name: string } | null }) =>
  r.category?.name ?? r.customItem ?? 'Item';
