import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface WebPreview {
  url: string;
  stop(): void;
}

/**
 * Builds the web app against a stack URL into `outDir` and serves it with `vite preview` on `port`, as users get it.
 * `readyPath` is fetched until it answers (the build may add files before serving).
 */
export async function buildAndPreview(opts: {
  apiUrl: string;
  outDir: string;
  port: number;
  buildArgs?: string[];
  beforeServe?: () => void;
  readyPath?: string;
}): Promise<WebPreview> {
  const env = { ...process.env, VITE_SUPABASE_URL: opts.apiUrl };
  const config = ['--config', 'web/vite.config.ts', '--outDir', opts.outDir];
  execFileSync('npx', ['vite', 'build', ...config, '--emptyOutDir', ...(opts.buildArgs ?? [])], {
    cwd: ROOT,
    env,
    stdio: 'ignore',
  });
  opts.beforeServe?.();
  const server = spawn('npx', ['vite', 'preview', ...config, '--port', String(opts.port), '--strictPort'], {
    cwd: ROOT,
    env,
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${opts.port}`;
  const stop = () => process.kill(-server.pid!, 'SIGTERM');
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(`${url}${opts.readyPath ?? '/'}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(`vite preview did not answer on ${url}`);
}
