import { register } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { register as registerTsx, type NamespacedUnregister } from 'tsx/esm/api';

/**
 * Fresh module graphs for edge functions, with packages shared. Each load gets a generation number:
 * a resolve hook carries `?fn-generation=<n>` from a module to the project files it imports, so those
 * (the function's own files and `_shared/`) are evaluated again for every generation, while files in
 * node_modules keep one URL and load once. A load hook reports each project file it loads, which is
 * how the runtime knows what to watch. TypeScript comes from tsx in a namespace of its own, so it
 * affects only function code (under vitest too, whose own loader never sees these imports).
 * Functions must sit below a package.json with "type": "module", as Deno runs every file as a module.
 */
const PARAM = 'fn-generation';

/** The hooks, run on Node's hooks thread; shipped as a data: URL so they need no TypeScript loader. */
const HOOKS = `
const PARAM = ${JSON.stringify(PARAM)};
let port;
export function initialize(data) { port = data.port; }
const generationOf = (url) => url && url.startsWith('file:') ? new URL(url).searchParams.get(PARAM) : null;
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  const generation = generationOf(context.parentURL);
  if (!generation || !result.url.startsWith('file:')) return result;
  const url = new URL(result.url);
  if (url.pathname.includes('/node_modules/')) {
    // Packages load as plain JavaScript, outside tsx's namespace: once per process, shared.
    url.searchParams.delete('tsx-namespace');
    return { ...result, url: url.href };
  }
  url.searchParams.set(PARAM, generation);
  return { ...result, url: url.href };
}
export async function load(url, context, next) {
  const generation = generationOf(url);
  if (generation) port.postMessage({ generation: Number(generation), url, format: context.format ?? null });
  return next(url, context);
}`;

interface Loaded {
  files: Set<string>;
  commonJs: Set<string>;
}

let tsx: NamespacedUnregister | null = null;
const loads = new Map<number, Loaded>();
let nextGeneration = 1;

function install(): NamespacedUnregister {
  if (tsx) return tsx;
  const { port1, port2 } = new MessageChannel();
  port1.on('message', (m: { generation: number; url: string; format: string | null }) => {
    const load = loads.get(m.generation);
    if (!load) return;
    const file = fileURLToPath(m.url.replace(/[?#].*$/, ''));
    load.files.add(file);
    if (m.format === 'commonjs') load.commonJs.add(file);
  });
  port1.unref();
  // Registered after tsx, so these hooks run first and see what tsx resolved.
  tsx = registerTsx({ namespace: 'loom-edge-functions', tsconfig: false });
  register(`data:text/javascript,${encodeURIComponent(HOOKS)}`, { data: { port: port2 }, transferList: [port2] });
  return tsx;
}

export interface FreshModule {
  module: Record<string, unknown>;
  /** The project files the graph loaded (the entry included); grows if a report arrives late. */
  files: Set<string>;
  /** Frees the bookkeeping of this generation once a newer one replaces it. */
  release(): void;
}

/** Imports `entry` and every project file it reaches afresh; packages from node_modules are shared. */
export async function importFresh(entry: string): Promise<FreshModule> {
  const api = install();
  const generation = nextGeneration++;
  const load: Loaded = { files: new Set([entry]), commonJs: new Set() };
  loads.set(generation, load);
  const release = () => void loads.delete(generation);
  try {
    const url = new URL(pathToFileURL(entry));
    url.searchParams.set(PARAM, String(generation));
    const module = (await api.import(url.href, import.meta.url)) as Record<string, unknown>;
    // The load reports travel on their own port: one turn of the event loop lets them arrive.
    await new Promise((resolve) => setImmediate(resolve));
    if (load.commonJs.size > 0)
      throw new Error(
        `${[...load.commonJs][0]} loaded as CommonJS: edge functions need a package.json with "type": "module" above them`,
      );
    return { module, files: load.files, release };
  } catch (e) {
    release();
    throw e;
  }
}
