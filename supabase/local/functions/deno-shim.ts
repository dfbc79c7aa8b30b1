import { AsyncLocalStorage } from 'node:async_hooks';

export type Handler = (req: Request) => Response | Promise<Response>;
type Env = Record<string, string | undefined>;

const envScope = new AsyncLocalStorage<Env>();
let defaultEnv: Env = process.env;
let serveCapture: ((handler: Handler) => void) | null = null;

function currentEnv(): Env {
  return envScope.getStore() ?? defaultEnv;
}

function handlerOf(args: unknown[]): Handler | undefined {
  const [first, second] = args as [unknown, unknown];
  if (typeof first === 'function') return first as Handler;
  if (typeof second === 'function') return second as Handler;
  return (first as { handler?: Handler } | undefined)?.handler;
}

/** The part of Deno's API edge functions use at the top level: `Deno.env` and `Deno.serve`. */
const denoShim = {
  env: {
    get: (key: string) => currentEnv()[key],
    has: (key: string) => currentEnv()[key] !== undefined,
    set: (key: string, value: string) => void (currentEnv()[key] = value),
    delete: (key: string) => void delete currentEnv()[key],
    toObject: () => Object.fromEntries(Object.entries(currentEnv()).filter(([, v]) => v !== undefined)),
  },
  serve(...args: unknown[]) {
    const handler = handlerOf(args);
    if (!serveCapture || !handler)
      throw new Error('Deno.serve is only available while the local runtime loads a function');
    serveCapture(handler);
    return { finished: Promise.resolve(), shutdown: async () => undefined, ref() {}, unref() {} };
  },
};

/** Installs `globalThis.Deno` once; `env` becomes what functions see outside an invocation scope. */
export function installDenoShim(env: Env): void {
  defaultEnv = env;
  const g = globalThis as { Deno?: unknown };
  g.Deno ??= denoShim;
}

/** Runs `fn` (an invocation or a module load) with `Deno.env` reading `env`. */
export function withEnv<T>(env: Env, fn: () => T): T {
  return envScope.run(env, fn);
}

let loading: Promise<unknown> = Promise.resolve();

/** Imports a module whose top level calls `Deno.serve(handler)` and returns that handler; loads run one at a time. */
export function captureServe(load: () => Promise<unknown>): Promise<Handler> {
  const run = loading.then(async () => {
    let captured: Handler | undefined;
    serveCapture = (h) => (captured = h);
    try {
      await load();
    } finally {
      serveCapture = null;
    }
    if (!captured) throw new Error('the function never called Deno.serve(handler)');
    return captured;
  });
  loading = run.catch(() => undefined);
  return run;
}
