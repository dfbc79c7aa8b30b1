import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SyncStatus } from '@domain/sync/status.ts';
import { VISITOR_FACTS } from '@domain/visitor-facts.ts';
import type { DesktopBridge } from '@/platform/desktop-bridge.ts';
import { onRoleFactsRefreshRequest } from '@/session/role-facts-refresh.ts';
import { signedInStatus } from '@/testing/sync-status.ts';
import type { StatusFeed } from './desktop-gateway-policy.ts';
import { desktopRoleFacts, FRESH_FACTS_PATIENCE_MS } from './desktop-role-facts.ts';
import { GatewayError } from './gateway.ts';
import type { RoleFacts } from './ports/session.ts';

const EXECUTIVE: RoleFacts = {
  ...VISITOR_FACTS,
  isAuthenticated: true,
  userId: 'u1',
  hasProfile: true,
  role: 'corporate_executive',
  isCorporateExecutive: true,
};
/** The same person after an admin ended their company membership. */
const DEMOTED: RoleFacts = { ...EXECUTIVE, role: 'Free Member', isCorporateExecutive: false };

const status = (online: boolean) => signedInStatus({ online });

/** Main's status as the tests move it, pushed to every watcher. */
function fakeFeed(online: boolean) {
  let now = status(online);
  const watchers = new Set<(s: SyncStatus) => void>();
  const feed: StatusFeed = {
    current: async () => now,
    set: (s) => (now = s),
    watch(listener) {
      watchers.add(listener);
      return () => watchers.delete(listener);
    },
  };
  const push = (isOnline: boolean) => {
    now = status(isOnline);
    for (const watcher of [...watchers]) watcher(now);
  };
  return { feed, push, watchers };
}

/** A server read the test answers by hand. */
function pendingServer() {
  let answer!: (facts: RoleFacts) => void;
  let refuse!: (error: unknown) => void;
  const read = vi.fn(
    () =>
      new Promise<RoleFacts>((resolve, reject) => {
        answer = resolve;
        refuse = reject;
      }),
  );
  return { read, answer: (facts: RoleFacts) => answer(facts), refuse: (error: unknown) => refuse(error) };
}

function setup(online: boolean, readServer: () => Promise<RoleFacts>, kept: RoleFacts | null = EXECUTIVE) {
  const rememberRoleFacts = vi.fn(async () => undefined);
  const syncNow = vi.fn(async () => status(true));
  const bridge = { cachedRoleFacts: async () => kept, rememberRoleFacts, syncNow } as unknown as DesktopBridge;
  const main = fakeFeed(online);
  const reloads = vi.fn();
  stops.push(onRoleFactsRefreshRequest(reloads));
  const getRoleFacts = desktopRoleFacts(bridge, readServer, main.feed, async () => undefined);
  return { getRoleFacts, rememberRoleFacts, syncNow, reloads, ...main };
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
});

/** Runs the microtasks queued so far (the reads' chains), without moving any clock. */
async function flush() {
  for (let tick = 0; tick < 50; tick++) await Promise.resolve();
}

/** Whether `promise` has settled once the queued microtasks ran. */
async function settledYet(promise: Promise<unknown>) {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await flush();
  return done;
}

