import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../supabase/local/http/jwt.ts';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/functions');

describe(`edge functions through supabase-js (${TEST_DB})`, () => {
  let stack: TestStack;
  const call = (name: string, init: RequestInit = {}) => fetch(`${stack.url}/functions/v1/${name}`, init);

  beforeAll(async () => {
    stack = await startTestStack({ functionsDir: FIXTURES, functionsConfigPath: path.join(FIXTURES, 'config.toml') });
  });
  afterAll(() => stack?.close());

  it('invokes a function with the anon key, passing method, body, headers and env', async () => {
    const { data, error, response } = await stack.anon.functions.invoke('echo', { body: { hello: 'world' } });
    expect(error).toBeNull();
    expect(response?.headers.get('x-echo')).toBe('yes');
    expect(data).toEqual({
      method: 'POST',
      path: '/echo',
      search: '',
      contentType: 'application/json',
      authorization: `Bearer ${stack.config.anonKey}`,
      body: JSON.stringify({ hello: 'world' }),
      env: { SUPABASE_URL: stack.url, hasAnonKey: true, hasServiceRoleKey: true, hasDbUrl: TEST_DB === 'postgres' },
    });
  });

  it("passes a user's JWT, non-JSON bodies, sub-paths and query strings through", async () => {
    const token = await signJwt({ sub: crypto.randomUUID(), role: 'authenticated' }, stack.config.jwtSecret);
    const user = stack.client();
    const { data } = await user.functions.invoke('echo', {
      body: 'plain text',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(data).toMatchObject({ authorization: `Bearer ${token}`, contentType: 'text/plain', body: 'plain text' });

    const res = await call('echo/sub/path?x=1', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}` },
      body: 'b',
    });
    expect(await res.json()).toMatchObject({ method: 'PUT', path: '/echo/sub/path', search: '?x=1', body: 'b' });
  });

  it('passes status codes through', async () => {
    const { error, response } = await stack.anon.functions.invoke('echo', { headers: { 'x-echo-status': '418' } });
    expect(error).toBeInstanceOf(FunctionsHttpError);
    expect(response?.status).toBe(418);
    const created = await stack.anon.functions.invoke('echo', { headers: { 'x-echo-status': '201' }, method: 'GET' });
    expect(created.response?.status).toBe(201);
    expect(created.data).toMatchObject({ method: 'GET', body: null });
  });

  it('refuses calls without or with a bad JWT, like the Supabase gateway', async () => {
    const missing = await call('echo', { method: 'POST' });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ msg: 'Error: Missing authorization header' });
    const forged = await signJwt({ role: 'service_role' }, 'another-secret-that-is-at-least-32-chars');
    const bad = await call('echo', { method: 'POST', headers: { Authorization: `Bearer ${forged}` } });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ msg: 'Invalid JWT' });
  });

  it('skips the JWT check for functions with verify_jwt = false (an index.ts-only function)', async () => {
    const res = await call('needs-no-jwt', { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('public POST');
    const { data } = await stack.anon.functions.invoke('needs-no-jwt');
    expect(data).toBe('public POST');
  });

  it('answers 404 for unknown functions and 500 when a function throws', async () => {
    const unknown = await stack.anon.functions.invoke('does-not-exist');
    expect(unknown.response?.status).toBe(404);
    expect(await unknown.response?.json()).toEqual({ code: 'NOT_FOUND', message: 'Requested function was not found' });
    expect((await stack.anon.functions.invoke('_shared')).response?.status).toBe(404);

    const thrown = await stack.anon.functions.invoke('throws');
    expect(thrown.response?.status).toBe(500);
    expect(await thrown.response?.json()).toMatchObject({ code: 'WORKER_ERROR' });
  });

  it("resolves Deno's npm: specifiers from node_modules", async () => {
    const { data, error } = await stack.anon.functions.invoke('npm-specifier');
    expect(error).toBeNull();
    expect(data).toBe('npm specifiers resolve');
  });

  it('reloads a function when a _shared/ file it imports changes, and reuses it while nothing does', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'loom-functions-'));
    const reloading = await startTestStack({ functionsDir: dir });
    const write = async (file: string, text: string, mtime: Date) => {
      await fs.mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await fs.writeFile(path.join(dir, file), text);
      await fs.utimes(path.join(dir, file), mtime, mtime);
    };
    const call = async () => (await reloading.anon.functions.invoke('counter')).data as string;
    try {
      await write('package.json', '{ "type": "module" }\n', new Date(2026, 0, 1));
      await write('_shared/greeting.ts', "export const greeting = 'hello';\n", new Date(2026, 0, 1));
      await write('_shared/unrelated.ts', "export const unused = 'unused';\n", new Date(2026, 0, 1));
      await write(
        'counter/handler.ts',
        "import { greeting } from '../_shared/greeting.ts';\nlet calls = 0;\n" +
          'export default async () => new Response(`${greeting} ${++calls}`);\n',
        new Date(2026, 0, 1),
      );
      // Warm calls reuse the loaded module: its state carries over.
      expect([await call(), await call()]).toEqual(['hello 1', 'hello 2']);
      await write('_shared/unrelated.ts', "export const unused = 'changed';\n", new Date(2026, 0, 2));
      expect(await call()).toBe('hello 3');
      // A shared file the function imports changes: the whole graph loads again.
      await write('_shared/greeting.ts', "export const greeting = 'namaste';\n", new Date(2026, 0, 3));
      expect([await call(), await call()]).toEqual(['namaste 1', 'namaste 2']);
    } finally {
      await reloading.close();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('re-imports a function when its files change', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'loom-functions-'));
    const reloading = await startTestStack({ functionsDir: dir });
    try {
      const write = async (text: string, mtime: Date) => {
        const file = path.join(dir, 'hello', 'handler.ts');
        await fs.mkdir(path.dirname(file), { recursive: true });
        await fs.writeFile(file, `export default async () => new Response('${text}');\n`);
        await fs.utimes(file, mtime, mtime);
      };
      await fs.writeFile(path.join(dir, 'package.json'), '{ "type": "module" }\n');
      await write('first', new Date(2026, 0, 1));
      expect((await reloading.anon.functions.invoke('hello')).data).toBe('first');
      await write('second', new Date(2026, 0, 2));
      expect((await reloading.anon.functions.invoke('hello')).data).toBe('second');
    } finally {
      await reloading.close();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
