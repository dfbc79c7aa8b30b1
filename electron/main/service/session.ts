/**
 * The signed-in user's session: opening their cache and sync engine on sign-in (a refreshed token only
 * swaps the engine's client), closing them on sign-out, and the last user's copy that serves public pages
 * while nobody is signed in (e.g. offline with an expired token).
 *
 * Data folder layout: cache/<user id>.sqlite (the mirror, sync state, outbox), price-lists/<user
 * id>/<price list id>.pdf, last-user.json (whose cache serves public pages while nobody is signed in).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createCacheStore, type MirrorRow } from '../cache/cache-store.ts';
import { openCacheDb } from '../cache/db.ts';
import { createOfflineLists } from '../cache/offline-lists.ts';
import { createPdfStore } from '../cache/pdf-store.ts';
import { earlyProbe, probeBackend } from '../sync/connectivity.ts';
import type { LiveRelay } from '../sync/live-relay.ts';
import { createSyncClient, type SyncClient } from '../sync/supabase-client.ts';
import { createSyncEngine, lastSyncedAt, type SyncEngine } from '../sync/sync-engine.ts';
import {
  scopeOf,
  signedOutStatus,
  type Caches,
  type DesktopMethods,
  type DesktopServiceOptions,
  type OpenCache,
  type Session,
} from './context.ts';

type SessionMethods = Pick<DesktopMethods, 'startSession' | 'endSession' | 'syncStatus' | 'syncNow'>;

interface LastUser {
  userId: string;
  backendUrl: string;
  anonKey: string;
}

export interface Sessions {
  caches: Caches;
  methods: SessionMethods;
  engine(): SyncEngine | null;
  close(): Promise<void>;
}

/** `live`: the renderer's live subscriptions, held on the session's sync client (one Realtime connection). */
export function createSessions(options: DesktopServiceOptions, live: LiveRelay): Sessions {
  const staleAfterMs = options.staleAfterMs ?? 24 * 60 * 60_000;
  const now = options.now ?? (() => new Date());
  const lastUserFile = path.join(options.dataDir, 'last-user.json');
  let session: Session | null = null;
  /** The session's client with its latest token, for main's own calls after a sync. */
  let sessionClient: SyncClient | null = null;
  /** The last user's cache, open for reading public pages while nobody is signed in. */
  let idle: OpenCache | null = null;
  const early = earlyProbe(lastUserIn(lastUserFile), options.fetch, () => now().getTime());

  const caches: Caches = {
    active() {
      if (!session) throw new Error('Not signed in on this desktop.');
      return session;
    },
    readable() {
      if (session) return session;
      if (!idle) {
        const last = lastUserIn(lastUserFile);
        if (!last) throw new Error('No offline data yet: sign in once while online.');
        idle = openCache(options, now, last.userId, last.backendUrl);
      }
      return idle;
    },
    now,
    options,
  };

  async function endSession() {
    const ending = session;
    session = null;
    sessionClient = null;
    let copy: string | null = null;
    if (ending) {
      await ending.engine.stop();
      await ending.offline.stop();
      copy = lastSyncedAt(ending.store);
      ending.store.close();
    }
    options.emit('syncStatus', { ...signedOutStatus(staleAfterMs), lastSyncedAt: copy });
  }

  async function openSession({ backendUrl, anonKey, accessToken, userId }: LastUser & { accessToken: string }) {
    await endSession();
    idle?.store.close();
    idle = null;
    const cache = openCache(options, now, userId, backendUrl);
    fs.writeFileSync(lastUserFile, JSON.stringify({ userId, backendUrl, anonKey }));
    const probe = () => probeBackend(backendUrl, anonKey, options.fetch);
    const client = createSyncClient(backendUrl, anonKey, accessToken, options.fetch);
    sessionClient = client;
    // Known before the renderer's first read: offline, it goes straight to the cache.
    const engine = sessionEngine(options, cache, {
      client,
      probe,
      initiallyOnline: (await early.take({ backendUrl, anonKey })) ?? (await probe()),
      staleAfterMs,
      now,
      afterSync: pinThenDownload(cache, () => sessionClient),
    });
    const begin = () => beginSync(engine, cache.offline);
    session = {
      ...cache,
      backendUrl,
      anonKey,
      engine: startWhenDue(engine, lastSyncedAt(cache.store) !== null, begin),
    };
    live.useClient(client);
    return engine.status();
  }

  /** A session for `start`'s user: their open one with the new token, or theirs opened now. */
  async function takeSession(start: LastUser & { accessToken: string }) {
    if (session && session.userId === start.userId && session.backendUrl === start.backendUrl) {
      const client = createSyncClient(start.backendUrl, start.anonKey, start.accessToken, options.fetch);
      session.engine.setClient(client);
      sessionClient = client;
      live.useClient(client);
      return session.engine.status();
    }
    return openSession(start);
  }
  // One at a time: the renderer hands over its first session twice at once (the auth client's first two events),
  // and two openings raced, each opening the cache and starting an engine, one of them left syncing unseen.
  const handOver = oneAtATime(takeSession);

  const methods: SessionMethods = {
    startSession: handOver.run,
    async endSession() {
      live.signOut();
      await endSession();
    },
    async syncStatus() {
      // A session being handed over answers for itself (not the last user's copy, opened a second time to say so).
      await handOver.settled();
      if (session) return session.engine.status();
      const last = lastUserIn(lastUserFile);
      if (!last) return signedOutStatus(staleAfterMs);
      return lastCopyStatus(last, caches.readable(), staleAfterMs, options.fetch);
    },
    syncNow: async () => (session ? session.engine.syncNow() : signedOutStatus(staleAfterMs)),
  };

  return {
    caches,
    methods,
    engine: () => session?.engine ?? null,
    async close() {
      live.signOut();
      await endSession();
      idle?.store.close();
      idle = null;
    },
  };
}

