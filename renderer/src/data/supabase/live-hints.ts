import type { Unsubscribe } from '../gateway.ts';
import type { LiveTransport } from './live.ts';

/**
 * Broadcast hints, for the changes postgres_changes cannot tell a reader: Realtime checks RLS against the row
 * as it is after the change, so a reader whose access the change itself takes away (a vendor whose RFQ's round
 * has just closed) hears nothing. The database broadcasts a data-less hint on a public topic whenever such a
 * change commits (realtime.send in a trigger, whoever made it) and the listeners refetch; the server's answer
 * to the refetch is what the page shows.
 */

interface Topic {
  stop: Unsubscribe;
  listeners: Set<(payload: Record<string, unknown>) => void>;
}

/**
 * One subscription per topic and transport, shared by its listeners: broadcasts reach exactly that topic, and
 * supabase-js keeps one channel per topic, so listeners cannot have topics of their own.
 */
const topicsOf = new WeakMap<LiveTransport, Map<string, Topic>>();

/** Hears the hints of a topic until the answer is called; a private topic is joined with the session's token. */
export function listenHints(
  transport: LiveTransport,
  topic: string,
  onHint: (payload: Record<string, unknown>) => void,
  options: { private?: boolean } = {},
): Unsubscribe {
  let topics = topicsOf.get(transport);
  if (!topics) topicsOf.set(transport, (topics = new Map()));
  let entry = topics.get(topic);
  if (!entry) {
    const listeners = new Set<(payload: Record<string, unknown>) => void>();
    const spec = {
      kind: 'broadcast' as const,
      topic,
      event: 'hint' as const,
      ...(options.private ? { private: true } : {}),
    };
    const stop = transport.subscribe(spec, (event) => {
      if (event.kind === 'broadcast') for (const listener of listeners) listener(event.payload);
    });
    topics.set(topic, (entry = { stop, listeners }));
  }
  const joined = entry;
  const known = topics;
  joined.listeners.add(onHint);
  return () => {
    if (!joined.listeners.delete(onHint) || joined.listeners.size > 0) return;
    known.delete(topic);
    joined.stop();
  };
}
