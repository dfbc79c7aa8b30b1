/**
 * The bulk writer, seen from main: first full loads are written on a worker thread with its own connection to the
 * cache file, so main goes on reading the next pages (and answering the window) while SQLite writes. Without
 * it, each 25 000-row transaction and each index build held main's thread, and the server, having prepared the
 * one page asked for, waited too (tests/bench/desktop-sync). The worker starts with the first request and ends
 * once it has been idle a while (first full loads are rare: a new cache, a full sync the server asked for).
 */
import { Worker } from 'node:worker_threads';
import type { SyncCursor } from '@domain/sync/cursor.ts';
import type { EncodedChange, MirroredTable } from '../repositories/mirror.ts';
import type { BulkAnswer, BulkRequest } from './requests.ts';
import type * as SourceWorker from './worker-from-source.ts';

export interface BulkWriter {
  /** Writes a batch and moves the table's cursor from `from` to `to`, if it is still at `from`: whether it did. */
  write(table: MirroredTable, changes: readonly EncodedChange[], from: SyncCursor, to: SyncCursor): Promise<boolean>;
  buildIndexes(table: MirroredTable): Promise<void>;
  /** Ends the worker (requests still waiting fail). */
  close(): Promise<void>;
}

/** How long an idle worker is kept for the next request. */
const IDLE_MS = 5_000;

interface Waiting {
  request: BulkRequest;
  resolve: (answer: BulkAnswer) => void;
  reject: (error: Error) => void;
}

/**
 * A writer of the cache `file` on a worker thread. `inThread` answers a request on main's own connection: used
 * when the worker cannot start here (then nothing it was asked was written), so a first sync still completes.
 */
export function createBulkWriter(file: string, inThread: (request: BulkRequest) => BulkAnswer): BulkWriter {
  let worker: Promise<Worker> | null = null;
  let withoutWorker = false;
  let next = 0;
  const waiting = new Map<number, Waiting>();
  let idle: ReturnType<typeof setTimeout> | null = null;

  const failAll = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  const answerHere = ({ request, resolve, reject }: Waiting) => {
    try {
      resolve(inThread(request));
    } catch (error) {
      reject(error as Error);
    }
  };
  // In the order asked (a Map keeps its insertion order).
  const answerAllHere = () => {
    const asked = [...waiting.values()];
    waiting.clear();
    asked.forEach(answerHere);
  };
  const stop = async () => {
    const ending = worker;
    worker = null;
    if (idle) clearTimeout(idle);
    failAll(new Error('The cache writer was closed.'));
    await (await ending?.catch(() => null))?.terminate();
  };
  // Idle, neither the worker nor its timer keeps the app (or a test run) from ending.
  const rest = (idleWorker: Worker) => {
    idleWorker.unref();
    idle = setTimeout(() => void stop(), IDLE_MS);
    idle.unref();
  };
  const start = () => {
    let answered = false;
    // A worker that fails or stops takes its waiting requests with it (not a newer worker's, after a close). One
    // that never answered wrote nothing: main answers them, and every request after.
    const gone = (self: Promise<Worker>, error: Error) => {
      if (worker !== self) return;
      worker = null;
      if (answered) return failAll(error);
      withoutWorker = true;
      answerAllHere();
    };
    const self: Promise<Worker> = spawnWorker(file).then((started) => {
      started.on('message', ({ id, answer, error }: { id: number; answer?: BulkAnswer; error?: string }) => {
        answered = true;
        const request = waiting.get(id);
        waiting.delete(id);
        if (error !== undefined) request?.reject(new Error(error));
        else request?.resolve(answer ?? null);
        if (waiting.size === 0) rest(started);
      });
      started.on('error', (error) => gone(self, error));
      started.on('exit', () => gone(self, new Error('The cache writer stopped.')));
      return started;
    });
    self.catch((error: Error) => gone(self, error));
    return self;
  };
  const ask = (request: BulkRequest) =>
    new Promise<BulkAnswer>((resolve, reject) => {
      if (idle) clearTimeout(idle);
      const id = next++;
      waiting.set(id, { request, resolve, reject });
      if (withoutWorker) return queueMicrotask(answerAllHere);
      // Posted in the order asked: callbacks on one promise run in the order they were added.
      (worker ??= start()).then(
        (ready) => {
          ready.ref();
          ready.postMessage({ id, request });
        },
        () => undefined,
      );
    });

  return {
    write: async (table, changes, from, to) => (await ask({ kind: 'write', table, changes, from, to })) === true,
    buildIndexes: async (table) => void (await ask({ kind: 'buildIndexes', table })),
    close: stop,
  };
}

/** The worker, built (out/main/bulk-writer.js, beside main's index.js) or, run from source, bundled on the spot. */
async function spawnWorker(file: string): Promise<Worker> {
  const options = { workerData: { file } };
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./bulk-writer.js', import.meta.url), options);
  // Named at run time, so the app's build neither follows it nor bundles esbuild with it.
  const fromSource = new URL('./worker-from-source.ts', import.meta.url).href;
  const { bundledWorker } = (await import(/* @vite-ignore */ fromSource)) as typeof SourceWorker;
  return new Worker(bundledWorker(), { ...options, execArgv: [] });
}