describe('the desktop role facts', () => {
  it("online, waits for the server's facts and never answers with the kept ones first", async () => {
    const server = pendingServer();
    const { getRoleFacts, rememberRoleFacts } = setup(true, server.read);
    const facts = getRoleFacts();
    expect(await settledYet(facts)).toBe(false);
    server.answer(DEMOTED);
    expect(await facts).toBe(DEMOTED);
    await vi.waitFor(() => expect(rememberRoleFacts).toHaveBeenCalledWith(DEMOTED));
  });

  it("asks the server beside main's session start, not after it", async () => {
    const server = pendingServer();
    let handedOver!: () => void;
    const sessionReady = new Promise<void>((resolve) => (handedOver = resolve));
    const bridge = { cachedRoleFacts: async () => EXECUTIVE, rememberRoleFacts: vi.fn(async () => undefined) };
    const getRoleFacts = desktopRoleFacts(
      bridge as unknown as DesktopBridge,
      server.read,
      fakeFeed(true).feed,
      () => sessionReady,
    );
    const facts = getRoleFacts();
    await flush();
    expect(server.read).toHaveBeenCalledTimes(1);
    server.answer(DEMOTED);
    // Main's answer (online) still decides whose facts stand.
    expect(await settledYet(facts)).toBe(false);
    handedOver();
    expect(await facts).toBe(DEMOTED);
  });

  it('offline, lets the person in with the kept facts at once, and reads the server once main reaches it', async () => {
    // The server's answer to the read asked beside the session start is left unused: main says it is offline.
    const server = { read: vi.fn(async () => DEMOTED) };
    const { getRoleFacts, reloads, push } = setup(false, server.read);
    expect(await getRoleFacts()).toBe(EXECUTIVE);
    expect(await getRoleFacts()).toBe(EXECUTIVE);
    push(false);
    expect(reloads).not.toHaveBeenCalled();
    push(true);
    // Once, however many reads were answered from the kept facts.
    expect(reloads).toHaveBeenCalledTimes(1);
    expect(await getRoleFacts()).toBe(DEMOTED);
  });

  it('online, falls back to the kept facts when main finds the backend gone while the server is asked', async () => {
    const server = pendingServer();
    const { getRoleFacts, reloads, push, watchers } = setup(true, server.read);
    const facts = getRoleFacts();
    // Main has answered online and the session waits for the server (watching main meanwhile).
    await vi.waitFor(() => expect(watchers.size).toBe(1));
    expect(server.read).toHaveBeenCalledTimes(1);
    push(false);
    expect(await facts).toBe(EXECUTIVE);
    // The late answer says the role changed: the session reads again.
    server.answer(DEMOTED);
    await vi.waitFor(() => expect(reloads).toHaveBeenCalledTimes(1));
    expect(watchers.size).toBe(0);
  });

  it('online, a slow server: main checks the backend after the patience; while it answers, the person waits for the server', async () => {
    vi.useFakeTimers();
    const server = pendingServer();
    const { getRoleFacts, syncNow, push, reloads } = setup(true, server.read);
    const facts = getRoleFacts();
    await flush();
    expect(server.read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(FRESH_FACTS_PATIENCE_MS - 1);
    expect(syncNow).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(syncNow).toHaveBeenCalledTimes(1);
    // Main's sync reached the backend: still the server's word, however long it takes.
    push(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await settledYet(facts)).toBe(false);
    server.answer(DEMOTED);
    expect(await facts).toBe(DEMOTED);

    // This time main's check finds the backend gone: the kept facts; the same facts late reload nothing.
    const again = getRoleFacts();
    await flush();
    expect(server.read).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(FRESH_FACTS_PATIENCE_MS);
    push(false);
    expect(await again).toBe(EXECUTIVE);
    server.answer({ ...EXECUTIVE });
    await vi.advanceTimersByTimeAsync(0);
    expect(reloads).not.toHaveBeenCalled();
  });

  it("online, a read the network fails answers with the kept facts and reloads once it is back; a refusal is the server's word", async () => {
    const server = pendingServer();
    const { getRoleFacts, reloads, push } = setup(true, server.read);
    const facts = getRoleFacts();
    await vi.waitFor(() => expect(server.read).toHaveBeenCalled());
    server.refuse(new GatewayError('Backend unreachable', 'unreachable'));
    expect(await facts).toBe(EXECUTIVE);
    push(true);
    expect(reloads).toHaveBeenCalledTimes(1);

    const refused = getRoleFacts();
    await vi.waitFor(() => expect(server.read).toHaveBeenCalledTimes(2));
    server.refuse(new GatewayError('JWT expired', 'failed'));
    await expect(refused).rejects.toThrow('JWT expired');
  });

  it('with nothing kept (the first sign-in here), asks the server even when main says offline', async () => {
    const { getRoleFacts } = setup(false, async () => DEMOTED, null);
    expect(await getRoleFacts()).toBe(DEMOTED);
  });
});
