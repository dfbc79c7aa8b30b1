/**
 * Live subscriptions over main's one Realtime connection: the renderer's supabase-js client opens no socket on
 * the desktop. Each subscription is asked of main (liveListen → id) and heard through main's liveEvent and
 * liveStatus events; one listener per event serves every subscription.
 */
import type { DesktopBridge } from '@/platform/desktop-bridge.ts';
import type { LiveEvent, LiveTransport } from './supabase/live.ts';

interface Listener {
  onEvent: (event: LiveEvent) => void;
  onStatus?: (live: boolean) => void;
}

export function bridgeLiveTransport(bridge: DesktopBridge): LiveTransport {
  const listeners = new Map<number, Listener>();
  /** Statuses that arrived before their subscription's id came back. */
  const early = new Map<number, boolean>();
  let heard: (() => void) | null = null;

  const hear = () => {
    const offEvent = bridge.on('liveEvent', ({ id, event }) => listeners.get(id)?.onEvent(event));
    const offStatus = bridge.on('liveStatus', ({ id, live }) => {
      const listener = listeners.get(id);
      if (listener) listener.onStatus?.(live);
      // Bounded: a status of another window's subscription would otherwise stay here.
      else if (early.size < 256) early.set(id, live);
    });
    return () => {
      offEvent();
      offStatus();
    };
  };

  return {
    subscribe(spec, onEvent, onStatus) {
      heard ??= hear();
      let stopped = false;
      let id: number | null = null;
      bridge.liveListen(spec).then(
        (given) => {
          if (stopped) return void bridge.liveStop(given).catch(() => undefined);
          id = given;
          listeners.set(given, { onEvent, onStatus });
          const status = early.get(given);
          early.delete(given);
          if (status !== undefined) onStatus?.(status);
        },
        // Refused (too many subscriptions, or a spec main's contract does not allow): not live, so the page refreshes
        // on its timer instead. Said in the console: a refused topic is otherwise silent, to the developer too.
        (error: unknown) => {
          const what = spec.kind === 'changes' ? spec.name : spec.topic;
          console.warn(`Live updates refused by the desktop (${what}): ${(error as Error)?.message ?? error}`);
          onStatus?.(false);
        },
      );
      return () => {
        stopped = true;
        if (id === null) return;
        listeners.delete(id);
        void bridge.liveStop(id).catch(() => undefined);
      };
    },
  };
}
