import type { VendorRfq, WithMainCategory } from '@/data/ports/sourcing.ts';

/** An RFQ the vendor may bid on now, with the round that is open. */
export type OpenRfq = WithMainCategory<VendorRfq> & { round: VendorRfq['rounds'][number] };
