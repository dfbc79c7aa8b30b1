import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ORIGIN, createRendererHandler, resolveInside } from './app-scheme.ts';

const POLICY = "default-src 'self'";
let rootDir: string;
let outsideFile: string;
let handle: (request: Request) => Promise<Response>;

beforeAll(() => {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'app-scheme-'));
  rootDir = path.join(base, 'renderer');
  fs.mkdirSync(path.join(rootDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(rootDir, 'index.html'), '<!doctype html><title>LoomConnect</title>');
  fs.writeFileSync(path.join(rootDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(rootDir, 'assets', 'index-abc123.css'), 'body{}');
  fs.writeFileSync(path.join(rootDir, 'pdf.worker.mjs'), 'self.onmessage = null');
  outsideFile = path.join(base, 'secret.txt');
  fs.writeFileSync(outsideFile, 'not for the page');
  handle = createRendererHandler({ rootDir, contentSecurityPolicy: POLICY });
});

afterAll(() => fs.rmSync(path.dirname(rootDir), { recursive: true, force: true }));

const get = (pathAndQuery: string, init?: RequestInit) => handle(new Request(`${APP_ORIGIN}${pathAndQuery}`, init));

describe('the app scheme handler', () => {
  it('serves the built files with their MIME types and the policy', async () => {
    const script = await get('/assets/index-abc123.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('content-security-policy')).toBe(POLICY);
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(script.headers.get('cache-control')).toContain('immutable');
    expect(await script.text()).toBe('console.log(1)');
    expect((await get('/assets/index-abc123.css')).headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect((await get('/pdf.worker.mjs')).headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('answers every route of the app with index.html (history routing), re-checked on each load', async () => {
    for (const route of ['/', '/price-management', '/news/42', '/login?next=%2Fprofile']) {
      const page = await get(route);
      expect(page.status, route).toBe(200);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(page.headers.get('content-security-policy')).toBe(POLICY);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(await page.text()).toContain('<title>LoomConnect</title>');
    }
  });

  it('answers a missing asset with 404, not the page', async () => {
    const missing = await get('/assets/gone-123.js');
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<title>');
  });

  it('never reads outside the renderer folder', async () => {
    const attempts = [
      '/%2e%2e/secret.txt',
      '/%2E%2E%2Fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
      `/${encodeURIComponent(outsideFile)}`,
      '/index.html%00.js',
      '/%E0%A4%A',
    ];
    for (const attempt of attempts) {
      const reply = await get(attempt);
      // 400 when the path tries to climb, 404 when the URL parser already resolved it to a file that is not there.
      expect([400, 404], attempt).toContain(reply.status);
      expect(await reply.text(), attempt).not.toContain('not for the page');
    }
    expect(resolveInside(rootDir, '/%2e%2e/secret.txt')).toBeNull();
    expect(resolveInside(rootDir, '/a/%2E%2E%2F..%2Fsecret.txt')).toBeNull();
    expect(resolveInside(rootDir, '/index.html%00.js')).toBeNull();
    expect(resolveInside(rootDir, '/..%5Csecret.txt')).toBeNull();
    expect(resolveInside(rootDir, '//etc/passwd')).toBe(path.join(rootDir, 'etc', 'passwd'));
    expect(resolveInside(rootDir, outsideFile)).toBe(path.join(rootDir, ...outsideFile.split('/').filter(Boolean)));
  });

  it('serves only its own host, and only reads', async () => {
    expect((await handle(new Request('app://elsewhere/index.html'))).status).toBe(404);
    expect((await get('/', { method: 'POST', body: 'x' })).status).toBe(405);
    const head = await get('/assets/index-abc123.js', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it("answers for the origin it is given instead (the desktop browser tests' stand-in), and only for it", async () => {
    const standIn = createRendererHandler({ rootDir, contentSecurityPolicy: POLICY, appOrigin: 'http://app.test' });
    const page = await standIn(new Request('http://app.test/news/42'));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>LoomConnect</title>');
    expect((await standIn(new Request(`${APP_ORIGIN}/`))).status).toBe(404);
    expect((await standIn(new Request('http://app.test:8080/'))).status).toBe(404);
  });
});
