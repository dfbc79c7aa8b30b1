import type { RealtimeChannel } from '@supabase/supabase-js';
import type { AppSupabaseClient as SupabaseClient } from '@/lib/supabase.ts';
import type { Unsubscribe } from '../gateway.ts';

/**
 * Broadcast hints, for the changes postgres_changes cannot tell a reader: Realtime checks RLS against the row
 * as it is after the change, so a reader whose access the change itself takes away (a vendor whose RFQ's round
 * has just closed) hears nothing. The database broadcasts a data-less hint on a public topic whenever such a
 * change commits (realtime.send in a trigger, whoever made it) and the listeners refetch; the server's answer
 * to the refetch is what the page shows.
 */

const HINT_EVENT = 'hint';

interface Topic {
  channel: RealtimeChannel;
  listeners: Set<(payload: Record<string, unknown>) => void>;
}

/**
 * One joined channel per topic and client, shared by its listeners: supabase-js hands back the same channel for
 * the same topic, and broadcasts reach exactly that topic, so listeners cannot have topics of their own.
 */
const topicsOf = new WeakMap<SupabaseClient, Map<string, Topic>>();
/** Topics whose channel is still leaving: a new listener waits for it, or it would get the leaving channel. */
const leavingOf = new WeakMap<SupabaseClient, Map<string, Promise<unknown>>>();

function registry<T>(map: WeakMap<SupabaseClient, Map<string, T>>, client: SupabaseClient): Map<string, T> {
  let topics = map.get(client);
  if (!topics) map.set(client, (topics = new Map()));
  return topics;
}

/** Hears the hints of a topic until the answer is called. */
export async function listenHints(
  client: SupabaseClient,
  topic: string,
  onHint: (payload: Record<string, unknown>) => void,
): Promise<Unsubscribe> {
  await leavingOf.get(client)?.get(topic);
  const topics = registry(topicsOf, client);
  let entry = topics.get(topic);
  if (!entry) {
    const created: Topic = { channel: client.channel(topic), listeners: new Set() };
    created.channel
      .on('broadcast', { event: HINT_EVENT }, (message: { payload?: Record<string, unknown> }) => {
        for (const listener of created.listeners) listener(message.payload ?? {});
      })
      .subscribe();
    topics.set(topic, (entry = created));
  }
  const joined = entry;
  joined.listeners.add(onHint);
  return () => {
    if (!joined.listeners.delete(onHint) || joined.listeners.size > 0) return;
    topics.delete(topic);
    const leaving = registry(leavingOf, client);
    const left = client.removeChannel(joined.channel).finally(() => leaving.delete(topic));
    leaving.set(topic, left);
  };
}