/** Signed out, the last user's copy serves public pages: how old it is and whether their backend answers. */
async function lastCopyStatus(last: LastUser, copy: OpenCache, staleAfterMs: number, fetchImpl?: typeof fetch) {
  return {
    ...signedOutStatus(staleAfterMs),
    lastSyncedAt: lastSyncedAt(copy.store),
    online: await probeBackend(last.backendUrl, last.anonKey, fetchImpl),
  };
}

function lastUserIn(file: string): LastUser | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as LastUser;
  } catch {
    return null;
  }
}

/** `call`, each run after the one before has settled; `settled` waits for the last one asked for. */
function oneAtATime<A, R>(call: (arg: A) => Promise<R>) {
  let last: Promise<unknown> = Promise.resolve();
  return {
    run(arg: A): Promise<R> {
      const result = last.then(() => call(arg));
      last = result.catch(() => undefined);
      return result;
    },
    settled: () => last,
  };
}

/** The engine's first pull; the lists the last sync left unfinished continue at once (the first sync starts another run after it). */
function beginSync(engine: SyncEngine, offline: { run(): Promise<unknown> }): void {
  engine.start();
  void offline.run();
}

/**
 * How long an app reopened over a copy that has synced before holds its first pull (and its Realtime connection):
 * the first screen reads the copy meanwhile (issue 26's cold start), and those reads would otherwise wait behind
 * the pull's work on main's one thread. Changes made meanwhile come with that pull.
 */
const FIRST_PULL_DELAY_MS = 2000;

/** Starts the engine now, or after FIRST_PULL_DELAY_MS over a synced copy; stopping the engine first cancels it. */
function startWhenDue(engine: SyncEngine, synced: boolean, begin: () => void): SyncEngine {
  if (!synced) {
    begin();
    return engine;
  }
  const timer = setTimeout(begin, FIRST_PULL_DELAY_MS);
  return {
    ...engine,
    stop() {
      clearTimeout(timer);
      return engine.stop();
    },
  };
}

/**
 * A session's sync engine over its cache: it tells the renderer of its status and of the data a sync changed,
 * drops the files of price lists gone from the server, and lets the offline downloader run after each sync.
 */
function sessionEngine(
  options: DesktopServiceOptions,
  cache: OpenCache,
  run: {
    client: SyncClient;
    probe: () => Promise<boolean>;
    initiallyOnline: boolean;
    staleAfterMs: number;
    now: () => Date;
    afterSync: () => void;
  },
): SyncEngine {
  return createSyncEngine({
    store: cache.store,
    client: run.client,
    probe: run.probe,
    initiallyOnline: run.initiallyOnline,
    scope: () => scopeOf(cache.store),
    staleAfterMs: run.staleAfterMs,
    pullIntervalMs: options.pullIntervalMs ?? 60_000,
    offlineRetryMs: options.offlineRetryMs ?? 5_000,
    realtime: options.realtime ?? true,
    hooks: options.hooks,
    now: run.now,
    onStatus: (status) => options.emit('syncStatus', status),
    onDataChanged: (tables, { settled, moved }) => {
      if (tables.includes('price_updates_pdfs')) void cache.pdfs.removeOrphans();
      // What the push sent rides along only when it sent something (a pull alone names tables).
      options.emit('dataChanged', Object.keys(settled).length ? { tables, settled, moved } : { tables });
    },
    afterSync: run.afterSync,
  });
}

/** After a sync: the company's latest lists are pinned before the downloader plans (a failed ask keeps the last answer). */
const pinThenDownload = (cache: OpenCache, client: () => SyncClient | null) => () =>
  void followListCompany(cache, client())
    .catch(() => undefined)
    .then(() => cache.offline.run());

/**
 * Asks the server whose own price lists the user carries (their executive or sales-team company), so the
 * downloader pins that company's latest lists. Unanswered (offline, a refusal), the last answer stands.
 */
async function followListCompany(cache: OpenCache, client: SyncClient | null): Promise<void> {
  if (!client) return;
  const reply = await client.rpc('my_price_list_company');
  if (!reply.error) cache.offline.setCompany(reply.data ?? null);
}

/** Opens a user's cache and PDF store. */
function openCache(options: DesktopServiceOptions, now: () => Date, userId: string, backendUrl: string): OpenCache {
  if (!/^[0-9a-f-]{36}$/i.test(userId)) throw new Error('Not a user id');
  fs.mkdirSync(path.join(options.dataDir, 'cache'), { recursive: true });
  const store = createCacheStore(openCacheDb(path.join(options.dataDir, 'cache', `${userId}.sqlite`)));
  // Built as the web adapter does: the storage path against this backend, else the stored URL.
  const remoteUrl = (row: MirrorRow) =>
    row.storage_file_path
      ? `${backendUrl}/storage/v1/object/public/${String(row.bucket_name)}/${String(row.storage_file_path)
          .split('/')
          .map(encodeURIComponent)
          .join('/')}`
      : String(row.file_url);
  const pdfs = createPdfStore({
    dir: path.join(options.dataDir, 'price-lists', userId),
    store,
    remoteUrl,
    fetch: options.fetch,
    now,
  });
  const offline = createOfflineLists({
    store,
    pdfs,
    onStatus: (summary) => options.emit('offlineLists', summary),
    onFilesChanged: () => options.emit('dataChanged', { tables: ['price_updates_pdfs'] }),
  });
  return { userId, store, pdfs, offline, remoteUrl };
}
