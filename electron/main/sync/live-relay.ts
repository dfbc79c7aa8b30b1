/**
 * The renderer's live subscriptions, kept on main's one Realtime connection (the sync client's, the socket the
 * sync engine's own hints use): the renderer asks for a subscription (a LiveSpec, checked at the IPC boundary),
 * gets an id, and hears its changes and join status as events. The relay moves every subscription to the new
 * client when the token is refreshed or another user signs in, lets supabase-js rejoin after the backend comes
 * back (each rejoin is reported), drops them all on sign-out or when the renderer goes away, and caps how many
 * one renderer holds. Plain Node: no Electron here.
 */
import type { RealtimeChannel } from '@supabase/supabase-js';
import {
  changeEvent,
  changesFilter,
  LIVE_SUBSCRIPTIONS_PER_RENDERER,
  type LiveEvent,
  type LiveSpec,
} from '@domain/sync/live-spec.ts';
import type { SyncClient } from './supabase-client.ts';

export interface LiveRelayOptions {
  /** Sends a subscription's event to the renderer (main's liveEvent). */
  emitEvent: (id: number, event: LiveEvent) => void;
  /** Tells the renderer whether a subscription is joined (main's liveStatus). */
  emitStatus: (id: number, live: boolean) => void;
  /** How many subscriptions the renderer may hold. */
  max?: number;
}

export interface LiveRelay {
  /** Subscribes (now if a client is attached, else when one is); throws beyond the cap. */
  listen(spec: LiveSpec): number;
  stop(id: number): void;
  /** The sync client to hold the subscriptions on: a new session, or a refreshed token's client. */
  useClient(client: SyncClient): void;
  /** Signed out: every subscription ends, reported not live. */
  signOut(): void;
  /** The renderer went away (closed, reloaded): its subscriptions end unheard. */
  clear(): void;
  /** How many subscriptions are held, and how many channels are open on the client. */
  counts(): { subscriptions: number; channels: number };
}

/** One channel and the subscriptions it serves: a broadcast topic is shared (supabase-js keeps one channel per topic). */
interface Topic {
  spec: LiveSpec;
  ids: Set<number>;
  channel: RealtimeChannel | null;
  live: boolean;
}

export function createLiveRelay(options: LiveRelayOptions): LiveRelay {
  const max = options.max ?? LIVE_SUBSCRIPTIONS_PER_RENDERER;
  let client: SyncClient | null = null;
  let nextId = 0;
  const topicOf = new Map<number, string>();
  const topics = new Map<string, Topic>();
  /** Topics whose channel is still leaving: supabase-js would hand a new subscription the leaving channel. */
  const leaving = new Map<string, Promise<unknown>>();

  function join(key: string, topic: Topic) {
    const on = client;
    if (!on) return;
    void (leaving.get(key) ?? Promise.resolve()).then(() => {
      if (client !== on || topics.get(key) !== topic || topic.channel) return;
      const heard = (event: LiveEvent) => topic.ids.forEach((id) => options.emitEvent(id, event));
      const channel = channelOf(on, key, topic.spec, heard);
      topic.channel = channel;
      channel.subscribe((status) => {
        // A channel that has been left (moved, stopped, signed out) no longer speaks for the subscriptions.
        if (topic.channel !== channel) return;
        topic.live = status === 'SUBSCRIBED';
        topic.ids.forEach((id) => options.emitStatus(id, topic.live));
      });
    });
  }

  function leave(key: string, topic: Topic) {
    const { channel } = topic;
    topic.channel = null;
    if (!channel || !client) return;
    const left: Promise<unknown> = client.removeChannel(channel).finally(() => {
      if (leaving.get(key) === left) leaving.delete(key);
    });
    leaving.set(key, left);
  }

  function dropAll(report: boolean) {
    for (const [key, topic] of topics) {
      if (report) topic.ids.forEach((id) => options.emitStatus(id, false));
      leave(key, topic);
    }
    topics.clear();
    topicOf.clear();
  }

  return {
    listen(spec) {
      if (topicOf.size >= max) throw new Error(`A window may hold at most ${max} live subscriptions.`);
      const id = ++nextId;
      const key = spec.kind === 'broadcast' ? spec.topic : `live-${id}`;
      topicOf.set(id, key);
      const shared = topics.get(key);
      if (shared) {
        shared.ids.add(id);
        if (shared.live) options.emitStatus(id, true);
        return id;
      }
      const topic: Topic = { spec, ids: new Set([id]), channel: null, live: false };
      topics.set(key, topic);
      join(key, topic);
      return id;
    },
    stop(id) {
      const key = topicOf.get(id);
      if (key === undefined) return;
      topicOf.delete(id);
      const topic = topics.get(key)!;
      topic.ids.delete(id);
      if (topic.ids.size > 0) return;
      topics.delete(key);
      leave(key, topic);
    },
    useClient(next) {
      if (next === client) return;
      for (const [key, topic] of topics) leave(key, topic);
      client = next;
      // Leaving channels belong to the old client: the new one has none of these topics yet.
      leaving.clear();
      for (const [key, topic] of topics) join(key, topic);
    },
    signOut() {
      dropAll(true);
      client = null;
      leaving.clear();
    },
    clear: () => dropAll(false),
    counts: () => ({ subscriptions: topicOf.size, channels: [...topics.values()].filter((t) => t.channel).length }),
  };
}

/** The channel of a spec on the client: postgres_changes of schema public per binding, or a topic's broadcasts. */
function channelOf(
  client: SyncClient,
  key: string,
  spec: LiveSpec,
  heard: (event: LiveEvent) => void,
): RealtimeChannel {
  if (spec.kind === 'broadcast') {
    return client
      .channel(key, { config: { private: spec.private ?? false } })
      .on('broadcast', { event: spec.event }, (message: { payload?: Record<string, unknown> }) =>
        heard({ kind: 'broadcast', payload: message.payload ?? {} }),
      );
  }
  let channel = client.channel(key);
  spec.bindings.forEach((b, binding) => {
    channel = channel.on('postgres_changes', changesFilter(b), (change: Parameters<typeof changeEvent>[1]) =>
      heard(changeEvent(binding, change)),
    );
  });
  return channel;
}
