import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { captureServe, type Handler } from './deno-shim.ts';

/** Function names as Supabase allows them; `_shared` and other `_`-folders are never functions. */
const FUNCTION_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

async function exists(file: string): Promise<boolean> {
  return fs.stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
}

/** Newest modification time of the function's own files: a change re-imports the function. */
async function version(dir: string): Promise<number> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const times = await Promise.all(
    entries.filter((e) => e.isFile()).map((e) => fs.stat(path.join(e.parentPath, e.name)).then((s) => s.mtimeMs)),
  );
  return Math.max(0, ...times);
}

/**
 * Loads edge functions in Node: `<dir>/<name>/handler.ts` (default export), else `<dir>/<name>/index.ts`
 * with `Deno.serve` captured. Bare specifiers resolve from node_modules.
 */
export function createFunctionLoader(functionsDir: string): (name: string) => Promise<Handler | null> {
  const cache = new Map<string, { version: number; handler: Promise<Handler> }>();
  return async (name) => {
    if (!FUNCTION_NAME.test(name)) return null;
    const dir = path.join(functionsDir, name);
    const handlerFile = path.join(dir, 'handler.ts');
    const indexFile = path.join(dir, 'index.ts');
    const useHandler = await exists(handlerFile);
    if (!useHandler && !(await exists(indexFile))) return null;
    const v = await version(dir);
    const hit = cache.get(name);
    if (hit?.version === v) return hit.handler;
    const url = `${pathToFileURL(useHandler ? handlerFile : indexFile).href}?v=${v}&lang.ts`;
    const handler = useHandler
      ? import(url).then((m: { default?: unknown }) => {
          if (typeof m.default !== 'function') throw new Error(`${handlerFile} has no default export function`);
          return m.default as Handler;
        })
      : captureServe(() => import(url));
    cache.set(name, { version: v, handler });
    // A function that fails to load is retried on the next call.
    handler.catch(() => cache.get(name)?.handler === handler && cache.delete(name));
    return handler;
  };
}
