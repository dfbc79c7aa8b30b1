/**
 * A company's own lists pinned offline for its sales team (issue 28): the desktop's main-process service,
 * signed in as a salesperson, asks the server whose lists they carry after each sync and pins that company's
 * latest editions. Edition 2 published → pinned within one sync, edition 1 unpinned but still kept while the
 * budget allows; a withdrawn edition unpinned; a pin made by hand stays the user's; off the team, no pins.
 * The executive publishes through publish-price-list and withdraws with withdraw_price_list, as the app does.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signJwt } from '../../supabase/local/http/jwt.ts';
import { addListProduct, istToday, withSession } from './publish-price-list-support.ts';
import { invokeFunction } from './support/functions.ts';
import { uploadPriceListFile } from './support/price-list-files.ts';
import { network, openDesktop, tempDataDir, type DesktopUnderTest } from './support/desktop.ts';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';
import { createCompany, createUser, uniqueSuffix, type TestUser } from './support/users.ts';

const KB = 1024;

describe(`a company's latest lists pinned offline for its sales team (${TEST_DB})`, () => {
  let stack: TestStack;
  let company: string;
  let exec: TestUser;
  let seller: TestUser;
  let staffToken: string;
  let desktop: DesktopUnderTest | null = null;
  const dataDir = tempDataDir();

  const sql = async <R = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    (await stack.db.query<R>(text, params)).rows;

  async function upload(description: string, day: number) {
    const body = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(300 * KB, 65), Buffer.from('\n%%EOF\n')]);
    const storagePath = `sales-offline-test/${uniqueSuffix()}.pdf`;
    await uploadPriceListFile(stack, staffToken, storagePath, body);
    return { description, storagePath, uploadedAt: `2026-11-${String(day).padStart(2, '0')}T10:00:00Z` };
  }

  /** A hand-uploaded list (no company), as the admin panel makes it. */
  async function staffList(description: string, day: number) {
    const f = await upload(description, day);
    const [{ id }] = await sql<{ id: string }>(
      `insert into public.price_updates_pdfs (file_url, description, file_name, storage_file_path, uploaded_at)
       values ('https://elsewhere.test/x.pdf', $1, 'list.pdf', $2, $3) returning id`,
      [f.description, f.storagePath, f.uploadedAt],
    );
    return id;
  }

  /** The executive publishes the company's next edition (all departments) through publish-price-list. */
  async function publishEdition(edition: number) {
    const res = await invokeFunction(exec.client, 'publish-price-list', {
      company_id: company,
      department: null,
      valid_until: istToday(),
      mode: 'publish',
    });
    if (res.status !== 200) throw new Error(`publish: HTTP ${res.status} ${JSON.stringify(res.body)}`);
    const list = res.body.list as { id: string; edition: number };
    expect(list.edition).toBe(edition);
    return list.id;
  }

  const status = () => desktop!.service.offlineLists();
  const fileOf = (id: string) => path.join(dataDir, 'price-lists', seller.id, `${id}.pdf`);

  beforeAll(async () => {
    stack = await startTestStack();
    company = await createCompany(stack);
    // Signed in for real: the publishing function checks the session with the auth server.
    exec = await withSession(stack, await createUser(stack, { membership: 'Corporate Member', executiveOf: company }));
    seller = await createUser(stack);
    const staff = await createUser(stack, { staff: 'admin' });
    staffToken = await signJwt(staff.claims, stack.config.jwtSecret);
    // The executive puts the salesperson on the team through the API, as the Sales team panel does.
    await addListProduct(stack, company, { department: 'Spun Yarn', count: 30, price: 245.5 });
    const added = await exec.client.from('company_sales_team').insert({ company_id: company, user_id: seller.id });
    if (added.error) throw new Error(added.error.message);
  });
  afterAll(async () => {
    await desktop?.service.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await stack?.close();
  });

  it('pins edition 1, moves the pin to edition 2 within one sync keeping edition 1, unpins a withdrawn one', async () => {
    const first = await publishEdition(1);
    const handout = await staffList('Staff handout', 2);
    desktop = await openDesktop(stack, seller, { dataDir, net: network() });
    const { service } = desktop;

    await service.syncNow();
    await vi.waitFor(async () => expect((await status()).available).toBe(2), { timeout: 20_000 });
    expect(await status()).toMatchObject({ companyPinned: [first], pinned: [] });
    // A pin made by hand is the user's and stays theirs whatever main pins.
    await service.setPriceListPinned(handout, true);

    const second = await publishEdition(2);
    await service.syncNow();
    await vi.waitFor(async () => expect((await status()).states[second]).toBe('available'), { timeout: 20_000 });
    let now = await status();
    expect(now.companyPinned).toEqual([second]);
    expect(now.pinned).toEqual([handout]);
    // Superseded, edition 1 is no longer pinned but stays offline while the budget allows.
    expect(now.states[first]).toBe('available');
    expect(fs.existsSync(fileOf(first))).toBe(true);

    // No budget at all: only the pinned lists stay (edition 2, the hand pin); edition 1 goes.
    await service.setOfflineBudget(0);
    await vi.waitFor(() => expect(fs.existsSync(fileOf(first))).toBe(false), { timeout: 10_000 });
    now = await status();
    expect(now.states).toMatchObject({ [first]: 'over-budget', [second]: 'available', [handout]: 'available' });

    // Withdrawn, edition 2 is unpinned at the next sync (and, over the budget, leaves the disk).
    const withdrawn = await exec.client.rpc('withdraw_price_list', { p_list_id: second });
    expect(withdrawn.error).toBeNull();
    await service.syncNow();
    await vi.waitFor(() => expect(fs.existsSync(fileOf(second))).toBe(false), { timeout: 10_000 });
    now = await status();
    expect(now.companyPinned).toEqual([]);
    expect(now.states).toMatchObject({ [second]: 'over-budget', [handout]: 'available' });
    expect(now.pinned).toEqual([handout]);

    // Edition 3 is pinned again; then, taken off the team, the salesperson carries no company's lists.
    const third = await publishEdition(3);
    await service.syncNow();
    await vi.waitFor(async () => expect((await status()).states[third]).toBe('available'), { timeout: 20_000 });
    expect((await status()).companyPinned).toEqual([third]);
    await exec.client.from('company_sales_team').delete().eq('user_id', seller.id);
    await service.syncNow();
    await vi.waitFor(async () => expect((await status()).companyPinned).toEqual([]), { timeout: 10_000 });
    await vi.waitFor(() => expect(fs.existsSync(fileOf(third))).toBe(false), { timeout: 10_000 });
  }, 180_000);
});
