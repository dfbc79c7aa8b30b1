import type { SupabaseClient } from '@supabase/supabase-js';
import type { PostKind } from '@domain/marketplace.ts';
import { GatewayError } from '../gateway.ts';
import type { BoardPage, BoardPost, InterestNotice, MarketplacePort } from '../ports/marketplace.ts';
import { throwIfFailed } from './errors.ts';

const BOARDS = {
  enquiry: {
    rpc: 'search_purchase_enquiries',
    table: 'purchase_enquiries',
    number: 'enquiry_number',
    quantity: 'quantity_required_kgs',
    notify: 'sendPurchaseInterestWhatsapp',
    idField: 'enquiry_id',
  },
  offer: {
    rpc: 'search_sales_offers',
    table: 'sales_offers',
    number: 'offer_number',
    quantity: 'quantity_kgs',
    notify: 'sendSalesInterestNotification',
    idField: 'offer_id',
  },
} as const;

type RawPost = Omit<BoardPost, 'number' | 'quantity' | 'price'> & Record<string, unknown>;

const toBoardPost = (kind: PostKind, raw: RawPost): BoardPost => ({
  ...raw,
  number: raw[BOARDS[kind].number] as string,
  quantity: (raw[BOARDS[kind].quantity] as number | null) ?? null,
  price: kind === 'offer' ? ((raw.price as number | null) ?? null) : null,
});

/** What a function's failed reply says: our functions answer `{ success: false, message }` or `{ error }`. */
async function functionReply(error: { message: string; context?: unknown }): Promise<InterestNotice> {
  const reply = error.context instanceof Response ? error.context : null;
  const body = (await reply?.json().catch(() => null)) as { error?: string; message?: string } | null;
  return { success: false, message: body?.message ?? body?.error ?? error.message };
}

export function createSupabaseMarketplace(client: SupabaseClient, options: { url: string }): MarketplacePort {
  return {
    async boardPage({ kind, term, offset, limit }) {
      const reply = await client.rpc(BOARDS[kind].rpc, { p_term: term || null, p_offset: offset, p_limit: limit });
      throwIfFailed(reply, options.url);
      const page = reply.data as { total: number; rows: RawPost[] };
      return { total: Number(page.total), rows: page.rows.map((row) => toBoardPost(kind, row)) } satisfies BoardPage;
    },

    async expressInterest(kind, postId) {
      const reply = await client.rpc('express_interest', { p_post_type: kind, p_post_id: postId });
      // 42501: not logged in; P0001: the rule's refusal (own post, no credits, post gone), worded by the server.
      if (reply.error?.code === '42501') return { kind: 'not-logged-in', message: reply.error.message };
      if (reply.error?.code === 'P0001') return { kind: 'refused', message: reply.error.message };
      throwIfFailed(reply, options.url);
      return { kind: 'spent', balance: Number((reply.data as { balance: number }).balance) };
    },

    async notifyInterest(kind, postId, userId) {
      const { data, error } = await client.functions.invoke<InterestNotice>(BOARDS[kind].notify, {
        body: { [BOARDS[kind].idField]: postId, interested_user_id: userId },
      });
      if (error) {
        if (error.name === 'FunctionsFetchError') throw new GatewayError(error.message, 'unreachable');
        return functionReply(error);
      }
      return { success: data?.success === true, message: data?.message ?? '' };
    },

    async createEnquiry(row) {
      throwIfFailed(await client.from('purchase_enquiries').insert(row), options.url);
    },

    async createOffer(row) {
      throwIfFailed(await client.from('sales_offers').insert(row), options.url);
    },
  };
}
