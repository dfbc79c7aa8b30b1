/**
 * Offline plan at scale: which price lists the desktop keeps offline, for 1 000, 10 000 and 50 000 readable lists.
 *   1. The pure planner (electron/main/cache/offline-plan.ts) on shuffled lists with files, sizes, pins and removals,
 *      beside, in the same run, sorting the same lists with the same order (the floor of any plan that orders them)
 *      and the planner as it was before this change (kept here only, for the ratio).
 *   2. The downloader's bookkeeping per sync (offline-lists.ts): a run that downloads DOWNLOADS lists out of n from a
 *      real SQLite cache, the bytes not moved (a stand-in PDF store records each file as the real one does), so what
 *      is timed is the planning, settings and records around each download; beside recording the same files alone.
 * Goals: a plan of 50 000 lists under 50 ms and growth near n log n (50× the lists, under 100× the time); the
 * downloader's bookkeeping under 50 ms a download at 50 000 lists (half the 100 ms a 2 MB list takes to arrive at
 * 20 MB/s, so planning never leads). Each download still plans once or twice over every list (O(lists) a download);
 * before this change each plan also read and parsed every cached row (12, 103 and 772 ms a download here).
 * Times are CPU milliseconds of this process (user + system): the machine is shared, so wall time would count others.
 * Run: npx tsx tests/bench/offline-plan/run.ts [--downloads 20]   (no stack, no network; about a minute)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCacheStore, type CacheStore } from '../../../electron/main/cache/cache-store.ts';
import { openCacheDb, type CacheDb } from '../../../electron/main/cache/db.ts';
import { createOfflineLists } from '../../../electron/main/cache/offline-lists.ts';
import {
  planOfflineLists,
  type OfflineListState,
  type OfflinePlanInput,
} from '../../../electron/main/cache/offline-plan.ts';
import { FetchStopped } from '../../../electron/main/cache/pdf-fetch.ts';
import type { PdfStore } from '../../../electron/main/cache/pdf-store.ts';

const SIZES = [1_000, 10_000, 50_000];
const GOALS = { planMs: 50, growth: 100, perDownloadMs: 50 };
const at = process.argv.indexOf('--downloads');
const DOWNLOADS = at > 0 ? Number(process.argv[at + 1]) : 20;
const RUNS = 7;
const MB = 1024 * 1024;

/** A small seeded generator, so every run plans the same lists. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const idOf = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const dateOf = (i: number) => new Date(Date.UTC(2020, 0, 1) + i * 3_600_000).toISOString();

/** n lists shuffled; a third on disk with sizes of 1–3 MB, 1 % pinned, 2 % removed; the budget keeps about half. */
function plannerInput(n: number): OfflinePlanInput {
  const r = random(n);
  const lists = Array.from({ length: n }, (_, i) => ({ id: idOf(i), uploadedAt: dateOf(i) }));
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [lists[i], lists[j]] = [lists[j], lists[i]];
  }
  const pick = (share: number) => new Set(lists.filter(() => r() < share).map((l) => l.id));
  const downloaded = pick(1 / 3);
  const sizes = new Map([...downloaded].map((id) => [id, Math.round((1 + 2 * r()) * MB)] as const));
  return { lists, downloaded, sizes, pinned: pick(0.01), removed: pick(0.02), budgetBytes: n * MB };
}

const newestFirst = (a: { id: string; uploadedAt: string }, b: { id: string; uploadedAt: string }) =>
  a.uploadedAt === b.uploadedAt ? (a.id < b.id ? 1 : -1) : a.uploadedAt < b.uploadedAt ? 1 : -1;

/** The planner before this change (filter + reduce for the pinned bytes, a kept set, three walks), for the ratio. */
function previousPlanner(input: OfflinePlanInput) {
  const ordered = [...input.lists].sort(newestFirst);
  const size = (id: string) => input.sizes.get(id) ?? 0;
  let used = ordered.filter((l) => input.pinned.has(l.id)).reduce((sum, l) => sum + size(l.id), 0);
  let full = false;
  const kept = new Set<string>();
  for (const list of ordered) {
    if (input.pinned.has(list.id)) kept.add(list.id);
    else if (input.removed.has(list.id)) continue;
    else if (!full && used + size(list.id) <= input.budgetBytes) {
      used += size(list.id);
      kept.add(list.id);
    } else full = true;
  }
  const states = new Map<string, OfflineListState>();
  for (const { id } of ordered) {
    const state = kept.has(id) ? (input.downloaded.has(id) ? 'available' : 'waiting') : 'other';
    states.set(id, state as OfflineListState);
  }
  return { fetch: ordered.filter((l) => states.get(l.id) === 'waiting').map((l) => l.id), kept };
}

/**
 * CPU milliseconds this process spent in `fn` (user + system): the machine is shared, and wall time would count
 * other people's work while this one waits for a core. All of it is this thread's own work (no I/O is awaited).
 */
async function cpuMs(fn: () => unknown): Promise<number> {
  const before = process.cpuUsage();
  await fn();
  const spent = process.cpuUsage(before);
  return (spent.user + spent.system) / 1000;
}

