import { describe, expect, it, vi } from 'vitest';
import type { AppSupabaseClient } from '@/lib/supabase.ts';
import type { DesktopBridge, DesktopEventName } from '@/platform/desktop-bridge.ts';
import { bridgeLiveTransport } from './desktop-gateway-live.ts';
import { listen, routeLive, type LiveSpec } from './supabase/live.ts';
import { listenHints } from './supabase/live-hints.ts';

const SPEC: LiveSpec = { kind: 'changes', name: 'bids', bindings: [{ table: 'customer_bids' }] };
const change = { kind: 'change', binding: 0, eventType: 'INSERT', new: { id: 'b1' }, old: {} } as const;

/** A bridge whose liveListen answers when told, and whose events the test sends. */
function fakeBridge() {
  const listeners = new Map<string, Set<(payload: never) => void>>();
  const pending: ((id: number) => void)[] = [];
  let nextId = 0;
  const bridge = {
    liveListen: vi.fn(
      (spec: LiveSpec) => new Promise<number>((resolve) => pending.push(() => resolve(++nextId)) && void spec),
    ),
    liveStop: vi.fn(async () => undefined),
    on(event: DesktopEventName, listener: (payload: never) => void) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return () => listeners.get(event)!.delete(listener);
    },
  };
  const emit = (event: DesktopEventName, payload: unknown) => listeners.get(event)?.forEach((l) => l(payload as never));
  const answer = async () => {
    pending.splice(0).forEach((reply) => reply(0));
    await new Promise((r) => setTimeout(r, 0));
  };
  return { bridge: bridge as unknown as DesktopBridge & typeof bridge, emit, answer, listeners };
}

describe('live subscriptions over the desktop bridge', () => {
  it('hands each subscription only its own events and status, one listener per event for all', async () => {
    const { bridge, emit, answer, listeners } = fakeBridge();
    const transport = bridgeLiveTransport(bridge);
    const first = { onEvent: vi.fn(), onStatus: vi.fn() };
    const second = { onEvent: vi.fn(), onStatus: vi.fn() };
    transport.subscribe(SPEC, first.onEvent, first.onStatus);
    transport.subscribe(SPEC, second.onEvent, second.onStatus);
    await answer();
    expect(bridge.liveListen).toHaveBeenCalledWith(SPEC);
    expect(listeners.get('liveEvent')?.size).toBe(1);

    emit('liveEvent', { id: 2, event: change });
    emit('liveStatus', { id: 1, live: true });
    expect(first.onEvent).not.toHaveBeenCalled();
    expect(second.onEvent).toHaveBeenCalledWith(change);
    expect(first.onStatus).toHaveBeenCalledWith(true);
    expect(second.onStatus).not.toHaveBeenCalled();
  });

  it('keeps a status that arrives before its id, and stops at main what ends before its id came back', async () => {
    const { bridge, emit, answer } = fakeBridge();
    const transport = bridgeLiveTransport(bridge);
    const onStatus = vi.fn();
    const onEvent = vi.fn();
    const stop = transport.subscribe(SPEC, onEvent, onStatus);
    transport.subscribe(SPEC, vi.fn(), vi.fn())();
    emit('liveStatus', { id: 1, live: true });
    await answer();
    expect(onStatus).toHaveBeenCalledWith(true);
    expect(bridge.liveStop).toHaveBeenCalledWith(2);

    stop();
    expect(bridge.liveStop).toHaveBeenCalledWith(1);
    emit('liveEvent', { id: 1, event: change });
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('reports not live when main refuses the subscription (over the cap, a spec it does not allow), and says why in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { bridge } = fakeBridge();
      bridge.liveListen.mockRejectedValueOnce(new Error('A window may hold at most 64 live subscriptions.'));
      const onStatus = vi.fn();
      bridgeLiveTransport(bridge).subscribe(SPEC, vi.fn(), onStatus);
      await vi.waitFor(() => expect(onStatus).toHaveBeenCalledWith(false));
      expect(warn).toHaveBeenCalledWith(
        'Live updates refused by the desktop (bids): A window may hold at most 64 live subscriptions.',
      );
    } finally {
      warn.mockRestore();
    }
  });

  it('carries the adapters’ listen and hints once routed, and the client itself opens no channel', async () => {
    const { bridge, emit, answer } = fakeBridge();
    const client = { channel: vi.fn() } as unknown as AppSupabaseClient;
    const transport = bridgeLiveTransport(bridge);
    routeLive(client, transport);
    const onChange = vi.fn();
    listen(client, 'bids', [{ table: 'customer_bids', filter: 'corporate_company_id=eq.x' }], onChange);
    const topic = 'sourcing-hints-00000000-0000-4000-8000-000000000001';
    const hints = [vi.fn(), vi.fn()];
    const stops = hints.map((hint) => listenHints(transport, topic, hint));
    await answer();
    expect(bridge.liveListen.mock.calls.map(([spec]) => spec)).toEqual([
      { kind: 'changes', name: 'bids', bindings: [{ table: 'customer_bids', filter: 'corporate_company_id=eq.x' }] },
      // Listeners of one topic share one subscription.
      { kind: 'broadcast', topic, event: 'hint' },
    ]);
    emit('liveEvent', { id: 1, event: change });
    emit('liveEvent', { id: 2, event: { kind: 'broadcast', payload: { change: 'rfq' } } });
    expect(onChange).toHaveBeenCalledWith(0, change);
    for (const hint of hints) expect(hint).toHaveBeenCalledWith({ change: 'rfq' });
    stops[0]();
    expect(bridge.liveStop).not.toHaveBeenCalled();
    stops[1]();
    expect(bridge.liveStop).toHaveBeenCalledWith(2);
    expect(client.channel).not.toHaveBeenCalled();
  });
});
