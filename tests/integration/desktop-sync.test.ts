/**
 * The desktop's main-process modules (cache, sync engine, outbox, PDF store) under plain Node against
 * real SQLite files and the local stack: initial and incremental sync, deletes, a late commit, the
 * cache's scope, outbox replay after a restart, a process killed between sending and marking, and a
 * conflict. The network is cut by making every request fail as it does when nothing answers.
 */
import { spawn } from 'node:child_process';
import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OUTBOX_TEXT } from '@domain/sync/outbox.ts';
import { signJwt } from '../../supabase/local/http/jwt.ts';
import {
  network,
  type Network,
  openDesktop,
  openTransaction,
  roleFacts,
  tempDataDir,
  type DesktopUnderTest,
} from './support/desktop.ts';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';
import { createCompany, createUser, type TestUser } from './support/users.ts';

/** The kill tests start `node --import tsx` children, each compiling the main process: slow on a busy machine. */
const KILL_TEST_TIMEOUT = 120_000;
/** The tests that load thousands of products (one insert, a first sync of several pages): slow on PGlite on a busy machine. */
const BULK_TEST_TIMEOUT = 180_000;

describe(`desktop cache and sync against the local stack (${TEST_DB})`, () => {
  let stack: TestStack;
  let companyA: string;
  let companyB: string;
  let execA: TestUser;
  let staff: TestUser;
  const open: DesktopUnderTest[] = [];
  const dirs: string[] = [];

  const sql = async <R = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    (await stack.db.query<R>(text, params)).rows;
  const product = async (companyId: string, price = 150, visibility: 'Reveal' | 'Hide' = 'Reveal') =>
    (
      await sql<{ id: string }>(
        `insert into public.corporate_products (company_id, department_name, fibre_type, basic_price, visibility_status)
         values ($1, 'Filament Yarn', 'Polyester Filament', $2, $3) returning id`,
        [companyId, price, visibility],
      )
    )[0].id;
  const serverProduct = async (id: string) =>
    (
      await sql<{ basic_price: string; visibility_status: string; version: string }>(
        'select basic_price::text, visibility_status, version::text from public.corporate_products where id = $1',
        [id],
      )
    )[0];
  const newDir = () => {
    const dir = tempDataDir();
    dirs.push(dir);
    return dir;
  };
  /** Execs of company A see their company's products (scope from their role facts). */
  const desktopOfA = async (dataDir = newDir(), net = network(), hooks = {}) => {
    const d = await openDesktop(stack, execA, {
      dataDir,
      net,
      hooks,
      facts: { isCorporateExecutive: true, companyId: companyA },
    });
    open.push(d);
    return { ...d, dataDir, net };
  };

  beforeAll(async () => {
    stack = await startTestStack();
    companyA = await createCompany(stack);
    companyB = await createCompany(stack);
    execA = await createUser(stack, { membership: 'Corporate Member', executiveOf: companyA });
    staff = await createUser(stack, { staff: 'admin' });
  });
  afterAll(async () => {
    for (const d of open) await d.service.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    await stack?.close();
  });

  it('syncs a fresh cache: the company’s products, price lists and news; another company’s products stay out', async () => {
    const ours = await product(companyA, 120, 'Hide');
    const theirs = await product(companyB, 130, 'Reveal');
    const [{ id: news }] = await sql<{ id: string }>(
      `insert into public.news_items (headline, content) values ('Cotton prices firm', 'Body') returning id`,
    );
    const [{ id: list }] = await sql<{ id: string }>(
      `insert into public.price_updates_pdfs (file_url, description) values ('https://example.test/a.pdf', 'Yarn prices week 47') returning id`,
    );
    const { service, events } = await desktopOfA();
    const status = await service.syncNow();

    expect(status).toMatchObject({ online: true, syncing: false, queued: 0, conflicts: 0, lastError: null });
    expect(status.lastSyncedAt).not.toBeNull();
    const page = await service.productPage({
      companyId: companyA,
      department: null,
      search: '',
      sort: 'basic_price',
      descending: false,
      offset: 0,
      limit: 100,
    });
    expect(page.rows.map((r) => r.id)).toContain(ours);
    expect(page.rows.find((r) => r.id === ours)?.basic_price).toBe(120);
    expect(service.engine()!.status().lastSyncedAt).toBe(status.lastSyncedAt);
    const otherCompany = await service.productPage({ ...pageQuery(companyB) });
    expect(otherCompany.rows.map((r) => r.id)).not.toContain(theirs);
    expect((await service.listPriceLists('week 47')).map((p) => p.row.id)).toEqual([list]);
    expect((await service.newsArticle(news))?.headline).toBe('Cotton prices firm');
    expect(events.some((e) => e.event === 'dataChanged')).toBe(true);
    expect(events.some((e) => e.event === 'syncStatus' && (e.payload as { syncing: boolean }).syncing)).toBe(true);
  });

  it('takes a session handed over twice at once as one: one cache opened, one first sync', async () => {
    await product(companyA, 140, 'Reveal');
    const net = network();
    const pulls: string[] = [];
    const counting: Network = {
      get offline() {
        return net.offline;
      },
      set offline(value) {
        net.offline = value;
      },
      fetch: (input, init) => {
        const url = String(input instanceof Request ? input.url : input);
        if (url.includes('/rpc/sync_pull')) pulls.push(String(JSON.parse(String(init?.body ?? '{}')).p_table));
        return net.fetch(input, init);
      },
    };
    const { service } = await openDesktop(stack, execA, { dataDir: newDir(), net: counting, signIn: false });
    open.push({ service, events: [] });
    // The renderer's auth client announces its first session twice (INITIAL_SESSION, then SIGNED_IN).
    const start = {
      backendUrl: stack.url,
      anonKey: stack.config.anonKey,
      accessToken: await signJwt(execA.claims, stack.config.jwtSecret),
      userId: execA.id,
    };
    await Promise.all([service.startSession(start), service.startSession(start)]);
    // A fresh cache: its first sync starts at once, and ends (a second engine, if any, pulled beside it).
    await vi.waitFor(
      () => expect(service.engine()?.status()).toMatchObject({ syncing: false, lastSyncedAt: expect.any(String) }),
      {
        timeout: 30_000,
      },
    );
    // Each table pulled once (one page each: a second engine would pull every table again).
    const perTable = new Map<string, number>();
    for (const table of pulls) perTable.set(table, (perTable.get(table) ?? 0) + 1);
    expect(perTable.get('corporate_products')).toBe(1);
    expect(Math.max(...perTable.values())).toBe(1);
  });

  it('reopened, asks whether the backend answers as it opens, and its first session takes that answer', async () => {
    const first = await desktopOfA();
    await first.service.close();
    const health: string[] = [];
    const net = network();
    const counting: Network = {
      offline: false,
      fetch: (input, init) => {
        const url = String(input instanceof Request ? input.url : input);
        if (url.endsWith('/auth/v1/health')) health.push(url);
        return net.fetch(input, init);
      },
    };
    const { service } = await openDesktop(stack, execA, { dataDir: first.dataDir, net: counting, signIn: false });
    open.push({ service, events: [] });
    // Asked as the service opened, before any session: the last user's backend.
    expect(health).toEqual([`${stack.url}/auth/v1/health`]);
    const status = await service.startSession({
      backendUrl: stack.url,
      anonKey: stack.config.anonKey,
      accessToken: await signJwt(execA.claims, stack.config.jwtSecret),
      userId: execA.id,
    });
    expect(status.online).toBe(true);
    expect(health).toHaveLength(1);
  });

  it('pulls only what changed, applies deletes, and keeps what it has across a restart', async () => {
    const edited = await product(companyA, 100);
    const doomed = await product(companyA, 101);
    const desktop = await desktopOfA();
    await desktop.service.syncNow();

    await sql('update public.corporate_products set basic_price = 111 where id = $1', [edited]);
    await sql('delete from public.corporate_products where id = $1', [doomed]);
    await sql(`insert into public.news_items (headline, content) values ('Viscose steady', 'Body')`);
    await desktop.service.syncNow();
    const ids = (await desktop.service.productPage(pageQuery(companyA))).rows;
    expect(ids.find((r) => r.id === edited)?.basic_price).toBe(111);
    expect(ids.map((r) => r.id)).not.toContain(doomed);
    expect((await desktop.service.newsItems({ search: 'viscose', page: 1, pageSize: 10 })).total).toBe(1);

    // Closed and opened again offline: the same data, no sync needed.
    await desktop.service.close();
    desktop.net.offline = true;
    const again = await desktopOfA(desktop.dataDir, desktop.net);
    const status = await again.service.syncNow();
    expect(status.online).toBe(false);
    expect((await again.service.productPage(pageQuery(companyA))).rows.find((r) => r.id === edited)?.basic_price).toBe(
      111,
    );
  });

  it('does not skip a row that a slower transaction commits later with a smaller marker', async () => {
    const [slowRow, fastRow] = [await product(companyA, 1), await product(companyA, 2)];
    const desktop = await desktopOfA();
    await desktop.service.syncNow();

    const slow = await openTransaction(
      stack,
      `update public.corporate_products set basic_price = 11 where id = '${slowRow}'`,
    );
    await sql('update public.corporate_products set basic_price = 22 where id = $1', [fastRow]);
    await desktop.service.syncNow();
    let rows = (await desktop.service.productPage(pageQuery(companyA))).rows;
    expect(rows.find((r) => r.id === fastRow)?.basic_price).toBe(22);
    expect(rows.find((r) => r.id === slowRow)?.basic_price).toBe(1);

    await slow.commit();
    // On a shared PostgreSQL server other databases' transactions can hold the watermark back a moment.
    for (let tries = 0; tries < 50; tries++) {
      await desktop.service.syncNow();
      rows = (await desktop.service.productPage(pageQuery(companyA))).rows;
      if (rows.find((r) => r.id === slowRow)?.basic_price === 11) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(rows.find((r) => r.id === slowRow)).toMatchObject({ basic_price: 11, version: slow.marker });
  });

  it('queues edits offline, shows them at once, and sends them in order after a restart', async () => {
    const [first, second] = [await product(companyA, 200), await product(companyA, 300)];
    const desktop = await desktopOfA();
    await desktop.service.syncNow();
    desktop.net.offline = true;

    await queueEdit(desktop.service, first, { basic_price: 210 });
    await queueEdit(desktop.service, first, { basic_price: 220, visibility_status: 'Hide' });
    await queueEdit(desktop.service, second, { basic_price: 310 });
    const [created] = await desktop.service.queueNewProducts({
      companyId: companyA,
      products: [{ department_name: 'Spun Yarn', fibre_type: 'Cotton', basic_price: 99 }],
    });
    expect(await desktop.service.syncNow()).toMatchObject({ online: false, queued: 4 });
    const rows = (await desktop.service.productPage(pageQuery(companyA))).rows;
    expect(rows.find((r) => r.id === first)).toMatchObject({ basic_price: 220, visibility_status: 'Hide' });
    expect(rows.find((r) => r.id === created.rowId)).toMatchObject({ fibre_type: 'Cotton' });
    expect((await serverProduct(first)).basic_price).toBe('200.00');

    // The app is closed offline and opened again once the server answers.
    await desktop.service.close();
    desktop.net.offline = false;
    const again = await desktopOfA(desktop.dataDir, desktop.net);
    const status = await again.service.syncNow();
    expect(status).toMatchObject({ online: true, queued: 0, conflicts: 0 });
    expect(await serverProduct(first)).toMatchObject({ basic_price: '220.00', visibility_status: 'Hide' });
    expect((await serverProduct(second)).basic_price).toBe('310.00');
    expect(
      (await sql('select fibre_type, company_id from public.corporate_products where id = $1', [created.rowId]))[0],
    ).toEqual({
      fibre_type: 'Cotton',
      company_id: companyA,
    });
    // The cache now holds the server's rows, versions included.
    const synced = (await again.service.productPage(pageQuery(companyA))).rows.find((r) => r.id === first)!;
    expect(String(synced.version)).toBe((await serverProduct(first)).version);
  });

  it(
    'applies an edit once when the process is killed between the server’s answer and marking it sent',
    async () => {
      const target = await product(companyA, 400);
      const desktop = await desktopOfA();
      await desktop.service.syncNow();
      desktop.net.offline = true;
      await queueEdit(desktop.service, target, { basic_price: 444 });
      const [created] = await desktop.service.queueNewProducts({
        companyId: companyA,
        products: [{ department_name: 'Spun Yarn', fibre_type: 'Linen' }],
      });
      await desktop.service.close();

      // The edit's first attempt is applied and the process dies; the next run sends it again (and
      // recognises it as applied), then dies after the new item's first attempt.
      const first = await runKillChild(desktop.dataDir);
      expect(first.stdout).toContain('"kind":"applied"');
      const afterCrash = await serverProduct(target);
      expect(afterCrash.basic_price).toBe('444.00');
      expect(outboxStates(desktop.dataDir)).toEqual(['sending', 'pending']);
      await runKillChild(desktop.dataDir);
      expect(outboxStates(desktop.dataDir)).toEqual(['sending']);
      expect((await serverProduct(target)).version).toBe(afterCrash.version);

      const again = await desktopOfA(desktop.dataDir, network());
      expect(await again.service.syncNow()).toMatchObject({ queued: 0, conflicts: 0 });
      // Not written a second time: the version is the one the first (killed) attempt wrote.
      expect((await serverProduct(target)).version).toBe(afterCrash.version);
      expect(
        await sql('select count(*)::int as n from public.corporate_products where id = $1', [created.rowId]),
      ).toEqual([{ n: 1 }]);
    },
    KILL_TEST_TIMEOUT,
  );

  it('surfaces a conflict and never overwrites the other edit; retrying sends it over the current values', async () => {
    const target = await product(companyA, 500);
    const desktop = await desktopOfA();
    await desktop.service.syncNow();
    desktop.net.offline = true;
    await queueEdit(desktop.service, target, { basic_price: 555 });
    // Meanwhile a colleague changes the same product on the server.
    await sql('update public.corporate_products set basic_price = 590 where id = $1', [target]);

    desktop.net.offline = false;
    const status = await desktop.service.syncNow();
    expect(status).toMatchObject({ queued: 0, conflicts: 1 });
    expect((await serverProduct(target)).basic_price).toBe('590.00');
    const [conflict] = await desktop.service.outbox();
    expect(conflict).toMatchObject({ state: 'conflict', lastError: OUTBOX_TEXT.changedMeanwhile });
    expect(conflict.serverRow).toMatchObject({ basic_price: 590 });
    // The cache shows the server's value, not the unsaved one.
    expect(
      (await desktop.service.productPage(pageQuery(companyA))).rows.find((r) => r.id === target)?.basic_price,
    ).toBe(590);

    await desktop.service.resolveConflict(conflict.seq, 'retry');
    expect(await desktop.service.syncNow()).toMatchObject({ queued: 0, conflicts: 0 });
    expect((await serverProduct(target)).basic_price).toBe('555.00');
  });

  it('queues a price sheet save whole, on the versions the person edited, and sends it without a false conflict', async () => {
    const [seen, other] = [await product(companyA, 100), await product(companyA, 200)];
    const desktop = await desktopOfA();
    await desktop.service.syncNow();
    // A colleague saves before this desktop pulls: the sheet (read online) shows the new version, the copy the old.
    await sql('update public.corporate_products set basic_price = 150 where id = $1', [seen]);
    const edited = Number((await serverProduct(seen)).version);
    desktop.net.offline = true;

    // A save that names a product the copy does not hold queues nothing at all.
    await expect(
      desktop.service.queueProductEdits([
        { productId: other, baseVersion: 1, changes: { basic_price: 1 } },
        { productId: '00000000-0000-4000-8000-00000000dead', baseVersion: 1, changes: { basic_price: 2 } },
      ]),
    ).rejects.toThrow('This product is not in the offline copy.');
    expect(await desktop.service.outbox()).toEqual([]);

    const queued = await desktop.service.queueProductEdits([
      { productId: seen, baseVersion: edited, changes: { basic_price: 175 } },
      { productId: seen, baseVersion: edited, changes: { visibility_status: 'Hide' } },
    ]);
    expect(queued.map((e) => e.baseVersion)).toEqual([edited, edited]);
    expect(desktop.events.filter((e) => e.event === 'dataChanged').at(-1)).toEqual({
      event: 'dataChanged',
      payload: { tables: ['corporate_products'] },
    });

    desktop.net.offline = false;
    expect(await desktop.service.syncNow()).toMatchObject({ queued: 0, conflicts: 0 });
    expect(await serverProduct(seen)).toMatchObject({ basic_price: '175.00', visibility_status: 'Hide' });
    expect((await serverProduct(other)).basic_price).toBe('200.00');
  });

  it('mirrors every company by name; an admin chooses the companies whose products it keeps, kept across restarts', async () => {
    const [ours, theirs] = [await product(companyA, 10), await product(companyB, 20)];
    const adminDesktop = async (dataDir = newDir()) => {
      const d = await openDesktop(stack, staff, {
        dataDir,
        net: network(),
        facts: { role: 'admin', isAdmin: true, membershipType: null },
      });
      open.push(d);
      return { ...d, dataDir };
    };
    const admin = await adminDesktop();
    await admin.service.syncNow();
    const names = new Map((await admin.service.companies()).map((c) => [c.id, c.company_name]));
    const [{ name: nameA }] = await sql<{ name: string }>(
      'select company_name as name from public.company_details where id = $1',
      [companyA],
    );
    expect(names.get(companyA)).toBe(nameA);
    expect(names.has(companyB)).toBe(true);
    const sorted = [...names.values()];
    expect(sorted).toEqual([...sorted].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    // Every company kept until the admin chooses.
    expect(await admin.service.keptCompanies()).toBeNull();
    expect((await admin.service.productPage(pageQuery(companyB))).rows.map((r) => r.id)).toContain(theirs);

    await admin.service.setKeptCompanies([companyA]);
    await admin.service.syncNow();
    expect((await admin.service.productPage(pageQuery(companyB))).rows).toEqual([]);
    expect((await admin.service.productPage(pageQuery(companyA))).rows.map((r) => r.id)).toContain(ours);

    // The choice is the cache's: it survives closing the app, and the companies read offline.
    await admin.service.close();
    const again = await adminDesktop(admin.dataDir);
    expect(await again.service.keptCompanies()).toEqual([companyA]);
    expect((await again.service.companies()).map((c) => c.id)).toContain(companyB);
    await again.service.setKeptCompanies(null);
    await again.service.syncNow();
    expect((await again.service.productPage(pageQuery(companyB))).rows.map((r) => r.id)).toContain(theirs);

    // A renamed company is renamed in the copy; a deleted one leaves it.
    const [{ id: gone }] = await sql<{ id: string }>(
      `insert into public.company_details (company_name) values ('Short-lived Mills ' || gen_random_uuid()) returning id`,
    );
    await again.service.syncNow();
    expect((await again.service.companies()).map((c) => c.id)).toContain(gone);
    await sql('delete from public.company_details where id = $1', [gone]);
    await again.service.syncNow();
    expect((await again.service.companies()).map((c) => c.id)).not.toContain(gone);

    // Only admins choose.
    const exec = await desktopOfA();
    await expect(exec.service.setKeptCompanies([companyB])).rejects.toThrow(/Only admins/);
  });

  it('queues an admin’s new products for a company offline, all in one go, and inserts them when online', async () => {
    const net = network();
    const admin = await openDesktop(stack, staff, {
      dataDir: newDir(),
      net,
      facts: { role: 'admin', isAdmin: true, membershipType: null },
    });
    open.push(admin);
    await admin.service.syncNow();
    net.offline = true;
    const queued = await admin.service.queueNewProducts({
      companyId: companyB,
      products: [
        { department_name: 'Spun Yarn', fibre_type: 'Cotton', basic_price: 181 },
        { department_name: 'Spun Yarn', fibre_type: 'Wool', basic_price: 612, visibility_status: 'Hide' },
      ],
    });
    expect(queued.map((e) => e.kind)).toEqual(['product.create', 'product.create']);
    const ids = queued.map((e) => e.rowId);
    expect((await admin.service.productPage(pageQuery(companyB))).rows.map((r) => r.id)).toEqual(
      expect.arrayContaining(ids),
    );

    net.offline = false;
    expect(await admin.service.syncNow()).toMatchObject({ queued: 0, conflicts: 0 });
    expect(
      await sql(
        'select company_id, fibre_type from public.corporate_products where id = any($1) order by basic_price',
        [ids],
      ),
    ).toEqual([
      { company_id: companyB, fibre_type: 'Cotton' },
      { company_id: companyB, fibre_type: 'Wool' },
    ]);

    // A company's executive adds only to their own company: nothing is queued for another.
    const exec = await desktopOfA();
    await exec.service.syncNow();
    await expect(
      exec.service.queueNewProducts({
        companyId: companyB,
        products: [{ department_name: 'Spun Yarn', fibre_type: 'Jute' }],
      }),
    ).rejects.toThrow(/Only the company’s executives and admins add its products/);
    expect(await exec.service.outbox()).toEqual([]);
  });

  it(
    'queues new catalog items offline and sends each once when the process is killed between answer and mark',
    async () => {
      const desktop = await desktopOfA();
      await desktop.service.syncNow();
      desktop.net.offline = true;
      const main = await desktop.service.queueCatalogItem({
        companyId: companyA,
        department: 'trims',
        name: 'Offline buttons',
        parentId: null,
        unitType: null,
      });
      const child = await desktop.service.queueCatalogItem({
        companyId: companyA,
        department: 'trims',
        name: 'Horn buttons 24L',
        parentId: main.rowId,
        unitType: 'pcs',
      });
      expect([main.key, child.key]).toEqual([main.rowId, child.rowId]);
      // Shown at once in the offline catalog, and counted as queued.
      const offline = await desktop.service.catalog({ companyId: companyA, department: 'trims' });
      expect(offline.filter((c) => [main.rowId, child.rowId].includes(c.id))).toEqual([
        expect.objectContaining({ id: child.rowId, name: 'Horn buttons 24L', parent_id: main.rowId, unit_type: 'pcs' }),
        expect.objectContaining({ id: main.rowId, name: 'Offline buttons', parent_id: null }),
      ]);
      expect(await desktop.service.syncNow()).toMatchObject({ online: false, queued: 2 });
      // Another executive's company is not this one's to add to.
      await expect(
        desktop.service.queueCatalogItem({
          companyId: companyB,
          department: 'trims',
          name: 'Not ours',
          parentId: null,
          unitType: null,
        }),
      ).rejects.toThrow(/executives and admins/);
      await desktop.service.close();

      const count = async (id: string) =>
        (
          await sql<{ n: number }>('select count(*)::int as n from public.sourcing_item_categories where id = $1', [id])
        )[0].n;
      // The main category is written and the process dies before marking it; the next run sends it again (the
      // primary key says it is there: done) and dies after the child's first attempt.
      const first = await runKillChild(desktop.dataDir);
      expect(first.stdout).toContain('"kind":"applied"');
      expect(await count(main.rowId)).toBe(1);
      expect(outboxStates(desktop.dataDir)).toEqual(['sending', 'pending']);
      const [{ version: mainVersion }] = await sql<{ version: string }>(
        'select version::text from public.sourcing_item_categories where id = $1',
        [main.rowId],
      );
      await runKillChild(desktop.dataDir);
      expect(outboxStates(desktop.dataDir)).toEqual(['sending']);
      expect(await count(child.rowId)).toBe(1);

      const again = await desktopOfA(desktop.dataDir, network());
      expect(await again.service.syncNow()).toMatchObject({ queued: 0, conflicts: 0 });
      expect([await count(main.rowId), await count(child.rowId)]).toEqual([1, 1]);
      expect(
        await sql(
          'select name, parent_id, unit_type, department, company_id, version::text from public.sourcing_item_categories where id = $1',
          [main.rowId],
        ),
      ).toEqual([
        {
          name: 'Offline buttons',
          parent_id: null,
          unit_type: null,
          department: 'trims',
          company_id: companyA,
          version: mainVersion,
        },
      ]);
      expect(
        (await sql('select parent_id from public.sourcing_item_categories where id = $1', [child.rowId]))[0],
      ).toEqual({ parent_id: main.rowId });
      // The copy now holds the server's rows.
      const synced = await again.service.catalog({ companyId: companyA, department: 'trims' });
      expect(synced.find((c) => c.id === main.rowId)).toMatchObject({ name: 'Offline buttons' });
    },
    KILL_TEST_TIMEOUT,
  );

  it('keeps a refused new catalog item as a conflict, holds its children, and drops both from the copy when discarded', async () => {
    const desktop = await desktopOfA();
    await desktop.service.syncNow();
    desktop.net.offline = true;
    // A third level under a category that is itself third level: the server refuses (three levels at most).
    const [{ id: top }] = await sql<{ id: string }>(
      `insert into public.sourcing_item_categories (name, department, company_id) values ('L1', 'trims', $1) returning id`,
      [companyA],
    );
    const [{ id: mid }] = await sql<{ id: string }>(
      `insert into public.sourcing_item_categories (name, department, company_id, parent_id) values ('L2', 'trims', $1, $2) returning id`,
      [companyA, top],
    );
    const [{ id: leaf }] = await sql<{ id: string }>(
      `insert into public.sourcing_item_categories (name, department, company_id, parent_id) values ('L3', 'trims', $1, $2) returning id`,
      [companyA, mid],
    );
    const tooDeep = await desktop.service.queueCatalogItem({
      companyId: companyA,
      department: 'trims',
      name: 'L4',
      parentId: leaf,
      unitType: null,
    });
    const under = await desktop.service.queueCatalogItem({
      companyId: companyA,
      department: 'trims',
      name: 'L5',
      parentId: tooDeep.rowId,
      unitType: null,
    });
    desktop.net.offline = false;
    expect(await desktop.service.syncNow()).toMatchObject({ queued: 1, conflicts: 1 });
    const [refusedItem, waiting] = await desktop.service.outbox();
    expect(refusedItem).toMatchObject({ seq: tooDeep.seq, state: 'conflict' });
    expect(refusedItem.lastError).toMatch(/three levels/);
    expect(waiting).toMatchObject({ seq: under.seq, state: 'pending', attempts: 0 });

    await desktop.service.resolveConflict(tooDeep.seq, 'discard');
    const ids = (await desktop.service.catalog({ companyId: companyA, department: 'trims' })).map((c) => c.id);
    expect(ids).not.toContain(tooDeep.rowId);
    expect(ids).toContain(leaf);
  });

  /** A catalog item of a company department on the server (RFQs are raised for catalog items). */
  const catalogItem = async (companyId: string, name: string, department = 'trims') =>
    (
      await sql<{ id: string }>(
        `insert into public.sourcing_item_categories (name, department, company_id, unit_type)
         values ($1 || ' ' || gen_random_uuid(), $2, $3, 'pcs') returning id`,
        [name, department, companyId],
      )
    )[0].id;
  const serverRfqs = async (id: string) =>
    sql<{ request_number: string; user_id: string; item_category_id: string | null; quantity: string }>(
      `select request_number, user_id, item_category_id, quantity, quantity_unit, description, department, action,
              status, bid_status, attachment_url, attachment_type
       from public.sourcing_requests where id = $1`,
      [id],
    );
  const rfqDraft = (itemCategoryId: string, quantity = '4000', companyId = companyA) => ({
    companyId,
    department: 'trims',
    itemCategoryId,
    quantity,
    quantityUnit: 'pcs',
    description: 'Natural horn, 4-hole',
  });

  it('queues an RFQ draft offline, shows it at once in the overview, and raises it once through the web’s insert', async () => {
    const item = await catalogItem(companyA, 'Horn buttons 24L');
    const desktop = await desktopOfA();
    await desktop.service.syncNow();
    desktop.net.offline = true;
    const queued = await desktop.service.queueRfqDraft(rfqDraft(item));
    expect(queued).toMatchObject({ kind: 'rfq.create', key: queued.rowId, baseVersion: null, state: 'pending' });

    // In the dashboard at once, from the cache: a draft named from the mirrored catalog, with no number yet.
    const offline = (await desktop.service.sourcingOverview({ companyId: companyA, department: 'trims' })).find(
      (r) => r.id === queued.rowId,
    );
    expect(offline).toMatchObject({
      request_number: 'Draft',
      offline_draft: 'queued',
      item_name: expect.stringMatching(/^Horn buttons 24L /),
      quantity: '4000',
      quantity_unit: 'pcs',
      bid_status: 'pending',
      attachment_type: 'none',
      rounds: [],
    });
    expect(await desktop.service.syncNow()).toMatchObject({ online: false, queued: 1 });
    expect(await serverRfqs(queued.rowId)).toEqual([]);
    // Another company's RFQs are not this executive's to raise.
    await expect(desktop.service.queueRfqDraft(rfqDraft(item, '1', companyB))).rejects.toThrow(/raise its RFQs/);

    desktop.net.offline = false;
    expect(await desktop.service.syncNow()).toMatchObject({ online: true, queued: 0, conflicts: 0 });
    const [raised] = await serverRfqs(queued.rowId);
    expect(raised).toEqual({
      request_number: expect.stringMatching(/^RFQ-/),
      user_id: execA.id,
      item_category_id: item,
      quantity: '4000',
      quantity_unit: 'pcs',
      description: 'Natural horn, 4-hole',
      department: 'trims',
      action: 'Buy',
      status: 'active',
      bid_status: 'pending',
      attachment_url: null,
      attachment_type: 'none',
    });
    // The copy now holds the server's row (its number), no longer a draft; a further sync sends nothing again.
    const synced = (await desktop.service.sourcingOverview({ companyId: companyA, department: 'trims' })).find(
      (r) => r.id === queued.rowId,
    );
    expect(synced).toMatchObject({ request_number: raised.request_number });
    expect(synced?.offline_draft).toBeUndefined();
    await desktop.service.syncNow();
    expect(await serverRfqs(queued.rowId)).toHaveLength(1);
  });

  it(
    'raises each RFQ draft once when the process is killed between answer and mark, even if its item left the catalog since',
    async () => {
      const first = await catalogItem(companyA, 'Corozo buttons');
      const second = await catalogItem(companyA, 'Woven labels');
      const desktop = await desktopOfA();
      await desktop.service.syncNow();
      desktop.net.offline = true;
      const a = await desktop.service.queueRfqDraft(rfqDraft(first, '500'));
      const b = await desktop.service.queueRfqDraft(rfqDraft(second, '9000'));
      await desktop.service.close();

      // The first draft is raised and the process dies before marking it; the next run sends it again (its row is
      // there: done), raises the second and dies before marking that one.
      const run1 = await runKillChild(desktop.dataDir);
      expect(run1.stdout).toContain('"kind":"applied"');
      expect(outboxStates(desktop.dataDir)).toEqual(['sending', 'pending']);
      const [raisedA] = await serverRfqs(a.rowId);
      await runKillChild(desktop.dataDir);
      expect(outboxStates(desktop.dataDir)).toEqual(['sending']);
      const [raisedB] = await serverRfqs(b.rowId);
      // Meanwhile the second item leaves the department's catalog (moved to Packaging): the replay's insert is
      // refused by the catalog check before its id is even compared, and finds its own row all the same.
      await sql(`update public.sourcing_item_categories set department = 'packaging' where id = $1`, [second]);

      const again = await desktopOfA(desktop.dataDir, network());
      expect(await again.service.syncNow()).toMatchObject({ queued: 0, conflicts: 0 });
      expect(await again.service.outbox()).toEqual([]);
      expect(await serverRfqs(a.rowId)).toEqual([raisedA]);
      expect(await serverRfqs(b.rowId)).toEqual([raisedB]);
      expect(
        await sql('select count(*)::int as n from public.sourcing_requests where id = any($1)', [[a.rowId, b.rowId]]),
      ).toEqual([{ n: 2 }]);
    },
    KILL_TEST_TIMEOUT,
  );

  it('keeps a refused RFQ draft as a conflict (item no longer in the catalog, or RLS) and drops it when discarded', async () => {
    const leaving = await catalogItem(companyA, 'Shell buttons');
    const theirs = await catalogItem(companyB, 'Zip pullers');
    // Facts that say admin: the queue takes it, the server decides (RLS: execA does not manage company B).
    const desktop = await desktopOfA(newDir(), network());
    await desktop.service.rememberRoleFacts(
      roleFacts(execA, { isAdmin: true, isCorporateExecutive: true, companyId: companyA }),
    );
    await desktop.service.syncNow();
    desktop.net.offline = true;
    const notInCatalog = await desktop.service.queueRfqDraft(rfqDraft(leaving));
    const notAllowed = await desktop.service.queueRfqDraft(rfqDraft(theirs, '10', companyB));
    await sql('delete from public.sourcing_item_categories where id = $1', [leaving]);
    desktop.net.offline = false;

    expect(await desktop.service.syncNow()).toMatchObject({ queued: 0, conflicts: 2 });
    const [first, second] = await desktop.service.outbox();
    expect(first).toMatchObject({ seq: notInCatalog.seq, state: 'conflict', serverRow: null });
    expect(first.lastError).toMatch(/^Item Not in Your Catalog: /);
    expect(second).toMatchObject({ seq: notAllowed.seq, state: 'conflict', lastError: OUTBOX_TEXT.rfqNotAllowed });
    expect(await serverRfqs(notInCatalog.rowId)).toEqual([]);
    expect(await serverRfqs(notAllowed.rowId)).toEqual([]);
    // The dashboard still shows it, as not saved, until the person discards it in Offline data.
    const desk = async () =>
      (await desktop.service.sourcingOverview({ companyId: companyA, department: 'trims' })).filter(
        (r) => r.id === notInCatalog.rowId,
      );
    expect((await desk()).map((r) => r.offline_draft)).toEqual(['conflict']);
    await desktop.service.resolveConflict(notInCatalog.seq, 'discard');
    expect(await desk()).toEqual([]);
    expect((await desktop.service.outbox()).map((e) => e.seq)).toEqual([notAllowed.seq]);
  });

  it('keeps a refused edit visible rather than retrying it', async () => {
    const target = await product(companyA, 600, 'Hide');
    const desktop = await desktopOfA();
    await desktop.service.syncNow();
    // The product moves to another company: company A's executive may no longer write it.
    desktop.net.offline = true;
    await queueEdit(desktop.service, target, { basic_price: 1 });
    await sql('update public.corporate_products set company_id = $2 where id = $1', [target, companyB]);
    desktop.net.offline = false;
    expect(await desktop.service.syncNow()).toMatchObject({ queued: 0, conflicts: 1 });
    expect((await serverProduct(target)).basic_price).toBe('600.00');
    const [entry] = await desktop.service.outbox();
    expect(entry.lastError).toBe(OUTBOX_TEXT.rowGone);
    expect((await desktop.service.productPage(pageQuery(companyA))).rows.map((r) => r.id)).not.toContain(target);
  });

  it('downloads price-list PDFs with progress, serves byte ranges offline, and drops files of deleted lists', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200_000, 0x20), Buffer.from('\n%%EOF\n')]);
    const storagePath = `desktop-test/${Date.now()}.pdf`;
    const upload = await fetch(`${stack.url}/storage/v1/object/prices/${storagePath}`, {
      method: 'POST',
      headers: {
        apikey: stack.config.anonKey,
        Authorization: `Bearer ${await signJwt(staff.claims, stack.config.jwtSecret)}`,
        'Content-Type': 'application/pdf',
      },
      body: pdf,
    });
    expect(upload.status).toBe(200);
    const [{ id }] = await sql<{ id: string }>(
      `insert into public.price_updates_pdfs (file_url, description, file_name, storage_file_path)
       values ('https://elsewhere.test/old.pdf', 'Downloadable list', 'list.pdf', $1) returning id`,
      [storagePath],
    );
    const desktop = await desktopOfA();
    await desktop.service.syncNow();

    const result = await desktop.service.downloadPriceLists([id]);
    expect(result).toMatchObject({ downloaded: 1, failed: 0 });
    expect(result.storage.bytesUsed).toBe(pdf.length);
    const progress = desktop.events
      .filter((e) => e.event === 'pdfProgress')
      .map((e) => e.payload as { receivedBytes: number });
    expect(progress.some((p) => p.receivedBytes === pdf.length)).toBe(true);
    const [listed] = await desktop.service.listPriceLists('Downloadable');
    expect(listed.localUrl).toBe(`loomcache://price-list/${id}`);
    expect(listed.localFile?.bytes).toBe(pdf.length);

    desktop.net.offline = true;
    const ranged = await desktop.service.serveLocalFile(
      new Request(`http://local/price-list/${id}`, { headers: { Range: 'bytes=0-8' } }),
    );
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 0-8/${pdf.length}`);
    expect(await ranged.text()).toBe('%PDF-1.4\n');
    expect((await desktop.service.serveLocalFile(new Request(`http://local/price-list/${id}`))).status).toBe(200);

    desktop.net.offline = false;
    await sql('delete from public.price_updates_pdfs where id = $1', [id]);
    await desktop.service.syncNow();
    // The orphaned file goes right after the sync that dropped its list (a file removal, not part of the sync).
    await vi.waitFor(async () => expect((await desktop.service.pdfStorage()).downloaded).toBe(0), { timeout: 5_000 });
    expect(fs.readdirSync(path.join(desktop.dataDir, 'price-lists', execA.id))).toEqual([]);
  });

  it('pulls on its own when a Realtime event says a mirrored table changed', async () => {
    const target = await product(companyA, 800);
    const desktop = await openDesktop(stack, execA, {
      dataDir: newDir(),
      net: network(),
      realtime: true,
      facts: { isCorporateExecutive: true, companyId: companyA },
    });
    open.push(desktop);
    await desktop.service.syncNow();
    // The timer is an hour away: only the Realtime event can bring this change in.
    const priceInCache = async () =>
      (await desktop.service.productPage(pageQuery(companyA))).rows.find((r) => r.id === target)?.basic_price;
    await vi.waitFor(
      async () => {
        await sql('update public.corporate_products set basic_price = basic_price + 1 where id = $1', [target]);
        expect(await priceInCache()).toBeGreaterThan(800);
      },
      { timeout: 15_000, interval: 1_000 },
    );
  });

  it('drops a table and pulls it again when the server answers resync (tombstones pruned past its cursor)', async () => {
    const kept = await product(companyA, 700);
    const doomed = await product(companyA, 701);
    const desktop = await desktopOfA();
    await desktop.service.syncNow();
    // The delete's tombstone is pruned before this cache has seen it: only a full pull can drop the row.
    await sql('delete from public.corporate_products where id = $1', [doomed]);
    await sql(`select public.prune_sync_tombstones('0 seconds')`);
    desktop.events.length = 0;

    await desktop.service.syncNow();
    const ids = (await desktop.service.productPage(pageQuery(companyA))).rows.map((r) => r.id);
    expect(ids).toContain(kept);
    expect(ids).not.toContain(doomed);
    expect(desktop.events).toContainEqual({
      event: 'dataChanged',
      payload: { tables: expect.arrayContaining(['corporate_products']) },
    });
  });

  it(
    'loads a first sync of a thousand products and more without its indexes, and builds them after it',
    async () => {
      await sql(
        `insert into public.corporate_products (company_id, department_name, fibre_type, basic_price, visibility_status)
       select $1, 'Spun Yarn', 'Cotton', 100 + n, 'Reveal' from generate_series(1, 1200) n`,
        [companyA],
      );
      const { service, dataDir } = await desktopOfA();
      expect((await service.syncNow()).lastError).toBeNull();
      const total = (await service.productPage(pageQuery(companyA))).total;
      expect(total).toBeGreaterThanOrEqual(1200);

      const db = new Database(path.join(dataDir, 'cache', `${execA.id}.sqlite`), { readonly: true });
      try {
        const indexes = db
          .prepare(
            `select name, rootpage from sqlite_master where type = 'index' and tbl_name = 'corporate_products' and sql is not null`,
          )
          .all() as { name: string; rootpage: number }[];
        expect(indexes.map((i) => i.name).sort()).toEqual([
          'corporate_products_company_id_basic_price_idx',
          'corporate_products_company_id_department_name_basic_price_idx',
          'corporate_products_company_id_department_name_fibre_type_idx',
          'corporate_products_company_id_department_name_updated_at_idx',
          'corporate_products_company_id_fibre_type_idx',
          'corporate_products_company_id_natural_order_idx',
          'corporate_products_company_id_updated_at_idx',
        ]);
        // Built after the rows: each index's B-tree starts past every page of the schema the migrations made.
        const lastMigrated = (
          db.prepare(`select max(rootpage) as page from sqlite_master where name = 'deferred_indexes'`).get() as {
            page: number;
          }
        ).page;
        for (const index of indexes) expect(index.rootpage).toBeGreaterThan(lastMigrated);
        expect(db.prepare('select count(*) as n from deferred_indexes').get()).toEqual({ n: 0 });
      } finally {
        db.close();
      }
    },
    BULK_TEST_TIMEOUT,
  );

  it(
    'loses no product when the scope changes while a first sync is pulling them (the pull stops, the next starts over)',
    async () => {
      await sql(
        `insert into public.corporate_products (company_id, department_name, fibre_type, basic_price, visibility_status)
       select $1, 'Spun Yarn', 'Cotton', 100 + n, 'Reveal' from generate_series(1, 11000) n`,
        [companyA],
      );
      const [{ n: onServer }] = await sql<{ n: number }>(
        'select count(*)::int as n from public.corporate_products where company_id = $1',
        [companyA],
      );
      const net = network();
      const plain = net.fetch;
      let productPages = 0;
      let desktop: DesktopUnderTest | null = null;
      // The role facts arrive (first sign-in) once the first page of products is stored and the third is asked for.
      net.fetch = async (input, init) => {
        if (String(init?.body ?? '').includes('"p_table":"corporate_products"') && ++productPages === 3) {
          await desktop!.service.rememberRoleFacts(
            roleFacts(execA, { isCorporateExecutive: true, companyId: companyA }),
          );
        }
        return plain(input, init);
      };
      desktop = await openDesktop(stack, execA, { dataDir: newDir(), net });
      open.push(desktop);
      await desktop.service.syncNow();
      await desktop.service.syncNow();

      expect(productPages).toBeGreaterThan(3);
      expect((await desktop.service.productPage(pageQuery(companyA))).total).toBe(onServer);
      expect((await desktop.service.productPage(pageQuery(companyB))).total).toBe(0);
    },
    BULK_TEST_TIMEOUT,
  );

  /** A price edit queued as the sheet queues it (one save of one edit), on the version the cached copy shows. */
  async function queueEdit(
    service: DesktopUnderTest['service'],
    productId: string,
    changes: { basic_price?: number | null; visibility_status?: 'Reveal' | 'Hide' },
  ) {
    const shown = (await service.productPage(pageQuery(companyA))).rows.find((r) => r.id === productId)!;
    return service.queueProductEdits([{ productId, baseVersion: shown.version, changes }]);
  }

  function pageQuery(companyId: string) {
    return {
      companyId,
      department: null,
      search: '',
      sort: 'basic_price' as const,
      descending: false,
      offset: 0,
      limit: 500,
    };
  }

  /** The outbox's states read straight from the cache file, as the crashed process left them. */
  function outboxStates(dataDir: string) {
    const db = new Database(path.join(dataDir, 'cache', `${execA.id}.sqlite`), { readonly: true });
    try {
      return (db.prepare('select state from outbox order by seq').all() as { state: string }[]).map((r) => r.state);
    } finally {
      db.close();
    }
  }

  async function runKillChild(dataDir: string) {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'support/desktop-kill-child.ts')],
      {
        env: {
          ...process.env,
          LOOM_KILL_CHILD: JSON.stringify({
            dataDir,
            backendUrl: stack.url,
            anonKey: stack.config.anonKey,
            accessToken: await signJwt(execA.claims, stack.config.jwtSecret),
            userId: execA.id,
          }),
        },
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c));
    child.stderr.on('data', (c: Buffer) => (stderr += c));
    const signal = await new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, s) => resolve(s)));
    if (signal !== 'SIGKILL') throw new Error(`child did not die as planned: ${stderr}`);
    return { signal, stdout };
  }
});
