/**
 * What a live subscription may ask for, and what it hears: the renderer's data adapters describe each
 * subscription as a LiveSpec; on the web supabase-js joins it, on the desktop main's one Realtime connection
 * does (the spec crosses IPC, so it is checked here: schema public, the tables the pages listen to, filters of
 * the form the adapters write, the database's hint topics).
 */
import { z } from 'zod';

/** The tables pages hear changes of (all in the supabase_realtime publication). */
const LIVE_SPEC_TABLES = [
  'corporate_products',
  'corporate_product_history',
  'customer_bids',
  'sourcing_requests',
  'sourcing_bid_rounds',
  'sourcing_bids',
  'purchase_enquiries',
  'sales_offers',
  'yarnconnect_free',
  'credit_ledger',
  'market_alerts',
  'market_class_refreshes',
] as const;

const uuid = '[0-9a-fA-F-]{36}';
/** `column=eq.<uuid>` or `column=in.(<uuid>,…)`, Realtime's filter syntax as the adapters use it. */
const FILTER = new RegExp(`^[a-z_]{1,60}=(eq\\.${uuid}|in\\.\\(${uuid}(,${uuid}){0,199}\\))$`);
/**
 * The database's broadcast topics of hints: a company's round and RFQ changes (migration 20261126000300, public), a
 * person's role facts (20261129003000, private: joined with the person's session, which RLS lets hear only theirs).
 */
const HINT_TOPIC = new RegExp(`^(sourcing|role)-hints-${uuid}$`);

export const LiveBinding = z.strictObject({
  table: z.enum(LIVE_SPEC_TABLES),
  event: z.enum(['*', 'INSERT', 'UPDATE', 'DELETE']).optional(),
  filter: z.string().max(8000).regex(FILTER).optional(),
});
export type LiveBinding = z.output<typeof LiveBinding>;

export const LiveSpec = z.discriminatedUnion('kind', [
  /** postgres_changes of schema public, one binding per table; `name` only labels the channel. */
  z.strictObject({
    kind: z.literal('changes'),
    name: z.string().max(120),
    bindings: z.array(LiveBinding).min(1).max(8),
  }),
  /** The database's data-less hints on a broadcast topic; `private` joins it as a private channel. */
  z.strictObject({
    kind: z.literal('broadcast'),
    topic: z.string().regex(HINT_TOPIC),
    event: z.literal('hint'),
    private: z.boolean().optional(),
  }),
]);
export type LiveSpec = z.output<typeof LiveSpec>;

const Row = z.record(z.string(), z.unknown());

/** What a subscription hears: a change (with its binding's index) or a broadcast's payload. */
export const LiveEvent = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('change'),
    binding: z.number().int().nonnegative(),
    eventType: z.enum(['INSERT', 'UPDATE', 'DELETE']),
    new: Row,
    old: Row,
  }),
  z.object({ kind: z.literal('broadcast'), payload: Row }),
]);
export type LiveEvent = z.output<typeof LiveEvent>;

/** How many live subscriptions one renderer may hold on main's connection. */
export const LIVE_SUBSCRIPTIONS_PER_RENDERER = 64;

/** The postgres_changes filter of a binding, as supabase-js's channel.on takes it (always schema public). */
export const changesFilter = (b: LiveBinding) => ({
  event: b.event ?? '*',
  schema: 'public',
  table: b.table,
  ...(b.filter ? { filter: b.filter } : {}),
});

/** A Realtime change as its binding's LiveEvent. */
export const changeEvent = (
  binding: number,
  change: { eventType: 'INSERT' | 'UPDATE' | 'DELETE'; new: object; old: object },
): LiveEvent => ({
  kind: 'change',
  binding,
  eventType: change.eventType,
  new: change.new as Record<string, unknown>,
  old: change.old as Record<string, unknown>,
});
