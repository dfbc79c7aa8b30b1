import type { PostKind } from '@domain/marketplace.ts';
import { paths } from '@domain/paths.ts';

/** Where each board and its posting form live, and the words that differ between them. */
export const BOARD_ROUTES = {
  enquiry: {
    board: paths.purchaseEnquiries.href(),
    post: paths.postPurchaseEnquiry.href(),
    numberHeader: 'Enq. No.',
    postLabel: 'Post Purchase Enquiry',
    mineLabel: 'My Enquiries',
    searchLabel: 'Search enquiries',
    subtitle: 'Buyers looking for yarn. Tap “I’m Interested” to let the buyer know (one messaging credit).',
  },
  offer: {
    board: paths.salesOffers.href(),
    post: paths.postSalesOffer.href(),
    numberHeader: 'Offer No.',
    postLabel: 'Post Sales Offer',
    mineLabel: 'My Offers',
    searchLabel: 'Search offers',
    subtitle: 'Sellers offering yarn. Tap “I’m Interested” to let the seller know (one messaging credit).',
  },
} as const satisfies Record<PostKind, unknown>;

export const SEARCH_PLACEHOLDER = 'Number, fibre, type, grade or company';
