/**
 * Offline price lists benchmark (issue 26): 100 price lists of 2 MB, from publish to all offline-ready on the
 * desktop, through the main process's real service (its sync engine pulls the new rows, its background
 * downloader fetches the files from the stack's Storage API into the PDF store), beside the raw download time
 * of the same bytes in the same run (a plain fetch loop, one at a time and two at a time, bodies read whole; and
 * two at a time written to files, as the downloader must).
 * The goal is "offline-ready within one sync cycle" with no fixed figure: printed are the absolute
 * times, the ratio to the raw download, and whether it fits the 60 s pull interval (one cycle).
 * Run: npx tsx tests/bench/offline-lists/run.ts [--lists 100] [--mb 2]   (in-memory PGlite stack, 127.0.0.1)
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDesktopService } from '../../../electron/main/desktop-service.ts';
import { signJwt } from '../../../supabase/local/http/jwt.ts';
import { tempDataDir } from '../../integration/support/desktop.ts';
import { uploadPriceListFile } from '../../integration/support/price-list-files.ts';
import { createCompany, createUser } from '../../integration/support/users.ts';
import { startBenchStack } from '../support/temp-postgres.ts';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const LISTS = arg('lists', 100);
const BYTES = arg('mb', 2) * 1024 * 1024;
/** One sync cycle: the desktop's pull interval (electron/main/service/session.ts). */
const CYCLE_MS = 60_000;

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mbps = (ms: number) => `${((LISTS * BYTES) / 1024 / 1024 / (ms / 1000)).toFixed(0)} MB/s`;

/** Fetches every URL, `parallel` at a time, reading each body whole (and writing it to `dir` when given). */
async function rawDownload(urls: string[], parallel: number, dir?: string): Promise<number> {
  const started = performance.now();
  const queue = [...urls];
  const worker = async () => {
    for (let url = queue.shift(); url; url = queue.shift()) {
      const body = new Uint8Array(await (await fetch(url)).arrayBuffer());
      if (body.byteLength !== BYTES) throw new Error(`short body: ${url}`);
      if (dir) await fsp.writeFile(path.join(dir, `${queue.length}.pdf`), body);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return performance.now() - started;
}

async function main() {
  const stack = await startBenchStack(null);
  const dataDir = tempDataDir();
  // Heard from main's events (as the status bar does), not polled: polling would share the downloader's thread.
  let allReady = () => undefined as void;
  const ready = new Promise<void>((resolve) => (allReady = resolve));
  const service = createDesktopService({
    dataDir,
    localFileUrl: (id) => `loomcache://price-list/${id}`,
    emit: (event, payload) => {
      const summary = payload as { available?: number; running?: boolean };
      if (event === 'offlineLists' && summary.available === LISTS && !summary.running) allReady();
    },
    pullIntervalMs: 3_600_000,
    offlineRetryMs: 3_600_000,
    realtime: false,
  });
  try {
    const testStack = stack as never;
    const exec = await createUser(testStack, {
      membership: 'Corporate Member',
      executiveOf: await createCompany(testStack, 'Bench Mills'),
    });
    const staff = await createUser(testStack, { staff: 'admin' });
    const staffToken = await signJwt(staff.claims, stack.config.jwtSecret);

    // The admin's uploads come first (not the desktop's work): 100 files of 2 MB in the prices bucket.
    const paths = Array.from({ length: LISTS }, (_, i) => `bench-offline/list-${i}.pdf`);
    for (const [i, p] of paths.entries()) {
      const body = Buffer.alloc(BYTES, 0x20 + (i % 90));
      body.write('%PDF-1.4\n');
      await uploadPriceListFile(stack, staffToken, p, body);
    }

    await service.startSession({
      backendUrl: stack.url,
      anonKey: stack.config.anonKey,
      accessToken: await signJwt(exec.claims, stack.config.jwtSecret),
      userId: exec.id,
    });
    await service.syncNow();

    // Publish: the rows appear; one sync cycle (as a Realtime hint starts) and the downloader make them offline-ready.
    const started = performance.now();
    await stack.db.query(
      `insert into public.price_updates_pdfs (file_url, description, file_name, bucket_name, storage_file_path, uploaded_at)
       select p, 'Bench list ' || i, p, 'prices', p, now() - (i || ' minutes')::interval
       from unnest($1::text[]) with ordinality as t(p, i)`,
      [paths],
    );
    await service.syncNow();
    const synced = performance.now() - started;
    await ready;
    const readyMs = performance.now() - started;
    const bytesUsed = (await service.pdfStorage()).bytesUsed;
    if (bytesUsed !== LISTS * BYTES) throw new Error(`stored ${bytesUsed} bytes, expected ${LISTS * BYTES}`);

    const urls = paths.map((p) => `${stack.url}/storage/v1/object/public/prices/${p}`);
    const rawOne = await rawDownload(urls, 1);
    const rawTwo = await rawDownload(urls, 2);
    const rawDir = tempDataDir();
    const rawWrite = await rawDownload(urls, 2, rawDir).finally(() => fs.rmSync(rawDir, { recursive: true }));

    console.log(
      `Offline price lists: ${LISTS} lists of ${BYTES / 1024 / 1024} MB (${(LISTS * BYTES) / 1024 / 1024} MB)`,
    );
    console.log(`  publish → all offline-ready     ${s(readyMs).padStart(9)}  (${mbps(readyMs)})`);
    console.log(`    of which the sync of the rows ${s(synced).padStart(9)}`);
    console.log(`  raw fetch loop, one at a time   ${s(rawOne).padStart(9)}  (${mbps(rawOne)})`);
    console.log(`  raw fetch loop, two at a time   ${s(rawTwo).padStart(9)}  (${mbps(rawTwo)})`);
    console.log(`  raw, two at a time, to files    ${s(rawWrite).padStart(9)}  (${mbps(rawWrite)})`);
    console.log(`  ratio offline-ready / raw (1)   ${(readyMs / rawOne).toFixed(2)}×`);
    console.log(`  ratio offline-ready / raw (2)   ${(readyMs / rawTwo).toFixed(2)}×`);
    console.log(`  ratio offline-ready / raw to files ${(readyMs / rawWrite).toFixed(2)}×`);
    console.log(
      `  goal: offline-ready within one sync cycle (${s(CYCLE_MS)}): ${readyMs <= CYCLE_MS ? 'met' : 'NOT met'}`,
    );
  } finally {
    await service.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await stack.close();
  }
}

await main();
