import path from 'node:path';
import nodemailer from 'nodemailer';
import { json, type Mailer, type OutgoingMail, type Service } from '../http/types.ts';
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
