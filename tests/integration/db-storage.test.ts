/**
 * The marketplace buckets through supabase-js storage: who may upload, replace and delete
 * where, the size and MIME limits of spec §7/§9, and public reads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';
import { createRoleSet, type RoleSet } from './support/users.ts';

const PDF = new Blob(['%PDF-1.4\n%demo\n'], { type: 'application/pdf' });
const PNG = (bytes: number) => new Blob([new Uint8Array(bytes)], { type: 'image/png' });

describe(`marketplace storage buckets (${TEST_DB})`, () => {
  let stack: TestStack;
  let roles: RoleSet;
  beforeAll(async () => {
    stack = await startTestStack();
    roles = await createRoleSet(stack);
  });
  afterAll(() => stack?.close());

  const upload = (client: SupabaseClient, bucket: string, path: string, file: Blob) =>
    client.storage.from(bucket).upload(path, file, { contentType: file.type });

  it.each([
    ['limitedAdmin', 'prices', 'prices/list.pdf', true],
    ['paid', 'prices', 'prices/fake.pdf', false],
    ['execA', 'newsimages', 'news_images/a.png', false],
    ['admin', 'companyfiles', 'logos/a.png', true],
    ['limitedAdmin', 'corporateads', 'public/ad.png', true],
  ] as const)('%s uploading to %s: %s', async (who, bucket, path, allowed) => {
    const file = path.endsWith('.pdf') ? PDF : PNG(100);
    const { error } = await upload(roles[who].client, bucket, path, file);
    expect(error === null).toBe(allowed);
  });

  it('RFQ attachments go only into the uploader’s own folder, by executives and admins', async () => {
    expect((await upload(roles.execA.client, 'trims', `${roles.execA.id}/1-spec.pdf`, PDF)).error).toBeNull();
    expect((await upload(roles.execA.client, 'trims', `${roles.execB.id}/1-spec.pdf`, PDF)).error).not.toBeNull();
    expect((await upload(roles.paid.client, 'trims', `${roles.paid.id}/1-spec.pdf`, PDF)).error).not.toBeNull();
    expect((await upload(roles.admin.client, 'fabric', `${roles.admin.id}/1-0-cloth.png`, PNG(100))).error).toBeNull();
  });

  it('enforces the ad image limit (1 MB, JPG/PNG/WEBP) and the 5 MB attachment limit', async () => {
    expect(
      (await upload(roles.admin.client, 'corporateads', 'public/big.png', PNG(1024 * 1024 + 1))).error,
    ).not.toBeNull();
    expect((await upload(roles.admin.client, 'corporateads', 'public/ad.pdf', PDF)).error).not.toBeNull();
    const big = new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: 'application/pdf' });
    expect((await upload(roles.execA.client, 'packaging', `${roles.execA.id}/big.pdf`, big)).error).not.toBeNull();
  });

  it('files are public to read; only who may write them removes them', async () => {
    await upload(roles.admin.client, 'prices', 'prices/public.pdf', PDF);
    const url = stack.anon.storage.from('prices').getPublicUrl('prices/public.pdf').data.publicUrl;
    expect((await fetch(url)).status).toBe(200);

    await roles.paid.client.storage.from('prices').remove(['prices/public.pdf']);
    expect((await fetch(url)).status).toBe(200);
    const { data, error } = await roles.limitedAdmin.client.storage.from('prices').remove(['prices/public.pdf']);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect((await fetch(url)).status).not.toBe(200);
  });
});
