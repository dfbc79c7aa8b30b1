/** Texts and rules of the purchase enquiry and sales offer boards and their 'I'm Interested' flow (trade §2, §5, §8). */

export type PostKind = 'enquiry' | 'offer';

/** Board page sizes the member can choose; the first is the default. */
export const BOARD_PAGE_SIZES = [25, 50] as const;

export const NOT_SHARED = 'Not Shared';

export const INTEREST_LOGIN_REQUIRED = 'You must be logged in to express interest.';

export const ownPostRefusal = (kind: PostKind): string => `You cannot express interest in your own ${kind}.`;

/** Toast titles of the interest flow (§8); the description is the server's message unless given here. */
export const INTEREST_TITLES = {
  authentication: 'Authentication Error',
  denied: 'Action Denied',
  notSent: 'Could Not Send Interest',
  failed: 'Error Sending Interest',
} as const;

export const INTEREST_SENT = {
  title: 'Interest Sent!',
  description: 'Your interest has been shared successfully via WhatsApp.',
} as const;

export const BOARD_TEXTS = {
  enquiry: {
    title: 'Check Purchase Enquiries',
    emptyTitle: 'No Enquiries Found',
    emptyAll: 'No purchase enquiries posted yet.',
    fetchErrorTitle: 'Error Fetching Purchase Enquiries',
    fetchError: (message: string) => `Failed to fetch enquiries: ${message}`,
  },
  offer: {
    title: 'Sales Offers',
    emptyTitle: 'No Offers Found',
    emptyAll: 'No sales offers posted yet.',
    fetchErrorTitle: 'Error Fetching Sales Offers',
    fetchError: (message: string) => `Failed to fetch offers: ${message}`,
  },
} as const;

export const EMPTY_SEARCH_HINT = 'Try a different search term.';
/** Why a member whose trial is over cannot press 'I'm Interested' (the server refuses their credit). */
export const INTEREST_NEEDS_FULL_ACCESS = 'Trial Period Expired: upgrade to Paid Membership to express interest.';

/** Why 'I'm Interested' is unavailable for this post, or null when the member may press it (§5). */
export function interestBlock(kind: PostKind, viewerId: string | null, posterId: string): string | null {
  if (!viewerId) return INTEREST_LOGIN_REQUIRED;
  if (viewerId === posterId) return ownPostRefusal(kind);
  return null;
}

export const POST_CREATED = {
  enquiry: { title: 'Enquiry Posted!', description: 'Your purchase enquiry is now listed.' },
  offer: { title: 'Offer Posted!', description: 'Your sales offer is now listed.' },
} as const;

export const POST_FAILED_TITLE = { enquiry: 'Could Not Post Enquiry', offer: 'Could Not Post Offer' } as const;

export const POST_LOGIN_REQUIRED = 'Please log in to post.';
