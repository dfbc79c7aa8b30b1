import type { CorporateEnquiry } from '@domain/schemas/corporate-enquiry.ts';

export interface Partner {
  id: string;
  name: string;
  websiteUrl: string | null;
  logoUrl: string;
}

/** The informational pages' data: partners and the corporate-sales form. */
export interface InfoPort {
  /** Partner organisations, ordered by name. */
  listPartners(): Promise<Partner[]>;
  sendCorporateEnquiry(enquiry: CorporateEnquiry): Promise<void>;
}
