/**
 * The admin panel's role limits through the API (trade §2, §6): what an admin may do, and what the server refuses
 * a limited admin, a corporate executive and a member — dealer management, corporate member edit and delete,
 * company files, corporate enquiries — while the limited panel's own writes (content, registrations) work.
 * Every call is supabase-js as the role, on the database TEST_DB names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { DEALER_MESSAGES } from '@domain/admin-panel.ts';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';
import {
  createCompany,
  createRoleSet,
  createUser,
  uniqueSuffix,
  type RoleSet,
  type TestUser,
} from './support/users.ts';

const PNG = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], {
  type: 'image/png',
});
const PDF = new Blob(['%PDF-1.4\n%admin\n'], { type: 'application/pdf' });

describe(`admin panel role limits (${TEST_DB})`, () => {
  let stack: TestStack;
  let roles: RoleSet;
  let secondAdmin: TestUser;
  let candidate: TestUser;

  beforeAll(async () => {
    stack = await startTestStack();
    roles = await createRoleSet(stack);
    secondAdmin = await createUser(stack, { staff: 'admin' });
    candidate = await createUser(stack, { membership: 'Paid Member' });
  });
  afterAll(() => stack?.close());

  const companyName = async (id: string) =>
    (
      await stack.db.query<{ company_name: string }>('select company_name from public.company_details where id = $1', [
        id,
      ])
    ).rows[0]?.company_name ?? null;
  const objectExists = async (bucket: string, name: string) =>
    (await stack.db.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucket, name])).rows
      .length === 1;
  const upload = (client: SupabaseClient, bucket: string, path: string, file: Blob) =>
    client.storage.from(bucket).upload(path, file, { contentType: file.type });

  describe('dealer management', () => {
    it('lets an admin add a dealer once; a second add is refused with the spec’s message', async () => {
      const company = await createCompany(stack);
      const added = await roles.admin.client.rpc('add_company_dealer', {
        p_company_id: company,
        p_user_id: candidate.id,
      });
      expect(added.error).toBeNull();
      expect(added.data).toEqual([candidate.id]);
      const again = await roles.admin.client.rpc('add_company_dealer', {
        p_company_id: company,
        p_user_id: candidate.id,
      });
      expect(again.error).toMatchObject({ code: '23505', message: DEALER_MESSAGES.alreadyDealer });
    });

    it('adds a dealer once when two admins add the same one at the same moment (the company row is locked)', async () => {
      const company = await createCompany(stack);
      const both = await Promise.all(
        [roles.admin, secondAdmin].map((a) =>
          a.client.rpc('add_company_dealer', { p_company_id: company, p_user_id: candidate.id }),
        ),
      );
      expect(both.filter((r) => r.error === null)).toHaveLength(1);
      expect(both.find((r) => r.error)?.error?.code).toBe('23505');
      const { rows } = await stack.db.query<{ dealer_user_ids: string[] }>(
        'select dealer_user_ids from public.company_details where id = $1',
        [company],
      );
      expect(rows[0].dealer_user_ids).toEqual([candidate.id]);
    });

    it.each(['limitedAdmin', 'execA', 'paid'] as const)('refuses %s adding or removing a dealer', async (who) => {
      const company = who === 'execA' ? roles.companyA : await createCompany(stack);
      const add = await roles[who].client.rpc('add_company_dealer', { p_company_id: company, p_user_id: candidate.id });
      expect(add.error?.code).toBe('42501');
      await stack.db.query('update public.company_details set dealer_user_ids = $2 where id = $1', [
        company,
        [candidate.id],
      ]);
      const remove = await roles[who].client.rpc('remove_company_dealer', {
        p_company_id: company,
        p_user_id: candidate.id,
      });
      expect(remove.error?.code).toBe('42501');
      // Nor around the function, by writing the column.
      const direct = await roles[who].client
        .from('company_details')
        .update({ dealer_user_ids: [] })
        .eq('id', company)
        .select('id');
      expect(direct.error !== null || direct.data?.length === 0).toBe(true);
      const { rows } = await stack.db.query<{ dealer_user_ids: string[] }>(
        'select dealer_user_ids from public.company_details where id = $1',
        [company],
      );
      expect(rows[0].dealer_user_ids).toEqual([candidate.id]);
      await stack.db.query(`update public.company_details set dealer_user_ids = '{}' where id = $1`, [company]);
    });

    it('lets an admin remove a dealer, and removing one who is not a dealer changes nothing', async () => {
      const company = await createCompany(stack);
      await stack.db.query('update public.company_details set dealer_user_ids = $2 where id = $1', [
        company,
        [candidate.id],
      ]);
      const removed = await roles.admin.client.rpc('remove_company_dealer', {
        p_company_id: company,
        p_user_id: candidate.id,
      });
      expect(removed).toMatchObject({ error: null, data: [] });
      const again = await roles.admin.client.rpc('remove_company_dealer', {
        p_company_id: company,
        p_user_id: candidate.id,
      });
      expect(again).toMatchObject({ error: null, data: [] });
    });
  });

  describe('corporate member edit and delete', () => {
    it('refuses a limited admin editing a company, and lets an admin edit it', async () => {
      const company = await createCompany(stack, `Edit Me ${uniqueSuffix()}`);
      const before = await companyName(company);
      const limited = await roles.limitedAdmin.client
        .from('company_details')
        .update({ company_name: 'Hijacked' })
        .eq('id', company)
        .select('id');
      expect(limited.error !== null || limited.data?.length === 0).toBe(true);
      expect(await companyName(company)).toBe(before);
      const admin = await roles.admin.client
        .from('company_details')
        .update({ company_name: `Renamed ${uniqueSuffix()}` })
        .eq('id', company)
        .select('company_name');
      expect(admin.error).toBeNull();
      expect(await companyName(company)).toBe(admin.data?.[0].company_name);
    });

    it.each(['limitedAdmin', 'execA', 'paid'] as const)(
      'refuses %s the deletion preview, the delete call and a plain delete',
      async (who) => {
        const company = who === 'execA' ? roles.companyA : await createCompany(stack);
        const preview = await roles[who].client.rpc('company_deletion_preview', { p_company_id: company });
        expect(preview.error?.code).toBe('42501');
        const deleted = await roles[who].client.rpc('delete_company', { p_company_id: company });
        expect(deleted.error?.code).toBe('42501');
        const plain = await roles[who].client.from('company_details').delete().eq('id', company).select('id');
        expect(plain.error !== null || plain.data?.length === 0).toBe(true);
        expect(await companyName(company)).not.toBeNull();
      },
    );

    it('lets an admin see what a deletion removes, then delete products and company; a repeat changes nothing', async () => {
      const company = await createCompany(stack, `Doomed ${uniqueSuffix()}`);
      await stack.db.query(
        `update public.company_details set logo_url = 'logos/1-doomed.png', brochure_pdf_url = 'brochures/1-doomed.pdf'
         where id = $1`,
        [company],
      );
      await stack.db.query(
        `insert into public.corporate_products (company_id, department_name, fibre_type, basic_price)
         values ($1, 'Filament', 'Polyester Filament', 120), ($1, 'Filament', 'Nylon', 140)`,
        [company],
      );
      await createUser(stack, { membership: 'Corporate Member', executiveOf: company });
      const preview = await roles.admin.client.rpc('company_deletion_preview', { p_company_id: company });
      expect(preview.error).toBeNull();
      expect(preview.data).toMatchObject({
        files: ['logos/1-doomed.png', 'brochures/1-doomed.pdf'],
        products: 2,
        executives: 1,
        bids: 0,
      });
      const deleted = await roles.admin.client.rpc('delete_company', { p_company_id: company });
      expect(deleted).toMatchObject({ error: null, data: { deleted: true, products: 2 } });
      expect(await companyName(company)).toBeNull();
      const { rows } = await stack.db.query('select 1 from public.corporate_products where company_id = $1', [company]);
      expect(rows).toHaveLength(0);
      const again = await roles.admin.client.rpc('delete_company', { p_company_id: company });
      expect(again).toMatchObject({ error: null, data: { deleted: false, products: 0 } });
      const gone = await roles.admin.client.rpc('company_deletion_preview', { p_company_id: company });
      expect(gone).toMatchObject({ error: null, data: null });
    });
  });

  describe('company files in storage', () => {
    it('keeps a registered company’s file from a limited admin; an admin replaces or removes it', async () => {
      const path = `logos/${Date.now()}-kept.png`;
      expect((await upload(roles.limitedAdmin.client, 'companyfiles', path, PNG)).error).toBeNull();
      const company = await createCompany(stack);
      await stack.db.query('update public.company_details set logo_url = $2 where id = $1', [company, path]);

      await roles.limitedAdmin.client.storage.from('companyfiles').remove([path]);
      expect(await objectExists('companyfiles', path)).toBe(true);
      const replace = await roles.limitedAdmin.client.storage
        .from('companyfiles')
        .upload(path, PNG, { contentType: 'image/png', upsert: true });
      expect(replace.error).not.toBeNull();

      const { error } = await roles.admin.client.storage.from('companyfiles').remove([path]);
      expect(error).toBeNull();
      expect(await objectExists('companyfiles', path)).toBe(false);
    });

    it('lets a limited admin remove an upload of their own that nothing uses (a failed registration’s clean-up)', async () => {
      const path = `brochures/${Date.now()}-orphan.pdf`;
      expect((await upload(roles.limitedAdmin.client, 'companyfiles', path, PDF)).error).toBeNull();
      await roles.limitedAdmin.client.storage.from('companyfiles').remove([path]);
      expect(await objectExists('companyfiles', path)).toBe(false);
    });

    it('keeps another staff member’s upload from a limited admin', async () => {
      const path = `banners/${Date.now()}-admins.png`;
      expect((await upload(roles.admin.client, 'companyfiles', path, PNG)).error).toBeNull();
      await roles.limitedAdmin.client.storage.from('companyfiles').remove([path]);
      expect(await objectExists('companyfiles', path)).toBe(true);
    });

    it('refuses members uploading or removing company files', async () => {
      const path = `logos/${Date.now()}-member.png`;
      expect((await upload(roles.paid.client, 'companyfiles', path, PNG)).error).not.toBeNull();
      expect(await objectExists('companyfiles', path)).toBe(false);
    });
  });

  describe('corporate enquiries', () => {
    it('are read by admins only', async () => {
      const email = `enquiry${uniqueSuffix()}@example.com`;
      const sent = await stack.anon.from('corporate_enquiries').insert({
        name: 'Asha',
        organisation_name: 'Asha Mills',
        email,
        country_code: '+91',
        mobile_number: '9876543210',
      });
      expect(sent.error).toBeNull();
      const read = (client: SupabaseClient) => client.from('corporate_enquiries').select('email').eq('email', email);
      expect((await read(roles.admin.client)).data).toEqual([{ email }]);
      for (const who of ['limitedAdmin', 'execA', 'paid'] as const) {
        const reply = await read(roles[who].client);
        expect(reply.error !== null || reply.data?.length === 0, who).toBe(true);
      }
    });
  });

  describe('what the limited panel does', () => {
    it('lets a limited admin publish content and register companies and partners; refuses members', async () => {
      const writes = (client: SupabaseClient) => [
        client.from('price_updates_pdfs').insert({ description: 'List', file_url: 'prices/1-l.pdf' }),
        client.from('news_items').insert({ headline: 'H', content: 'C' }),
        client.from('news_snippets').insert({ headline: 'H', snippet_content: 'S' }),
        client.from('partner_organisations').insert({ name: `P ${uniqueSuffix()}`, logo_url: 'partner_logos/1-p.png' }),
        client.from('company_details').insert({ company_name: `Registered ${uniqueSuffix()}` }),
      ];
      for (const reply of await Promise.all(writes(roles.limitedAdmin.client))) expect(reply.error).toBeNull();
      for (const reply of await Promise.all(writes(roles.paid.client))) expect(reply.error?.code).toBe('42501');
    });

    it('keeps the snippet limit and the website rule on the server', async () => {
      const long = await roles.limitedAdmin.client
        .from('news_snippets')
        .insert({ headline: 'H', snippet_content: 'a'.repeat(251) });
      expect(long.error?.code).toBe('23514');
      const site = await roles.limitedAdmin.client
        .from('company_details')
        .insert({ company_name: `Bad Site ${uniqueSuffix()}`, website_url: 'javascript:alert(1)' });
      expect(site.error?.code).toBe('23514');
    });
  });
});
