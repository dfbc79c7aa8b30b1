/**
 * The publish-price-list function through the API (issue 28): an executive previews and publishes the
 * company's list for all departments or one; editions follow each other and the previous one is superseded;
 * the snapshot keeps the old prices for ▲/▼; the stored PDF's text lists exactly the revealed products
 * (nothing hidden); and every refusal the contract names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISH_MESSAGES } from '@domain/price-list-publish.ts';
import { invokeFunction } from './support/functions.ts';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';
import { createRoleSet, type RoleSet, type TestUser } from './support/users.ts';
import { addListProduct, istToday, pdfMarkers, setProduct, withSession } from './publish-price-list-support.ts';

const SPUN = 'Spun Yarn';
const FILAMENT = 'Filament Yarn';

describe(`publish-price-list (${TEST_DB})`, () => {
  let stack: TestStack;
  let roles: RoleSet;
  /** Each product's marker (its grade, printed in its description) by id, and whether it is listed. */
  const products = new Map<string, { marker: string; listed: boolean }>();
  let markerNo = 0;

  const add = async (department: string, price: number | null, visibility: 'Reveal' | 'Hide' = 'Reveal') => {
    const marker = `ZQ${String(++markerNo).padStart(4, '0')}`;
    const filament = department === FILAMENT;
    const id = await addListProduct(stack, roles.companyA, {
      department,
      count: filament ? 150 : 40,
      price,
      visibility,
      fibre: filament ? 'Polyester Filament' : 'Cotton',
      specificType: filament ? 'DTY' : 'Combed',
    });
    await stack.db.query('update public.corporate_products set grade = $2 where id = $1', [id, marker]);
    products.set(id, { marker, listed: visibility === 'Reveal' && price !== null });
    return id;
  };
  const listedMarkers = (department: string | null = null) =>
    [...products.entries()]
      .filter(([, p]) => p.listed)
      .filter(([id]) => department === null || departmentOf.get(id) === department)
      .map(([, p]) => p.marker)
      .sort();
  const departmentOf = new Map<string, string>();
  const body = (department: string | null, mode: 'preview' | 'publish' = 'publish', validUntil = istToday()) => ({
    company_id: roles.companyA,
    department,
    valid_until: validUntil,
    mode,
  });
  const publish = async (user: TestUser, department: string | null) => {
    const res = await invokeFunction(user.client, 'publish-price-list', body(department));
    expect(res.body.error).toBeUndefined();
    expect(res.status).toBe(200);
    return res.body.list as Record<string, unknown> & { id: string; storage_file_path: string; edition: number };
  };
  const storedMarkers = async (path: string) => {
    const { data, error } = await stack.anon.storage.from('prices').download(path);
    expect(error).toBeNull();
    return pdfMarkers(new Uint8Array(await data!.arrayBuffer()));
  };
  const snapshot = async (listId: string) =>
    (
      await stack.db.query<{ product_id: string; price: string; previous_price: string | null }>(
        'select product_id, price::text, previous_price::text from public.price_list_prices where list_id = $1',
        [listId],
      )
    ).rows;

  let cotton: string;
  let dty: string;
  let hiddenLater: string;

  beforeAll(async () => {
    stack = await startTestStack();
    const created = await createRoleSet(stack);
    roles = { ...created };
    for (const name of ['paid', 'execA', 'execB', 'limitedAdmin', 'admin'] as const) {
      roles[name] = await withSession(stack, created[name]);
    }
    cotton = await add(SPUN, 282);
    hiddenLater = await add(SPUN, 300);
    await add(SPUN, 310, 'Hide');
    await add(SPUN, null);
    dty = await add(FILAMENT, 120);
    await add(FILAMENT, 130);
    await add(FILAMENT, 999, 'Hide');
    const { rows } = await stack.db.query<{ id: string; department_name: string }>(
      'select id, department_name from public.corporate_products where company_id = $1',
      [roles.companyA],
    );
    for (const r of rows) departmentOf.set(r.id, r.department_name);
  });
  afterAll(() => stack?.close());

  it('previews the PDF of the revealed products only, and stores nothing', async () => {
    const { data, error, response } = await roles.execA.client.functions.invoke('publish-price-list', {
      body: body(null, 'preview'),
    });
    expect(error).toBeNull();
    expect(response!.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await (data as Blob).arrayBuffer());
    expect(await pdfMarkers(bytes)).toEqual(listedMarkers());
    const { rows } = await stack.db.query('select 1 from public.price_updates_pdfs where company_id = $1', [
      roles.companyA,
    ]);
    expect(rows).toHaveLength(0);
    const stored = await stack.service.storage.from('prices').list(`published/${roles.companyA}`);
    expect(stored.data).toEqual([]);
  });

  it('publishes edition 1 of all departments: the stored PDF lists exactly the revealed products', async () => {
    const list = await publish(roles.execA, null);
    expect(list).toMatchObject({
      company_id: roles.companyA,
      department: null,
      edition: 1,
      valid_until: istToday(),
      product_count: 4,
      changed_count: 0,
      superseded_at: null,
      withdrawn_at: null,
      headline: 'New price list: 4 products',
      storage_file_path: `published/${roles.companyA}/${list.id}.pdf`,
    });
    expect(list.share_code).toMatch(/^[a-z0-9]{6,16}$/);
    expect(await storedMarkers(list.storage_file_path)).toEqual(listedMarkers());
    expect((await snapshot(list.id)).length).toBe(4);
  });

  it('publishes edition 2 with ▲/▼ and the old prices; edition 1 is superseded; a newly hidden product is gone', async () => {
    await setProduct(stack, cotton, { price: 286 });
    await setProduct(stack, dty, { price: 118 });
    await setProduct(stack, hiddenLater, { visibility: 'Hide' });
    products.get(hiddenLater)!.listed = false;
    const list = await publish(roles.execA, null);
    expect(list).toMatchObject({ edition: 2, product_count: 3, changed_count: 2, superseded_at: null });
    expect(list.headline).toBe('150D DTY ▼ ₹2 to ₹118/kg · 40s Combed Cotton ▲ ₹4 to ₹286/kg');
    expect(await storedMarkers(list.storage_file_path)).toEqual(listedMarkers());
    const prices = Object.fromEntries(
      (await snapshot(list.id)).map((r) => [r.product_id, [r.price, r.previous_price]]),
    );
    expect(prices[cotton]).toEqual(['286.00', '282.00']);
    expect(prices[dty]).toEqual(['118.00', '120.00']);
    expect(prices[hiddenLater]).toBeUndefined();
    const { rows } = await stack.db.query<{ edition: number; superseded: boolean }>(
      `select edition, superseded_at is not null as superseded from public.price_updates_pdfs
       where company_id = $1 and department is null order by edition`,
      [roles.companyA],
    );
    expect(rows).toEqual([
      { edition: 1, superseded: true },
      { edition: 2, superseded: false },
    ]);
  });

  it('lets an admin publish one department for any company, a scope of its own', async () => {
    const list = await publish(roles.admin, FILAMENT);
    expect(list).toMatchObject({ department: FILAMENT, edition: 1, product_count: 2 });
    expect(await storedMarkers(list.storage_file_path)).toEqual(listedMarkers(FILAMENT));
    const { rows } = await stack.db.query(
      'select 1 from public.price_updates_pdfs where company_id = $1 and department is null and superseded_at is null',
      [roles.companyA],
    );
    expect(rows).toHaveLength(1);
  });

  it('gives two concurrent publishes of one scope editions N and N+1', async () => {
    const lists = await Promise.all([publish(roles.execA, SPUN), publish(roles.admin, SPUN)]);
    expect(lists.map((l) => l.edition).sort()).toEqual([1, 2]);
    const { rows } = await stack.db.query<{ edition: number; superseded: boolean }>(
      `select edition, superseded_at is not null as superseded from public.price_updates_pdfs
       where company_id = $1 and department = $2 order by edition`,
      [roles.companyA, SPUN],
    );
    expect(rows).toEqual([
      { edition: 1, superseded: true },
      { edition: 2, superseded: false },
    ]);
  });

  it('refuses the signed out (401), a Paid Member and another company’s executive (403)', async () => {
    expect((await invokeFunction(stack.anon, 'publish-price-list', body(null))).status).toBe(401);
    for (const user of [roles.paid, roles.execB, roles.limitedAdmin]) {
      for (const mode of ['preview', 'publish'] as const) {
        const res = await invokeFunction(user.client, 'publish-price-list', body(null, mode));
        expect(res).toEqual({ status: 403, body: { error: PUBLISH_MESSAGES.onlyManagers } });
      }
    }
  });

  it('refuses a bad validity or a department with nothing revealed (400), with the message', async () => {
    for (const validUntil of ['2020-01-01', '2999-01-01', '2026-02-30', 'tomorrow']) {
      const res = await invokeFunction(roles.execA.client, 'publish-price-list', body(null, 'publish', validUntil));
      expect(res).toEqual({ status: 400, body: { error: PUBLISH_MESSAGES.validity, field: 'valid_until' } });
    }
    const empty = await invokeFunction(roles.execA.client, 'publish-price-list', body('Trims'));
    expect(empty).toEqual({ status: 400, body: { error: PUBLISH_MESSAGES.noProducts } });
    const { rows } = await stack.db.query('select 1 from public.price_updates_pdfs where department = $1', ['Trims']);
    expect(rows).toHaveLength(0);
  });
});
