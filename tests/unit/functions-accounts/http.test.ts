import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FunctionError, readBody, serveJson } from '../../../supabase/functions/_shared/http.ts';
import { newOtp } from '../../../supabase/functions/_shared/mobile-otp.ts';

const post = (body: string) => new Request('http://localhost/fn', { method: 'POST', body });

describe('serveJson', () => {
  const handler = serveJson('test', async (req) => {
    const { mode } = await readBody(req, z.object({ mode: z.enum(['ok', 'refuse', 'crash']) }));
    if (mode === 'refuse') throw new FunctionError(409, 'Already exists.', { details: 'dup' });
    if (mode === 'crash') throw new Error('secret connection string in here');
    return Response.json({ ok: true });
  });

  it('answers CORS preflights and only accepts POST', async () => {
    const pre = await handler(new Request('http://localhost/fn', { method: 'OPTIONS' }));
    expect(pre.status).toBe(200);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    expect(pre.headers.get('access-control-allow-headers')).toContain('authorization');
    const get = await handler(new Request('http://localhost/fn'));
    expect(get.status).toBe(405);
  });

  it('turns refusals into { error } with their status and CORS headers', async () => {
    const res = await handler(post('{"mode":"refuse"}'));
    expect(res.status).toBe(409);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.json()).toEqual({ error: 'Already exists.', details: 'dup' });
  });

  it('answers 400 for bad JSON and bodies that fail the schema', async () => {
    const notJson = await handler(post('{'));
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ error: 'The request body must be JSON.' });
    const invalid = await handler(post('{"mode":"other"}'));
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ field: 'mode' });
  });

  it('hides unexpected errors behind a generic 500', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await handler(post('{"mode":"crash"}'));
    expect(res.status).toBe(500);
    expect(await res.text()).not.toMatch(/secret|stack|at /);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});

describe('newOtp', () => {
  it('makes six digits, varying between calls', () => {
    const codes = Array.from({ length: 50 }, newOtp);
    for (const code of codes) expect(code).toMatch(/^[0-9]{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(40);
  });
});
