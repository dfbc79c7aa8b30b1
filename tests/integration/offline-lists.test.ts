/**
 * Price lists offline without asking (issue 26): the desktop's main-process service against the local stack
 * downloads every list the user may read after a sync, newest first; resumes a partial file with HTTP Range
 * after a network loss and an app restart; evicts the oldest lists over the storage budget while pinned ones
 * stay; drops a list deleted on the server at the next sync; and leaves out a list the user removed, through
 * syncs and a restart, until Keep offline or a pin; and takes an upload straight after a cut download, even once the
 * thread it shares with the stack was blocked past the keep-alive timeout (it reset the upload, ECONNRESET, on PGlite).
 * Requests are watched on their way out.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signJwt } from '../../supabase/local/http/jwt.ts';
import { uploadPriceListFile } from './support/price-list-files.ts';
import { network, openDesktop, tempDataDir, type DesktopUnderTest, type Network } from './support/desktop.ts';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';
import { createCompany, createUser, uniqueSuffix, type TestUser } from './support/users.ts';

const KB = 1024;
/** Node's http server default: an idle keep-alive socket is closed after this long. */
const KEEP_ALIVE_MS = 5000;

/**
 * The file holds exactly these bytes. Buffer.equals, not toEqual: a deep toEqual walks a 2 MB Buffer element by
 * element (8 s of CPU, 55 s on the busy machine), stalling the thread the stack shares with the test.
 */
function expectSameBytes(file: string, body: Buffer) {
  const bytes = fs.readFileSync(file);
  expect(bytes.length).toBe(body.length);
  expect(bytes.equals(body)).toBe(true);
}

/** How many files this process holds open whose path ends with `suffix` (Linux's /proc/self/fd). */
function openFilesEndingWith(suffix: string): number {
  return fs.readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return fs.readlinkSync(`/proc/self/fd/${fd}`).endsWith(suffix);
    } catch {
      return false; // closed while listed
    }
  }).length;
}

/** Blocks this thread (and so the stack in it) for `ms`, as a long synchronous computation does. */
function stallEventLoop(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

interface SeenRequest {
  url: string;
  range: string | null;
  status: number;
}

/** A network that records the price-list downloads it carries (URL, Range header, status). */
function watched(net: Network, seen: SeenRequest[]): Network {
  const inner = net.fetch;
  const watchedNet: Network = {
    offline: false,
    fetch: async (input, init) => {
      net.offline = watchedNet.offline;
      // Recorded as it is asked for, so `seen` is in the order the downloader asked (a reply may come back
      // sooner to a later request); a request that never got a reply is taken out again.
      const url = String(input instanceof Request ? input.url : input);
      const asked = url.includes('/storage/v1/object/')
        ? { url, range: new Headers(init?.headers).get('range'), status: 0 }
        : null;
      if (asked) seen.push(asked);
      try {
        const response = await inner(input, init);
        if (asked) asked.status = response.status;
        return response;
      } catch (error) {
        if (asked) seen.splice(seen.indexOf(asked), 1);
        throw error;
      }
    },
  };
  return watchedNet;
}

/**
 * The first price-list download's body breaks after `bytes`, as a dropped connection does: the client stops
 * reading and cancels the response (undici then destroys its socket mid-body), and the network stays down.
 */
function cutFirstDownload(net: Network, bytes: number) {
  const real = net.fetch;
  let cut = true;
  net.fetch = async (input, init) => {
    const response = await real(input, init);
    if (!cut || !String(input).includes('/storage/v1/object/')) return response;
    cut = false;
    const reader = response.body!.getReader();
    let passed = 0;
    const broken = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { value, done } = await reader.read();
        if (done || passed >= bytes) {
          net.offline = true;
          await reader.cancel();
          controller.error(new TypeError('terminated'));
          return;
        }
        passed += value.length;
        controller.enqueue(value);
      },
    });
    return new Response(broken, { status: response.status, headers: response.headers });
  };
}

