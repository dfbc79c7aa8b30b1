/**
 * Published price lists' rules in the database (issue 28), through the API: no client writes the published
 * columns, the draft and the record refuse anyone but the company's executives and admins, the record refuses
 * a snapshot that is not the draft, and a list is withdrawn once, by its company.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISH_MESSAGES } from '@domain/price-list-publish.ts';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';
import { createRoleSet, type RoleSet, type TestUser } from './support/users.ts';
import { addListProduct, istToday, recordDirectly } from './publish-price-list-support.ts';

describe(`published price lists' rules (${TEST_DB})`, () => {
  let stack: TestStack;
  let roles: RoleSet;
  let listId: string;

  beforeAll(async () => {
    stack = await startTestStack();
    roles = await createRoleSet(stack);
    await addListProduct(stack, roles.companyA, { department: 'Spun Yarn', count: 40, price: 286 });
    listId = (await recordDirectly(stack, roles.execA, roles.companyA, null)).id;
  });
  afterAll(() => stack?.close());

  it('lets staff upload a list by hand with the columns the upload form writes, as before', async () => {
    const { error } = await roles.admin.client.from('price_updates_pdfs').insert({
      description: 'Weekly yarn rates',
      file_name: 'rates.pdf',
      bucket_name: 'prices',
      storage_file_path: 'weekly/rates.pdf',
      file_url: 'weekly/rates.pdf',
    });
    expect(error).toBeNull();
  });

  it('refuses a client insert or update of the published columns, even by an admin', async () => {
    const base = { description: 'Forged list', file_url: 'x.pdf', storage_file_path: 'x.pdf' };
    const forged = [
      { company_id: roles.companyA, edition: 9, valid_until: istToday(), share_code: 'forged1234' },
      { withdrawn_at: new Date().toISOString() },
      { superseded_at: new Date().toISOString() },
    ];
    for (const user of [roles.admin, roles.execA]) {
      for (const columns of forged) {
        const insert = await user.client.from('price_updates_pdfs').insert({ ...base, ...columns });
        expect(insert.error?.code).toBe('42501');
      }
      for (const columns of [{ company_id: roles.companyB }, { edition: 7 }, ...forged.slice(1)]) {
        const update = await user.client.from('price_updates_pdfs').update(columns).eq('id', listId);
        expect(update.error?.code).toBe('42501');
      }
    }
    const { rows } = await stack.db.query(
      'select edition, withdrawn_at, superseded_at from public.price_updates_pdfs where id = $1',
      [listId],
    );
    expect(rows[0]).toEqual({ edition: 1, withdrawn_at: null, superseded_at: null });
  });

  it("refuses the draft to anyone but the company's executives and admins", async () => {
    for (const user of [roles.free, roles.paid, roles.execB, roles.limitedAdmin]) {
      const { error } = await user.client.rpc('price_list_draft', { p_company_id: roles.companyA });
      expect(error?.message).toBe(PUBLISH_MESSAGES.onlyManagers);
    }
    const anon = await stack.anon.rpc('price_list_draft', { p_company_id: roles.companyA });
    expect(anon.error).not.toBeNull();
    for (const user of [roles.execA, roles.admin]) {
      const { data, error } = await user.client.rpc('price_list_draft', { p_company_id: roles.companyA });
      expect(error).toBeNull();
      expect(data!.map((r) => [r.price, r.previous_price, r.next_edition])).toEqual([[286, 286, 2]]);
    }
  });

  it('refuses a record whose snapshot is not the draft, and one by another company', async () => {
    const forged = await recordDirectly(stack, roles.execA, roles.companyA, null, { priceOf: () => 1 }).catch(
      (e: Error) => e,
    );
    expect((forged as Error).message).toBe(PUBLISH_MESSAGES.pricesMoved);
    const other = await recordDirectly(stack, roles.execB, roles.companyA, null, { reader: roles.admin }).catch(
      (e: Error) => e,
    );
    expect((other as Error).message).toBe(PUBLISH_MESSAGES.onlyManagers);
    const late = await recordDirectly(stack, roles.execA, roles.companyA, null, { validUntil: '2020-01-01' }).catch(
      (e: Error) => e,
    );
    expect((late as Error).message).toBe(PUBLISH_MESSAGES.validity);
  });

  it('withdraws a list once, only by its company, and keeps it in the history', async () => {
    const withdraw = (user: TestUser, id = listId) => user.client.rpc('withdraw_price_list', { p_list_id: id });
    expect((await withdraw(roles.execB)).error?.message).toBe(PUBLISH_MESSAGES.onlyWithdrawers);
    expect((await withdraw(roles.paid)).error?.message).toBe(PUBLISH_MESSAGES.onlyWithdrawers);
    expect((await withdraw(roles.execA, randomUUID())).error?.message).toBe(PUBLISH_MESSAGES.listGone);
    const first = await withdraw(roles.execA);
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ id: listId, edition: 1 });
    expect(first.data!.withdrawn_at).not.toBeNull();
    expect((await withdraw(roles.admin)).error?.message).toBe(PUBLISH_MESSAGES.alreadyWithdrawn);
    const { data } = await stack.anon.from('price_updates_pdfs').select('id, withdrawn_at').eq('id', listId).single();
    expect(data!.withdrawn_at).toBe(first.data!.withdrawn_at);
  });

  it('refuses to withdraw a hand-uploaded list', async () => {
    const { data } = await stack.service
      .from('price_updates_pdfs')
      .insert({ description: 'By hand', file_url: 'h.pdf' })
      .select('id')
      .single();
    const { error } = await roles.admin.client.rpc('withdraw_price_list', { p_list_id: data!.id });
    expect(error?.message).toBe(PUBLISH_MESSAGES.notPublished);
  });
});
