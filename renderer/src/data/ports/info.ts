import type { Partner } from '@domain/schemas/content.ts';
import type { CorporateEnquiry } from '@domain/schemas/corporate-enquiry.ts';

export type { Partner };

/** The informational pages' data: partners and the corporate-sales form. */
export interface InfoPort {
  /** Partner organisations, ordered by name. */
  listPartners(): Promise<Partner[]>;
  sendCorporateEnquiry(enquiry: CorporateEnquiry): Promise<void>;
}