describe(`price lists kept offline without asking (${TEST_DB})`, () => {
  let stack: TestStack;
  let exec: TestUser;
  let staffToken: string;
  const open: DesktopUnderTest[] = [];
  const dirs: string[] = [];

  const sql = async <R = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    (await stack.db.query<R>(text, params)).rows;

  /** Uploads a PDF of `bytes` to the prices bucket and publishes its list, uploaded `day` days into November. */
  async function publish(description: string, bytes: number, day: number) {
    const body = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      Buffer.alloc(bytes - 16, description.charCodeAt(0)),
      Buffer.from('\n%%EOF\n'),
    ]);
    const storagePath = `offline-test/${uniqueSuffix()}.pdf`;
    await uploadPriceListFile(stack, staffToken, storagePath, body);
    const [{ id }] = await sql<{ id: string }>(
      `insert into public.price_updates_pdfs (file_url, description, file_name, storage_file_path, uploaded_at)
       values ('https://elsewhere.test/x.pdf', $1, 'list.pdf', $2, $3) returning id`,
      [description, storagePath, `2026-11-${String(day).padStart(2, '0')}T10:00:00Z`],
    );
    return { id, body, storagePath };
  }

  async function desktop(dataDir: string, net: Network) {
    const d = await openDesktop(stack, exec, { dataDir, net });
    open.push(d);
    return d;
  }

  const fileOf = (dataDir: string, id: string) => path.join(dataDir, 'price-lists', exec.id, `${id}.pdf`);

  beforeAll(async () => {
    stack = await startTestStack();
    const company = await createCompany(stack);
    exec = await createUser(stack, { membership: 'Corporate Member', executiveOf: company });
    const staff = await createUser(stack, { staff: 'admin' });
    staffToken = await signJwt(staff.claims, stack.config.jwtSecret);
  });
  afterAll(async () => {
    for (const d of open) await d.service.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    await stack?.close();
  });

  it('downloads every list after a sync, newest first; evicts the oldest over budget, keeps pins; drops deleted lists', async () => {
    const oldest = await publish('A oldest', 300 * KB, 1);
    const newest = await publish('C newest', 300 * KB, 3);
    const middle = await publish('B middle', 300 * KB, 2);
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    const seen: SeenRequest[] = [];
    const { service } = await desktop(dataDir, watched(network(), seen));

    await service.syncNow();
    await vi.waitFor(async () => expect((await service.offlineLists()).available).toBe(3), { timeout: 20_000 });
    // Nobody pressed Download: the sync's run fetched them, newest first, each whole. Two go at a time, so the two
    // newest start together (which reaches the server first is a race) and the oldest waits for a free slot.
    const fileName = (path: string) => path.split('/').pop();
    const order = seen.map((r) => fileName(r.url));
    expect(new Set(order.slice(0, 2))).toEqual(new Set([newest, middle].map((l) => fileName(l.storagePath))));
    expect(order.slice(2)).toEqual([fileName(oldest.storagePath)]);
    expect(seen.every((r) => r.range === null && r.status === 200)).toBe(true);
    for (const list of [oldest, middle, newest]) expectSameBytes(fileOf(dataDir, list.id), list.body);
    expect((await service.listPriceLists('B middle'))[0].localUrl).toBe(`loomcache://price-list/${middle.id}`);

    // A budget for two lists: the oldest goes.
    await service.setOfflineBudget(700 * KB);
    await vi.waitFor(
      async () => {
        expect(fs.existsSync(fileOf(dataDir, oldest.id))).toBe(false);
        // The file is deleted first and its record right after: the bytes used count records.
        expect((await service.offlineLists()).bytesUsed).toBe(600 * KB);
      },
      { timeout: 10_000 },
    );
    let status = await service.offlineLists();
    expect(status.states).toMatchObject({
      [newest.id]: 'available',
      [middle.id]: 'available',
      [oldest.id]: 'over-budget',
    });
    expect(status).toMatchObject({ available: 2, overBudget: 1, bytesUsed: 600 * KB, budgetBytes: 700 * KB });

    // Pinned, the oldest comes back and its bytes count first: the middle one no longer fits.
    await service.setPriceListPinned(oldest.id, true);
    await vi.waitFor(async () => expect((await service.offlineLists()).states[oldest.id]).toBe('available'), {
      timeout: 10_000,
    });
    await vi.waitFor(() => expect(fs.existsSync(fileOf(dataDir, middle.id))).toBe(false), { timeout: 10_000 });
    status = await service.offlineLists();
    expect(status.states).toMatchObject({ [newest.id]: 'available', [middle.id]: 'over-budget' });
    expect(status.pinned).toEqual([oldest.id]);

    // Deleted on the server: gone locally after the next sync.
    await sql('delete from public.price_updates_pdfs where id = $1', [newest.id]);
    await service.syncNow();
    await vi.waitFor(() => expect(fs.existsSync(fileOf(dataDir, newest.id))).toBe(false), { timeout: 10_000 });
    status = await service.offlineLists();
    expect(status.states[newest.id]).toBeUndefined();
    // With the newest gone, the middle list fits again (pinned 300 KB + 300 KB within 700 KB).
    await vi.waitFor(async () => expect((await service.offlineLists()).states[middle.id]).toBe('available'), {
      timeout: 10_000,
    });
    await sql('delete from public.price_updates_pdfs where id = any($1)', [[oldest.id, middle.id]]);
  }, 180_000);

  it('leaves a removed list out through syncs and a restart, until Keep offline or a pin; Remove all removes every kept list', async () => {
    const removed = await publish('R removed', 100 * KB, 7);
    const other = await publish('S other', 100 * KB, 8);
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    const seen: SeenRequest[] = [];
    const net = watched(network(), seen);
    const first = await desktop(dataDir, net);
    await first.service.syncNow();
    const stateOf = async (d: DesktopUnderTest, id: string) => (await d.service.offlineLists()).states[id];
    await vi.waitFor(async () => expect(await stateOf(first, removed.id)).toBe('available'), { timeout: 20_000 });

    let status = await first.service.removeOfflineLists([removed.id]);
    expect(status.states[removed.id]).toBe('removed');
    expect(status.removed).toEqual([removed.id]);
    expect(fs.existsSync(fileOf(dataDir, removed.id))).toBe(false);
    const fetchesOf = (list: { storagePath: string }) => seen.filter((r) => r.url.endsWith(list.storagePath)).length;
    const fetchedBefore = fetchesOf(removed);

    // Syncs run the downloader again: a list published meanwhile arrives (it ran), the removed one does not.
    const later = await publish('T later', 100 * KB, 9);
    await first.service.syncNow();
    await vi.waitFor(async () => expect(await stateOf(first, later.id)).toBe('available'), { timeout: 20_000 });
    expect(await stateOf(first, removed.id)).toBe('removed');
    expect(fetchesOf(removed)).toBe(fetchedBefore);

    // The choice is in the cache: after a restart and a sync it still holds.
    await first.service.close();
    const second = await desktop(dataDir, net);
    await second.service.syncNow();
    await vi.waitFor(async () => expect((await second.service.offlineLists()).running).toBe(false), {
      timeout: 10_000,
    });
    expect(await stateOf(second, removed.id)).toBe('removed');
    expect(fs.existsSync(fileOf(dataDir, removed.id))).toBe(false);

    // Keep offline brings it back.
    status = await second.service.keepOfflineList(removed.id);
    expect(status.removed).toEqual([]);
    await vi.waitFor(async () => expect(await stateOf(second, removed.id)).toBe('available'), { timeout: 20_000 });
    expectSameBytes(fileOf(dataDir, removed.id), removed.body);

    // Removed, then pinned: the pin brings it back too.
    await second.service.removeOfflineLists([removed.id]);
    status = await second.service.setPriceListPinned(removed.id, true);
    expect(status.removed).toEqual([]);
    await vi.waitFor(async () => expect(await stateOf(second, removed.id)).toBe('available'), { timeout: 20_000 });

    // Remove all: every kept list, the pinned one included (its pin goes), and every file with them.
    status = await second.service.removeOfflineLists(null);
    for (const list of [removed, other, later]) expect(status.states[list.id]).toBe('removed');
    expect(status.pinned).toEqual([]);
    expect(status.available).toBe(0);
    expect((await second.service.pdfStorage()).downloaded).toBe(0);
    await sql('delete from public.price_updates_pdfs where id = any($1)', [[removed.id, other.id, later.id]]);
  }, 180_000);

  it('resumes a partial file with Range after the network is lost mid-file and the app restarts', async () => {
    const list = await publish('Resumed list', 2048 * KB, 5);
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    const seen: SeenRequest[] = [];
    const net = watched(network(), seen);
    // The first download's body breaks after 512 KB, as a dropped connection does, and the network stays down.
    cutFirstDownload(net, 512 * KB);
    const first = await desktop(dataDir, net);
    await first.service.syncNow();
    await vi.waitFor(() => expect(seen).toHaveLength(1), { timeout: 10_000 });
    const part = `${fileOf(dataDir, list.id)}.part`;
    await vi.waitFor(async () => expect((await first.service.offlineLists()).running).toBe(false), { timeout: 10_000 });
    const kept = fs.statSync(part).size;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(list.body.length);
    expect((await first.service.offlineLists()).states[list.id]).toBe('waiting');

    // The app quits and starts again online: the download continues from the bytes on disk.
    await first.service.close();
    net.offline = false;
    const second = await desktop(dataDir, net);
    await vi.waitFor(async () => expect((await second.service.offlineLists()).states[list.id]).toBe('available'), {
      timeout: 20_000,
    });
    const resumed = seen.find((r) => r.range !== null)!;
    expect(resumed).toMatchObject({ range: `bytes=${kept}-`, status: 206 });
    expectSameBytes(fileOf(dataDir, list.id), list.body);
    expect(fs.existsSync(part)).toBe(false);
  }, 180_000);

  it('takes an upload straight after a download cut mid-file, even after the event loop stalled', async () => {
    const list = await publish('Cut list', 2048 * KB, 6);
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    const net = network();
    cutFirstDownload(net, 256 * KB);
    const { service } = await desktop(dataDir, net);
    await service.syncNow();
    await vi.waitFor(() => expect(net.offline).toBe(true), { timeout: 10_000 });
    // The stack (in this process) lets go of the file it was sending.
    await vi.waitFor(() => expect(openFilesEndingWith(list.storagePath)).toBe(0), { timeout: 10_000 });
    // The test, the client and the stack share one thread (and PGlite runs in it): a long synchronous stretch (a
    // deep toEqual of a 2 MB Buffer took 55 s on the busy machine) leaves every idle keep-alive socket's server
    // timer overdue. The upload that comes next must not be written to a socket the server then closes.
    // The client reconnects the cut download's slot in its pool, the first it picks: a request there leaves it idle.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await fetch(`${stack.url}/auth/v1/health`, { headers: { apikey: stack.config.anonKey } })).status).toBe(
      200,
    );
    stallEventLoop(KEEP_ALIVE_MS + 1000);
    const next = await publish('Uploaded after the cut', 256 * KB, 10);
    const stored = await sql<{ n: number }>('select count(*)::int as n from storage.objects where name = $1', [
      next.storagePath,
    ]);
    expect(stored[0].n).toBe(1);
    await vi.waitFor(async () => expect((await service.offlineLists()).running).toBe(false), { timeout: 10_000 });
    await sql('delete from public.price_updates_pdfs where id = any($1)', [[list.id, next.id]]);
  }, 60_000);
});
