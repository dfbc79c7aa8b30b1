/**
 * Bid notifications on corporate products: bid-submission tells the company's executives of a new bid
 * (caller: the bidder), bidding-reply tells the bidder their bid was accepted or rejected, with the
 * reason (caller: an executive of the bid's company). Each notification is sent once per bid (claimed on the bid row before sending,
 * released when nothing was delivered, so a retry works); the bid itself is never changed.
 * Refusals and failures reply `{ success: false, error }` with their status.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { identifyCaller } from '../caller.ts';
import { formatDateTime, formatQuantity, formatRupees } from '../domain/format.ts';
import { KG } from '../domain/units.ts';
import { BidNotificationBody } from '../domain/schemas/functions.ts';
import { FunctionError, jsonReply, readBody, serveJson } from '../http.ts';
import { serviceClient } from '../supabase.ts';
import { claim, release, sendWhatsapp, whatsappNumber, yarnSummary, type YarnFields } from './notify.ts';

export interface Bid extends YarnFields {
  id: string;
  bid_display_id: string;
  bid_status: 'Pending' | 'Accepted' | 'Rejected';
  accept_bid_time: string | null;
  accepted_by_executive_name: string | null;
  rejected_at: string | null;
  rejected_by_executive_name: string | null;
  rejection_reason: string | null;
  bidder_user_id: string;
  bidder_name: string;
  bidder_email: string;
  bidder_country_code: string | null;
  bidder_mobile_number: string | null;
  company_name: string;
  department_name: string;
  corporate_company_id: string;
  basic_price: number | null;
  bid_price: number;
  bid_quantity: number;
}

export function failure(status: number, error: string): FunctionError {
  return new FunctionError(status, error, { success: false });
}

/** "₹120.50/kg for 500 kg". */
function bidTerms(bid: Bid): string {
  return `${formatRupees(bid.bid_price)}/${KG} for ${formatQuantity(bid.bid_quantity)}`;
}

export function submissionMessage(bid: Bid): string {
  return [
    `LoomConnect: new bid ${bid.bid_display_id} on a ${bid.company_name} product (${bid.department_name}).`,
    `Yarn: ${yarnSummary(bid)}`,
    `Bid: ${bidTerms(bid)} (basic price ${formatRupees(bid.basic_price)}/${KG})`,
    `Bidder: ${bid.bidder_name} | ${bid.bidder_email}${bid.bidder_mobile_number ? ` | ${whatsappNumber(bid.bidder_country_code, bid.bidder_mobile_number)}` : ''}`,
    'Review and accept it in Bid Management.',
  ].join('\n');
}

export function acceptanceMessage(bid: Bid): string {
  return [
    `LoomConnect: your bid ${bid.bid_display_id} has been accepted by ${bid.company_name}.`,
    `Yarn: ${yarnSummary(bid)}`,
    `Accepted: ${bidTerms(bid)}, by ${bid.accepted_by_executive_name ?? 'the company'} on ${formatDateTime(bid.accept_bid_time)} IST.`,
    `${bid.company_name} will contact you to complete the order.`,
  ].join('\n');
}

export function rejectionMessage(bid: Bid): string {
  return [
    `LoomConnect: your bid ${bid.bid_display_id} was not accepted by ${bid.company_name}.`,
    `Yarn: ${yarnSummary(bid)}`,
    `Your bid: ${bidTerms(bid)} (basic price ${formatRupees(bid.basic_price)}/${KG})`,
    `Reason: ${bid.rejection_reason ?? 'not given'}${bid.rejected_at ? ` (${formatDateTime(bid.rejected_at)} IST)` : ''}`,
    'You are welcome to bid again on the company page.',
  ].join('\n');
}

/** Sends `text` to every number; true when at least one message went out. */
async function sendToAll(numbers: string[], text: string): Promise<boolean> {
  const sent = await Promise.all(numbers.map((to) => sendWhatsapp(to, text)));
  return sent.some(Boolean);
}

type NotifiedColumn = 'submission_notified_at' | 'acceptance_notified_at' | 'rejection_notified_at';

export interface Notification {
  /** The bid's timestamp column that records this notification (it may depend on the bid's status). */
  column: NotifiedColumn | ((bid: Bid) => NotifiedColumn);
  /** Refuses (throws) unless `userId` may send it for `bid`. */
  authorize(service: SupabaseClient, bid: Bid, userId: string): Promise<void>;
  /** The WhatsApp numbers to notify (none is a 200 with success false). */
  recipients(service: SupabaseClient, bid: Bid): Promise<string[]>;
  message(bid: Bid): string;
  sentMessage: string | ((bid: Bid) => string);
}

/** The function for one kind of bid notification: body `{ bid_id }`. */
export function bidNotificationHandler(name: string, n: Notification): (req: Request) => Promise<Response> {
  return serveJson(name, async (req) => {
    const { bid_id } = await readBody(req, BidNotificationBody);
    const caller = await identifyCaller(req).catch(() => {
      throw failure(401, 'You must be logged in.');
    });
    if (caller.kind !== 'user') throw failure(403, 'Bid notifications are sent on behalf of a member.');
    const service = serviceClient();
    const { data, error } = await service.from('customer_bids').select('*').eq('id', bid_id).maybeSingle();
    if (error) throw new Error(`reading bid ${bid_id} failed: ${error.message}`);
    if (!data) throw failure(404, 'Bid not found.');
    const bid = data as Bid;
    await n.authorize(service, bid, caller.user.id);

    const column = typeof n.column === 'function' ? n.column(bid) : n.column;
    const numbers = await n.recipients(service, bid);
    if (numbers.length === 0) return jsonReply(200, { success: false, error: 'Nobody to notify has a mobile number.' });
    if (!(await claim(service, 'customer_bids', bid.id, column)))
      return jsonReply(200, { success: true, message: 'Already notified.' });
    if (!(await sendToAll(numbers, n.message(bid)))) {
      await release(service, 'customer_bids', bid.id, column);
      throw failure(502, 'Could not send the WhatsApp notification. Please try again later.');
    }
    const sent = typeof n.sentMessage === 'function' ? n.sentMessage(bid) : n.sentMessage;
    return jsonReply(200, { success: true, message: sent });
  });
}

/** The WhatsApp numbers of the given members that have a mobile on file. */
export async function numbersOf(service: SupabaseClient, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const { data, error } = await service
    .from('yarnconnect_free')
    .select('country_code, mobile_number')
    .in('id', userIds)
    .not('mobile_number', 'is', null);
  if (error) throw new Error(`reading mobile numbers failed: ${error.message}`);
  return data.map((m) => whatsappNumber(m.country_code, m.mobile_number)).filter((n): n is string => n !== null);
}

/** Ids of the company's corporate executives. */
export async function executivesOf(service: SupabaseClient, companyId: string): Promise<string[]> {
  const { data, error } = await service.from('company_executives').select('user_id').eq('company_id', companyId);
  if (error) throw new Error(`reading the company's executives failed: ${error.message}`);
  return data.map((e) => e.user_id as string);
}
