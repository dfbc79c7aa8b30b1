import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import WebSocket from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../supabase/local/http/jwt.ts';
import { PNG_BYTES } from '../support/file-bytes.ts';
import { loadSql, startTestStack, TEST_DB, type TestStack } from './support/stack.ts';

// Authenticated users may write only below a folder named after their uid; everyone signed in may read.
const POLICIES = `
  create policy "own folder insert" on storage.objects for insert to authenticated
    with check (bucket_id = 'docs' and (storage.foldername(name))[1] = auth.uid()::text);
  create policy "own folder update" on storage.objects for update to authenticated
    using (bucket_id = 'docs' and (storage.foldername(name))[1] = auth.uid()::text);
  create policy "signed-in read" on storage.objects for select to authenticated using (bucket_id = 'docs');
  create policy "own folder delete" on storage.objects for delete to authenticated
    using (bucket_id = 'docs' and (storage.foldername(name))[1] = auth.uid()::text);
`;

describe(`storage API through supabase-js (${TEST_DB})`, () => {
  let stack: TestStack;
  let alice: { id: string; client: SupabaseClient };
  let bob: { id: string; client: SupabaseClient };

  const userClient = async (id: string) => {
    const token = await signJwt({ sub: id, role: 'authenticated', aud: 'authenticated' }, stack.config.jwtSecret);
    return createClient(stack.url, stack.config.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${token}` } },
      realtime: { transport: WebSocket as never },
    });
  };
  const fileOnDisk = (bucket: string, key: string) => path.join(stack.config.dataDir!, 'storage', bucket, key);
  const rowCount = async (bucket: string, key: string) =>
    (
      await stack.db.query<{ n: number }>(
        'select count(*)::int as n from storage.objects where bucket_id = $1 and name = $2',
        [bucket, key],
      )
    ).rows[0].n;

  beforeAll(async () => {
    stack = await startTestStack();
    await loadSql(stack, POLICIES);
    const aliceId = randomUUID();
    const bobId = randomUUID();
    alice = { id: aliceId, client: await userClient(aliceId) };
    bob = { id: bobId, client: await userClient(bobId) };
    const docs = await stack.service.storage.createBucket('docs', { public: false });
    expect(docs.error).toBeNull();
    const media = await stack.service.storage.createBucket('media', {
      public: true,
      fileSizeLimit: '1KB',
      allowedMimeTypes: ['image/*', 'text/plain'],
    });
    expect(media.error).toBeNull();
  });
  afterAll(() => stack?.close());

  it('manages buckets with the service key and refuses anon', async () => {
    const { data: buckets } = await stack.service.storage.listBuckets();
    // Migrations may create the product's buckets too.
    expect(buckets?.map((b) => b.id)).toEqual(expect.arrayContaining(['docs', 'media']));
    const { data: media } = await stack.service.storage.getBucket('media');
    expect(media).toMatchObject({
      id: 'media',
      public: true,
      file_size_limit: 1000,
      allowed_mime_types: ['image/*', 'text/plain'],
    });

    const dup = await stack.service.storage.createBucket('docs');
    expect(dup.error).toMatchObject({ status: 409, message: 'The resource already exists' });
    const anon = await stack.anon.storage.createBucket('sneaky');
    expect(anon.error).toMatchObject({ status: 403, message: 'new row violates row-level security policy' });
    const missing = await stack.service.storage.getBucket('nope');
    expect(missing.error).toMatchObject({ status: 404, message: 'Bucket not found' });

    expect((await stack.service.storage.createBucket('temp')).error).toBeNull();
    expect((await stack.service.storage.updateBucket('temp', { public: true, fileSizeLimit: 10 })).error).toBeNull();
    expect((await stack.service.storage.getBucket('temp')).data).toMatchObject({ public: true, file_size_limit: 10 });
    await stack.service.storage.from('temp').upload('a.txt', Buffer.from('hi'), { contentType: 'text/plain' });
    const notEmpty = await stack.service.storage.deleteBucket('temp');
    expect(notEmpty.error).toMatchObject({ status: 409, message: 'The bucket you tried to delete is not empty' });
    expect((await stack.service.storage.emptyBucket('temp')).error).toBeNull();
    expect(fs.existsSync(fileOnDisk('temp', 'a.txt'))).toBe(false);
    expect((await stack.service.storage.deleteBucket('temp')).error).toBeNull();
    expect((await stack.service.storage.getBucket('temp')).error).toMatchObject({ status: 404 });
  });

  it('uploads, downloads and lists with RLS deciding per user', async () => {
    const key = `${alice.id}/reports/q1.txt`;
    const up = await alice.client.storage.from('docs').upload(key, Buffer.from('quarter one'), {
      contentType: 'text/plain',
      cacheControl: '60',
    });
    expect(up.error).toBeNull();
    expect(up.data).toMatchObject({ path: key, fullPath: `docs/${key}` });
    expect(up.data?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(fs.readFileSync(fileOnDisk('docs', key), 'utf8')).toBe('quarter one');
    const { rows } = await stack.db.query<{ owner: string; metadata: Record<string, unknown> }>(
      'select owner::text, metadata from storage.objects where name = $1',
      [key],
    );
    expect(rows[0].owner).toBe(alice.id);
    expect(rows[0].metadata).toMatchObject({
      size: 11,
      mimetype: 'text/plain',
      cacheControl: 'max-age=60',
      httpStatusCode: 200,
    });

    const down = await bob.client.storage.from('docs').download(key);
    expect(await down.data?.text()).toBe('quarter one');
    const anonDown = await stack.anon.storage.from('docs').download(key);
    expect(anonDown.error).toMatchObject({ status: 404, message: 'Object not found' });

    const res = await fetch(`${stack.url}/storage/v1/object/authenticated/docs/${key}?download=q1.txt`, {
      headers: { Authorization: `Bearer ${stack.config.serviceRoleKey}`, Range: 'bytes=0-6' },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-type')).toBe('text/plain');
    expect(res.headers.get('cache-control')).toBe('max-age=60');
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(res.headers.get('content-disposition')).toContain('attachment; filename="q1.txt"');
    expect(await res.text()).toBe('quarter');

    const intruder = await bob.client.storage.from('docs').upload(`${alice.id}/evil.txt`, Buffer.from('x'));
    expect(intruder.error).toMatchObject({ status: 403, message: 'new row violates row-level security policy' });
    expect(fs.existsSync(fileOnDisk('docs', `${alice.id}/evil.txt`))).toBe(false);
    const anonUp = await stack.anon.storage.from('docs').upload(`${alice.id}/anon.txt`, Buffer.from('x'));
    expect(anonUp.error).toMatchObject({ status: 403 });
    const serviceUp = await stack.service.storage
      .from('docs')
      .upload('shared/readme.txt', new Blob(['hello'], { type: 'text/plain' }));
    expect(serviceUp.error).toBeNull();

    await alice.client.storage.from('docs').upload(`${alice.id}/a.txt`, Buffer.from('a'));
    const root = await alice.client.storage.from('docs').list(alice.id);
    expect(root.data?.map((e) => [e.name, e.id === null])).toEqual([
      ['reports', true],
      ['a.txt', false],
    ]);
    const top = await stack.anon.storage.from('docs').list();
    expect(top.data).toEqual([]);
    const searched = await stack.service.storage.from('docs').list('', { search: 'sha' });
    expect(searched.data?.map((e) => e.name)).toEqual(['shared']);
  });

  it('honours x-upsert and refuses duplicates', async () => {
    const key = `${alice.id}/upsert.txt`;
    const bucket = alice.client.storage.from('docs');
    expect((await bucket.upload(key, Buffer.from('one'))).error).toBeNull();
    const dup = await bucket.upload(key, Buffer.from('two'));
    expect(dup.error).toMatchObject({ status: 409, message: 'The resource already exists' });
    expect((await bucket.upload(key, Buffer.from('three'), { upsert: true })).error).toBeNull();
    expect(await (await bucket.download(key)).data?.text()).toBe('three');
    expect((await bucket.update(key, Buffer.from('four'))).error).toBeNull();
    expect(await (await bucket.download(key)).data?.text()).toBe('four');
  });

  it('refuses too large files and wrong mime types before writing anything', async () => {
    const media = stack.anon.storage.from('media');
    await loadSql(
      stack,
      `create policy "anon media" on storage.objects for insert to anon with check (bucket_id = 'media');`,
    );
    const big = await media.upload('big.txt', Buffer.alloc(1001, 'x'), { contentType: 'text/plain' });
    expect(big.error).toMatchObject({ status: 413, message: 'The object exceeded the maximum allowed size' });
    const bigBlob = await media.upload('big-blob.txt', new Blob([Buffer.alloc(2000, 'x')], { type: 'text/plain' }));
    expect(bigBlob.error).toMatchObject({ status: 413 });
    const pdf = await media.upload('doc.pdf', Buffer.from('%PDF'), { contentType: 'application/pdf' });
    expect(pdf.error).toMatchObject({ status: 415, message: 'mime type application/pdf is not supported' });
    for (const key of ['big.txt', 'big-blob.txt', 'doc.pdf']) {
      expect(fs.existsSync(fileOnDisk('media', key))).toBe(false);
      expect(await rowCount('media', key)).toBe(0);
    }
    // The content decides: text sent as a PNG is stored as the text it is (the bucket takes text/plain).
    const text = await media.upload('text.png', Buffer.from('png'), { contentType: 'image/png' });
    expect(text.error).toBeNull();
    expect((await stack.service.storage.from('media').info('text.png')).data?.contentType).toBe('text/plain');
    const png = await media.upload('ok.png', PNG_BYTES, { contentType: 'image/png' });
    expect(png.error).toBeNull();

    const publicUrl = stack.anon.storage.from('media').getPublicUrl('ok.png').data.publicUrl;
    const res = await fetch(publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG_BYTES);
    const privateRes = await fetch(stack.anon.storage.from('docs').getPublicUrl('shared/readme.txt').data.publicUrl);
    expect(privateRes.status).toBe(404);
  });

  it('moves, copies and removes objects', async () => {
    const bucket = alice.client.storage.from('docs');
    await bucket.upload(`${alice.id}/move-me.txt`, Buffer.from('moving'));
    expect((await bucket.move(`${alice.id}/move-me.txt`, `${alice.id}/moved/here.txt`)).error).toBeNull();
    expect(fs.existsSync(fileOnDisk('docs', `${alice.id}/move-me.txt`))).toBe(false);
    expect(await (await bucket.download(`${alice.id}/moved/here.txt`)).data?.text()).toBe('moving');
    const outside = await bucket.move(`${alice.id}/moved/here.txt`, `${bob.id}/stolen.txt`);
    expect(outside.error).toMatchObject({ status: 403 });

    const copy = await bucket.copy(`${alice.id}/moved/here.txt`, `${alice.id}/copy.txt`);
    expect(copy.data).toEqual({ path: `docs/${alice.id}/copy.txt` });
    expect(await (await bucket.download(`${alice.id}/copy.txt`)).data?.text()).toBe('moving');
    const missing = await bucket.copy(`${alice.id}/nothing.txt`, `${alice.id}/x.txt`);
    expect(missing.error).toMatchObject({ status: 404, message: 'Object not found' });

    const bobRemove = await bob.client.storage.from('docs').remove([`${alice.id}/copy.txt`]);
    expect(bobRemove.data).toEqual([]);
    const removed = await bucket.remove([`${alice.id}/copy.txt`, `${alice.id}/moved/here.txt`]);
    expect(removed.data?.map((o) => o.name).sort()).toEqual([`${alice.id}/copy.txt`, `${alice.id}/moved/here.txt`]);
    expect(fs.existsSync(fileOnDisk('docs', `${alice.id}/copy.txt`))).toBe(false);
    expect(fs.existsSync(fileOnDisk('docs', `${alice.id}/moved`))).toBe(false);
  });

  it('signs download and upload URLs', async () => {
    const bucket = alice.client.storage.from('docs');
    const key = `${alice.id}/signed file.txt`;
    await bucket.upload(key, Buffer.from('signed body'));
    const signed = await bucket.createSignedUrl(key, 60, { download: true });
    expect(signed.error).toBeNull();
    const res = await fetch(signed.data!.signedUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('attachment');
    expect(await res.text()).toBe('signed body');
    const tampered = await fetch(signed.data!.signedUrl.replace('signed%20file', 'other'));
    expect(tampered.status).toBe(400);

    const many = await bucket.createSignedUrls([key, `${alice.id}/missing.txt`], 60);
    expect(many.data?.map((d) => [d.path, d.error === null])).toEqual([
      [key, true],
      [`${alice.id}/missing.txt`, false],
    ]);
    const expired = await stack.anon.storage.from('docs').createSignedUrl(key, 60);
    expect(expired.error).toMatchObject({ status: 404 });

    const uploadUrl = await bucket.createSignedUploadUrl(`${alice.id}/via-token.txt`);
    expect(uploadUrl.error).toBeNull();
    const viaToken = await stack.anon.storage
      .from('docs')
      .uploadToSignedUrl(`${alice.id}/via-token.txt`, uploadUrl.data!.token, Buffer.from('token upload'));
    expect(viaToken.error).toBeNull();
    expect(await (await bucket.download(`${alice.id}/via-token.txt`)).data?.text()).toBe('token upload');
    const owner = await stack.db.query<{ owner: string }>('select owner::text from storage.objects where name = $1', [
      `${alice.id}/via-token.txt`,
    ]);
    expect(owner.rows[0].owner).toBe(alice.id);
    const refused = await bob.client.storage.from('docs').createSignedUploadUrl(`${alice.id}/bob.txt`);
    expect(refused.error).toMatchObject({ status: 403 });
  });

  it('rejects path traversal and bad names', async () => {
    for (const key of ['../escape.txt', 'a/../../escape.txt', 'a//b.txt']) {
      const res = await fetch(`${stack.url}/storage/v1/object/docs/${key}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${stack.config.serviceRoleKey}`, 'content-type': 'text/plain' },
        body: 'x',
      });
      expect(res.status, key).toBe(400);
    }
    const encoded = await fetch(`${stack.url}/storage/v1/object/docs/a%2F..%2F..%2Fescape.txt`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${stack.config.serviceRoleKey}`, 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(encoded.status).toBe(400);
    expect(await encoded.json()).toMatchObject({ statusCode: '400', error: 'InvalidKey' });
    expect(fs.existsSync(path.join(stack.config.dataDir!, 'storage', 'escape.txt'))).toBe(false);
    const badJwt = await fetch(`${stack.url}/storage/v1/bucket`, { headers: { Authorization: 'Bearer not.a.jwt' } });
    expect(badJwt.status).toBe(400);
  });

  it('answers info, exists (HEAD), paging and sorting of lists', async () => {
    const bucket = alice.client.storage.from('docs');
    for (const name of ['b.txt', 'c.txt', 'a.txt'])
      await bucket.upload(`${alice.id}/paged/${name}`, Buffer.from(name), { upsert: true, metadata: { tag: name } });
    const info = await bucket.info(`${alice.id}/paged/b.txt`);
    expect(info.data).toMatchObject({ name: `${alice.id}/paged/b.txt`, size: 5, metadata: { tag: 'b.txt' } });
    expect(info.data?.contentType).toBe('text/plain;charset=UTF-8');
    expect((await bucket.exists(`${alice.id}/paged/b.txt`)).data).toBe(true);
    expect((await bucket.exists(`${alice.id}/paged/zzz.txt`)).data).toBe(false);

    const page = await bucket.list(`${alice.id}/paged`, {
      limit: 2,
      offset: 1,
      sortBy: { column: 'name', order: 'desc' },
    });
    expect(page.data?.map((e) => e.name)).toEqual(['b.txt', 'a.txt']);
    expect(page.data?.[0]).toMatchObject({ metadata: { size: 5, mimetype: 'text/plain;charset=UTF-8' } });
  });

  it('refuses expired and foreign signed URL tokens', async () => {
    const key = `${alice.id}/paged/a.txt`;
    const past = Math.floor(Date.now() / 1000) - 10;
    const expired = await signJwt({ url: `docs/${key}`, iat: past - 60, exp: past }, stack.config.jwtSecret);
    const res = await fetch(`${stack.url}/storage/v1/object/sign/docs/${key}?token=${expired}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'InvalidJWT', message: 'JWT expired' });
    const forged = await signJwt({ url: `docs/${key}` }, 'some-other-secret-with-at-least-32-characters');
    expect((await fetch(`${stack.url}/storage/v1/object/sign/docs/${key}?token=${forged}`)).status).toBe(400);
  });
});
