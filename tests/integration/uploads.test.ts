/**
 * The renderer's upload adapter (renderer/src/data/supabase/upload.ts) against a private stack, over jsdom's
 * XMLHttpRequest (a browser's, with CORS and upload progress events): progress, never overwriting, storage's
 * refusals, removal. The stack runs in Node as usual; only the browser's XHR, File and Blob come from jsdom.
 */
import WebSocket from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@domain/database.ts';
import { SERVER_MESSAGES } from '@domain/server-errors.ts';
import { UPLOAD_FAILURES } from '@domain/uploads.ts';
import type { UploadsPort } from '@/data/ports/uploads.ts';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';

// Loaded by path: this (tooling) layer is typed without the DOM, which the adapter and jsdom need.
const ADAPTER = '../../renderer/src/data/supabase/upload.ts';
const JSDOM_MODULE = 'jsdom';
const { createSupabaseUploads } = (await import(/* @vite-ignore */ ADAPTER)) as {
  createSupabaseUploads: (client: SupabaseClient<Database>, options: { url: string; anonKey: string }) => UploadsPort;
};
interface BrowserWindow {
  XMLHttpRequest: unknown;
  File: typeof File;
}
const { JSDOM } = (await import(/* @vite-ignore */ JSDOM_MODULE)) as {
  JSDOM: new (html: string, options: { url: string }) => { window: BrowserWindow };
};
const browser = new JSDOM('', { url: 'http://127.0.0.1:5173/' }).window;

const PASSWORD = 'Upload-test-1';

describe(`uploads with progress (${TEST_DB})`, () => {
  let stack: TestStack;

  /** The adapter over a supabase-js client signed in as a new user (staff when asked), or signed out. */
  async function uploadsAs(kind: 'staff' | 'member' | 'visitor'): Promise<UploadsPort> {
    const client = createClient<Database>(stack.url, stack.config.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as never },
    });
    if (kind !== 'visitor') {
      const email = `${kind}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
      const created = await stack.service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
      if (created.error) throw created.error;
      if (kind === 'staff') {
        await stack.db.query(`insert into public.staff (user_id, role) values ($1, 'limited_admin')`, [
          created.data.user.id,
        ]);
      }
      const signedIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
      if (signedIn.error) throw signedIn.error;
    }
    return createSupabaseUploads(client, { url: stack.url, anonKey: stack.config.anonKey });
  }

  const pdf = (bytes: number) =>
    new browser.File(['%PDF-1.4\n', new Uint8Array(bytes)], 'list.pdf', {
      type: 'application/pdf',
    });

  beforeAll(async () => {
    stack = await startTestStack();
    Object.assign(globalThis, { XMLHttpRequest: browser.XMLHttpRequest });
  });
  afterAll(async () => {
    delete (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest;
    await stack?.close();
  });

  it('stores the file as staff, reports it complete and answers a working public URL', async () => {
    const uploads = await uploadsAs('staff');
    const progress: number[] = [];
    const path = `e2e/${Date.now()}-list.pdf`;
    const result = await uploads.put('prices', path, pdf(300_000), (f) => progress.push(f));
    expect(result).toEqual({
      ok: true,
      value: { bucket: 'prices', path, publicUrl: `${stack.url}/storage/v1/object/public/prices/${path}` },
    });
    // jsdom sends no upload progress events (Chromium does: tests/e2e); the finished upload always reports 1.
    expect(progress.at(-1)).toBe(1);
    const served = await fetch(result.ok ? result.value.publicUrl : '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect((await served.arrayBuffer()).byteLength).toBe(300_009);
  });

  it('never overwrites: a second upload to the same path is refused and the first file stays', async () => {
    const uploads = await uploadsAs('staff');
    const path = `keep/${Date.now()}-list.pdf`;
    expect((await uploads.put('prices', path, pdf(10))).ok).toBe(true);
    const again = await uploads.put('prices', path, pdf(20));
    expect(again).toMatchObject({ ok: false, reason: 'upload-failed', message: SERVER_MESSAGES.fileExists });
    const { rows } = await stack.db.query<{ size: string }>(
      `select metadata->>'size' as size from storage.objects where bucket_id = 'prices' and name = $1`,
      [path],
    );
    expect(rows).toEqual([{ size: '19' }]);
  });

  it('passes on storage’s own refusals in words: a member’s upload (policy) and a wrong type (bucket)', async () => {
    const member = await uploadsAs('member');
    expect(await member.put('prices', `m/${Date.now()}-list.pdf`, pdf(10))).toMatchObject({
      ok: false,
      reason: 'upload-failed',
      message: SERVER_MESSAGES.notAllowed,
    });
    const staff = await uploadsAs('staff');
    const text = new browser.File(['plain'], 'notes.txt', { type: 'text/plain' });
    expect(await staff.put('prices', `t/${Date.now()}-notes.txt`, text)).toMatchObject({
      ok: false,
      reason: 'upload-failed',
      message: SERVER_MESSAGES.fileType,
    });
  });

  it('refuses a signed-out upload before sending anything', async () => {
    const visitor = await uploadsAs('visitor');
    expect(await visitor.put('prices', 'v/1-list.pdf', pdf(10))).toEqual({
      ok: false,
      reason: 'not-signed-in',
      message: UPLOAD_FAILURES.notSignedIn.description,
    });
  });

  it('removes files, ignoring ones already gone', async () => {
    const uploads = await uploadsAs('staff');
    const path = `gone/${Date.now()}-list.pdf`;
    expect((await uploads.put('prices', path, pdf(10))).ok).toBe(true);
    await uploads.remove('prices', [path, 'gone/never-there.pdf']);
    const { rows } = await stack.db.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [
      'prices',
      path,
    ]);
    expect(rows).toEqual([]);
    await expect(uploads.remove('prices', [path])).resolves.toBeUndefined();
  });
});
