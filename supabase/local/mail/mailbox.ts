import path from 'node:path';
import nodemailer from 'nodemailer';
import { json, type ApiRequest, type Mailer, type OutgoingMail, type Reply, type Service } from '../http/types.ts';
import { channelOf, handleApi } from './api.ts';
import { listPage, messagePage } from './pages.ts';
import { MessageStore } from './store.ts';

const DEFAULT_FROM = 'LoomConnect <noreply@loomconnect.local>';

/** The store behind each mailer, so other stack code can record SMS/WhatsApp messages next to the mail. */
const stores = new WeakMap<Mailer, MessageStore>();

/** Records a text message (SMS or WhatsApp) in the stack's local mailbox instead of sending it. */
export async function recordTextMessage(
  mailer: Mailer,
  message: { channel: 'sms' | 'whatsapp'; to: string; text: string; from?: string },
): Promise<void> {
  const store = stores.get(mailer);
  if (!store) throw new Error('this mailer has no local mailbox');
  await store.add({
    channel: message.channel,
    from: message.from ?? 'LoomConnect',
    to: message.to,
    text: message.text,
  });
}

/** A recipient domain that never receives mail (RFC 6761 reserves `.invalid`): refused as an SMTP server would. */
const UNDELIVERABLE = /@[^@>]*\.invalid>?\s*$/i;

/**
 * Edge functions' `local` mail provider posts here: `{ to, subject, text, html?, from? }`, one recipient. The mail
 * is captured (and relayed through SMTP when set up) like the stack's own; an undeliverable recipient is refused.
 */
async function sendFromFunction(req: ApiRequest, mailer: Mailer): Promise<Reply> {
  const body = await req.json<Record<string, unknown>>();
  const { to, subject, text, html, from } = body ?? {};
  const isText = (v: unknown) => typeof v === 'string' && v.length > 0;
  if (!isText(to) || !isText(subject) || !isText(text) || (html != null && typeof html !== 'string')) {
    return json(400, { error: 'expected { to, subject, text, html?, from? }' });
  }
  if ((to as string).includes(',')) return json(400, { error: 'one recipient per message' });
  if (UNDELIVERABLE.test(to as string)) {
    return json(422, { error: `550 5.1.2 Recipient address rejected: ${to as string}: domain does not receive mail` });
  }
  await mailer.send({
    to: to as string,
    subject: subject as string,
    text: text as string,
    html: (html as string | undefined) ?? '',
    from: typeof from === 'string' ? from : undefined,
  });
  return json(202, { queued: true });
}

/**
 * Captures every outgoing e-mail (persisted under `${dataDir}/mail`) and serves it with Mailpit's
 * JSON API and a small web view; with `smtpUrl` set, mail is also delivered through SMTP.
 */
export async function createMailbox(opts: {
  smtpUrl: string | null;
  dataDir: string;
  log: (line: string) => void;
}): Promise<{ mailer: Mailer; service: Service }> {
  const store = await MessageStore.open(path.join(opts.dataDir, 'mail'));
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;

  const mailer: Mailer = {
    async send(mail: OutgoingMail) {
      const from = mail.from ?? DEFAULT_FROM;
      await store.add({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      if (transport) {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
        opts.log(`mail to ${mail.to} sent via SMTP: ${mail.subject}`);
      }
    },
  };
  stores.set(mailer, store);

  const service: Service = {
    async handle(req) {
      if (req.method === 'POST' && req.path === '/api/v1/send') return sendFromFunction(req, mailer);
      const api = await handleApi(req, store);
      if (api) return api;
      if (req.method === 'GET' && req.path === '/') return listPage(channelOf(req), store.list(channelOf(req)));
      const view = /^\/view\/([^/]+)$/.exec(req.path);
      const message = view && store.get(view[1]);
      if (req.method === 'GET' && message) {
        await store.markRead(message);
        return messagePage(message);
      }
      return json(404, { error: 'not found' });
    },
    async close() {
      transport?.close();
    },
  };
  return { mailer, service };
}
