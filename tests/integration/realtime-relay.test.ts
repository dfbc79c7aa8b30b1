/**
 * The desktop's live relay (electron/main/sync/live-relay.ts) on main's real sync client against the local
 * stack's Realtime: the renderer's subscriptions ride that one connection, move to the new client when the
 * token is refreshed, end on sign-out, and rejoin on their own when the backend comes back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent, LiveSpec } from '@domain/sync/live-spec.ts';
import type { RunningStack } from '../../supabase/local/stack.ts';
import { createLiveRelay, type LiveRelay } from '../../electron/main/sync/live-relay.ts';
import { createSyncClient, type SyncClient } from '../../electron/main/sync/supabase-client.ts';
import { signJwt } from '../../supabase/local/http/jwt.ts';
import { restartableStack, waitUntil } from './realtime-helpers.ts';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';
import { createUser, type TestUser } from './support/users.ts';

const ENQUIRIES: LiveSpec = { kind: 'changes', name: 'board-enquiry', bindings: [{ table: 'purchase_enquiries' }] };

/** A relay whose events and statuses are kept per subscription. */
function recordingRelay() {
  const events = new Map<number, LiveEvent[]>();
  const statuses = new Map<number, boolean[]>();
  const relay: LiveRelay = createLiveRelay({
    emitEvent: (id, event) => events.set(id, [...(events.get(id) ?? []), event]),
    emitStatus: (id, live) => statuses.set(id, [...(statuses.get(id) ?? []), live]),
  });
  const fibres = (id: number) =>
    (events.get(id) ?? []).map((e) => (e.kind === 'change' ? `${e.eventType} ${String(e.new.fibre_type)}` : e.kind));
  const live = (id: number) => statuses.get(id)?.at(-1) === true;
  return { relay, statuses, fibres, live };
}

async function syncClientOf(stack: RunningStack, user: TestUser): Promise<SyncClient> {
  const token = await signJwt({ ...user.claims, exp: Math.floor(Date.now() / 1000) + 600 }, stack.config.jwtSecret);
  return createSyncClient(stack.url, stack.config.anonKey, token);
}

const postEnquiry = (stack: RunningStack, user: TestUser, fibre: string) =>
  stack.db.query('insert into public.purchase_enquiries (user_id, fibre_type) values ($1, $2)', [user.id, fibre]);

describe(`the live relay on main's sync client (${TEST_DB})`, () => {
  let stack: TestStack;
  let member: TestUser;
  const clients: SyncClient[] = [];
  const client = async () => {
    const made = await syncClientOf(stack, member);
    clients.push(made);
    return made;
  };

  beforeAll(async () => {
    stack = await startTestStack();
    member = await createUser(stack, { membership: 'Paid Member' });
  });
  afterAll(async () => {
    for (const c of clients) await c.removeAllChannels();
    await stack?.close();
  });

  it('relays a change from the stack to its listener, and moves to a refreshed token’s client without a second socket', async () => {
    const { relay, fibres, live } = recordingRelay();
    const first = await client();
    const id = relay.listen(ENQUIRIES);
    relay.useClient(first);
    await waitUntil(() => live(id), 'the join');
    await postEnquiry(stack, member, 'Viscose');
    await waitUntil(() => fibres(id).length === 1, 'the change');
    expect(fibres(id)).toEqual(['INSERT Viscose']);

    const second = await client();
    relay.useClient(second);
    await waitUntil(() => second.realtime.getChannels().some((c) => c.state === 'joined'), 'the rejoin');
    // The old client's channel has left, and with no channel left its socket closes.
    await waitUntil(() => first.realtime.getChannels().length === 0 && !first.realtime.isConnected(), 'the old socket');
    await postEnquiry(stack, member, 'Nylon');
    await waitUntil(() => fibres(id).length === 2, 'the change after the refresh');
    await new Promise((r) => setTimeout(r, 300));
    expect(fibres(id)).toEqual(['INSERT Viscose', 'INSERT Nylon']);
    relay.clear();
  });

  it('on sign-out reports the subscription not live and relays nothing more', async () => {
    const { relay, statuses, fibres, live } = recordingRelay();
    const c = await client();
    relay.useClient(c);
    const id = relay.listen(ENQUIRIES);
    await waitUntil(() => live(id), 'the join');
    relay.signOut();
    expect(statuses.get(id)).toEqual([true, false]);
    await waitUntil(() => c.realtime.getChannels().length === 0, 'the channel to leave');
    await postEnquiry(stack, member, 'Polyester');
    await new Promise((r) => setTimeout(r, 500));
    expect(fibres(id)).toEqual([]);
  });
});

describe(`the live relay across a stack restart (${TEST_DB})`, () => {
  it('reports the subscription down while the backend is away, then rejoined, and relays changes again', async () => {
    const runs = await restartableStack();
    let stack = await runs.start();
    const member = await createUser(stack as unknown as TestStack, { membership: 'Paid Member' });
    const { relay, statuses, fibres, live } = recordingRelay();
    const c = await syncClientOf(stack, member);
    try {
      relay.useClient(c);
      const id = relay.listen(ENQUIRIES);
      await waitUntil(() => live(id), 'the join');
      await stack.close();
      await waitUntil(() => !live(id), 'the subscription reported down', 10_000);
      stack = await runs.start();
      // realtime-js reconnects with its backoff (1 s, 2 s, 5 s …) and rejoins the relay's channel.
      await waitUntil(() => live(id), 'the rejoin reported', 40_000);
      await new Promise((r) => setTimeout(r, 300));
      await postEnquiry(stack, member, 'Acrylic');
      await waitUntil(() => fibres(id).length === 1, 'the change after the restart');
      expect(fibres(id)).toEqual(['INSERT Acrylic']);
      expect(statuses.get(id)?.[0]).toBe(true);
    } finally {
      relay.clear();
      await c.removeAllChannels();
      await stack.close();
      await runs.dispose();
    }
  }, 90_000);
});
