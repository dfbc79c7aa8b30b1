/**
 * The marketplace buckets through supabase-js storage: who may upload, replace and delete
 * where, the size and MIME limits of spec §7/§9 checked against each file's content, and public reads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  GIF_BYTES,
  JPEG_BYTES,
  PDF_BYTES,
  PNG_BYTES,
  pngOfSize,
  SVG_BYTES,
  TEXT_BYTES,
  WEBP_BYTES,
  XLSX_BYTES,
} from '../support/file-bytes.ts';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';
import { createRoleSet, type RoleSet } from './support/users.ts';

const blob = (bytes: Buffer, type: string) => new Blob([new Uint8Array(bytes)], { type });
const PDF = blob(PDF_BYTES, 'application/pdf');
const PNG = (bytes: number) => blob(pngOfSize(bytes), 'image/png');
/** Storage's refusal of a type, as Supabase Storage words it. */
const refusedType = (type: string) => ({
  status: 415,
  statusCode: '415',
  message: `mime type ${type} is not supported`,
});

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

  describe('what is stored is what it claims to be: the content decides, not the name or the declared type', () => {
    const TEXT_AS_PNG = blob(TEXT_BYTES, 'image/png');

    it.each([
      ['an ad image', 'corporateads', 'public/1-fake.png'],
      ['a news image', 'newsimages', 'news_images/1-fake.png'],
      ['a company logo', 'companyfiles', 'logos/1-fake.png'],
    ])('refuses a text file named .png as %s, storing nothing', async (_what, bucket, path) => {
      const { error } = await upload(roles.admin.client, bucket, path, TEXT_AS_PNG);
      expect(error).toMatchObject(refusedType('text/plain'));
      expect((await stack.service.storage.from(bucket).exists(path)).data).toBe(false);
    });

    it('refuses a non-PDF as a price list, whatever it is called', async () => {
      for (const [bytes, type] of [
        [TEXT_BYTES, 'text/plain'],
        [PNG_BYTES, 'image/png'],
      ] as const) {
        const { error } = await upload(
          roles.admin.client,
          'prices',
          'prices/1-list.pdf',
          blob(bytes, 'application/pdf'),
        );
        expect(error).toMatchObject(refusedType(type));
      }
    });

    it('refuses a GIF or an SVG as an ad image (JPG, PNG or WEBP only), and a fake spreadsheet as an RFQ attachment', async () => {
      expect(
        (await upload(roles.admin.client, 'corporateads', 'public/1-a.png', blob(GIF_BYTES, 'image/png'))).error,
      ).toMatchObject(refusedType('image/gif'));
      expect(
        (await upload(roles.admin.client, 'corporateads', 'public/1-b.png', blob(SVG_BYTES, 'image/png'))).error,
      ).toMatchObject(refusedType('image/svg+xml'));
      const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
      const fake = await upload(roles.execA.client, 'trims', `${roles.execA.id}/1-sheet.xlsx`, blob(TEXT_BYTES, xlsx));
      expect(fake.error).toMatchObject(refusedType('text/plain'));
      const real = await upload(roles.execA.client, 'trims', `${roles.execA.id}/2-sheet.xlsx`, blob(XLSX_BYTES, xlsx));
      expect(real.error).toBeNull();
    });

    it('stores each accepted format, served as what its content is', async () => {
      for (const [name, bytes, declared, served] of [
        ['1-a.jpg', JPEG_BYTES, 'image/jpeg', 'image/jpeg'],
        ['1-b.webp', WEBP_BYTES, 'image/webp', 'image/webp'],
        ['1-c.png', PNG_BYTES, 'image/png', 'image/png'],
        // Declared WEBP, but a PNG: both allowed, so it is kept, and served as the PNG it is.
        ['1-d.webp', PNG_BYTES, 'image/webp', 'image/png'],
      ] as const) {
        const path = `public/${name}`;
        expect((await upload(roles.admin.client, 'corporateads', path, blob(bytes, declared))).error).toBeNull();
        const res = await fetch(stack.anon.storage.from('corporateads').getPublicUrl(path).data.publicUrl);
        expect(res.headers.get('content-type')).toBe(served);
      }
      const svg = await upload(
        roles.admin.client,
        'companyfiles',
        'partner_logos/1-p.svg',
        blob(SVG_BYTES, 'image/svg+xml'),
      );
      expect(svg.error).toBeNull();
    });
  });
});
