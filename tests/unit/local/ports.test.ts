import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../supabase/local/config.ts';
import { checkPortsFree, portInUse, PortInUseError, type NamedPort } from '../../../supabase/local/http/ports.ts';

const HOST = '127.0.0.1';

/** A server holding a free port of HOST until closed. */
async function occupy(): Promise<{ port: number; close: () => Promise<void> }> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, HOST, resolve);
  });
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** One line naming the port and `variable=<another port>`: no stack trace, no "Error:" prefix. */
function expectOneClearLine(text: string, port: number, variable: string): void {
  const lines = text.trimEnd().split('\n');
  expect(lines, text).toHaveLength(1);
  expect(lines[0]).toContain(`Port ${port} `);
  // `PORT=` must not be satisfied by `MAIL_PORT=` or `WEB_PORT=`.
  expect(lines[0]).toMatch(new RegExp(`(?<![A-Z_])${variable}=\\d+`));
  expect(lines[0]).not.toMatch(/Error|\bat /);
}

describe('a port already in use (supabase/local/http/ports.ts)', () => {
  const api: NamedPort = { port: 54321, what: 'the API', variable: 'PORT' };
  const mail: NamedPort = { port: 54324, what: 'the mailbox', variable: 'MAIL_PORT' };

  it('is one line naming the port, what listens there and the variable that moves it', () => {
    const message = new PortInUseError(api).message;
    expectOneClearLine(message, 54321, 'PORT');
    expect(message).toContain('(the API)');
    expect(message).toMatch(/PORT=(\d+)/);
    expect(Number(/PORT=(\d+)/.exec(message)![1])).not.toBe(54321);
    expectOneClearLine(new PortInUseError(mail).message, 54324, 'MAIL_PORT');
  });

  it('is found before anything starts: the first taken port, skipping 0 ("any free one")', async () => {
    const taken = await occupy();
    try {
      const ports = [
        { port: 0, what: 'the API', variable: 'PORT' },
        { port: taken.port, what: 'the mailbox', variable: 'MAIL_PORT' },
        { port: taken.port, what: 'the web app', variable: 'WEB_PORT' },
      ];
      const error = await checkPortsFree(ports, HOST).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PortInUseError);
      expect((error as PortInUseError).named).toEqual(ports[1]);
      expectOneClearLine((error as PortInUseError).message, taken.port, 'MAIL_PORT');
    } finally {
      await taken.close();
    }
    // Free again: the check passes (and leaves nothing listening).
    await expect(checkPortsFree([{ ...api, port: taken.port }], HOST)).resolves.toBeUndefined();
    await expect(checkPortsFree([{ ...api, port: taken.port }], HOST)).resolves.toBeUndefined();
  });

  it('is the same line when a listen fails with EADDRINUSE after the check (a race)', () => {
    const raced = Object.assign(new Error('listen EADDRINUSE: address already in use 127.0.0.1:54324'), {
      code: 'EADDRINUSE',
      port: 54324,
    });
    expect(portInUse(raced, [api, mail])?.message).toBe(new PortInUseError(mail).message);
    // A port not in the list still names PORT rather than throwing the raw error.
    const other = portInUse({ code: 'EADDRINUSE', port: 4000 }, [api, mail]);
    expectOneClearLine(other!.message, 4000, 'PORT');
    expect(portInUse(new Error('boom'), [api, mail])).toBeNull();
    expect(portInUse({ code: 'EACCES', port: 80 }, [api, mail])).toBeNull();
    expect(portInUse(undefined, [api, mail])).toBeNull();
  });
});

/** Runs an entry point (tsx in this process, no npx) and collects its exit code and output. */
function run(
  entry: string,
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Should the check regress, the entry would start the whole stack: stop it rather than hang.
      timeout: 20_000,
      killSignal: 'SIGKILL',
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('starting on a port already in use exits with that one line', () => {
  let taken: Awaited<ReturnType<typeof occupy>>;
  let dataDir: string;
  beforeAll(async () => {
    taken = await occupy();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'loom-port-in-use-'));
  });
  afterAll(async () => {
    await taken?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  /** Every port but the taken one is 0 (any free one), so nothing here collides with a running instance. */
  const envWith = (variable: string) => ({
    HOST,
    PORT: '0',
    MAIL_PORT: '0',
    WEB_PORT: '0',
    [variable]: String(taken.port),
    LOCAL_DATA_DIR: path.join(dataDir, 'data'),
    DATABASE_URL: '',
    SEED: 'false',
    SCHEDULER: 'false',
    LOG_REQUESTS: 'false',
  });

  it.each([
    ['scripts/start.ts', 'PORT'],
    ['scripts/start.ts', 'MAIL_PORT'],
    ['scripts/start.ts', 'WEB_PORT'],
    ['supabase/local/main.ts', 'PORT'],
  ])('%s with %s taken', { timeout: 30_000 }, async (entry, variable) => {
    const { code, stdout, stderr } = await run(entry, envWith(variable));
    expect(code, stdout + stderr).toBe(1);
    expect(stdout).toBe('');
    expectOneClearLine(stderr, taken.port, variable);
    // It failed before opening the database: nothing was written.
    await expect(fs.access(path.join(dataDir, 'data'))).rejects.toThrow();
  });
});
