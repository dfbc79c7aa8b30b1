/**
 * Membership management, ad management, the audit log and /admin2 on the server (issue 12), through
 * supabase-js as each role against a private stack: the member-table RPC, manage-user-profile,
 * handle-membership-change-credits and promotion-email (mail read back from the mailbox), the audit
 * rows the database writes for admin actions, and every refusal (limited admins, members, other admins
 * for /admin2) through the API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Database } from '@domain/database.ts';
import type { AdminMemberPage, AuditPage, CreditDays, PlanFigures, SignupDays } from '@domain/schemas/admin.ts';
import { invokeFunction as invoke } from './support/functions.ts';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';
import { createCompany, createRoleSet, createUser, type RoleSet, type TestUser } from './support/users.ts';

/** A JSON reply (`Json` in the generated types) as the server sends it: the input of its adapter's domain schema. */
type Reply<S extends z.ZodType> = z.input<S>;

/** admin_search_members as `user`, its JSON page typed as the member table's adapter reads it. */
async function searchMembers(user: TestUser, args: Database['public']['Functions']['admin_search_members']['Args']) {
  const { data, error } = await user.client.rpc('admin_search_members', args);
  return { data: data as Reply<typeof AdminMemberPage>, error };
}

/** The functions read the caller from a real session (GoTrue's /user): the user signs in with a password. */
async function signIn(stack: TestStack, user: TestUser): Promise<TestUser> {
  const password = 'Admin-pass-1';
  const set = await stack.service.auth.admin.updateUserById(user.id, { password });
  if (set.error) throw set.error;
  const client = stack.client();
  const { error } = await client.auth.signInWithPassword({ email: user.email, password });
  if (error) throw error;
  return { ...user, client };
}

interface MailSummary {
  To: { Address: string; Name: string }[];
  Subject: string;
  Snippet: string;
}

