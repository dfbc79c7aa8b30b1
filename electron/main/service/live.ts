/** The renderer's live subscriptions on main's connection (sync/live-relay.ts), as the contract's methods. */
import type { LiveRelay } from '../sync/live-relay.ts';
import type { DesktopMethods } from './context.ts';

export function liveMethods(relay: LiveRelay): Pick<DesktopMethods, 'liveListen' | 'liveStop'> {
  return {
    liveListen: async (spec) => relay.listen(spec),
    liveStop: async (id) => relay.stop(id),
  };
}
