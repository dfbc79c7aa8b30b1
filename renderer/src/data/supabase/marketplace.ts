import type { AppSupabaseClient as SupabaseClient } from '@/lib/supabase.ts';
import { z } from 'zod';
import type { PostKind } from '@domain/marketplace.ts';
import { BOARD_POSTS } from '@domain/schemas/board-post.ts';
import { rowOf } from '@domain/schemas/entity.ts';
import type { PurchaseInterestBody, SalesInterestBody } from '@domain/schemas/functions.ts';
import { accepted, refused } from '../outcome.ts';
import type { MarketplacePort } from '../ports/marketplace.ts';
import { dataOf, invokeNotification, throwIfFailed } from './errors.ts';
import { changedId, listen } from './live.ts';
import { userMessage } from '@domain/server-errors.ts';

const BOARDS = {
  enquiry: { rpc: 'search_purchase_enquiries', notify: 'sendPurchaseInterestWhatsapp', table: 'purchase_enquiries' },
  offer: { rpc: 'search_sales_offers', notify: 'sendSalesInterestNotification', table: 'sales_offers' },
} as const satisfies Record<PostKind, unknown>;

const interestBody = (kind: PostKind, postId: string, userId: string): PurchaseInterestBody | SalesInterestBody =>
  kind === 'enquiry'
    ? { enquiry_id: postId, interested_user_id: userId }
    : { offer_id: postId, interested_user_id: userId };

/** A new post's columns: the kind only says which board it goes on. */
const withoutKind = <P extends { kind: PostKind }>({ kind: _kind, ...fields }: P) => fields;

export function createSupabaseMarketplace(client: SupabaseClient, options: { url: string }): MarketplacePort {
  return {
    async boardPage({ kind, term, offset, limit }) {
      const reply = await client.rpc(BOARDS[kind].rpc, { p_term: term || undefined, p_offset: offset, p_limit: limit });
      return z.object({ total: z.number(), rows: z.array(BOARD_POSTS[kind]) }).parse(dataOf(reply, options.url));
    },

    async expressInterest(kind, postId) {
      const reply = await client.rpc('express_interest', { p_post_type: kind, p_post_id: postId });
      // 42501: not logged in; P0001: the rule's refusal (own post, no credits, post gone), worded by the server.
      if (reply.error?.code === '42501') return refused('not-logged-in', userMessage(reply.error));
      if (reply.error?.code === 'P0001') return refused('refused', userMessage(reply.error));
      throwIfFailed(reply, options.url);
      return accepted(z.object({ balance: z.number() }).parse(reply.data));
    },

    notifyInterest: (kind, postId, userId) =>
      invokeNotification(client, options.url, BOARDS[kind].notify, interestBody(kind, postId, userId)),

    async createPost(post) {
      const reply =
        post.kind === 'enquiry'
          ? await client.from('purchase_enquiries').insert(rowOf(withoutKind(post)))
          : await client.from('sales_offers').insert(rowOf(withoutKind(post)));
      throwIfFailed(reply, options.url);
    },

    async subscribeBoard(kind, onChange) {
      return listen(client, `board-${kind}`, [{ table: BOARDS[kind].table }], (_b, change) =>
        onChange({ event: change.eventType, id: changedId(change) }),
      );
    },
  };
}
