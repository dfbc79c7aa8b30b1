/** Mailpit's JSON API (the subset tests and tools use) over a MessageStore. */
import { HttpError, json, type ApiRequest, type Reply } from '../http/types.ts';
import type { Channel, MessageStore, StoredMessage } from './store.ts';

const CHANNELS: Channel[] = ['email', 'sms', 'whatsapp'];

export function channelOf(req: ApiRequest): Channel {
  const c = req.url.searchParams.get('channel') ?? 'email';
  if (!(CHANNELS as string[]).includes(c)) throw new HttpError(400, { error: `unknown channel ${c}` });
  return c as Channel;
}

function size(m: StoredMessage): number {
  return Buffer.byteLength(m.text) + Buffer.byteLength(m.html);
}

function snippet(m: StoredMessage): string {
  const s = m.text.replace(/\s+/g, ' ').trim();
  return s.length > 250 ? `${s.slice(0, 250)}...` : s;
}

function summary(m: StoredMessage) {
  return {
    ID: m.id,
    MessageID: m.messageId,
    Read: m.read,
    From: m.from,
    To: m.to,
    Cc: [],
    Bcc: [],
    ReplyTo: [],
    Subject: m.subject,
    Created: m.created,
    Tags: [],
    Size: size(m),
    Attachments: 0,
    Snippet: snippet(m),
  };
}

function details(m: StoredMessage) {
  return {
    ID: m.id,
    MessageID: m.messageId,
    From: m.from,
    To: m.to,
    Cc: [],
    Bcc: [],
    ReplyTo: [],
    ReturnPath: m.from.Address,
    Subject: m.subject,
    Date: m.created,
    Tags: [],
    Text: m.text,
    HTML: m.html,
    Size: size(m),
    Inline: [],
    Attachments: [],
  };
}

/** Mailpit's search: `to:`, `from:`, `subject:` (quoted values allowed) and plain words, all must match. */
function matchesQuery(m: StoredMessage, query: string): boolean {
  const terms = query.match(/(\w+:)?("[^"]*"|\S+)/g) ?? [];
  return terms.every((term) => {
    const [, field, raw] = /^(?:(\w+):)?(.*)$/.exec(term) as RegExpExecArray;
    const value = raw.replace(/^"|"$/g, '').toLowerCase();
    const has = (s: string) => s.toLowerCase().includes(value);
    switch (field?.toLowerCase()) {
      case 'to':
        return m.to.some((a) => has(a.Address) || has(a.Name));
      case 'from':
        return has(m.from.Address) || has(m.from.Name);
      case 'subject':
        return has(m.subject);
      default:
        return has(m.subject) || has(m.text);
    }
  });
}

function page(req: ApiRequest, store: MessageStore, channel: Channel, matches: StoredMessage[]): Reply {
  const start = Math.max(0, Number(req.url.searchParams.get('start') ?? 0) || 0);
  const limit = Math.max(1, Number(req.url.searchParams.get('limit') ?? 50) || 50);
  const all = store.list(channel);
  const messages = matches.slice(start, start + limit);
  return json(200, {
    total: all.length,
    unread: all.filter((m) => !m.read).length,
    count: messages.length,
    messages_count: matches.length,
    start,
    tags: [],
    messages: messages.map(summary),
  });
}

async function deleteMessages(req: ApiRequest, store: MessageStore): Promise<Reply> {
  const body = await req.json<{ IDs?: unknown }>();
  const ids = Array.isArray(body.IDs) && body.IDs.length > 0 ? body.IDs.map(String) : null;
  await store.delete(channelOf(req), ids);
  return { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: 'ok' };
}

const TEXT_CHANNELS = ['sms', 'whatsapp'];

/** Edge functions' `local` text-message provider posts here: `{ channel, to, text, from? }`. */
async function addTextMessage(req: ApiRequest, store: MessageStore): Promise<Reply> {
  const body = await req.json<Record<string, unknown>>();
  const { channel, to, text, from } = body ?? {};
  const isText = (v: unknown) => typeof v === 'string' && v.length > 0;
  if (!TEXT_CHANNELS.includes(channel as string) || !isText(to) || !isText(text) || (from != null && !isText(from)))
    throw new HttpError(400, { error: 'expected { channel: sms|whatsapp, to, text, from? }' });
  const message = await store.add({
    channel: channel as Channel,
    from: (from as string | undefined) ?? 'LoomConnect',
    to: to as string,
    text: text as string,
  });
  return json(201, { ID: message.id });
}

/** Routes `/api/v1/...`; null when the path is not part of the API. */
export async function handleApi(req: ApiRequest, store: MessageStore): Promise<Reply | null> {
  const { method, path } = req;
  if (path === '/api/v1/messages') {
    if (method === 'GET') return page(req, store, channelOf(req), store.list(channelOf(req)));
    if (method === 'DELETE') return deleteMessages(req, store);
  }
  if (path === '/api/v1/text-messages' && method === 'POST') return addTextMessage(req, store);
  if (path === '/api/v1/search' && method === 'GET') {
    const query = req.url.searchParams.get('query') ?? '';
    const channel = channelOf(req);
    return page(
      req,
      store,
      channel,
      store.list(channel).filter((m) => matchesQuery(m, query)),
    );
  }
  const one = /^\/api\/v1\/message\/([^/]+)$/.exec(path);
  if (one && method === 'GET') {
    const message = one[1] === 'latest' ? store.list(channelOf(req))[0] : store.get(one[1]);
    if (!message) return { status: 404, headers: { 'content-type': 'text/plain' }, body: 'message not found' };
    await store.markRead(message);
    return json(200, details(message));
  }
  return null;
}
