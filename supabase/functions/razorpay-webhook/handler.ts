/**
 * razorpay-webhook (verify_jwt = false; Razorpay signs instead): on payment.captured, payment_link.paid
 * or order.paid, upgrades the paying member to Paid Member once per event id (record_membership_payment:
 * credits, membership request marked paid) and mirrors the membership into the auth user's metadata.
 * The member is notes.user_id of the payment, link or order, else the payer's e-mail. A missing or wrong
 * X-Razorpay-Signature is a 400 and changes nothing; other events are acknowledged and ignored.
 */
import { z } from 'zod';
import { syncUserMetadata } from '../_shared/account.ts';
import { FunctionError, jsonReply, serveJson } from '../_shared/http.ts';
import { serviceClient } from '../_shared/supabase.ts';
import { verify, webhookSecret } from './signature.ts';

const UPGRADE_EVENTS = ['payment.captured', 'payment_link.paid', 'order.paid'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Entity {
  id?: string;
  email?: string;
  notes?: Record<string, unknown> | unknown[];
  customer?: { email?: string };
}

interface WebhookEvent {
  event?: string;
  payload?: Record<string, { entity?: Entity }>;
}

/** record_membership_payment's reply (supabase/migrations/*_payment_events.sql). */
const PaymentResult = z.object({
  status: z.enum(['upgraded', 'duplicate', 'no_member']),
  user_id: z.string().nullish(),
  membership_type: z.string().nullish(),
});

/** The member named by the event: a notes.user_id, and the payer's e-mail as a fallback. */
function payer(event: WebhookEvent): { userId: string | null; email: string | null } {
  const entities = Object.values(event.payload ?? {}).flatMap((p) => (p?.entity ? [p.entity] : []));
  const noted = entities.map((e) => (Array.isArray(e.notes) ? undefined : e.notes?.user_id));
  const userId = noted.find((id): id is string => typeof id === 'string' && UUID.test(id)) ?? null;
  const email = entities.map((e) => e.email ?? e.customer?.email).find((m) => typeof m === 'string' && m) ?? null;
  return { userId, email };
}

/** Razorpay's event id header; else the event name and its first entity's id (stable across retries). */
function eventId(req: Request, event: WebhookEvent): string | null {
  const header = req.headers.get('x-razorpay-event-id');
  if (header) return header;
  const entityId = Object.values(event.payload ?? {})[0]?.entity?.id;
  return entityId ? `${event.event}:${entityId}` : null;
}

export default serveJson('razorpay-webhook', async (req) => {
  const raw = await req.text();
  const secret = webhookSecret();
  if (!secret) throw new FunctionError(503, 'RAZORPAY_WEBHOOK_SECRET is not set.');
  const signature = req.headers.get('x-razorpay-signature') ?? '';
  if (!(await verify(raw, signature, secret))) throw new FunctionError(400, 'Invalid webhook signature.');

  let event: WebhookEvent;
  try {
    event = JSON.parse(raw) as WebhookEvent;
  } catch {
    throw new FunctionError(400, 'The webhook body must be JSON.');
  }
  const eventType = event.event ?? '';
  if (!UPGRADE_EVENTS.includes(eventType)) return jsonReply(200, { status: 'ignored' });
  const id = eventId(req, event);
  if (!id) throw new FunctionError(400, 'The event has no id.');

  const { userId, email } = payer(event);
  const service = serviceClient();
  const { data, error } = await service.rpc('record_membership_payment', {
    p_event_id: id,
    p_event_type: eventType,
    p_user_id: userId ?? undefined,
    p_email: email ?? undefined,
  });
  if (error) throw new Error(`record_membership_payment failed: ${error.code} ${error.message}`);
  const result = PaymentResult.parse(data);
  if (result.status === 'no_member') console.error(`razorpay-webhook: no member for event ${id}`);
  // A replay re-syncs the metadata too, in case the first delivery failed after the upgrade.
  if (result.user_id && result.membership_type)
    await syncUserMetadata(service, result.user_id, { membership_type: result.membership_type });
  return jsonReply(200, { status: result.status });
});
