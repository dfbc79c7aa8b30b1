/**
 * `npm start`: the local Supabase-compatible stack and the production build of the web app, as
 * members get it (service worker included). The build is made on first start and again whenever
 * its sources changed (scripts/web-build.ts). `npm run dev` (`--dev`): the same stack with Vite's
 * hot-reloading dev server instead.
 * PORT, MAIL_PORT, LOCAL_DATA_DIR and DATABASE_URL configure the stack; WEB_PORT the app.
 * Ctrl+C (or SIGTERM) stops both.
 */
import path from 'node:path';
import { createServer, preview } from 'vite';
import { contentSecurityPolicy } from '../supabase/functions/_shared/domain/content-policy.ts';
import { configFromEnv, databaseLabel, PROJECT_ROOT, webPortFromEnv } from '../supabase/local/config.ts';
import { checkPortsFree, portInUse, PortInUseError, type NamedPort } from '../supabase/local/http/ports.ts';
import { startStack, type RunningStack } from '../supabase/local/stack.ts';
import { ensureWebBuild, holdBuild } from './web-build.ts';

const dev = process.argv.includes('--dev');
// The stack's SITE_URL (where auth e-mails link to) follows WEB_PORT in configFromEnv itself.
const config = configFromEnv();
const webPort = webPortFromEnv();
const appUrl = `http://${config.host}:${webPort}`;
const ports: NamedPort[] = [
  { port: config.port, what: 'the API', variable: 'PORT' },
  { port: config.mailPort, what: 'the mailbox', variable: 'MAIL_PORT' },
  { port: webPort, what: 'the web app', variable: 'WEB_PORT' },
];

/** A port already taken is one line naming it and its variable; anything else is a real error. */
function exitIfPortInUse(error: unknown): void {
  const taken = error instanceof PortInUseError ? error : portInUse(error, ports);
  if (!taken) return;
  console.error(taken.message);
  process.exit(1);
}

try {
  await checkPortsFree(ports, config.host);
} catch (error) {
  exitIfPortInUse(error);
  throw error;
}

let stack: RunningStack;
try {
  stack = await startStack(config);
} catch (error) {
  exitIfPortInUse(error);
  throw error;
}

// The renderer reads VITE_* at build (or dev-server) time: point it at this stack's real URL and key.
process.env.VITE_SUPABASE_URL ??= stack.url;
process.env.VITE_SUPABASE_ANON_KEY ??= config.anonKey;

const webConfig = path.join(PROJECT_ROOT, 'web/vite.config.ts');

/** The web app's security headers: its content-security policy, built from what the renderer embeds. */
const webSecurityHeaders = () => ({
  'Content-Security-Policy': contentSecurityPolicy({
    apiUrl: process.env.VITE_SUPABASE_URL ?? stack.url,
    platform: 'web',
  }),
  'X-Content-Type-Options': 'nosniff',
});
let closeWeb: () => Promise<void>;
try {
  if (dev) {
    const vite = await createServer({ configFile: webConfig, server: { port: webPort, host: config.host } });
    await vite.listen();
    closeWeb = () => vite.close();
  } else {
    const outDir = await ensureWebBuild();
    // Another instance's start may prune old builds: this one stays while served.
    const release = await holdBuild(outDir);
    const server = await preview({
      configFile: webConfig,
      logLevel: 'warn',
      build: { outDir },
      // The policy a host should send too (README, "Hosting the web app"); the dev server has none (its
      // hot-reload preamble is an inline script).
      preview: { port: webPort, host: config.host, strictPort: true, headers: webSecurityHeaders() },
    });
    closeWeb = async () => {
      await server.close();
      await release();
    };
  }
} catch (error) {
  await stack.close();
  exitIfPortInUse(error);
  throw error;
}

const m = stack.migrations;
console.log(`
  LoomConnect is running${dev ? ' (development server, hot reload)' : ' (production build)'}.

  App:            ${appUrl}
  API:            ${stack.url}
  Mail (Mailpit): ${stack.mailUrl}
  Database:       ${databaseLabel(config)}; ${m.applied.length} migration(s) applied${m.seeded ? ', demo data seeded' : ''}

  Demo logins: see README. Press Ctrl+C to stop.
`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) process.exit(1); // a second Ctrl+C forces the exit
  stopping = true;
  console.log('Stopping the web app and the local stack…');
  await closeWeb();
  await stack.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
