/** Rows as clients insert them where the generated insert type asks for more than a client may send. */
import type { TablesInsert } from '@domain/database.ts';

/**
 * A sourcing bid as a vendor inserts it. company_id is the RFQ's, set by a trigger; the client has no insert
 * privilege on it, though the generated type requires it (NOT NULL, no default), as the renderer's adapter knows.
 */
export const vendorBid = (bid: Omit<TablesInsert<'sourcing_bids'>, 'company_id'>) =>
  bid as TablesInsert<'sourcing_bids'>;
