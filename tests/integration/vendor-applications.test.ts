/**
 * Vendor applications on the server, through supabase-js as each role (migration 20261127020100): a Free or
 * Paid Member applies to a company department; its executives (or an admin) accept — registering the member
 * as vendor — or reject with a reason, once; everybody else is refused and nothing changes; the applicant may
 * withdraw while it is pending; vendor-application-reply tells the applicant on WhatsApp, once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alreadyDecided,
  alreadyPending,
  alreadyVendor,
  APPLICATION_NOT_FOUND,
  APPLY_NEEDS_PROFILE,
  APPLY_NOT_FOR_STAFF_MESSAGE,
  APPLY_NOTE_TOO_LONG,
  APPLY_UNKNOWN_DEPARTMENT,
  COMPANY_NOT_FOUND,
  DECIDE_NOT_YOURS,
  READ_NOT_YOURS,
  REJECTION_REASON_REQUIRED,
  REJECTION_REASON_TOO_LONG,
} from '@domain/vendor-applications.ts';
import { signJwt } from '../../supabase/local/http/jwt.ts';
import { invokeFunction as invoke } from './support/functions.ts';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';
import { clientWithToken, createRoleSet, createUser, type RoleSet, type TestUser } from './support/users.ts';

const TRIMS = { p_department: 'trims', p_department_name: 'Trims & Accessories' };
const PACKAGING = { p_department: 'packaging', p_department_name: 'Packaging Material' };

describe(`vendor applications (${TEST_DB})`, () => {
  let stack: TestStack;
  let roles: RoleSet;
  let companyAName: string;
  beforeAll(async () => {
    stack = await startTestStack();
    roles = await createRoleSet(stack);
    companyAName = (
      await sql<{ n: string }>('select company_name as n from public.company_details where id = $1', [roles.companyA])
    )[0].n;
  });
  afterAll(() => stack?.close());

  const sql = async <R>(text: string, params: unknown[] = []) => (await stack.db.query<R>(text, params)).rows;
  const apply = (user: TestUser, department = TRIMS, note: string | null = null, company = roles.companyA) =>
    user.client.rpc('apply_as_vendor', { p_company_id: company, ...department, p_note: note as string });
  const countOf = async (user: TestUser) =>
    (
      await sql<{ n: number }>(
        'select count(*)::int as n from public.vendor_applications where applicant_user_id = $1',
        [user.id],
      )
    )[0].n;
  const isVendor = async (user: TestUser, company: string, department: string) =>
    (
      await sql(
        'select 1 from public.department_vendors where vendor_user_id = $1 and company_id = $2 and department = $3',
        [user.id, company, department],
      )
    ).length === 1;
  /** A new Free Member's pending application to company A's trims department. */
  async function pending(): Promise<{ applicant: TestUser; id: string }> {
    const applicant = await createUser(stack);
    const { data, error } = await apply(applicant, TRIMS, 'We make woven labels and zips.');
    if (error) throw new Error(error.message);
    return { applicant, id: (data as { id: string }).id };
  }
  const statusOf = async (id: string) =>
    (await sql<{ status: string }>('select status from public.vendor_applications where id = $1', [id]))[0].status;

  describe('applying', () => {
    it('refuses visitors, staff, executives and a member without a profile, and writes nothing', async () => {
      const anon = await stack.client().rpc('apply_as_vendor', { p_company_id: roles.companyA, ...TRIMS });
      expect(anon.error?.code).toBe('42501');
      for (const user of [roles.execA, roles.execB, roles.admin, roles.limitedAdmin]) {
        const { error } = await apply(user);
        expect(error).toMatchObject({ code: '42501', message: APPLY_NOT_FOR_STAFF_MESSAGE });
        expect(await countOf(user)).toBe(0);
      }
      const noProfile = await createUser(stack, { membership: null });
      expect((await apply(noProfile)).error).toMatchObject({ code: '42501', message: APPLY_NEEDS_PROFILE });
    });

    it('refuses a member whose trial is over, with a payment-only session or an older full token', async () => {
      const expired = await createUser(stack);
      await sql(`update public.yarnconnect_free set created_at = now() - interval '16 days' where id = $1`, [
        expired.id,
      ]);
      const stale = await apply(expired);
      expect(stale.error?.code).toBe('42501');
      expect(stale.error?.message).toMatch(/^Trial Period Expired/);
      const paymentOnly = clientWithToken(
        stack,
        await signJwt({ ...expired.claims, session_scope: 'payment' }, stack.config.jwtSecret),
      );
      const scoped = await paymentOnly.rpc('apply_as_vendor', { p_company_id: roles.companyA, ...TRIMS });
      expect(scoped.error?.code).toBe('42501');
      expect(await countOf(expired)).toBe(0);
    });

    it('refuses bad input with the words of @domain', async () => {
      const member = await createUser(stack);
      const unknownDepartment = await apply(member, { p_department: 'rockets', p_department_name: 'Rockets' });
      expect(unknownDepartment.error).toMatchObject({ code: '22023', message: APPLY_UNKNOWN_DEPARTMENT });
      const noName = await apply(member, { p_department: 'trims', p_department_name: '  ' });
      expect(noName.error).toMatchObject({ code: '22023', message: APPLY_UNKNOWN_DEPARTMENT });
      const longNote = await apply(member, TRIMS, 'x'.repeat(501));
      expect(longNote.error).toMatchObject({ code: '22023', message: APPLY_NOTE_TOO_LONG });
      const unknownCompany = await apply(member, TRIMS, null, '00000000-0000-4000-a000-00000000dead');
      expect(unknownCompany.error).toMatchObject({ code: 'P0001', message: COMPANY_NOT_FOUND });
      expect(await countOf(member)).toBe(0);
    });

    it('takes one pending application per department, and none where the member is a vendor already', async () => {
      const first = await apply(roles.free, TRIMS, '  Labels and tags since 2009.  ');
      expect(first.error).toBeNull();
      expect(first.data).toMatchObject({
        applicant_user_id: roles.free.id,
        company_id: roles.companyA,
        department: 'trims',
        department_name: 'Trims & Accessories',
        note: 'Labels and tags since 2009.',
        status: 'pending',
        decided_at: null,
      });
      const again = await apply(roles.free);
      expect(again.error).toMatchObject({
        code: 'P0001',
        message: alreadyPending('Trims & Accessories', companyAName),
        hint: 'already_pending',
      });
      expect((await apply(roles.free, PACKAGING)).error).toBeNull();
      const vendor = await apply(roles.vendor);
      expect(vendor.error).toMatchObject({
        code: 'P0001',
        message: alreadyVendor('Trims & Accessories', companyAName),
        hint: 'already_vendor',
      });
    });

    it('keeps one pending application when the same member applies five times at once', async () => {
      const member = await createUser(stack);
      const replies = await Promise.all(Array.from({ length: 5 }, () => apply(member, PACKAGING)));
      expect(replies.filter((r) => !r.error)).toHaveLength(1);
      expect(await countOf(member)).toBe(1);
    });

    it('lets nobody write applications directly', async () => {
      const { id } = await pending();
      const insert = await roles.paid.client.from('vendor_applications').insert({
        applicant_user_id: roles.paid.id,
        company_id: roles.companyA,
        department: 'trims',
        department_name: 'Trims',
      });
      expect(insert.error?.code).toBe('42501');
      const update = await roles.execA.client.from('vendor_applications').update({ status: 'accepted' }).eq('id', id);
      expect(update.error?.code).toBe('42501');
      expect(await statusOf(id)).toBe('pending');
    });
  });

  describe('reading', () => {
    it('shows an application to its applicant and the company’s executives and admins only', async () => {
      const { applicant, id } = await pending();
      const seenBy = async (user: TestUser) =>
        (await user.client.from('vendor_applications').select('id').eq('id', id)).data?.length ?? -1;
      expect(await seenBy(applicant)).toBe(1);
      expect(await seenBy(roles.execA)).toBe(1);
      expect(await seenBy(roles.admin)).toBe(1);
      expect(await seenBy(roles.execB)).toBe(0);
      expect(await seenBy(roles.limitedAdmin)).toBe(0);
      expect(await seenBy(roles.paid)).toBe(0);
      expect((await stack.client().from('vendor_applications').select('id')).data ?? []).toEqual([]);
    });

    it('lists a department’s applications with the applicant’s profile for the company, 42501 for others', async () => {
      const { applicant, id } = await pending();
      const list = await roles.execA.client.rpc('company_vendor_applications', {
        p_company_id: roles.companyA,
        p_department: 'trims',
      });
      expect(list.error).toBeNull();
      const row = (list.data ?? []).find((r) => r.id === id);
      expect(row).toMatchObject({
        applicant_user_id: applicant.id,
        status: 'pending',
        note: 'We make woven labels and zips.',
        email: applicant.email,
        membership_type: 'Free Member',
      });
      for (const user of [roles.execB, roles.limitedAdmin, applicant]) {
        const refused = await user.client.rpc('company_vendor_applications', {
          p_company_id: roles.companyA,
          p_department: 'trims',
        });
        expect(refused.error).toMatchObject({ code: '42501', message: READ_NOT_YOURS });
      }
    });
  });

  describe('deciding', () => {
    it('refuses everybody but the company’s executives and admins, and changes nothing', async () => {
      const { applicant, id } = await pending();
      for (const [who, client] of [
        ['signed out', stack.client()],
        ['the applicant', applicant.client],
        ['another company’s executive', roles.execB.client],
        ['a limited admin', roles.limitedAdmin.client],
        ['a Paid Member', roles.paid.client],
      ] as const) {
        const accept = await client.rpc('accept_vendor_application', { p_id: id });
        expect(accept.error?.code, `${who} accepting`).toBe('42501');
        const reject = await client.rpc('reject_vendor_application', { p_id: id, p_reason: 'No.' });
        expect(reject.error?.code, `${who} rejecting`).toBe('42501');
      }
      const other = await roles.execB.client.rpc('accept_vendor_application', { p_id: id });
      expect(other.error?.message).toBe(DECIDE_NOT_YOURS);
      expect(await statusOf(id)).toBe('pending');
      expect(await isVendor(applicant, roles.companyA, 'trims')).toBe(false);
    });

    it('refuses an unknown application and a rejection without a usable reason', async () => {
      const unknown = await roles.execA.client.rpc('accept_vendor_application', {
        p_id: '00000000-0000-4000-a000-00000000dead',
      });
      expect(unknown.error).toMatchObject({ code: 'P0001', message: APPLICATION_NOT_FOUND });
      const { id } = await pending();
      for (const [reason, message] of [
        ['', REJECTION_REASON_REQUIRED],
        ['   ', REJECTION_REASON_REQUIRED],
        ['x'.repeat(201), REJECTION_REASON_TOO_LONG],
      ]) {
        const { error } = await roles.execA.client.rpc('reject_vendor_application', { p_id: id, p_reason: reason });
        expect(error, JSON.stringify(reason)).toMatchObject({ code: '22023', message });
      }
      expect(await statusOf(id)).toBe('pending');
    });

    it('accepts once: the applicant becomes a vendor of the department and my_role says so', async () => {
      const { applicant, id } = await pending();
      const { data, error } = await roles.execA.client.rpc('accept_vendor_application', { p_id: id });
      expect(error).toBeNull();
      expect(data).toMatchObject({ status: 'accepted', decided_by_user_id: roles.execA.id, rejection_reason: null });
      expect(await isVendor(applicant, roles.companyA, 'trims')).toBe(true);
      const facts = (await applicant.client.rpc('my_role')).data as { vendor_registrations: unknown[] };
      expect(facts.vendor_registrations).toEqual([
        { company_id: roles.companyA, department: 'trims', department_name: 'Trims & Accessories' },
      ]);
      const name = (data as { decided_by_name: string }).decided_by_name;
      for (const again of [
        roles.execA.client.rpc('accept_vendor_application', { p_id: id }),
        roles.admin.client.rpc('reject_vendor_application', { p_id: id, p_reason: 'Changed our mind.' }),
      ]) {
        const { error: refused } = await again;
        expect(refused).toMatchObject({ code: 'P0001', message: alreadyDecided('accepted', name) });
        expect(JSON.parse(refused!.details)).toMatchObject({ status: 'accepted', decided_by: name });
      }
    });

    it('rejects with a reason the applicant reads; an admin may decide too; the member may apply again', async () => {
      const { applicant, id } = await pending();
      const { error } = await roles.admin.client.rpc('reject_vendor_application', {
        p_id: id,
        p_reason: '  We are not adding trims vendors this season.  ',
      });
      expect(error).toBeNull();
      const seen = await applicant.client
        .from('vendor_applications')
        .select('status, rejection_reason, decided_by_user_id')
        .eq('id', id)
        .single();
      expect(seen.data).toEqual({
        status: 'rejected',
        rejection_reason: 'We are not adding trims vendors this season.',
        decided_by_user_id: roles.admin.id,
      });
      expect(await isVendor(applicant, roles.companyA, 'trims')).toBe(false);
      expect((await apply(applicant)).error).toBeNull();
    });

    it('accepts a member registered meanwhile by hand without a second registration', async () => {
      const { applicant, id } = await pending();
      await sql(
        `insert into public.department_vendors (company_id, department, department_name, vendor_user_id)
         values ($1, 'trims', 'Trims & Accessories', $2)`,
        [roles.companyA, applicant.id],
      );
      expect((await roles.execA.client.rpc('accept_vendor_application', { p_id: id })).error).toBeNull();
      expect(await isVendor(applicant, roles.companyA, 'trims')).toBe(true);
    });

    it('two deciders at once: exactly one decision stands, the other is told it was decided', async () => {
      const colleague = await createUser(stack, { membership: 'Corporate Member', executiveOf: roles.companyA });
      const apps = await Promise.all(Array.from({ length: 4 }, () => pending()));
      const replies = await Promise.all(
        apps.map(({ id }, i) =>
          Promise.all([
            roles.execA.client.rpc('accept_vendor_application', { p_id: id }),
            i % 2 === 0
              ? colleague.client.rpc('accept_vendor_application', { p_id: id })
              : colleague.client.rpc('reject_vendor_application', { p_id: id, p_reason: 'Not now.' }),
          ]),
        ),
      );
      for (const [i, pair] of replies.entries()) {
        expect(
          pair.filter((r) => !r.error),
          `application ${i}`,
        ).toHaveLength(1);
        expect(pair.find((r) => r.error)!.error?.message).toMatch(/^This application was already (accepted|rejected)/);
        const status = await statusOf(apps[i].id);
        expect(await isVendor(apps[i].applicant, roles.companyA, 'trims')).toBe(status === 'accepted');
      }
    });
  });

  describe('withdrawing', () => {
    it('lets only the applicant withdraw, only while pending', async () => {
      const { applicant, id } = await pending();
      for (const user of [roles.execA, roles.paid]) {
        const { error } = await user.client.rpc('withdraw_vendor_application', { p_id: id });
        expect(error).toMatchObject({ code: 'P0001', message: APPLICATION_NOT_FOUND });
      }
      expect((await applicant.client.rpc('withdraw_vendor_application', { p_id: id })).error).toBeNull();
      expect(await statusOf(id)).toBe('withdrawn');
      const again = await applicant.client.rpc('withdraw_vendor_application', { p_id: id });
      expect(again.error).toMatchObject({ code: 'P0001', message: 'This application was already withdrawn.' });
      const decide = await roles.execA.client.rpc('accept_vendor_application', { p_id: id });
      expect(decide.error?.message).toBe(alreadyDecided('withdrawn', null));
    });
  });

  describe('vendor-application-reply', () => {
    /** A member signed in through the auth API (edge functions identify callers by their session). */
    async function signedIn(label: string, executiveOf?: string) {
      const email = `${label}-${Date.now()}@vendor-apps.test`;
      const password = 'Secret-pass-1';
      const created = await stack.service.auth.admin.createUser({ email, password, email_confirm: true });
      if (created.error) throw created.error;
      const id = created.data.user.id;
      const mobile = `7${String(Date.now()).slice(-9)}`;
      const profile = await stack.service.rpc('create_member_profile', {
        p_user_id: id,
        p_profile: { member_name: `Member ${label}`, business_name: `${label} Co`, email, mobile_number: mobile },
      });
      if (profile.error) throw new Error(profile.error.message);
      if (executiveOf)
        await sql('insert into public.company_executives (user_id, company_id) values ($1, $2)', [id, executiveOf]);
      const client = stack.client();
      const signIn = await client.auth.signInWithPassword({ email, password });
      if (signIn.error) throw signIn.error;
      return { id, client, phone: `+91${mobile}` };
    }

    async function whatsappTo(phone: string): Promise<string[]> {
      const list = (await (await fetch(`${stack.mailUrl}/api/v1/messages?channel=whatsapp&limit=1000`)).json()) as {
        messages: { ID: string; To: { Address: string }[] }[];
      };
      return Promise.all(
        list.messages
          .filter((m) => m.To[0]?.Address === phone)
          .map(
            async (m) =>
              ((await (await fetch(`${stack.mailUrl}/api/v1/message/${m.ID}`)).json()) as { Text: string }).Text,
          ),
      );
    }

    it('tells the applicant of the rejection with the reason, once; refuses others and undecided ones', async () => {
      const applicant = await signedIn('applicant');
      const executive = await signedIn('exec', roles.companyA);
      const outsider = await signedIn('outsider', roles.companyB);
      const applied = await applicant.client.rpc('apply_as_vendor', { p_company_id: roles.companyA, ...TRIMS });
      expect(applied.error).toBeNull();
      const id = (applied.data as { id: string }).id;

      expect(await invoke(executive.client, 'vendor-application-reply', { application_id: id })).toMatchObject({
        status: 409,
      });
      const rejected = await executive.client.rpc('reject_vendor_application', {
        p_id: id,
        p_reason: 'We buy trims only from GOTS-certified units.',
      });
      expect(rejected.error).toBeNull();
      expect(await invoke(outsider.client, 'vendor-application-reply', { application_id: id })).toMatchObject({
        status: 403,
      });
      expect(await invoke(applicant.client, 'vendor-application-reply', { application_id: id })).toMatchObject({
        status: 403,
      });
      expect(await invoke(stack.client(), 'vendor-application-reply', { application_id: id })).toMatchObject({
        status: 401,
      });
      for (let i = 0; i < 2; i += 1) {
        expect(await invoke(executive.client, 'vendor-application-reply', { application_id: id })).toMatchObject({
          status: 200,
          body: { success: true },
        });
      }
      const texts = await whatsappTo(applicant.phone);
      expect(texts).toHaveLength(1);
      expect(texts[0]).toContain(
        `${companyAName} did not accept your application to be a vendor of Trims & Accessories.`,
      );
      expect(texts[0]).toContain('Reason: We buy trims only from GOTS-certified units.');
    });

    it('tells an accepted applicant where to quote', async () => {
      const applicant = await signedIn('accepted');
      const applied = await applicant.client.rpc('apply_as_vendor', { p_company_id: roles.companyA, ...PACKAGING });
      const id = (applied.data as { id: string }).id;
      expect((await roles.admin.client.rpc('accept_vendor_application', { p_id: id })).error).toBeNull();
      const admin = await signedIn('admin-reply');
      await sql(`insert into public.staff (user_id, role) values ($1, 'admin')`, [admin.id]);
      expect(await invoke(admin.client, 'vendor-application-reply', { application_id: id })).toMatchObject({
        status: 200,
        body: { success: true },
      });
      const [text] = await whatsappTo(applicant.phone);
      expect(text).toContain(`${companyAName} has accepted you as a vendor of Packaging Material.`);
      expect(text).toContain('Submit Bids');
    });
  });
});
