import { describe, expect, it } from 'vitest';
import { captureServe, installDenoShim, withEnv } from '../../../supabase/local/functions/deno-shim.ts';

interface DenoLike {
  env: { get(k: string): string | undefined; has(k: string): boolean; toObject(): Record<string, string> };
  serve(...args: unknown[]): unknown;
}

installDenoShim({ OUTSIDE: 'yes' });
const Deno = (globalThis as unknown as { Deno: DenoLike }).Deno;

describe('Deno shim', () => {
  it('reads the env of the current invocation, else the default env', async () => {
    expect(Deno.env.get('OUTSIDE')).toBe('yes');
    const seen = await withEnv({ SUPABASE_URL: 'http://a' }, async () => {
      await Promise.resolve();
      return [Deno.env.get('SUPABASE_URL'), Deno.env.has('OUTSIDE'), Deno.env.toObject()];
    });
    expect(seen).toEqual(['http://a', false, { SUPABASE_URL: 'http://a' }]);
  });

  it('captures the handler given to Deno.serve in any of its forms', async () => {
    const handler = () => new Response('ok');
    expect(await captureServe(async () => Deno.serve(handler))).toBe(handler);
    expect(await captureServe(async () => Deno.serve({ port: 1 }, handler))).toBe(handler);
    expect(await captureServe(async () => Deno.serve({ handler }))).toBe(handler);
  });

  it('refuses a module that never serves, and Deno.serve outside a load', async () => {
    await expect(captureServe(async () => undefined)).rejects.toThrow('never called Deno.serve');
    expect(() => Deno.serve(() => new Response())).toThrow('only available while the local runtime loads');
  });
});
