import type { PostKind } from '@domain/marketplace.ts';
import type { EnquiryRow, OfferRow } from '@domain/schemas/post.ts';

/** A row of either board (purchase_enquiries or sales_offers), with the number and quantity under one name. */
export interface BoardPost {
  id: string;
  number: string;
  user_id: string;
  fibre_type: string;
  specific_type: string | null;
  lustre: string | null;
  twist_intermingling: string | null;
  blend_ratio: string | null;
  denier_count: number | null;
  filament_count: number | null;
  number_of_plys: number | null;
  grade: string | null;
  quantity: number | null;
  /** Offers only. */
  price: number | null;
  preferred_company: string | null;
  created_at: string;
  updated_at: string;
}

export interface BoardPage {
  total: number;
  rows: BoardPost[];
}

export interface BoardQuery {
  kind: PostKind;
  term: string;
  offset: number;
  limit: number;
}

/** The outcome of the express_interest RPC: refusals are results the UI words, not failures. */
export type InterestOutcome =
  | { kind: 'spent'; balance: number }
  | { kind: 'not-logged-in'; message: string }
  | { kind: 'refused'; message: string };

/** The notification function's reply (`sendPurchaseInterestWhatsapp` / `sendSalesInterestNotification`). */
export interface InterestNotice {
  success: boolean;
  message: string;
}

/** The purchase enquiry and sales offer boards. Failures throw GatewayError with the server's message. */
export interface MarketplacePort {
  /** One page of a board, newest first, with the exact total (server paging and search). */
  boardPage(query: BoardQuery): Promise<BoardPage>;
  /** Spends one credit and records the interest (one transaction on the server). */
  expressInterest(kind: PostKind, postId: string): Promise<InterestOutcome>;
  /** Sends the poster the WhatsApp message about the caller's recorded interest. */
  notifyInterest(kind: PostKind, postId: string, userId: string): Promise<InterestNotice>;
  createEnquiry(row: EnquiryRow): Promise<void>;
  createOffer(row: OfferRow): Promise<void>;
}
