import type { BenchmarkProduct } from '@domain/bid-matrix.ts';
import type { FabricRequestRow, LinkedSourcingRow } from '@domain/fabric-rfq.ts';
import type {
  ApprovedVendor,
  BidRound,
  CatalogCategory,
  DepartmentRfq,
  FabricSpec,
  MemberMatch,
  MyVendorBid,
  PublicEnquiry,
  RfqBid,
  RoundStanding,
  VendorRfq,
  WithMainCategory,
} from '@domain/schemas/sourcing.ts';
import type { AttachmentType, BidVisibility, Currency, UnitType } from '@domain/sourcing.ts';
import type { BidRules } from '@domain/sourcing-auction.ts';
import type { Outcome } from '../outcome.ts';

export type {
  ApprovedVendor,
  BenchmarkProduct,
  BidRound,
  CatalogCategory,
  DepartmentRfq,
  FabricSpec,
  MemberMatch,
  MyVendorBid,
  PublicEnquiry,
  RfqBid,
  RoundStanding,
  VendorRfq,
  WithMainCategory,
};

/** A company department: whose dashboard, which department id. */
export interface DepartmentScope {
  companyId: string;
  department: string;
}

export interface NewVendor extends DepartmentScope {
  departmentName: string;
  vendorUserId: string;
}

export interface NewCategory extends DepartmentScope {
  name: string;
  parentId: string | null;
  unitType: UnitType | null;
}

export interface NewRfq extends DepartmentScope {
  userId: string;
  itemCategoryId: string;
  quantity: string;
  quantityUnit: string | null;
  description: string | null;
  attachmentUrl: string | null;
  attachmentType: AttachmentType;
}

export interface BiddingParameters {
  targetPrice: number | null;
  currency: Currency;
  freightTerms: string;
  paymentTerms: string;
  targetDeliveryDays: number | null;
  antiSnipingMinutes: number;
}

export interface RoundRequest {
  rfqId: string;
  /** private or open on the first round; null keeps the RFQ's current visibility. */
  visibility: BidVisibility | null;
  closesAt: string | null;
  sealed: boolean;
  /** The round's reverse-auction settings: minimum step and bids per vendor. */
  rules: BidRules;
}

export interface NewBid {
  rfqId: string;
  vendorUserId: string;
  roundId: string;
  roundNumber: number;
  quotedPrice: number;
  deliveryTimeDays: number;
  moq: string | null;
  vendorNotes: string | null;
}

/** Why a vendor was not added: already one of the department's vendors, or not the caller's company. */
type VendorRefusal = 'duplicate' | 'forbidden';
/** A rule of the RFQ said no (closed, sealed, not the caller's); the message says which. */
export type RfqRefusal = 'refused' | 'forbidden';
/**
 * Why a bid was not stored, with the server's words: the round closed (the spec's message), it does not
 * improve on the vendor's current quote by the round's step, the vendor has no bids left in the round, the
 * price is not a number, or the caller may not bid here.
 */
export type BidRefusal = 'round-closed' | 'not-lower' | 'limit' | 'invalid' | 'forbidden';

/** Why a withdrawal was refused: a rule of the round (not the current quote, round closed, already withdrawn), or not the caller's bid. */
type WithdrawalRefusal = 'refused' | 'forbidden';

/** What changed, as a hint to refetch: live updates of RFQs, rounds and bids. */
export type SourcingChange = 'rfq' | 'round' | 'bid';

/**
 * Sourcing: a company department's vendors, catalog, RFQs, rounds and award (the dashboard); the public
 * buyer enquiries; the vendor's RFQs and bids.
 */
export interface SourcingPort {
  /** The department's approved vendors, newest first. */
  listVendors(scope: DepartmentScope): Promise<ApprovedVendor[]>;
  /** Members by e-mail, business or member name (≥ 3 characters; at most 10). */
  searchMembers(term: string): Promise<MemberMatch[]>;
  addVendor(vendor: NewVendor): Promise<Outcome<void, VendorRefusal>>;
  removeVendor(registrationId: string): Promise<void>;

  /** The department's catalog (up to three levels), by name. */
  listCategories(scope: DepartmentScope): Promise<CatalogCategory[]>;
  /**
   * Adds a category; refused when it would nest a fourth level. On the desktop offline the category is kept
   * on this computer (it shows in the catalog at once, with its final id) and `queued` says it will be added
   * when the connection returns.
   */
  addCategory(category: NewCategory): Promise<Outcome<CatalogCategory, 'refused'> & { queued?: string }>;

