/**
 * 'I'm Interested' notifications (spec §4): the app first calls the express_interest RPC, which spends
 * the credit and records the interest; then one of the two functions sends the poster a WhatsApp message
 * about it. A message is sent only for a recorded interest of the caller, once per interest. Refusals
 * (bad body 400, not logged in 401, someone else or no paid interest 403, unknown post 404) carry
 * `{ success: false, message }` with their status; a message that could not be delivered is a 200 with
 * `{ success: false, message }` (the credit stays spent, §4; the interest may be notified again later).
 *
 * The message carries the interested member's name, business, place and contact (mobile and e-mail)
 * for every member: the poster needs a way to answer the interest the member paid for, and the
 * spec's "no direct call or email" limit of Free Members concerns reaching posters, not being
 * reached. Paid-level members are marked as verified.
 */
import { formatQuantity, formatRupees } from '../domain/format.ts';
import { KG } from '../domain/units.ts';
import { identifyCaller } from '../caller.ts';
import { PurchaseInterestBody, SalesInterestBody } from '../domain/schemas/functions.ts';
import { FunctionError, jsonReply, readBody, serveJson } from '../http.ts';
import { serviceClient } from '../supabase.ts';
import { claim, release, sendWhatsapp, whatsappNumber, yarnSummary, type YarnFields } from './notify.ts';

type PostKind = 'enquiry' | 'offer';

interface Post extends YarnFields {
  id: string;
  user_id: string;
  number: string;
  quantity: number | null;
  price?: number | null;
}

interface Member {
  member_name: string;
  business_name: string;
  email: string;
  country_code: string | null;
  mobile_number: string | null;
  city: string | null;
  district: string | null;
  state: string | null;
  membership_type: string;
}

const YARN_COLUMNS =
  'id, user_id, fibre_type, specific_type, lustre, twist_intermingling, blend_ratio, denier_count, filament_count, number_of_plys, grade';

const KINDS = {
  enquiry: {
    name: 'sendPurchaseInterestWhatsapp',
    idField: 'enquiry_id',
    table: 'purchase_enquiries',
    columns: `${YARN_COLUMNS}, number:enquiry_number, quantity:quantity_required_kgs`,
    label: 'purchase enquiry',
  },
  offer: {
    name: 'sendSalesInterestNotification',
    idField: 'offer_id',
    table: 'sales_offers',
    columns: `${YARN_COLUMNS}, number:offer_number, quantity:quantity_kgs, price`,
    label: 'sales offer',
  },
} as const;

const MEMBER_COLUMNS =
  'member_name, business_name, email, country_code, mobile_number, city, district, state, membership_type';

function refusal(status: number, message: string): FunctionError {
  return new FunctionError(status, message, { success: false, message });
}

/** The text the poster receives. */
function interestMessage(kind: PostKind, post: Post, member: Member): string {
  const place = [member.city ?? member.district, member.state].filter(Boolean).join(', ');
  const contact = [whatsappNumber(member.country_code, member.mobile_number), member.email].filter(Boolean);
  const terms = [
    post.quantity != null ? formatQuantity(post.quantity) : null,
    post.price != null ? `at ${formatRupees(post.price)}/${KG}` : null,
  ];
  const paidLevel = member.membership_type !== 'Free Member';
  return [
    `LoomConnect: a member is interested in your ${KINDS[kind].label} ${post.number}.`,
    `Yarn: ${yarnSummary(post)}${terms.some(Boolean) ? ` (${terms.filter(Boolean).join(' ')})` : ''}`,
    `Interested member: ${member.member_name}, ${member.business_name}${place ? ` (${place})` : ''}`,
    `Contact: ${contact.join(' | ')}`,
    paidLevel ? `${member.membership_type}, verified on LoomConnect.` : null,
    'Please reply to them directly to take this forward.',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The oldest interest of the member in the post not yet notified; 403 when they never paid for one. */
async function pendingInterest(kind: PostKind, postId: string, userId: string): Promise<string | null> {
  const { data, error } = await serviceClient()
    .from('post_interests')
    .select('id, notified_at')
    .eq(KINDS[kind].idField, postId)
    .eq('user_id', userId)
    .order('created_at');
  if (error) throw new Error(`reading interests failed: ${error.message}`);
  if (data.length === 0) throw refusal(403, `Express interest in this ${KINDS[kind].label} first (one credit).`);
  return data.find((i) => i.notified_at === null)?.id ?? null;
}

async function readPost(kind: PostKind, postId: string): Promise<Post> {
  const { data, error } = await serviceClient()
    .from(KINDS[kind].table)
    .select(KINDS[kind].columns)
    .eq('id', postId)
    .maybeSingle();
  if (error) throw new Error(`reading the ${kind} failed: ${error.message}`);
  if (!data) throw refusal(404, `This ${KINDS[kind].label} no longer exists.`);
  return data as unknown as Post;
}

async function readMember(id: string): Promise<Member | null> {
  const { data, error } = await serviceClient()
    .from('yarnconnect_free')
    .select(MEMBER_COLUMNS)
    .eq('id', id)
    .maybeSingle();
  if (error) throw new Error(`reading member ${id} failed: ${error.message}`);
  return data as Member | null;
}

/** The handler of the function for `kind`: body `{ <kind>_id, interested_user_id }`. */
export function interestHandler(kind: PostKind): (req: Request) => Promise<Response> {
  const { name, idField } = KINDS[kind];
  // The bodies the renderer sends, defined once in the domain.
  const Body = kind === 'enquiry' ? PurchaseInterestBody : SalesInterestBody;
  return serveJson(name, async (req) => {
    const body = (await readBody(req, Body)) as Record<string, string>;
    const caller = await identifyCaller(req).catch(() => {
      throw refusal(401, 'You must be logged in.');
    });
    if (caller.kind !== 'user' || caller.user.id !== body.interested_user_id)
      throw refusal(403, 'You can only send your own interest.');

    const postId = body[idField];
    const post = await readPost(kind, postId);
    const interestId = await pendingInterest(kind, postId, caller.user.id);
    if (!interestId) return jsonReply(200, { success: true, message: 'The poster has already been notified.' });

    const [poster, member] = await Promise.all([readMember(post.user_id), readMember(caller.user.id)]);
    if (!member) throw refusal(403, 'Complete your profile before expressing interest.');
    const to = whatsappNumber(poster?.country_code, poster?.mobile_number);
    if (!to) return jsonReply(200, { success: false, message: 'The poster has no mobile number for WhatsApp.' });

    const service = serviceClient();
    if (!(await claim(service, 'post_interests', interestId, 'notified_at')))
      return jsonReply(200, { success: true, message: 'The poster has already been notified.' });
    if (!(await sendWhatsapp(to, interestMessage(kind, post, member)))) {
      await release(service, 'post_interests', interestId, 'notified_at');
      return jsonReply(200, {
        success: false,
        message: 'Could not send the WhatsApp message. Please try again later.',
      });
    }
    return jsonReply(200, { success: true, message: 'Your interest has been shared successfully via WhatsApp.' });
  });
}
