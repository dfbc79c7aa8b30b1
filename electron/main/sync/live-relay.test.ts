import { describe, expect, it } from 'vitest';
import type { LiveEvent, LiveSpec } from '@domain/sync/live-spec.ts';
import { createLiveRelay } from './live-relay.ts';
import type { SyncClient } from './supabase-client.ts';

const COMPANY = '00000000-0000-4000-8000-000000000001';
const PRODUCTS: LiveSpec = {
  kind: 'changes',
  name: 'price-sheet',
  bindings: [
    { table: 'corporate_products', filter: `company_id=eq.${COMPANY}` },
    { table: 'corporate_product_history', event: 'INSERT' },
  ],
};
const HINTS: LiveSpec = { kind: 'broadcast', topic: `sourcing-hints-${COMPANY}`, event: 'hint' };

interface FakeChannel {
  topic: string;
  bindings: { type: string; filter: Record<string, unknown>; handler: (payload: unknown) => void }[];
  status?: (status: string) => void;
  removed: boolean;
}

/** What the relay uses of supabase-js: channel(topic).on(…).subscribe(cb) and removeChannel (resolving when told). */
function fakeClient() {
  const channels: FakeChannel[] = [];
  const leaving: (() => void)[] = [];
  const client = {
    channel(topic: string) {
      // The channel is its own builder, as supabase-js's is.
      const channel = {
        topic,
        bindings: [],
        removed: false,
        on(type: string, filter: Record<string, unknown>, handler: (payload: unknown) => void) {
          channel.bindings.push({ type, filter, handler });
          return channel;
        },
        subscribe(status: (s: string) => void) {
          channel.status = status;
          return channel;
        },
      } as FakeChannel & Record<'on' | 'subscribe', (...args: never[]) => unknown>;
      channels.push(channel);
      return channel;
    },
    removeChannel(channel: FakeChannel) {
      channel.removed = true;
      return new Promise<string>((resolve) => leaving.push(() => resolve('ok')));
    },
  };
  const open = () => channels.filter((c) => !c.removed);
  const finishLeaving = async () => {
    leaving.splice(0).forEach((done) => done());
    await flush();
  };
  return { client: client as unknown as SyncClient, channels, open, finishLeaving };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

function relayWithLog(max?: number) {
  const events: [number, LiveEvent][] = [];
  const statuses: [number, boolean][] = [];
  const relay = createLiveRelay({
    emitEvent: (id, event) => events.push([id, event]),
    emitStatus: (id, live) => statuses.push([id, live]),
    max,
  });
  return { relay, events, statuses };
}

describe('live relay', () => {
  it('holds a subscription until a client comes, then joins it there and forwards its changes and status', async () => {
    const { relay, events, statuses } = relayWithLog();
    const fake = fakeClient();
    const id = relay.listen(PRODUCTS);
    await flush();
    expect(fake.channels).toHaveLength(0);

    relay.useClient(fake.client);
    await flush();
    const [channel] = fake.open();
    expect(channel.bindings.map((b) => [b.type, b.filter])).toEqual([
      [
        'postgres_changes',
        { event: '*', schema: 'public', table: 'corporate_products', filter: `company_id=eq.${COMPANY}` },
      ],
      ['postgres_changes', { event: 'INSERT', schema: 'public', table: 'corporate_product_history' }],
    ]);
    channel.status!('SUBSCRIBED');
    channel.bindings[1].handler({ eventType: 'INSERT', new: { product_id: 'p1' }, old: {} });
    expect(statuses).toEqual([[id, true]]);
    expect(events).toEqual([
      [id, { kind: 'change', binding: 1, eventType: 'INSERT', new: { product_id: 'p1' }, old: {} }],
    ]);

    channel.status!('CHANNEL_ERROR');
    expect(statuses.at(-1)).toEqual([id, false]);
  });

  it('moves every subscription to a refreshed client and leaves the old one', async () => {
    const { relay } = relayWithLog();
    const first = fakeClient();
    const second = fakeClient();
    relay.useClient(first.client);
    relay.listen(PRODUCTS);
    relay.listen(HINTS);
    await flush();
    expect(first.open()).toHaveLength(2);

    relay.useClient(second.client);
    await flush();
    expect(first.open()).toHaveLength(0);
    expect(second.open().map((c) => c.topic)).toEqual([expect.stringMatching(/^live-\d+$/), HINTS.topic]);
    expect(relay.counts()).toEqual({ subscriptions: 2, channels: 2 });
  });

  it('shares one channel per broadcast topic, and a topic heard again waits until its old channel has left', async () => {
    const { relay, events } = relayWithLog();
    const fake = fakeClient();
    relay.useClient(fake.client);
    const a = relay.listen(HINTS);
    const b = relay.listen(HINTS);
    await flush();
    expect(fake.open()).toHaveLength(1);
    fake.open()[0].bindings[0].handler({ payload: { change: 'round' } });
    expect(events.map(([id]) => id)).toEqual([a, b]);

    relay.stop(a);
    expect(fake.open()).toHaveLength(1);
    relay.stop(b);
    expect(fake.open()).toHaveLength(0);

    relay.listen(HINTS);
    await flush();
    expect(fake.channels).toHaveLength(1);
    await fake.finishLeaving();
    expect(fake.open()).toHaveLength(1);
  });

  it('refuses a subscription beyond the cap, and takes one again once another stops', () => {
    const { relay } = relayWithLog(2);
    const first = relay.listen(PRODUCTS);
    relay.listen(PRODUCTS);
    expect(() => relay.listen(PRODUCTS)).toThrow('at most 2 live subscriptions');
    relay.stop(first);
    expect(relay.listen(PRODUCTS)).toBeGreaterThan(0);
    relay.stop(12345);
    expect(relay.counts().subscriptions).toBe(2);
  });

  it('on sign-out ends every subscription, reported not live; a later one waits for the next sign-in', async () => {
    const { relay, statuses } = relayWithLog();
    const fake = fakeClient();
    relay.useClient(fake.client);
    const a = relay.listen(PRODUCTS);
    const b = relay.listen(HINTS);
    await flush();
    relay.signOut();
    // The left channels' own CLOSED comes later and speaks for nobody.
    fake.channels.forEach((c) => c.status!('CLOSED'));
    expect(statuses).toEqual([
      [a, false],
      [b, false],
    ]);
    expect(fake.open()).toHaveLength(0);
    expect(relay.counts()).toEqual({ subscriptions: 0, channels: 0 });

    relay.listen(PRODUCTS);
    await flush();
    expect(fake.channels).toHaveLength(2);
    const next = fakeClient();
    relay.useClient(next.client);
    await flush();
    expect(next.open()).toHaveLength(1);
  });

  it('when the renderer goes away drops its subscriptions unheard and keeps the client', async () => {
    const { relay, statuses } = relayWithLog();
    const fake = fakeClient();
    relay.useClient(fake.client);
    relay.listen(PRODUCTS);
    await flush();
    relay.clear();
    expect(fake.open()).toHaveLength(0);
    expect(statuses).toEqual([]);
    relay.listen(PRODUCTS);
    await flush();
    expect(fake.open()).toHaveLength(1);
  });
});
