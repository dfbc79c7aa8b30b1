import type { CompanyDetails, CompanySummary } from '@domain/schemas/company.ts';
import type { PublicProduct } from '@domain/schemas/corporate-product.ts';
import type { PlacedBid } from '@domain/schemas/customer-bid.ts';
import type { MemberCard } from '@domain/schemas/member.ts';
import type { ProductPriceTrend } from '@domain/schemas/product-history.ts';
import type { Outcome } from '../outcome.ts';

export type { CompanyDetails, CompanySummary, MemberCard, PlacedBid, ProductPriceTrend, PublicProduct };

export interface BidRequest {
  productId: string;
  price: number;
  quantity: number;
}

export interface CompanyContacts {
  executives: MemberCard[];
  dealers: MemberCard[];
}

/** Why a bid was not placed (the server words it): not this caller (signed out, own company), or the bid itself. */
export type BidRefusal = 'forbidden' | 'refused';

/** Corporate members, their pages and bids on their products. */
export interface CorporatePort {
  /** Every company, ordered by name. */
  listCompanies(): Promise<CompanySummary[]>;
  /** One company, or null when there is none with this id. */
  getCompany(companyId: string): Promise<CompanyDetails | null>;
  /** The company's executives and dealers; empty for visitors. */
  getContacts(company: { id: string; dealerUserIds: string[] }): Promise<CompanyContacts>;
  /** Revealed products, by department then newest update first. */
  listProducts(companyId: string): Promise<PublicProduct[]>;
  /** The revealed products' basic price over the last `days` days (product_price_trends), for the trend beside each. */
  priceTrends(companyId: string, days: number): Promise<ProductPriceTrend[]>;
  /** Spends one credit and records the bid in one transaction (place_corporate_bid). */
  placeBid(request: BidRequest): Promise<Outcome<PlacedBid, BidRefusal>>;
  /** Tells the company's executives of the bid (bid-submission); 'not-delivered' with the function's message. */
  notifyBid(bidId: string): Promise<Outcome<void, 'not-delivered'>>;
}
