/**
 * `npm start`: the local Supabase-compatible stack and the web app's Vite dev server in one process.
 * PORT, MAIL_PORT, LOCAL_DATA_DIR and DATABASE_URL configure the stack; WEB_PORT the app.
 * Ctrl+C (or SIGTERM) stops both.
 */
import path from 'node:path';
import { createServer } from 'vite';
import { configFromEnv, PROJECT_ROOT } from '../supabase/local/config.ts';
import { startStack } from '../supabase/local/stack.ts';

const webPort = Number(process.env.WEB_PORT ?? 5173);
const appUrl = `http://127.0.0.1:${webPort}`;
// Auth e-mails link back to the app, wherever it runs.
process.env.SITE_URL ??= appUrl;

const config = configFromEnv();
const stack = await startStack(config);

// The renderer reads VITE_* at dev-server start: point it at this stack's real URL and key.
process.env.VITE_SUPABASE_URL ??= stack.url;
process.env.VITE_SUPABASE_ANON_KEY ??= config.anonKey;

let vite: Awaited<ReturnType<typeof createServer>>;
try {
  vite = await createServer({
    configFile: path.join(PROJECT_ROOT, 'web/vite.config.ts'),
    server: { port: webPort },
  });
  await vite.listen();
} catch (error) {
  await stack.close();
  throw error;
}

const m = stack.migrations;
console.log(`
  LoomConnect is running.

  App:            ${appUrl}
  API:            ${stack.url}
  Mail (Mailpit): ${stack.mailUrl}
  Database:       ${config.databaseUrl ? 'PostgreSQL' : `PGlite (${stack.config.dataDir})`}; ${m.applied.length} migration(s) applied${m.seeded ? ', demo data seeded' : ''}

  Demo logins: see README. Press Ctrl+C to stop.
`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) process.exit(1); // a second Ctrl+C forces the exit
  stopping = true;
  console.log('Stopping the web app and the local stack…');
  await vite.close();
  await stack.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
