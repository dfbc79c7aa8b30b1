/**
 * How a published price list (issue 28) is named, linked and shared: its scope and state as the pages show
 * them, its public link, and the WhatsApp message a salesperson forwards, in the trade's words.
 */
import { formatDate, formatDayMonth } from './format.ts';

/** A published list's standing in its company+scope history. */
export type PublishedListState = 'latest' | 'superseded' | 'withdrawn';

export const LIST_STATE_LABEL: Record<PublishedListState, string> = {
  latest: 'Latest',
  superseded: 'Superseded',
  withdrawn: 'Withdrawn',
};

/** Withdrawn wins over superseded: a withdrawn list's link must say so even after a newer edition. */
export function listStateOf(list: { supersededAt: string | null; withdrawnAt: string | null }): PublishedListState {
  if (list.withdrawnAt) return 'withdrawn';
  if (list.supersededAt) return 'superseded';
  return 'latest';
}

/** A null department is the whole company's list. */
export function scopeLabel(department: string | null): string {
  return department ?? 'All departments';
}

/** The public path of a list's link; the origin is the web app's (the desktop's own origin is not shareable). */
export function shareLink(origin: string, shareCode: string): string {
  return `${origin.replace(/\/+$/, '')}/l/${encodeURIComponent(shareCode)}`;
}

export interface ShareMessageInput {
  companyName: string;
  department: string | null;
  /** When it was published (a timestamp) and the last day its prices hold (yyyy-mm-dd). */
  publishedAt: string;
  validUntil: string | null;
  /** The headline changes the server stored with the list, one per line; null or empty: none. */
  headline: string | null;
  link: string;
}

/**
 * '*Sri Ram Mills* price list, 29 Nov 2026 (valid till 6 Dec), GST extra' then the headline lines and the link:
 * WhatsApp shows *…* in bold, and buyers read the first line in the chat list.
 */
export function shareMessage(input: ShareMessageInput): string {
  const scope = input.department ? ` ${input.department}` : '';
  const validity = input.validUntil ? ` (valid till ${formatDayMonth(input.validUntil)})` : '';
  const first = `*${input.companyName.trim()}*${scope} price list, ${formatDate(input.publishedAt).replace(/^0/, '')}${validity}, GST extra`;
  const headline = (input.headline ?? '').trim();
  return [first, ...(headline ? [headline] : []), input.link].join('\n');
}

/** wa.me lets the sender pick the chat; the text must be URL-encoded whole (newlines, ₹, ▲). */
export function whatsAppShareUrl(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}
