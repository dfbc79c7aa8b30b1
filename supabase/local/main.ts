/**
 * `npm run stack`: the local Supabase-compatible stack in the foreground.
 * `--reset-only` (npm run db:reset) wipes the local data folder, re-applies migrations and seed, and exits.
 */
import fs from 'node:fs/promises';
import { configFromEnv, databaseLabel, EMBEDDED_DATABASE } from './config.ts';
import { checkPortsFree, portInUse, PortInUseError, type NamedPort } from './http/ports.ts';
import { startStack, type RunningStack } from './stack.ts';

const config = configFromEnv();
const resetOnly = process.argv.includes('--reset-only');
const reset = resetOnly || process.argv.includes('--reset');

if (reset) {
  if (config.databaseUrl && config.databaseUrl !== EMBEDDED_DATABASE) {
    console.error(
      'db:reset wipes the local data folder (PGlite, or DATABASE_URL=embedded); with a DATABASE_URL of your own, drop and recreate that database yourself.',
    );
    process.exit(1);
  }
  if (config.dataDir) await fs.rm(config.dataDir, { recursive: true, force: true });
  console.log(`Wiped ${config.dataDir}`);
}

const ports: NamedPort[] = [
  { port: config.port, what: 'the API', variable: 'PORT' },
  { port: config.mailPort, what: 'the mailbox', variable: 'MAIL_PORT' },
];
let stack: RunningStack;
try {
  await checkPortsFree(ports, config.host);
  stack = await startStack({ ...config, logRequests: config.logRequests && !resetOnly });
} catch (error) {
  const taken = error instanceof PortInUseError ? error : portInUse(error, ports);
  if (!taken) throw error;
  console.error(taken.message);
  process.exit(1);
}
const m = stack.migrations;
console.log(
  `Database: ${databaseLabel(config)}; ` +
    `${m.applied.length} migration(s) applied${m.seeded ? ', demo data seeded' : ''}.`,
);
if (resetOnly) {
  await stack.close();
  process.exit(0);
}
console.log(`
  API URL:          ${stack.url}
  REST:             ${stack.url}/rest/v1
  Auth:             ${stack.url}/auth/v1
  Storage:          ${stack.url}/storage/v1
  Functions:        ${stack.url}/functions/v1
  Realtime:         ${stack.url.replace(/^http/, 'ws')}/realtime/v1/websocket
  Mail (Mailpit):   ${stack.mailUrl}
  anon key:         ${config.anonKey}
  service_role key: ${config.serviceRoleKey}
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log('Stopping the local stack…');
    await stack.close();
    process.exit(0);
  });
}