/** The median of RUNS CPU timings of `fn` (after one warm-up). */
async function median(fn: () => unknown): Promise<number> {
  fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await cpuMs(fn));
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)];
}

const f = (ms: number) => `${ms.toFixed(2).padStart(8)} ms`;

async function benchPlanner() {
  console.log('CPU time of this process (user + system), not wall time: the machine is shared.\n');
  console.log('1. The planner (median of 7), beside sorting the same lists and the planner before this change');
  console.log('   lists     plan       sort only   plan/sort   previous    plan/previous');
  const times: number[] = [];
  for (const n of SIZES) {
    const input = plannerInput(n);
    const plan = await median(() => planOfflineLists(input));
    const sort = await median(() => [...input.lists].sort(newestFirst));
    const previous = await median(() => previousPlanner(input));
    if (planOfflineLists(input).fetch.join() !== previousPlanner(input).fetch.join()) throw new Error('plans differ');
    times.push(plan);
    const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`.padStart(8);
    console.log(
      `   ${String(n).padStart(6)} ${f(plan)} ${f(sort)} ${ratio(plan, sort)}   ${f(previous)} ${ratio(plan, previous)}`,
    );
  }
  const growth = times.at(-1)! / times[0];
  const last = times.at(-1)!;
  console.log(
    `   50 000 lists: ${last.toFixed(1)} ms (goal < ${GOALS.planMs} ms) ${last < GOALS.planMs ? 'MET' : 'MISSED'}`,
  );
  console.log(
    `   growth 1 000 → 50 000: ${growth.toFixed(1)}× the time for 50× the lists (goal < ${GOALS.growth}×) ${growth < GOALS.growth ? 'MET' : 'MISSED'}`,
  );
}

/** A cache of n price lists (rows as the sync writes them: id, version, the row's JSON). */
function cacheOf(n: number): { db: CacheDb; store: CacheStore; dir: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'offline-plan-bench-'));
  const db = openCacheDb(path.join(dir, 'cache.db'));
  const insert = db.prepare('insert into price_updates_pdfs (id, version, data) values (?, ?, ?)');
  db.transaction(() => {
    for (let i = 0; i < n; i++) {
      const id = idOf(i);
      const row = {
        id,
        description: `Price list ${i} — cotton yarn counts and rates`,
        file_name: 'list.pdf',
        file_url: `https://example.test/storage/v1/object/public/prices/${id}.pdf`,
        storage_file_path: `lists/${id}.pdf`,
        uploaded_at: dateOf(i),
        company_id: null,
        superseded_at: null,
        withdrawn_at: null,
      };
      insert.run(id, i + 1, JSON.stringify(row));
    }
  })();
  return { db, store: createCacheStore(db), dir };
}

/** A PDF store that moves no bytes: each fetch announces 1 MB and records the file as the real store does. */
function recordingPdfStore(store: CacheStore): PdfStore {
  return {
    async fetchOne(row, controls) {
      const id = String(row.id);
      if (controls.onTotal && !controls.onTotal(MB)) throw new FetchStopped();
      store.recordPdfFile({
        priceListId: id,
        sourceUrl: String(row.file_url),
        fileName: `${id}.pdf`,
        bytes: MB,
        downloadedAt: new Date().toISOString(),
      });
    },
    partialBytes: async () => 0,
    dropPartial: async () => undefined,
    async remove(ids) {
      const gone = ids && new Set(ids);
      for (const file of store.pdfFiles())
        if (!gone || gone.has(file.priceListId)) store.removePdfFile(file.priceListId);
    },
  } as Partial<PdfStore> as PdfStore;
}

async function benchDownloader() {
  console.log(
    `\n2. The downloader's bookkeeping for one sync that downloads ${DOWNLOADS} lists out of n (budget: ${DOWNLOADS} MB)`,
  );
  console.log('   lists     run          a download   recording alone   run/recording');
  for (const n of SIZES) {
    const { db, store, dir } = cacheOf(n);
    try {
      store.setSetting('offline_budget_bytes', DOWNLOADS * MB);
      const lists = createOfflineLists({ store, pdfs: recordingPdfStore(store) });
      const run = await cpuMs(() => lists.run());
      const got = lists.status().available;
      if (got !== DOWNLOADS) throw new Error(`expected ${DOWNLOADS} lists available, got ${got}`);
      await lists.stop();
      // The floor: the same files recorded without any planning.
      const ids = Array.from({ length: DOWNLOADS }, (_, i) => idOf(n + i));
      const recording = await cpuMs(() => {
        for (const id of ids) {
          store.recordPdfFile({ priceListId: id, sourceUrl: id, fileName: id, bytes: MB, downloadedAt: '' });
        }
      });
      const per = run / DOWNLOADS;
      console.log(
        `   ${String(n).padStart(6)} ${f(run)}  ${f(per)}  ${f(recording)}   ${(run / recording).toFixed(0).padStart(8)}×   ${
          n === SIZES.at(-1)
            ? `(goal < ${GOALS.perDownloadMs} ms a download: ${per < GOALS.perDownloadMs ? 'MET' : 'MISSED'})`
            : ''
        }`,
      );
    } finally {
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
}

await benchPlanner();
await benchDownloader();
