import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import type { AppSupabaseClient as SupabaseClient } from '@/lib/supabase.ts';
import type { Unsubscribe } from '../gateway.ts';

/** One table (optionally filtered, Supabase's `column=eq.value` syntax) a channel listens to. */
export interface LiveBinding {
  table: string;
  event?: '*' | 'INSERT' | 'UPDATE' | 'DELETE';
  filter?: string;
}

let channels = 0;

/**
 * A Realtime channel with a postgres_changes binding per table; `onChange` gets each change with the
 * index of its binding, `onStatus` whether the channel is joined. Changes are hints: callers refetch what they show. The channel leaves on unsubscribe.
 */
export function listen(
  client: SupabaseClient,
  name: string,
  bindings: LiveBinding[],
  onChange: (binding: number, change: RealtimePostgresChangesPayload<Record<string, unknown>>) => void,
  onStatus?: (live: boolean) => void,
): Unsubscribe {
  // A topic of its own: supabase-js hands back an existing channel of the same topic, already subscribed.
  let channel = client.channel(`${name}-${++channels}`);
  bindings.forEach((b, i) => {
    channel = channel.on(
      'postgres_changes',
      { event: b.event ?? '*', schema: 'public', table: b.table, ...(b.filter ? { filter: b.filter } : {}) },
      (change: RealtimePostgresChangesPayload<Record<string, unknown>>) => onChange(i, change),
    );
  });
  channel.subscribe((status) => onStatus?.(status === 'SUBSCRIBED'));
  return () => void client.removeChannel(channel);
}

/** The id of the row a change is about. */
export const changedId = (change: RealtimePostgresChangesPayload<Record<string, unknown>>): string =>
  String(('id' in change.new ? change.new.id : undefined) ?? (change.old as Record<string, unknown>).id ?? '');