  /**
   * Raises an RFQ (bidding pending); refused when the item is not in the department's catalog. On the desktop
   * offline an RFQ without an attachment is kept on this computer as a draft (it shows in the overview at once,
   * with its final id and no number yet) and `queued` says it will be raised when the connection returns; one
   * with an attachment needs a connection.
   */
  createRfq(
    rfq: NewRfq,
  ): Promise<Outcome<{ id: string; requestNumber: string }, 'not-in-catalog'> & { queued?: string }>;
  /** The department's RFQs with rounds and bid figures (sourcing_overview), newest first. */
  overview(scope: DepartmentScope): Promise<DepartmentRfq[]>;
  /** An RFQ's bids the caller may see (a sealed round's only once it closed), by round then time. */
  rfqBids(rfqId: string): Promise<RfqBid[]>;
  /** A fabric RFQ's full specification, or null when the caller may not read it. */
  fabricSpec(fabricRequestId: string): Promise<FabricSpec | null>;
  /** The company's products with a price, as benchmarks for the comparison matrix. */
  companyProducts(companyId: string): Promise<BenchmarkProduct[]>;

  saveBiddingParameters(rfqId: string, parameters: BiddingParameters): Promise<Outcome<void, RfqRefusal>>;
  /** Opens round 1 (initiating bidding) or the next round (start_next_bid_round). */
  startRound(request: RoundRequest): Promise<Outcome<BidRound, RfqRefusal>>;
  setRoundStatus(
    roundId: string,
    status: 'open' | 'closed',
    closesAt: string | null,
  ): Promise<Outcome<BidRound, RfqRefusal>>;
  /** Closes the RFQ without an award (irreversible). */
  closeRfq(rfqId: string): Promise<Outcome<void, RfqRefusal>>;
  /** Awards the bid and closes the RFQ (select_sourcing_bid, irreversible). */
  selectBid(bidId: string, rfqId: string): Promise<Outcome<void, RfqRefusal>>;
  /** Tells the round's vendors on WhatsApp (notify-vendors-for-bidding); 'not-delivered' with its message. */
  notifyVendors(roundId: string): Promise<Outcome<{ message: string }, 'not-delivered'>>;
  /** Sends the RFQ's queued vendor alerts now (extensions, award); best effort, never throws. */
  sendAlerts(rfqId: string): Promise<void>;

  /** The fabric RFQ's two rows (§3), linked both ways, in one transaction (create_fabric_rfq): both or neither. */
  createFabricRfq(
    request: FabricRequestRow & { id: string },
    rfq: LinkedSourcingRow,
  ): Promise<{ id: string; requestNumber: string }>;

  /** Open public RFQs (status active, action Buy, bid_status open), newest first, with their main category. */
  openEnquiries(): Promise<WithMainCategory<PublicEnquiry>[]>;
  /** RFQs of the vendor's registrations with bidding on, not their own, with company, item and rounds. */
  vendorRfqs(vendorUserId: string, registrations: readonly DepartmentScope[]): Promise<WithMainCategory<VendorRfq>[]>;
  /** The vendor's own bids with their RFQs, newest first. */
  myBids(vendorUserId: string): Promise<MyVendorBid[]>;
  /** The vendor's rank and field size in the unsealed rounds of these RFQs they bid in. */
  standings(rfqIds: readonly string[]): Promise<RoundStanding[]>;
  submitBid(bid: NewBid): Promise<Outcome<{ id: string }, BidRefusal>>;
  /** Withdraws the vendor's current quote in an open round (withdraw_sourcing_bid); the buyer sees it marked. */
  withdrawBid(bidId: string): Promise<Outcome<{ withdrawnAt: string }, WithdrawalRefusal>>;

  /**
   * Live changes (Realtime postgres_changes on the RFQs, rounds and bids the caller may read): of a company's
   * RFQs for its dashboard, or of a vendor's registrations and bids. Answers the unsubscribe function (async
   * like every gateway method, so the area can load on first use). `onStatus` hears whether the channel is
   * joined, so a page can fall back to refreshing now and then while Realtime is unreachable.
   */
  subscribe(
    scope: { companyId: string } | { vendorUserId: string; companyIds: readonly string[] },
    onChange: (change: SourcingChange) => void,
    onStatus?: (live: boolean) => void,
  ): Promise<() => void>;
}
