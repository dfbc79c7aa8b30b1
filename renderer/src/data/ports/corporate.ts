/** A corporate member company as the list and its page show it. */
export interface CompanySummary {
  id: string;
  companyName: string;
  logoUrl: string | null;
  websiteUrl: string | null;
  address: string | null;
  companyHeadName: string | null;
  companyHeadDesignation: string | null;
}

export interface CompanyDetails extends CompanySummary {
  bannerImageUrl: string | null;
  brochurePdfUrl: string | null;
  brochurePdfName: string | null;
  brochureThumbnailUrl: string | null;
  marketingTeamInfo: string | null;
  dealerUserIds: string[];
}

/** An executive or dealer of a company (logged-in users only; RLS). */
export interface CompanyContact {
  id: string;
  memberName: string;
  businessName: string | null;
  email: string | null;
  countryCode: string | null;
  mobileNumber: string | null;
  district: string | null;
  state: string | null;
}

/** A revealed product of a company. */
export interface CorporateProduct {
  id: string;
  departmentName: string;
  fibreType: string;
  specificType: string | null;
  lustre: string | null;
  twistIntermingling: string | null;
  blendRatio: string | null;
  denierCount: number | null;
  filamentCount: number | null;
  numberOfPlys: number;
  grade: string | null;
  basicPrice: number | null;
  updatedAt: string;
}

export interface PlacedBid {
  id: string;
  bidDisplayId: string;
  bidPrice: number;
  bidQuantity: number;
}

export interface BidRequest {
  productId: string;
  price: number;
  quantity: number;
}

/** Corporate members, their pages and bids on their products. */
export interface CorporatePort {
  /** Every company, ordered by name. */
  listCompanies(): Promise<CompanySummary[]>;
  /** One company, or null when there is none with this id. */
  getCompany(companyId: string): Promise<CompanyDetails | null>;
  /** The company's executives and dealers; empty for visitors. */
  getContacts(company: { id: string; dealerUserIds: string[] }): Promise<{
    executives: CompanyContact[];
    dealers: CompanyContact[];
  }>;
  /** Revealed products, by department then newest update first. */
  listProducts(companyId: string): Promise<CorporateProduct[]>;
  /** Spends one credit and records the bid in one transaction (place_corporate_bid). */
  placeBid(request: BidRequest): Promise<PlacedBid>;
  /** Tells the company's executives of the bid (bid-submission); throws when that fails. */
  notifyBid(bidId: string): Promise<void>;
}
