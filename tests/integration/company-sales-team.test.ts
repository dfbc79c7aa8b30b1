/**
 * A company's sales team kept by the server (issue 28): the company's executive and an admin add and remove
 * members through the API; another company's executive, a Paid Member and a visitor are refused; a user is on
 * one company's team at most; a member reads only their own row; my_price_list_company() answers the
 * executive's company, else the sales team's, else null. No executive (of this company or another) joins a
 * team, a member who becomes an executive leaves theirs in the same transaction, and the candidates search
 * marks executives and members on another company's team (naming the company only to who may manage it). Whoever
 * may not manage the team hears that first, whomever they add (20261129001310).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SALES_TEAM_TEXT } from '@domain/sales-team.ts';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';
import { clientWithToken, createRoleSet, createUser, type RoleSet, type TestUser } from './support/users.ts';

describe(`company sales team (${TEST_DB})`, () => {
  let stack: TestStack;
  let roles: RoleSet;
  let seller: TestUser;
  let other: TestUser;

  const team = (user: TestUser, companyId: string) =>
    user.client.rpc('company_sales_team_members', { p_company_id: companyId });
  const add = (user: TestUser, companyId: string, member: TestUser) =>
    user.client.from('company_sales_team').insert({ company_id: companyId, user_id: member.id });
  const remove = (user: TestUser, member: TestUser) =>
    user.client.from('company_sales_team').delete().eq('user_id', member.id).select('user_id');
  const carried = async (user: TestUser) => (await user.client.rpc('my_price_list_company')).data;

  beforeAll(async () => {
    stack = await startTestStack();
    roles = await createRoleSet(stack);
    seller = await createUser(stack);
    other = await createUser(stack);
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('the executive adds and removes; the member reads their row and carries the company', async () => {
    expect(await carried(seller)).toBeNull();
    expect((await add(roles.execA, roles.companyA, seller)).error).toBeNull();

    const listed = await team(roles.execA, roles.companyA);
    expect(listed.error).toBeNull();
    expect(listed.data).toEqual([
      expect.objectContaining({ user_id: seller.id, email: seller.email, added_at: expect.any(String) }),
    ]);
    const own = await seller.client.from('company_sales_team').select('user_id, company_id, added_by');
    expect(own.data).toEqual([{ user_id: seller.id, company_id: roles.companyA, added_by: roles.execA.id }]);
    expect(await carried(seller)).toBe(roles.companyA);
    expect(await carried(roles.execA)).toBe(roles.companyA);
    expect(await carried(roles.paid)).toBeNull();

    expect((await remove(roles.execA, seller)).data).toEqual([{ user_id: seller.id }]);
    expect((await team(roles.execA, roles.companyA)).data).toEqual([]);
    expect(await carried(seller)).toBeNull();
  });

  it('an admin adds and removes for any company', async () => {
    expect((await add(roles.admin, roles.companyB, seller)).error).toBeNull();
    expect((await team(roles.admin, roles.companyB)).data).toHaveLength(1);
    expect(await carried(seller)).toBe(roles.companyB);
    expect((await remove(roles.admin, seller)).data).toEqual([{ user_id: seller.id }]);
    expect(await carried(seller)).toBeNull();
  });

  it("refuses another company's executive, a Paid Member and a visitor", async () => {
    expect((await add(roles.execA, roles.companyA, seller)).error).toBeNull();
    const visitor = { client: clientWithToken(stack, stack.config.anonKey) } as TestUser;

    for (const outsider of [roles.execB, roles.paid, roles.limitedAdmin]) {
      expect((await add(outsider, roles.companyA, other)).error?.code).toBe('42501');
      // RLS hides the row: nothing is deleted and the member stays.
      expect((await remove(outsider, seller)).data).toEqual([]);
      expect((await team(outsider, roles.companyA)).error?.code).toBe('42501');
      expect((await outsider.client.from('company_sales_team').select('user_id')).data).toEqual([]);
    }
    expect((await add(visitor, roles.companyA, other)).error?.code).toBe('42501');
    expect((await visitor.client.from('company_sales_team').select('user_id')).error?.code).toBe('42501');
    expect(
      (await visitor.client.rpc('company_sales_team_members', { p_company_id: roles.companyA })).error,
    ).not.toBeNull();
    expect((await visitor.client.rpc('my_price_list_company')).error).not.toBeNull();
    // A member sees their own row only, never a colleague's, and cannot add anyone.
    expect((await add(roles.execA, roles.companyA, other)).error).toBeNull();
    expect((await seller.client.from('company_sales_team').select('user_id')).data).toEqual([{ user_id: seller.id }]);
    expect((await add(seller, roles.companyA, roles.paid)).error?.code).toBe('42501');
    // Nobody edits a row in place (no update grant): a move is a removal and an addition.
    const moved = await roles.execA.client
      .from('company_sales_team')
      .update({ company_id: roles.companyB })
      .eq('user_id', seller.id);
    expect(moved.error?.code).toBe('42501');
    expect((await team(roles.execA, roles.companyA)).data).toHaveLength(2);
  });

  it("is one company's team at most", async () => {
    // seller is on company A's team (the previous test): company B's executive cannot add them too.
    const twice = await add(roles.execB, roles.companyB, seller);
    expect(twice.error?.code).toBe('23505');
    expect(await carried(seller)).toBe(roles.companyA);
    expect((await team(roles.execB, roles.companyB)).data).toEqual([]);
  });

  it("refuses a company's executive, of this company or another, whoever adds them", async () => {
    const coExecutive = await createUser(stack, { membership: 'Corporate Member', executiveOf: roles.companyA });
    for (const [manager, executive] of [
      [roles.execA, coExecutive],
      [roles.execA, roles.execB],
      [roles.admin, roles.execA],
    ] as const) {
      const refused = await add(manager, roles.companyA, executive);
      expect(refused.error).toMatchObject({ code: '23514', message: SALES_TEAM_TEXT.executive });
    }
    expect((await team(roles.admin, roles.companyA)).data?.map((m) => m.user_id)).not.toContain(coExecutive.id);
    expect(await carried(coExecutive)).toBe(roles.companyA);
    expect(await carried(roles.execB)).toBe(roles.companyB);
  });

  it('a member who becomes an executive leaves the team in the same write', async () => {
    const promoted = await createUser(stack);
    expect((await add(roles.execA, roles.companyA, promoted)).error).toBeNull();
    expect(await carried(promoted)).toBe(roles.companyA);

    // A limited admin registers executives but cannot manage company A's team: the trigger removes the row anyway.
    const made = await roles.limitedAdmin.client
      .from('company_executives')
      .insert({ user_id: promoted.id, company_id: roles.companyB });
    expect(made.error).toBeNull();
    expect((await team(roles.execA, roles.companyA)).data?.map((m) => m.user_id)).not.toContain(promoted.id);
    expect((await promoted.client.from('company_sales_team').select('user_id')).data).toEqual([]);
    expect(await carried(promoted)).toBe(roles.companyB);
  });

  it('an addition and an executive registration of the same members at once: nobody ends both', async () => {
    const members = await Promise.all(Array.from({ length: 20 }, () => createUser(stack)));
    const replies = await Promise.all(
      members.flatMap((member) => [
        add(roles.execA, roles.companyA, member),
        roles.limitedAdmin.client.from('company_executives').insert({ user_id: member.id, company_id: roles.companyB }),
      ]),
    );
    const additions = replies.filter((_, i) => i % 2 === 0);
    const registrations = replies.filter((_, i) => i % 2 === 1);
    // Every registration stands; an addition either came first (and was undone) or was refused.
    for (const reply of registrations) expect(reply.error).toBeNull();
    for (const reply of additions) expect([undefined, '23514']).toContain(reply.error?.code);
    const both = await stack.db.query(
      `select t.user_id from public.company_sales_team t join public.company_executives e using (user_id)
       where t.user_id = any ($1::uuid[])`,
      [members.map((m) => m.id)],
    );
    expect(both.rows).toEqual([]);
  });

  it('the candidates search marks executives and is for managers only', async () => {
    const candidates = (user: TestUser, term: string) => user.client.rpc('sales_team_candidates', { p_term: term });
    expect((await candidates(roles.execA, roles.execA.email)).data).toEqual([
      expect.objectContaining({ id: roles.execA.id, executive: true }),
    ]);
    expect((await candidates(roles.admin, roles.execB.email)).data).toEqual([
      expect.objectContaining({ id: roles.execB.id, executive: true }),
    ]);
    expect((await candidates(roles.admin, other.email)).data).toEqual([
      expect.objectContaining({ id: other.id, email: other.email, executive: false }),
    ]);
    expect((await candidates(roles.paid, other.email)).error?.code).toBe('42501');
    expect((await candidates(roles.execA, 'ot')).error?.code).toBe('22023');
  });

  it('a non-manager is refused alike whomever they add: an executive or a member on a team too', async () => {
    const fresh = await createUser(stack);
    // seller is on company A's team (the tests above); execA and execB are executives.
    for (const outsider of [roles.execB, roles.paid, roles.limitedAdmin, seller]) {
      const ordinary = await add(outsider, roles.companyA, fresh);
      expect(ordinary.error).toMatchObject({ code: '42501', message: expect.stringContaining('row-level security') });
      for (const member of [roles.execA, roles.execB, seller]) {
        expect((await add(outsider, roles.companyA, member)).error).toEqual(ordinary.error);
      }
    }
    expect(await carried(fresh)).toBeNull();
  });

  it("the candidates search marks members on another company's team, naming it only to who may manage it", async () => {
    const onB = await createUser(stack);
    const free = await createUser(stack);
    expect((await add(roles.execB, roles.companyB, onB)).error).toBeNull();
    const companyB = await roles.admin.client.from('company_details').select('company_name').eq('id', roles.companyB);
    const nameB = companyB.data?.[0]?.company_name;
    expect(nameB).toEqual(expect.any(String));
    const found = async (user: TestUser, member: TestUser, companyId?: string) => {
      const reply = await user.client.rpc('sales_team_candidates', { p_term: member.email, p_company_id: companyId });
      expect(reply.error).toBeNull();
      return reply.data;
    };
    const marked = (member: TestUser, otherTeam: boolean, company: string | null = null) => [
      expect.objectContaining({ id: member.id, executive: false, other_team: otherTeam, other_team_company: company }),
    ];

    // Company A's executive may not read company B's team: told that there is one, not whose.
    expect(await found(roles.execA, onB, roles.companyA)).toEqual(marked(onB, true));
    expect(await found(roles.execA, free, roles.companyA)).toEqual(marked(free, false));
    // On the caller's own company's team is not "another" (the panel lists them as on the team).
    expect(await found(roles.execB, onB, roles.companyB)).toEqual(marked(onB, false));
    // An admin manages every company, so reads every team: told which.
    expect(await found(roles.admin, onB, roles.companyA)).toEqual(marked(onB, true, nameB));
    expect(await found(roles.admin, onB, roles.companyB)).toEqual(marked(onB, false));
    // A client from before p_company_id: a member on any team is marked, here named (the caller's own company).
    expect(await found(roles.execB, onB)).toEqual(marked(onB, true, nameB));
    expect(await found(roles.execA, onB)).toEqual(marked(onB, true));

    // Asking as another company's panel would tell who is on that company's team: refused.
    for (const outsider of [roles.execA, roles.paid, roles.limitedAdmin]) {
      const reply = await outsider.client.rpc('sales_team_candidates', {
        p_term: onB.email,
        p_company_id: roles.companyB,
      });
      expect(reply.error?.code).toBe('42501');
    }
  });
});