describe(`membership and ad management, audit log and /admin2 (${TEST_DB})`, () => {
  let stack: TestStack;
  let roles: RoleSet;
  let admin2: TestUser;

  beforeAll(async () => {
    stack = await startTestStack();
    roles = await createRoleSet(stack);
    for (const key of ['admin', 'limitedAdmin', 'paid'] as const) roles[key] = await signIn(stack, roles[key]);
    admin2 = await createUser(stack, { staff: 'admin', isAdmin2: true });
  });
  afterAll(() => stack?.close());

  const profileOf = async (id: string) =>
    (await stack.db.query<Record<string, unknown>>('select * from public.yarnconnect_free where id = $1', [id]))
      .rows[0];
  const auditOf = async (rowId: string) =>
    (
      await stack.db.query<Record<string, unknown>>(
        'select * from public.admin_audit_log where row_id = $1 order by id',
        [rowId],
      )
    ).rows;

  describe('admin_search_members', () => {
    it('pages the newest members first with plan counts, searches and filters by plan', async () => {
      const paid = await createUser(stack, { membership: 'Paid Member' });
      const all = await searchMembers(roles.admin, { p_offset: 0, p_limit: 5 });
      expect(all.error).toBeNull();
      const total = Number((await stack.db.query('select count(*) from public.yarnconnect_free')).rows[0].count);
      expect(all.data).toMatchObject({ total, total_is_exact: true });
      expect(all.data.rows).toHaveLength(5);
      expect(all.data.rows[0].id).toBe(paid.id);
      expect(all.data.plan_counts.all).toBe(total);

      const byMail = await searchMembers(roles.admin, { p_term: paid.email.toUpperCase() });
      expect(byMail.data.rows.map((r: { id: string }) => r.id)).toEqual([paid.id]);
      expect(byMail.data.total).toBe(1);

      const paidOnly = await searchMembers(roles.admin, { p_plan: 'Paid Member' });
      expect(paidOnly.data.rows.every((r: { membership_type: string }) => r.membership_type === 'Paid Member')).toBe(
        true,
      );
      expect(paidOnly.data.total).toBe(paidOnly.data.plan_counts['Paid Member']);

      // Pages past the middle are read from the far end: every page, in order, still makes up the whole list.
      const whole = await searchMembers(roles.admin, { p_limit: 500 });
      const paged: string[] = [];
      for (let offset = 0; offset < total; offset += 4) {
        const next = await searchMembers(roles.admin, { p_offset: offset, p_limit: 4 });
        paged.push(...next.data.rows.map((r: { id: string }) => r.id));
      }
      expect(paged).toEqual(whole.data.rows.map((r: { id: string }) => r.id));
      const beyond = await searchMembers(roles.admin, { p_offset: total + 10 });
      expect(beyond.data.rows).toEqual([]);

      // A wildcard in the term is taken literally.
      const literal = await searchMembers(roles.admin, { p_term: '%' });
      expect(literal.data.total).toBe(0);
    });

    it('is refused to limited admins, members and visitors', async () => {
      for (const user of [roles.limitedAdmin, roles.paid, roles.execA]) {
        const res = await user.client.rpc('admin_search_members', {});
        expect(res.error?.code).toBe('42501');
        expect(res.data).toBeNull();
      }
      const anon = await stack.anon.rpc('admin_search_members', {});
      expect(anon.error?.code).toBe('42501');
    });
  });

  describe('manage-user-profile', () => {
    it('lets an admin edit name, e-mail, flags and credits, recorded in the audit log as that admin', async () => {
      const member = await createUser(stack);
      const newEmail = `renamed.${member.id.slice(0, 8)}@test.loomconnect.test`;
      const res = await invoke(roles.admin.client, 'manage-user-profile', {
        action: 'update',
        userId: member.id,
        userData: { member_name: 'Renamed By Admin', email: newEmail, is_verified_member: true, messaging_credits: 7 },
      });
      expect(res).toEqual({ status: 200, body: { success: true } });
      expect(await profileOf(member.id)).toMatchObject({
        member_name: 'Renamed By Admin',
        email: newEmail,
        is_verified_member: true,
        messaging_credits: 7,
      });
      const login = await stack.service.auth.admin.getUserById(member.id);
      expect(login.data.user?.email).toBe(newEmail);

      const audit = await auditOf(member.id);
      expect(audit.map((a) => [a.entity, a.action, a.actor_id, a.actor_role])).toEqual([
        ['member', 'update', roles.admin.id, 'admin'],
        ['member', 'update', roles.admin.id, 'admin'],
        ['credits', 'update', roles.admin.id, 'admin'],
      ]);
      expect(audit[0]).toMatchObject({
        actor_email: roles.admin.email,
        before: { member_name: expect.stringMatching(/^Member /), email: member.email },
        after: { member_name: 'Renamed By Admin', email: newEmail },
      });
      expect(audit[1]).toMatchObject({ before: { is_verified_member: false }, after: { is_verified_member: true } });
      expect(audit[2]).toMatchObject({
        before: { messaging_credits: 25 },
        after: { messaging_credits: 7, delta: -18 },
      });
    });

    it('refuses an e-mail another account has, and changes nothing', async () => {
      const member = await createUser(stack);
      const res = await invoke(roles.admin.client, 'manage-user-profile', {
        action: 'update',
        userId: member.id,
        userData: { member_name: 'Should Not Stick', email: roles.paid.email },
      });
      expect(res).toEqual({ status: 409, body: { error: 'This email or mobile number already exists.' } });
      expect(await profileOf(member.id)).toMatchObject({
        email: member.email,
        member_name: expect.stringMatching(/^Member /),
      });
      expect(await auditOf(member.id)).toEqual([]);
    });

    it('is refused to limited admins and members, who change nothing', async () => {
      const member = await createUser(stack);
      for (const user of [roles.limitedAdmin, roles.paid]) {
        const res = await invoke(user.client, 'manage-user-profile', {
          action: 'update',
          userId: member.id,
          userData: { is_verified_member: true },
        });
        expect(res).toEqual({ status: 403, body: { error: 'Only admins manage member profiles.' } });
        const del = await invoke(user.client, 'manage-user-profile', { action: 'delete', userId: member.id });
        expect(del.status).toBe(403);
      }
      expect(await profileOf(member.id)).toMatchObject({ is_verified_member: false });
    });

    it('deletes a member (login and profile) as the admin, recorded with the row as it was', async () => {
      const member = await createUser(stack);
      const res = await invoke(roles.admin.client, 'manage-user-profile', { action: 'delete', userId: member.id });
      expect(res).toEqual({ status: 200, body: { success: true } });
      expect(await profileOf(member.id)).toBeUndefined();
      expect((await stack.db.query('select 1 from auth.users where id = $1', [member.id])).rows).toHaveLength(0);
      const [entry] = await auditOf(member.id);
      expect(entry).toMatchObject({
        entity: 'member',
        action: 'delete',
        actor_id: roles.admin.id,
        before: { email: member.email },
        after: null,
      });
      const again = await invoke(roles.admin.client, 'manage-user-profile', { action: 'delete', userId: member.id });
      expect(again).toEqual({ status: 404, body: { error: 'This account does not exist.' } });
    });

    it('refuses to delete staff or the caller themself', async () => {
      const staff = await invoke(roles.admin.client, 'manage-user-profile', {
        action: 'delete',
        userId: roles.limitedAdmin.id,
      });
      expect(staff).toEqual({
        status: 409,
        body: { error: 'Staff accounts cannot be deleted from membership management.' },
      });
      const rpc = await roles.admin.client.rpc('admin_delete_member', { p_user_id: roles.admin.id });
      expect(rpc.error?.message).toBe('You cannot delete your own account here.');
      const member = await roles.paid.client.rpc('admin_delete_member', { p_user_id: roles.free.id });
      expect(member.error?.code).toBe('42501');
      expect(await profileOf(roles.free.id)).toBeDefined();
    });
  });

  it('handle-membership-change-credits as an admin grants the plan credits, audited as the admin', async () => {
    const member = await createUser(stack);
    const res = await invoke(roles.admin.client, 'handle-membership-change-credits', {
      userId: member.id,
      newMembershipType: 'Paid Member',
      oldMembershipType: 'Free Member',
    });
    expect(res.status).toBe(200);
    expect(await profileOf(member.id)).toMatchObject({ membership_type: 'Paid Member', messaging_credits: 225 });
    const audit = await auditOf(member.id);
    expect(audit.map((a) => [a.entity, a.actor_id])).toEqual([
      ['member', roles.admin.id],
      ['credits', roles.admin.id],
    ]);
    expect(audit[0]).toMatchObject({
      before: { membership_type: 'Free Member' },
      after: { membership_type: 'Paid Member' },
    });
    expect(audit[1]).toMatchObject({ after: { delta: 200, reason: 'membership_change', messaging_credits: 225 } });
    const limited = await invoke(roles.limitedAdmin.client, 'handle-membership-change-credits', {
      userId: member.id,
      newMembershipType: 'Corporate Member',
    });
    expect(limited.status).toBe(403);
  });

  describe('promotion-email', () => {
    const mailbox = async (to: string) => {
      const res = await fetch(`${stack.mailUrl}/api/v1/search?query=${encodeURIComponent(`to:${to}`)}`);
      return ((await res.json()) as { messages: MailSummary[] }).messages;
    };

    it('mails each selected member once and lists each address that failed', async () => {
      const a = await createUser(stack);
      const b = await createUser(stack);
      const bounced = await createUser(stack);
      const bouncedEmail = `bounce.${bounced.id.slice(0, 8)}@mail.invalid`;
      await stack.db.query('update public.yarnconnect_free set email = $2 where id = $1', [bounced.id, bouncedEmail]);
      const res = await invoke(roles.admin.client, 'promotion-email', {
        selectedUsers: [
          { email: a.email, member_name: 'ignored: the server reads the name' },
          { email: b.email.toUpperCase(), member_name: null },
          { email: a.email, member_name: 'twice' },
          { email: bouncedEmail, member_name: 'Bounce' },
          { email: 'stranger@example.com', member_name: 'Not a member' },
        ],
        subject: 'Pre-launch offer',
        message: 'First paragraph.\n\nSecond <b>paragraph</b>.',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        message: 'Promotion e-mail sent to 2 members.',
        error: 'It could not be sent to 2 members.',
        sent: 2,
        failed: 2,
      });
      expect(res.body.details).toEqual([
        { email: bouncedEmail, error: expect.stringContaining('Recipient address rejected') },
        { email: 'stranger@example.com', error: 'No member has this address.' },
      ]);
      const [toA] = await mailbox(a.email);
      expect(toA).toMatchObject({ Subject: 'Pre-launch offer' });
      expect(toA.Snippet).toContain('Dear Member ');
      expect(toA.Snippet).toContain('Second <b>paragraph</b>.');
      expect(await mailbox(a.email)).toHaveLength(1);
      expect(await mailbox(b.email)).toHaveLength(1);
      expect(await mailbox(bouncedEmail)).toHaveLength(0);
    });

    it('needs at least one member and is refused to limited admins and members', async () => {
      const none = await invoke(roles.admin.client, 'promotion-email', { selectedUsers: [] });
      expect(none).toEqual({
        status: 400,
        body: { error: 'Please select at least one member.', field: 'selectedUsers' },
      });
      for (const user of [roles.limitedAdmin, roles.paid]) {
        const res = await invoke(user.client, 'promotion-email', { selectedUsers: [{ email: roles.free.email }] });
        expect(res).toEqual({ status: 403, body: { error: 'Only admins send promotion e-mails.' } });
      }
      expect(await mailbox(roles.free.email)).toHaveLength(0);
    });
  });

  describe('ads and the audit log', () => {
    const ad = (company: string) => ({
      company_name: company,
      from_date: '2026-01-01',
      to_date: '2026-12-31',
      placement_type: 'Premium',
      page_location: 'News',
      ad_image_url: 'public/test.png',
      ad_image_path: 'public/test.png',
      alt_text: 'A test ad',
    });

    it('limited admins manage ads, each change audited with the staff role; members are refused', async () => {
      const created = await roles.limitedAdmin.client
        .from('corporate_ads')
        .insert(ad('Limited Co'))
        .select('id')
        .single();
      expect(created.error).toBeNull();
      const id = created.data!.id as string;
      const toggled = await roles.limitedAdmin.client.from('corporate_ads').update({ status: false }).eq('id', id);
      expect(toggled.error).toBeNull();
      const audit = await auditOf(id);
      expect(audit.map((a) => [a.action, a.actor_role, a.label])).toEqual([
        ['insert', 'limited_admin', 'Limited Co · Premium / News'],
        ['update', 'limited_admin', 'Limited Co · Premium / News'],
      ]);
      expect(audit[1]).toMatchObject({ before: { status: true }, after: { status: false } });

      const byMember = await roles.paid.client.from('corporate_ads').insert(ad('Member Co'));
      expect(byMember.error?.code).toBe('42501');
      const edit = await roles.paid.client.from('corporate_ads').update({ status: true }).eq('id', id).select('id');
      expect(edit.data).toEqual([]);
    });

    it('records admin changes to companies and products, not executives’ own', async () => {
      const company = await createCompany(stack);
      const exec = await createUser(stack, { membership: 'Corporate Member', executiveOf: company });
      const product = await roles.admin.client
        .from('corporate_products')
        .insert({ company_id: company, department_name: 'Yarn', fibre_type: 'Cotton', basic_price: 100 })
        .select('id, version')
        .single();
      expect(product.error).toBeNull();
      const { error: saveError } = await exec.client.rpc('save_product_changes', {
        p_company_id: company,
        p_changes: [{ id: product.data!.id, version: product.data!.version, basic_price: 120 }],
      });
      expect(saveError).toBeNull();
      await roles.admin.client.from('company_details').update({ address: 'Surat' }).eq('id', company);
      expect((await auditOf(product.data!.id)).map((a) => [a.entity, a.action])).toEqual([['product', 'insert']]);
      expect((await auditOf(company)).map((a) => [a.entity, a.action, a.after])).toEqual([
        ['company', 'update', { address: 'Surat' }],
      ]);
    });

    it('is read by admins only and written by nobody through the API', async () => {
      const asAdmin = await roles.admin.client.from('admin_audit_log').select('id, entity').limit(5);
      expect(asAdmin.error).toBeNull();
      expect(asAdmin.data!.length).toBeGreaterThan(0);
      for (const user of [roles.limitedAdmin, roles.paid, roles.execA]) {
        const read = await user.client.from('admin_audit_log').select('id');
        expect(read).toMatchObject({ error: null, data: [] });
      }
      const anon = await stack.anon.from('admin_audit_log').select('id');
      expect(anon.error?.code).toBe('42501');
      const forged = await roles.admin.client.from('admin_audit_log').insert({
        actor_role: 'admin',
        entity: 'ad',
        action: 'insert',
        row_id: 'x',
        label: 'forged',
      });
      expect(forged.error?.code).toBe('42501');
      const wiped = await roles.admin.client.from('admin_audit_log').delete().gt('id', 0);
      expect(wiped.error?.code).toBe('42501');
    });
  });

  describe('/admin2 operations reads', () => {
    const reads = [
      ['ops_members_by_plan', {}],
      ['ops_signups_per_day', { p_days: 14 }],
      ['ops_credits_per_day', { p_days: 14 }],
      ['ops_activity_per_day', { p_days: 14 }],
      ['ops_open_rfqs', {}],
      ['ops_audit_log', { p_entity: 'ad' }],
    ] as const;

    it('answer the /admin2 administrator', async () => {
      const plans = await admin2.client.rpc('ops_members_by_plan');
      expect(plans.error).toBeNull();
      const planRows = plans.data as Reply<typeof PlanFigures>;
      const total = Number((await stack.db.query('select count(*) from public.yarnconnect_free')).rows[0].count);
      expect(planRows.map((p: { plan: string }) => p.plan)).toEqual(['Free Member', 'Paid Member', 'Corporate Member']);
      // The kept counts still match the table after this file's inserts, plan changes, flag edits and deletes.
      const { rows: actual } = await stack.db.query<{ plan: string; members: number; verified: number }>(
        `select membership_type as plan, count(*)::int as members, (count(*) filter (where is_verified_member))::int
           as verified from public.yarnconnect_free group by 1`,
      );
      for (const row of actual) {
        expect(planRows.find((p: { plan: string }) => p.plan === row.plan)).toMatchObject(row);
      }
      expect(planRows.reduce((n: number, p: { members: number }) => n + p.members, 0)).toBe(total);

      const signups = await admin2.client.rpc('ops_signups_per_day', { p_days: 14 });
      expect(signups.data).toHaveLength(14);
      const today = (signups.data as Reply<typeof SignupDays>)[13];
      expect(today.free + today.paid + today.corporate).toBe(total);

      const credits = await admin2.client.rpc('ops_credits_per_day', { p_days: 14 });
      const creditDays = credits.data as Reply<typeof CreditDays>;
      expect(creditDays.days).toHaveLength(14);
      expect(creditDays.rows).toContainEqual(
        expect.objectContaining({ reason: 'signup', granted: expect.any(Number) }),
      );

      const audit = await admin2.client.rpc('ops_audit_log', { p_entity: 'ad', p_term: 'limited co' });
      const auditPage = audit.data as Reply<typeof AuditPage>;
      expect(auditPage.total).toBeGreaterThanOrEqual(2);
      expect(auditPage.rows[0]).toMatchObject({ entity: 'ad', label: 'Limited Co · Premium / News' });
    });

    it('are refused to other admins, limited admins and members', async () => {
      for (const user of [roles.admin, roles.limitedAdmin, roles.paid]) {
        for (const [fn, args] of reads) {
          const res = await user.client.rpc(fn, args);
          expect(res.error?.code, `${fn} as ${user.email}`).toBe('42501');
        }
      }
    });
  });
});
