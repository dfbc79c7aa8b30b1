import type { RealtimeChannel } from '@supabase/supabase-js';
import { changeEvent, changesFilter, type LiveBinding, type LiveEvent, type LiveSpec } from '@domain/sync/live-spec.ts';
import type { AppSupabaseClient as SupabaseClient } from '@/lib/supabase.ts';
import type { Unsubscribe } from '../gateway.ts';

export type { LiveBinding, LiveEvent, LiveSpec };
export type LiveChange = Extract<LiveEvent, { kind: 'change' }>;

/**
 * The one way the adapters hear live changes: a subscription described as data (LiveSpec), its events, and
 * whether it is joined. On the web supabase-js joins it (supabaseTransport); on the desktop main's one
 * Realtime connection does and forwards what it hears (data/desktop-gateway-live.ts).
 */
export interface LiveTransport {
  subscribe(spec: LiveSpec, onEvent: (event: LiveEvent) => void, onStatus?: (live: boolean) => void): Unsubscribe;
}

const transports = new WeakMap<SupabaseClient, LiveTransport>();

/** The transport the adapters over this client subscribe through: supabase-js channels unless routed elsewhere. */
export function liveTransportOf(client: SupabaseClient): LiveTransport {
  let transport = transports.get(client);
  if (!transport) transports.set(client, (transport = supabaseTransport(client)));
  return transport;
}

/** Sends every live subscription of the adapters over this client through `transport` (the desktop's bridge). */
export function routeLive(client: SupabaseClient, transport: LiveTransport): void {
  transports.set(client, transport);
}

/** Live subscriptions as supabase-js channels on the client's own socket (the web). */
function supabaseTransport(client: SupabaseClient): LiveTransport {
  let channels = 0;
  /** Broadcast topics whose channel is still leaving: supabase-js would hand a new listener the leaving channel. */
  const leaving = new Map<string, Promise<unknown>>();
  return {
    subscribe(spec, onEvent, onStatus) {
      const joined = (status: string) => onStatus?.(status === 'SUBSCRIBED');
      if (spec.kind === 'changes') {
        // A topic of its own: supabase-js hands back an existing channel of the same topic, already subscribed.
        const channel = changesChannel(client.channel(`${spec.name}-${++channels}`), spec.bindings, onEvent);
        channel.subscribe(joined);
        return () => void client.removeChannel(channel);
      }
      let channel: RealtimeChannel | null = null;
      let stopped = false;
      void (leaving.get(spec.topic) ?? Promise.resolve()).then(() => {
        if (stopped) return;
        channel = client
          .channel(spec.topic, { config: { private: spec.private ?? false } })
          .on('broadcast', { event: spec.event }, (message: { payload?: Record<string, unknown> }) =>
            onEvent({ kind: 'broadcast', payload: message.payload ?? {} }),
          );
        channel.subscribe(joined);
      });
      return () => {
        stopped = true;
        if (!channel) return;
        const left: Promise<unknown> = client.removeChannel(channel).finally(() => {
          if (leaving.get(spec.topic) === left) leaving.delete(spec.topic);
        });
        leaving.set(spec.topic, left);
      };
    },
  };
}

/** One postgres_changes binding per table (schema public) on the channel, each change passed on as a LiveEvent. */
function changesChannel(
  channel: RealtimeChannel,
  bindings: readonly LiveBinding[],
  onEvent: (event: LiveEvent) => void,
): RealtimeChannel {
  bindings.forEach((b, binding) => {
    channel = channel.on('postgres_changes', changesFilter(b), (change: Parameters<typeof changeEvent>[1]) =>
      onEvent(changeEvent(binding, change)),
    );
  });
  return channel;
}

/**
 * Hears changes of the tables (optionally filtered, Supabase's `column=eq.value` syntax) through the client's
 * transport; `onChange` gets each change with the index of its binding, `onStatus` whether it is joined.
 * Changes are hints: callers refetch what they show.
 */
export function listen(
  client: SupabaseClient,
  name: string,
  bindings: LiveBinding[],
  onChange: (binding: number, change: LiveChange) => void,
  onStatus?: (live: boolean) => void,
): Unsubscribe {
  return liveTransportOf(client).subscribe(
    { kind: 'changes', name, bindings },
    (event) => {
      if (event.kind === 'change') onChange(event.binding, event);
    },
    onStatus,
  );
}

/** The id of the row a change is about. */
export const changedId = (change: Pick<LiveChange, 'new' | 'old'>): string =>
  String(change.new.id ?? change.old.id ?? '');
