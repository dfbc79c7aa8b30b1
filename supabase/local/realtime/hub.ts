/**
 * Who listens where: the joined channels of every topic (public and private topics are separate
 * namespaces, as on Supabase), their presence, and broadcast fan-out to them.
 */
import { randomBytes } from 'node:crypto';
import { encodeRaw, encodeUserBroadcast } from './protocol.ts';
import type { Channel } from './channel.ts';

type Meta = Record<string, unknown> & { phx_ref: string };
type PresenceMap = Record<string, { metas: Meta[] }>;

/** A broadcast ready to send: its JSON payload text, or bytes for 2.0.0 clients. */
export interface OutgoingBroadcast {
  event: string;
  /** `{"type":"broadcast","event":…,"payload":…[, "meta":…]}` for JSON payloads. */
  json: string | null;
  binary: { body: Buffer; meta: object | null } | null;
}

const topicKey = (privateTopic: boolean, subTopic: string) => `${privateTopic ? 'private' : 'public'}:${subTopic}`;

const phxRef = () => randomBytes(8).toString('base64');

export class Hub {
  private readonly members = new Map<string, Set<Channel>>();
  /** topic key → presence key → the metas tracked by each channel. */
  private readonly presence = new Map<string, Map<string, Map<Channel, Meta>>>();

  add(channel: Channel): void {
    const key = topicKey(channel.isPrivate, channel.subTopic);
    let set = this.members.get(key);
    if (!set) this.members.set(key, (set = new Set()));
    set.add(channel);
  }

  remove(channel: Channel): void {
    this.untrack(channel);
    const key = topicKey(channel.isPrivate, channel.subTopic);
    const set = this.members.get(key);
    set?.delete(channel);
    if (set?.size === 0) this.members.delete(key);
  }

  /** Every joined channel (for the stack's shutdown and tests). */
  all(): Channel[] {
    return [...this.members.values()].flatMap((s) => [...s]);
  }

  /** Sends a broadcast to the topic's channels that may read broadcasts; `from` is skipped unless it asked for `self`. */
  broadcast(privateTopic: boolean, subTopic: string, message: OutgoingBroadcast, from: Channel | null): void {
    for (const c of this.members.get(topicKey(privateTopic, subTopic)) ?? []) {
      if ((c === from && !c.config.self) || !c.mayRead('broadcast')) continue;
      if (message.json !== null) c.connection.send(encodeRaw(c.connection.vsn, c.topic, 'broadcast', message.json));
      else if (message.binary && c.connection.vsn === '2.0.0') {
        c.connection.send(encodeUserBroadcast(c.topic, message.event, message.binary.body, message.binary.meta));
      }
    }
  }

  /** The whole presence of the channel's topic, as Phoenix's `presence_state`. */
  state(channel: Channel): PresenceMap {
    const out: PresenceMap = {};
    for (const [key, byChannel] of this.presence.get(topicKey(channel.isPrivate, channel.subTopic)) ?? []) {
      out[key] = { metas: [...byChannel.values()] };
    }
    return out;
  }

  /** Tracks (or updates) the channel's presence; false when the payload did not change. */
  track(channel: Channel, payload: Record<string, unknown>): boolean {
    const tKey = topicKey(channel.isPrivate, channel.subTopic);
    let topic = this.presence.get(tKey);
    if (!topic) this.presence.set(tKey, (topic = new Map()));
    let byChannel = topic.get(channel.presenceKey);
    if (!byChannel) topic.set(channel.presenceKey, (byChannel = new Map()));
    const old = byChannel.get(channel);
    if (old) {
      const { phx_ref: _ref, phx_ref_prev: _prev, ...oldPayload } = old;
      if (JSON.stringify(oldPayload) === JSON.stringify(payload)) return false;
    }
    const meta: Meta = { ...payload, phx_ref: phxRef(), ...(old ? { phx_ref_prev: old.phx_ref } : {}) };
    byChannel.set(channel, meta);
    const diff = {
      joins: { [channel.presenceKey]: { metas: [meta] } },
      leaves: old ? { [channel.presenceKey]: { metas: [old] } } : {},
    };
    this.sendDiff(channel, diff);
    return true;
  }

  untrack(channel: Channel): void {
    const tKey = topicKey(channel.isPrivate, channel.subTopic);
    const topic = this.presence.get(tKey);
    const byChannel = topic?.get(channel.presenceKey);
    const old = byChannel?.get(channel);
    if (!topic || !byChannel || !old) return;
    byChannel.delete(channel);
    if (byChannel.size === 0) topic.delete(channel.presenceKey);
    if (topic.size === 0) this.presence.delete(tKey);
    this.sendDiff(channel, { joins: {}, leaves: { [channel.presenceKey]: { metas: [old] } } });
  }

  private sendDiff(from: Channel, diff: { joins: PresenceMap; leaves: PresenceMap }): void {
    const json = JSON.stringify(diff);
    for (const c of this.members.get(topicKey(from.isPrivate, from.subTopic)) ?? []) {
      if (c.mayRead('presence')) c.connection.send(encodeRaw(c.connection.vsn, c.topic, 'presence_diff', json));
    }
  }
}
