import fs from 'node:fs';
import path from 'node:path';
import { captureServe, type Handler } from './deno-shim.ts';
import { importFresh, type FreshModule } from './module-generations.ts';

/** Function names as Supabase allows them; `_shared` and other `_`-folders are never functions. */
const FUNCTION_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

function isFile(file: string): boolean {
  return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
}

/**
 * The state of one file a function loaded: a change (or the file gone) means a reload. Sync stats: a dozen
 * take tens of microseconds, steadier than as many trips through libuv's thread pool.
 */
function stampOf(file: string): string {
  const s = fs.statSync(file, { throwIfNoEntry: false });
  return s ? `${s.mtimeMs}:${s.size}` : '-';
}

interface Graph {
  /** The project files the function's module graph loaded; may grow after the load (late reports). */
  files: Set<string>;
  /** Each file's state when its load was first seen. */
  stamps: Map<string, string>;
  release(): void;
}

/**
 * Whether every file of the graph is as it was loaded. A file reported after the load finished (the load hook's
 * message arrives on its own time) is stamped when first seen here, so it never counts as a change by itself.
 */
function unchanged(graph: Graph): boolean {
  for (const file of graph.files) {
    const now = stampOf(file);
    const then = graph.stamps.get(file);
    if (then === undefined) graph.stamps.set(file, now);
    else if (then !== now) return false;
  }
  return true;
}

interface Loaded {
  entry: string;
  handler: Promise<Handler>;
  graph: Promise<Graph>;
}

/** The default export of a function's handler.ts. */
function defaultHandler(module: Record<string, unknown>, file: string): Handler {
  if (typeof module.default !== 'function') throw new Error(`${file} has no default export function`);
  return module.default as Handler;
}

/** Loads a function's module graph afresh (see module-generations.ts): its files and `_shared/` again. */
function load(entry: string, useHandler: boolean): Loaded {
  let fresh: Promise<FreshModule> | null = null;
  const importGraph = () => (fresh = importFresh(entry));
  const handler = useHandler ? importGraph().then((m) => defaultHandler(m.module, entry)) : captureServe(importGraph);
  const graph = handler.then(
    async () => {
      const m = await fresh!;
      return { files: m.files, stamps: new Map([...m.files].map((f) => [f, stampOf(f)])), release: m.release };
    },
    async (e: unknown) => {
      (await fresh?.catch(() => null))?.release();
      throw e;
    },
  );
  return { entry, handler, graph };
}

/**
 * Loads edge functions in Node: `<dir>/<name>/handler.ts` (default export), else `<dir>/<name>/index.ts`
 * with `Deno.serve` captured. Bare specifiers resolve from node_modules. A function is loaded once and
 * reused while none of the project files it imports changes; a change to any of them, its own or
 * `_shared/`, loads it afresh on the next call (each warm call checks those files' modification times).
 * Packages from node_modules are loaded once and shared by every load.
 */
export function createFunctionLoader(functionsDir: string): (name: string) => Promise<Handler | null> {
  const cache = new Map<string, Loaded>();
  return async (name) => {
    if (!FUNCTION_NAME.test(name)) return null;
    const dir = path.join(functionsDir, name);
    const handlerFile = path.join(dir, 'handler.ts');
    const indexFile = path.join(dir, 'index.ts');
    const useHandler = isFile(handlerFile);
    if (!useHandler && !isFile(indexFile)) return null;
    const entry = useHandler ? handlerFile : indexFile;

    const hit = cache.get(name);
    const graph = await hit?.graph.catch(() => null);
    if (hit && graph && hit.entry === entry && unchanged(graph)) return hit.handler;
    graph?.release();
    const loaded = load(entry, useHandler);
    cache.set(name, loaded);
    // A function that fails to load is retried on the next call.
    loaded.handler.catch(() => cache.get(name) === loaded && cache.delete(name));
    return loaded.handler;
  };
}
