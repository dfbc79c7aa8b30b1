/**
 * The desktop's main-process service (electron/main/desktop-service.ts) in the test process, over a
 * temporary data folder, acting as a test user against a test stack. Its network can be cut: every
 * request then fails the way fetch fails when nothing answers, for supabase-js and downloads alike.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { RoleFacts } from '@domain/schemas/role-facts.ts';
import { createDesktopService, type DesktopService } from '../../../electron/main/desktop-service.ts';
import type { PushHooks } from '../../../electron/main/sync/push-outbox.ts';
import { signJwt } from '../../../supabase/local/http/jwt.ts';
import type { TestStack } from './stack.ts';
import { uniqueSuffix, type TestUser } from './users.ts';

export interface Network {
  offline: boolean;
  fetch: typeof fetch;
}

export function network(): Network {
  const net: Network = {
    offline: false,
    fetch: (input, init) => (net.offline ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init)),
  };
  return net;
}

export const tempDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'loom-desktop-'));

export interface DesktopUnderTest {
  service: DesktopService;
  events: { event: string; payload: unknown }[];
}

/** A desktop service signed in as `user` (a session started, sync not yet run unless the engine's start pull ran). */
export async function openDesktop(
  stack: TestStack,
  user: TestUser,
  options: {
    dataDir: string;
    net: Network;
    facts?: Partial<RoleFacts>;
    hooks?: PushHooks;
    realtime?: boolean;
    /** false: the service only, no session handed over yet. */
    signIn?: boolean;
  },
): Promise<DesktopUnderTest> {
  const events: DesktopUnderTest['events'] = [];
  const service = createDesktopService({
    dataDir: options.dataDir,
    localFileUrl: (id) => `loomcache://price-list/${id}`,
    emit: (event, payload) => void events.push({ event, payload }),
    pullIntervalMs: 3_600_000,
    offlineRetryMs: 3_600_000,
    realtime: options.realtime ?? false,
    fetch: options.net.fetch,
    hooks: options.hooks,
  });
  if (options.signIn === false) return { service, events };
  await service.startSession({
    backendUrl: stack.url,
    anonKey: stack.config.anonKey,
    accessToken: await signJwt(user.claims, stack.config.jwtSecret),
    userId: user.id,
  });
  if (options.facts) await service.rememberRoleFacts(roleFacts(user, options.facts));
  return { service, events };
}

export function roleFacts(user: TestUser, facts: Partial<RoleFacts>): RoleFacts {
  return {
    role: 'corporate_executive',
    isAuthenticated: true,
    userId: user.id,
    isAdmin: false,
    isLimitedAdmin: false,
    isAdmin2: false,
    isCorporateExecutive: false,
    companyId: null,
    companyName: null,
    membershipType: 'Corporate Member',
    memberName: 'Test',
    businessName: null,
    hasProfile: true,
    messagingCredits: 0,
    vendorRegistrations: [],
    trialEndsAt: null,
    trialExpired: false,
    paymentOnly: false,
    ...facts,
  };
}

/**
 * A transaction left open after running `sql`, and its change marker. PostgreSQL: a second
 * connection. PGlite has one connection: PREPARE TRANSACTION detaches it (still in flight to every
 * snapshot) until COMMIT PREPARED.
 */
export async function openTransaction(
  stack: TestStack,
  sql: string,
): Promise<{ marker: number; commit(): Promise<void> }> {
  if (stack.db.kind === 'postgres') {
    const conn = new pg.Client({ connectionString: stack.config.databaseUrl! });
    await conn.connect();
    await conn.query('begin');
    await conn.query(sql);
    const { rows } = await conn.query<{ marker: string }>('select pg_current_xact_id()::text as marker');
    return {
      marker: Number(rows[0].marker),
      commit: async () => {
        await conn.query('commit');
        await conn.end();
      },
    };
  }
  const gid = `late_${uniqueSuffix()}`;
  await stack.db.exec(`begin; ${sql}; prepare transaction '${gid}'`);
  const { rows } = await stack.db.query<{ marker: string }>(
    'select transaction::text as marker from pg_prepared_xacts where gid = $1',
    [gid],
  );
  return { marker: Number(rows[0].marker), commit: () => stack.db.exec(`commit prepared '${gid}'`) };
}
