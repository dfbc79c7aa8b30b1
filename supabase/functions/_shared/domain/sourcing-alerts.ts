/**
 * The WhatsApp texts of vendor alerts (issue 13): a round opened, closing within the hour, extended by
 * a late bid (in a sealed round only that the deadline moved, issue 30), the RFQ awarded to the vendor or not. Built from one claimed alert row
 * (claim_sourcing_alerts); never names another vendor or their price.
 */
import { formatDeadline, formatMoney } from './sourcing.ts';
import { formatQuantityText } from './format.ts';

export const ALERT_KINDS = ['round_opened', 'closing_soon', 'extended', 'awarded', 'not_awarded'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export interface AlertFacts {
  kind: AlertKind;
  memberName: string;
  companyName: string;
  requestNumber: string;
  itemName: string;
  quantity: string;
  quantityUnit: string | null;
  departmentName: string;
  currency: string;
  roundNumber: number | null;
  sealed: boolean | null;
  closesAt: string | null;
  awardedPrice: number | null;
  awardedRound: number | null;
  hasWinner: boolean;
}

const WHERE_TO_BID = 'Quote under Submit Bids on LoomConnect.';

export function alertText(a: AlertFacts): string {
  const rfq = `${a.requestNumber} (${a.itemName}, ${formatQuantityText(a.quantity, a.quantityUnit)})`;
  const round = `round ${a.roundNumber ?? ''}`.trim();
  switch (a.kind) {
    case 'round_opened':
      return [
        `LoomConnect: ${a.companyName} invites your bid on ${rfq} — ${a.departmentName}.`,
        `Bidding ${round} is open${a.closesAt ? ` until ${formatDeadline(a.closesAt)}` : ''}.`,
        a.sealed ? 'Sealed round: quotes stay sealed until the round closes.' : null,
        WHERE_TO_BID,
      ]
        .filter(Boolean)
        .join('\n');
    case 'closing_soon':
      return [
        `LoomConnect: ${round} of ${rfq} from ${a.companyName} closes within the hour, at ${formatDeadline(a.closesAt)}.`,
        `Submit or revise your quote now. ${WHERE_TO_BID}`,
      ].join('\n');
    case 'extended':
      return [
        // A sealed round tells nobody that someone bid: its vendors learn only that the deadline moved.
        a.sealed
          ? `LoomConnect: the deadline of ${round} of ${rfq} from ${a.companyName} has moved.`
          : `LoomConnect: a late bid extended ${round} of ${rfq} from ${a.companyName}.`,
        `New deadline: ${formatDeadline(a.closesAt)}. ${WHERE_TO_BID}`,
      ].join('\n');
    case 'awarded':
      return [
        `LoomConnect: ${a.companyName} awarded ${rfq} to you${
          a.awardedPrice !== null
            ? ` at ${formatMoney(a.awardedPrice, a.currency)}${a.awardedRound ? ` (round ${a.awardedRound})` : ''}`
            : ''
        }.`,
        `${a.companyName} will contact you to complete the order.`,
      ].join('\n');
    case 'not_awarded':
      return [
        a.hasWinner
          ? `LoomConnect: ${a.companyName} has awarded ${rfq} to another vendor.`
          : `LoomConnect: ${a.companyName} has closed ${rfq} without an award.`,
        'Thank you for your quote; watch Submit Bids for their next RFQs.',
      ].join('\n');
  }
}
