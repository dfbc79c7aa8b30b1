/**
 * Server-side paging and search of the directory (search_directory RPC) and the boards (search_text),
 * through supabase-js against a private stack: who may search, what matches, order, pages and totals.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';

interface Profile {
  member_name: string;
  business_name?: string;
  district?: string;
  business_type?: string[];
  my_yarns?: string[];
  membership_type?: string;
  list_in_directory?: boolean;
}

interface DirectoryPage {
  total: number;
  rows: { id: string; member_name: string; business_name: string; email: string }[];
}

describe(`directory and board search (${TEST_DB})`, () => {
  let stack: TestStack;
  let serial = 0;
  let paid: SupabaseClient;
  let free: SupabaseClient;
  let executive: SupabaseClient;
  let admin: SupabaseClient;
  let poster: SupabaseClient;

  /** A signed-in member with the given profile; returns their client and id. */
  async function member(p: Profile): Promise<{ id: string; client: SupabaseClient }> {
    serial += 1;
    const email = `dir-${serial}-${Date.now()}@example.com`;
    const password = 'Secret-pass-1';
    const created = await stack.service.auth.admin.createUser({ email, password, email_confirm: true });
    if (created.error) throw created.error;
    const id = created.data.user.id;
    const { error } = await stack.service.rpc('create_member_profile', {
      p_user_id: id,
      p_profile: {
        business_name: `${p.member_name} Mills`,
        email,
        mobile_number: `8${String(serial).padStart(9, '0')}`,
        state: 'Tamil Nadu',
        district: 'Coimbatore',
        ...p,
      },
    });
    if (error) throw new Error(error.message);
    const client = stack.client();
    const signedIn = await client.auth.signInWithPassword({ email, password });
    if (signedIn.error) throw signedIn.error;
    return { id, client };
  }

  async function directory(client: SupabaseClient, p_term: string | null, p_offset = 0, p_limit = 100) {
    const { data, error } = await client.rpc('search_directory', { p_term, p_offset, p_limit });
    return { page: data as DirectoryPage | null, error };
  }

  beforeAll(async () => {
    stack = await startTestStack();
    paid = (await member({ member_name: 'Zara Paid', membership_type: 'Paid Member' })).client;
    free = (await member({ member_name: 'Yusuf Free' })).client;
    const exec = await member({ member_name: 'Xavier Exec' });
    const adm = await member({ member_name: 'Wendy Admin', list_in_directory: false });
    await stack.db.query(
      `with c as (insert into public.company_details (company_name) values ('Dir Co') returning id)
       insert into public.company_executives (user_id, company_id) select $1, id from c`,
      [exec.id],
    );
    await stack.db.query(`insert into public.staff (user_id, role) values ($1, 'admin')`, [adm.id]);
    executive = exec.client;
    admin = adm.client;
    await member({ member_name: 'Anil Kumar', business_name: 'Anil Weaving 100% Cotton', district: 'Erode' });
    await member({ member_name: 'Bhavna Shah', business_type: ['Yarn Supplier'], my_yarns: ['Viscose Rayon'] });
    await member({ member_name: 'Chetan Hidden', list_in_directory: false });
    poster = (await member({ member_name: 'Board Poster' })).client;
  });
  afterAll(() => stack?.close());

  describe('search_directory', () => {
    it('serves Paid Members, corporate executives and admins; refuses Free Members and visitors', async () => {
      for (const client of [paid, executive, admin]) {
        const { page, error } = await directory(client, null);
        expect(error).toBeNull();
        expect(page?.total).toBe(6);
      }
      for (const client of [free, stack.anon]) {
        const { page, error } = await directory(client, null);
        expect(page).toBeNull();
        expect(error?.code).toBe('42501');
      }
    });

    it('lists only opted-in members ordered by name, in pages with the exact total', async () => {
      const { page } = await directory(paid, null);
      expect(page?.rows.map((r) => r.member_name)).toEqual([
        'Anil Kumar',
        'Bhavna Shah',
        'Board Poster',
        'Xavier Exec',
        'Yusuf Free',
        'Zara Paid',
      ]);
      const second = await directory(paid, null, 2, 2);
      expect(second.page).toEqual({ total: 6, rows: [page?.rows[2], page?.rows[3]] });
      expect(Object.keys(page?.rows[0] ?? {})).not.toContain('messaging_credits');
    });

    it('matches a case-insensitive part of name, business, e-mail, mobile, district, business type or yarn', async () => {
      const names = async (term: string) => ((await directory(paid, term)).page?.rows ?? []).map((r) => r.member_name);
      expect(await names('ANIL')).toEqual(['Anil Kumar']);
      expect(await names('weaving')).toEqual(['Anil Kumar']);
      expect(await names('erode')).toEqual(['Anil Kumar']);
      expect(await names('yarn supp')).toEqual(['Bhavna Shah']);
      expect(await names('viscose')).toEqual(['Bhavna Shah']);
      expect(await names('8000000001')).toEqual(['Zara Paid']);
      expect(await names('dir-2-')).toEqual(['Yusuf Free']);
      expect(await names('chetan')).toEqual([]);
      expect((await directory(paid, 'coimbatore')).page?.total).toBe(5);
    });

    it('takes % and _ in a term literally', async () => {
      expect((await directory(paid, '100%')).page?.rows.map((r) => r.member_name)).toEqual(['Anil Kumar']);
      expect((await directory(paid, '%')).page?.total).toBe(1);
      expect((await directory(paid, '_')).page?.total).toBe(0);
    });
  });

  describe('board search_text', () => {
    beforeAll(async () => {
      const rows: Record<string, string | null>[] = [
        { fibre_type: 'Polyester Filament', specific_type: 'FDY', grade: 'AA', preferred_company: 'Reliance' },
        { fibre_type: 'Cotton', specific_type: 'Combed', grade: 'A', preferred_company: null },
        { fibre_type: 'Viscose', specific_type: null, grade: 'Semi-Dull', preferred_company: 'Aditya Birla' },
      ];
      for (const row of rows) {
        const e = await poster.from('purchase_enquiries').insert(row).select('id').single();
        if (e.error) throw e.error;
        const o = await poster
          .from('sales_offers')
          .insert({ ...row, price: 100 })
          .select('id')
          .single();
        if (o.error) throw o.error;
      }
    });

    it('finds enquiries by number, fibre, specific type, grade or company for visitors, newest first, with a count', async () => {
      const search = async (term: string) => {
        const { data, count, error } = await stack.anon
          .from('purchase_enquiries')
          .select('enquiry_number, fibre_type', { count: 'exact' })
          .ilike('search_text', `%${term}%`)
          .order('updated_at', { ascending: false })
          .range(0, 99);
        expect(error).toBeNull();
        return { fibres: (data ?? []).map((r) => r.fibre_type), count };
      };
      expect(await search('FDY')).toEqual({ fibres: ['Polyester Filament'], count: 1 });
      expect(await search('birla')).toEqual({ fibres: ['Viscose'], count: 1 });
      expect(await search('semi-dull')).toEqual({ fibres: ['Viscose'], count: 1 });
      expect(await search('combed')).toEqual({ fibres: ['Cotton'], count: 1 });
      expect(await search('enq')).toEqual({ fibres: ['Viscose', 'Cotton', 'Polyester Filament'], count: 3 });
      const { data } = await stack.anon.from('purchase_enquiries').select('enquiry_number').eq('fibre_type', 'Cotton');
      expect(await search(data?.[0].enquiry_number.toLowerCase() ?? '?')).toMatchObject({ fibres: ['Cotton'] });
    });

    it('search_purchase_enquiries pages newest first with the exact total, for visitors too', async () => {
      const all = await stack.anon.rpc('search_purchase_enquiries', { p_term: undefined, p_offset: 0, p_limit: 100 });
      expect(all.error).toBeNull();
      const page = all.data as { total: number; rows: { fibre_type: string; enquiry_number: string }[] };
      expect(page.total).toBe(3);
      expect(page.rows.map((r) => r.fibre_type)).toEqual(['Viscose', 'Cotton', 'Polyester Filament']);
      expect(Object.keys(page.rows[0])).not.toContain('search_text');
      const second = await stack.anon.rpc('search_purchase_enquiries', { p_term: undefined, p_offset: 1, p_limit: 1 });
      expect(second.data).toEqual({ total: 3, total_is_exact: true, rows: [page.rows[1]] });
      const term = await stack.anon.rpc('search_purchase_enquiries', { p_term: ' AA ', p_offset: 0, p_limit: 100 });
      expect(term.data).toMatchObject({
        total: 1,
        rows: [{ fibre_type: 'Polyester Filament', preferred_company: 'Reliance' }],
      });
    });

    it('search_sales_offers finds offers by a part of the company, with their price', async () => {
      const { data, error } = await stack.anon.rpc('search_sales_offers', { p_term: 'aditya' });
      expect(error).toBeNull();
      expect(data).toMatchObject({ total: 1, rows: [{ fibre_type: 'Viscose', price: 100 }] });
    });

    it('estimates the total above 1000 matches, as count=estimated does', async () => {
      const { data: me } = await poster.auth.getUser();
      await stack.db.query(
        `insert into public.purchase_enquiries (user_id, fibre_type, grade)
         select $1, 'Bulk Nylon', 'Lot ' || n from generate_series(1, 1005) n`,
        [me.user?.id],
      );
      await stack.db.query('analyze public.purchase_enquiries');
      const { data } = await stack.anon.rpc('search_purchase_enquiries', { p_term: 'bulk nylon', p_offset: 1000 });
      const page = data as { total: number; total_is_exact: boolean; rows: unknown[] };
      expect(page.total_is_exact).toBe(false);
      expect(page.total).toBeGreaterThan(1000);
      expect(page.rows).toHaveLength(5);
      const few = await stack.anon.rpc('search_purchase_enquiries', { p_term: 'lot 1004' });
      expect(few.data).toMatchObject({ total: 1, total_is_exact: true });
    });

    it('finds offers the same way, and the search text follows edits but cannot be written', async () => {
      const { data: offer } = await poster.from('sales_offers').select('id').eq('fibre_type', 'Cotton').single();
      const edit = await poster
        .from('sales_offers')
        .update({ grade: 'Carded' })
        .eq('id', offer?.id ?? '');
      expect(edit.error).toBeNull();
      const { data, count } = await stack.anon
        .from('sales_offers')
        .select('fibre_type', { count: 'exact' })
        .ilike('search_text', '%carded%');
      expect({ data, count }).toEqual({ data: [{ fibre_type: 'Cotton' }], count: 1 });
      const write = await poster
        .from('sales_offers')
        .update({ search_text: 'spoof' })
        .eq('id', offer?.id ?? '');
      expect(write.error).not.toBeNull();
    });
  });
});
