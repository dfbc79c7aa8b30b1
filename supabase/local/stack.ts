import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { EMBEDDED_DATABASE, type StackConfig } from './config.ts';
import { startEmbeddedPostgres } from './db/embedded-postgres.ts';
import { openDatabase } from './db/open.ts';
import { migrate, type MigrationReport } from './db/migrate.ts';
import { createAuthService } from './auth/service.ts';
import { createFunctionsService } from './functions/service.ts';
import { createMailbox } from './mail/mailbox.ts';
import { createRestService } from './rest/service.ts';
import { createStorageService } from './storage/service.ts';
import { createRealtimeService } from './realtime/service.ts';
import { startFunctionScheduler, startScheduler } from './scheduler.ts';
import { testCheckoutMount } from './test-checkout/service.ts';
import { uploadSeedAssets } from '../seed/assets.ts';
import { closeServer, createHttpServer, listen } from './http/server.ts';
import { json, type Service, type StackContext } from './http/types.ts';
import type { Database } from './db/database.ts';
import { RoleGate } from './db/roles.ts';

export interface RunningStack {
  url: string;
  mailUrl: string;
  db: Database;
  config: StackConfig;
  migrations: MigrationReport;
  context: StackContext;
  close(): Promise<void>;
}

/**
 * Starts the whole Supabase-compatible stack: database (migrated, seeded when fresh), the API on
 * `config.port` and the mail UI/API on `config.mailPort`.
 */
export async function startStack(
  config: StackConfig,
  log: (line: string) => void = console.log,
): Promise<RunningStack> {
  const dataDir = config.dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'loom-stack-')));
  const tempData = config.dataDir === null;
  // DATABASE_URL=embedded: PostgreSQL from npm, its data kept beside the stored files.
  const embedded =
    config.databaseUrl === EMBEDDED_DATABASE
      ? await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'postgres'), durable: !tempData })
      : null;
  const databaseUrl = embedded?.adminUrl ?? config.databaseUrl;
  const db = await openDatabase({
    databaseUrl,
    dataDir: config.dataDir,
    pgliteSnapshot: config.pgliteSnapshot,
  });
  const migrations = await migrate(db, config.supabaseDir, { seed: config.seed });

  const schemaListeners: (() => void | Promise<void>)[] = [];
  let apiUrl = '';
  let mailUrl = '';
  const mailbox = await createMailbox({ smtpUrl: config.smtpUrl, dataDir, log });
  const roles = new RoleGate(db);
  const context: StackContext = {
    config: { ...config, dataDir, databaseUrl },
    db,
    roles,
    mailer: mailbox.mailer,
    publicUrl: () => apiUrl,
    mailUrl: () => mailUrl,
    onSchemaChange: (l) => void schemaListeners.push(l),
    schemaChanged: async () => {
      roles.clear();
      for (const l of schemaListeners) await l();
    },
  };

  const realtime = await createRealtimeService(context, log);
  const services: Record<string, Service> = {
    '/realtime/v1': realtime,
    '/rest/v1': await createRestService(context),
    '/auth/v1': await createAuthService(context),
    '/storage/v1': await createStorageService(context),
    '/functions/v1': await createFunctionsService(context),
    ...testCheckoutMount(context),
  };
  const quiet = () => undefined;
  const requestLog = config.logRequests ? log : quiet;
  const api = createHttpServer({
    mounts: Object.entries(services).map(([prefix, service]) => ({ prefix, service })),
    maxBodyBytes: config.maxBodyBytes,
    log: requestLog,
    fallback: async (req) =>
      req.path === '/'
        ? json(200, { name: 'LoomConnect local Supabase stack' })
        : json(404, { message: 'no Route matched with those values' }),
  });
  const mail = createHttpServer({
    mounts: [{ prefix: '', service: mailbox.service }],
    maxBodyBytes: 1 << 20,
    log: quiet,
  });

  const port = await listen(api, config.port, config.host);
  apiUrl = `http://${config.host}:${port}`;
  const mailPort = await listen(mail, config.mailPort, config.host);
  mailUrl = `http://${config.host}:${mailPort}`;
  // The seed's rows point at demo PDFs and images; put them in storage once the API answers.
  if (migrations.seeded) await uploadSeedAssets(apiUrl, config.serviceRoleKey);

  const stopScheduler = config.scheduler ? startScheduler(db, log) : () => undefined;
  const stopFunctionScheduler = config.scheduler
    ? startFunctionScheduler(apiUrl, config.serviceRoleKey, log)
    : () => undefined;
  let closed = false;
  return {
    url: apiUrl,
    mailUrl,
    db,
    config: context.config,
    migrations,
    context,
    async close() {
      if (closed) return;
      closed = true;
      stopScheduler();
      stopFunctionScheduler();
      // WebSockets first: an open one would keep the API server from closing.
      await realtime.close();
      await Promise.all([closeServer(api), closeServer(mail)]);
      for (const s of Object.values(services)) if (s !== realtime) await s.close?.();
      await db.close();
      await embedded?.stop();
      if (tempData) await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
