/**
 * A company's sales team kept by the server (issue 28): the company's executive and an admin add and remove
 * members through the API; another company's executive, a Paid Member and a visitor are refused; a user is on
 * one company's team at most; a member reads only their own row; my_price_list_company() answers the
 * executive's company, else the sales team's, else null.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
