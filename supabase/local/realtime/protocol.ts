/**
 * Phoenix channel frames as Supabase Realtime's serializers read and write them. Protocol 1.0.0:
 * JSON objects; 2.0.0 (realtime-js's default): JSON arrays `[join_ref, ref, topic, event, payload]`
 * plus two binary frames for user broadcasts — kind 3 (client → server, "user broadcast push") and
 * kind 4 (server → client, "user broadcast").
 */

export type Vsn = '1.0.0' | '2.0.0';

export interface Message {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

/** A broadcast as a client pushed it: a JSON payload, or raw bytes from a binary push. */
export interface UserBroadcast {
  event: string;
  encoding: 'json' | 'binary';
  /** The payload's bytes (JSON text for `json`). */
  body: Buffer;
}

export class FrameError extends Error {}

const KIND_USER_BROADCAST_PUSH = 3;
const KIND_USER_BROADCAST = 4;

function asMessage(v: unknown): Message {
  if (Array.isArray(v)) {
    const [joinRef, ref, topic, event, payload] = v as unknown[];
    return check({ joinRef, ref, topic, event, payload });
  }
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return check({ joinRef: o.join_ref, ref: o.ref, topic: o.topic, event: o.event, payload: o.payload });
  }
  throw new FrameError('expected a message');
}

function check(m: Record<string, unknown>): Message {
  const str = (x: unknown) => (x === undefined || x === null ? null : String(x));
  if (typeof m.topic !== 'string' || typeof m.event !== 'string') throw new FrameError('topic and event required');
  const payload = m.payload && typeof m.payload === 'object' ? (m.payload as Record<string, unknown>) : {};
  return { joinRef: str(m.joinRef), ref: str(m.ref), topic: m.topic, event: m.event, payload };
}

/** A text frame (either protocol version: the shape tells). */
export function decodeText(text: string): Message {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new FrameError('invalid JSON');
  }
  return asMessage(parsed);
}

/** A binary frame: only the user broadcast push (kind 3) comes from clients. */
export function decodeBinary(data: Buffer): { message: Message; broadcast: UserBroadcast } {
  if (data.length < 7 || data[0] !== KIND_USER_BROADCAST_PUSH) throw new FrameError('unknown binary frame');
  const sizes = [data[1], data[2], data[3], data[4], data[5]];
  const encoding = data[6] === 0 ? 'binary' : 'json';
  let at = 7;
  const take = (n: number) => {
    if (at + n > data.length) throw new FrameError('truncated binary frame');
    const s = data.subarray(at, at + n).toString('utf8');
    at += n;
    return s;
  };
  const [joinRef, ref, topic, userEvent] = sizes.slice(0, 4).map(take);
  take(sizes[4]); // metadata: not used yet (as in Supabase)
  const body = data.subarray(at);
  return {
    message: { joinRef: joinRef || null, ref: ref || null, topic, event: 'broadcast', payload: {} },
    broadcast: { event: userEvent, encoding, body },
  };
}

/** A push or reply as a text frame of the connection's protocol version. */
export function encode(vsn: Vsn, m: Message): string {
  if (vsn === '1.0.0') {
    return JSON.stringify({ join_ref: m.joinRef, ref: m.ref, topic: m.topic, event: m.event, payload: m.payload });
  }
  return JSON.stringify([m.joinRef, m.ref, m.topic, m.event, m.payload]);
}

/**
 * A push whose payload is already JSON text (built once, sent to many channels): `[null, null,
 * topic, event, <payload>]` without parsing it again.
 */
export function encodeRaw(vsn: Vsn, topic: string, event: string, payloadJson: string): string {
  if (vsn === '1.0.0') {
    return `{"join_ref":null,"ref":null,"topic":${JSON.stringify(topic)},"event":${JSON.stringify(event)},"payload":${payloadJson}}`;
  }
  return `[null,null,${JSON.stringify(topic)},${JSON.stringify(event)},${payloadJson}]`;
}

/** A user broadcast with a binary payload for a 2.0.0 client (kind 4; realtime-js decodes it to `{type, event, payload, meta}`). */
export function encodeUserBroadcast(topic: string, event: string, body: Buffer, meta: object | null): Buffer {
  const t = Buffer.from(topic, 'utf8');
  const e = Buffer.from(event, 'utf8');
  const m = meta ? Buffer.from(JSON.stringify(meta), 'utf8') : Buffer.alloc(0);
  if (t.length > 255 || e.length > 255 || m.length > 255) throw new FrameError('topic, event or metadata too long');
  const head = Buffer.from([KIND_USER_BROADCAST, t.length, e.length, m.length, 0]);
  return Buffer.concat([head, t, e, m, body]);
}
