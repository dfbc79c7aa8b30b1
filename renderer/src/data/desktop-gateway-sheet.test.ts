import { describe, expect, it, vi } from 'vitest';
import { ManagedProduct, type CorporateProductRow } from '@domain/schemas/corporate-product.ts';
import { OUTBOX_TEXT } from '@domain/sync/outbox.ts';
import type { AppSupabaseClient } from '@/lib/supabase.ts';
import type { DesktopBridge, OutboxItem } from '@/platform/desktop-bridge.ts';
import { fakeGateway } from '@/testing/fake-gateway.ts';
import { signedInStatus as status } from '@/testing/sync-status.ts';
import { createDesktopGateway } from './desktop-gateway.ts';
import { GatewayError } from './gateway.ts';

const COMPANY = '00000000-0000-4000-8000-0000000000c1';
const P1 = '00000000-0000-4000-8000-0000000000a1';
const P2 = '00000000-0000-4000-8000-0000000000a2';
const unreachable = () => new GatewayError('Backend unreachable', 'unreachable');

/** A cached product row, its columns in the table's order. */
const product = (id: string, version: number): CorporateProductRow => ({
  id,
  company_id: COMPANY,
  department_name: 'Spun Yarn',
  associated_corporate_user_id: null,
  fibre_type: 'Cotton',
  specific_type: null,
  lustre: null,
  twist_intermingling: null,
  denier_count: 40,
  filament_count: null,
  number_of_plys: 1,
  basic_price: 200,
  grade: null,
  blend_ratio: null,
  visibility_status: 'Reveal',
  created_at: '2026-11-01T09:00:00Z',
  updated_at: '2026-11-23T09:00:00Z',
  version,
  market_class_key: 'cotton/40s',
});

const outboxItem = (rowId: string, state: OutboxItem['state'] = 'pending'): OutboxItem => ({
  seq: 1,
  key: rowId,
  kind: 'product.update',
  rowId,
  baseVersion: 1,
  changes: { basic_price: 1 },
  state,
  attempts: 0,
  lastError: null,
  serverRow: null,
  createdAt: '2026-11-23T10:00:00Z',
});

function setup(bridgeMethods: Partial<DesktopBridge>, online = fakeGateway()) {
  const listeners = new Map<string, (payload: never) => void>();
  const bridge = {
    on: (event: string, listener: (payload: never) => void) => {
      listeners.set(event, listener);
      return () => listeners.delete(event);
    },
    ...bridgeMethods,
  } as unknown as DesktopBridge;
  const gateway = createDesktopGateway(bridge, online, {
    client: { auth: { onAuthStateChange: vi.fn() } } as unknown as AppSupabaseClient,
    url: 'http://api',
    anonKey: 'anon',
  });
  const emit = (event: string, payload: unknown) => listeners.get(event)?.(payload as never);
  return { gateway, emit };
}

describe('desktop gateway: the price sheet', () => {
  it('saves online through the server; offline it queues the whole save with the versions edited', async () => {
    const save = vi.fn(async () => ({ ok: true as const, value: { saved: 1, rows: [] } }));
    const queueProductEdits = vi.fn(async () => []);
    let backend = status();
    const { gateway } = setup(
      { syncStatus: async () => backend, queueProductEdits },
      fakeGateway({ priceManagement: { save } }),
    );
    const changes = [
      { id: P1, version: 41, basicPrice: 1234.5 },
      { id: P2, version: 7, visibilityStatus: 'Hide' as const },
      { id: P2, version: 7, basicPrice: null },
    ];
    expect(await gateway.priceManagement.save(COMPANY, changes.slice(0, 1))).toMatchObject({ ok: true });
    expect(queueProductEdits).not.toHaveBeenCalled();

    backend = status({ online: false });
    expect(await gateway.priceManagement.save(COMPANY, changes)).toEqual({
      ok: false,
      reason: 'queued',
      queued: 3,
      message: OUTBOX_TEXT.queuedChanges(3),
    });
    expect(save).toHaveBeenCalledTimes(1);
    // One call: main queues every edit or none.
    expect(queueProductEdits).toHaveBeenCalledTimes(1);
    expect(queueProductEdits).toHaveBeenCalledWith([
      { productId: P1, baseVersion: 41, changes: { basic_price: 1234.5 } },
      { productId: P2, baseVersion: 7, changes: { visibility_status: 'Hide' } },
      { productId: P2, baseVersion: 7, changes: { basic_price: null } },
    ]);
  });

  it('queues when the server stops answering mid-save; signed out, the failure stands', async () => {
    const save = vi.fn(async () => Promise.reject(unreachable()));
    const queueProductEdits = vi.fn(async () => []);
    let backend = status();
    const { gateway } = setup(
      { syncStatus: async () => backend, queueProductEdits },
      fakeGateway({ priceManagement: { save } }),
    );
    expect(await gateway.priceManagement.save(COMPANY, [{ id: P1, version: 1, basicPrice: 5 }])).toMatchObject({
      reason: 'queued',
      queued: 1,
    });
    backend = status({ signedIn: false, online: false });
    await expect(gateway.priceManagement.save(COMPANY, [{ id: P1, version: 1, basicPrice: 5 }])).rejects.toThrow(
      'Backend unreachable',
    );
    expect(queueProductEdits).toHaveBeenCalledTimes(1);
  });

  it('sends an edit made on the version its own queued edit moved on the server’s new version; others stay', async () => {
    const save = vi.fn(async () => ({ ok: true as const, value: { saved: 2, rows: [] } }));
    const { gateway, emit } = setup({ syncStatus: async () => status() }, fakeGateway({ priceManagement: { save } }));
    // Main sent the queued edits of P1 (made on version 41, twice over) and found P2 changed by someone else.
    emit('dataChanged', {
      tables: ['corporate_products'],
      settled: { corporate_products: [P1, P1, P2] },
      moved: [
        { id: P1, from: 41, to: 50 },
        { id: P1, from: 50, to: 52 },
      ],
    });
    await gateway.priceManagement.save(COMPANY, [
      { id: P1, version: 41, basicPrice: 1100 },
      { id: P2, version: 7, basicPrice: 5 },
    ]);
    expect(save).toHaveBeenCalledWith(
      COMPANY,
      [
        { id: P1, version: 52, basicPrice: 1100 },
        { id: P2, version: 7, basicPrice: 5 },
      ],
      undefined,
    );
  });

  it('hints the sheet at each product whose queued edit a sync sent (or found in conflict), not at queueing', async () => {
    // Main's event names the rows whose queued edits a sync settled: no outbox read per event.
    const { gateway, emit } = setup({ syncStatus: async () => status() });
    const hints: { kind: string; productId: string }[] = [];
    const stop = await gateway.priceManagement.subscribe(COMPANY, (hint) => hints.push(hint));

    // Another edit queued: the copy changed, nothing was sent.
    emit('dataChanged', { tables: ['corporate_products'] });
    await vi.waitFor(() => expect(hints).toEqual([]));
    // A sync sent P1 and found P2 changed by someone else.
    emit('dataChanged', { tables: ['news_items'] });
    emit('dataChanged', {
      tables: ['corporate_products', 'customer_bids'],
      settled: { corporate_products: [P1, P2] },
    });
    await vi.waitFor(() =>
      expect(hints).toEqual([
        { kind: 'product', productId: P1 },
        { kind: 'product', productId: P2 },
      ]),
    );
    // Told once.
    emit('dataChanged', { tables: ['corporate_products'] });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(hints).toHaveLength(2);
    stop();
  });

  it('reads a synced sheet from the cache, a screenful first; before the first sync, or for a company not kept, the server', async () => {
    const cached = [product(P1, 3), product(P2, 4)];
    const productPage = vi.fn(async (q: { offset: number; limit: number }) => ({
      rows: cached.slice(q.offset, q.offset + q.limit),
      total: cached.length,
    }));
    const live = vi.fn(async () => [ManagedProduct.parse(product(P1, 9))]);
    let backend = status();
    const { gateway } = setup(
      { syncStatus: async () => backend, productPage },
      fakeGateway({ priceManagement: { products: live } }),
    );
    const pages: number[] = [];
    const rows = await gateway.priceManagement.products(COMPANY, (page) => pages.push(page.length));
    expect(rows.map((r) => [r.id, r.version])).toEqual([
      [P1, 3],
      [P2, 4],
    ]);
    expect(productPage).toHaveBeenCalledWith(expect.objectContaining({ companyId: COMPANY, offset: 0, limit: 100 }));
    expect(pages).toEqual([2]);
    expect(live).not.toHaveBeenCalled();

    // A company the cache does not keep: the server's rows.
    cached.length = 0;
    expect((await gateway.priceManagement.products(COMPANY)).map((r) => r.version)).toEqual([9]);
    // Never synced: the server, without asking the cache.
    backend = status({ lastSyncedAt: null });
    productPage.mockClear();
    await gateway.priceManagement.products(COMPANY);
    expect(productPage).not.toHaveBeenCalled();
    expect(live).toHaveBeenCalledTimes(2);
  });

  it('after a sheet read from the cache, hints at the products the next pull changed, added or removed, once', async () => {
    const P3 = '00000000-0000-4000-8000-0000000000a3';
    let cached = [product(P1, 3), product(P2, 4)];
    const productPage = vi.fn(async (q: { offset: number; limit: number }) => ({
      rows: cached.slice(q.offset, q.offset + q.limit),
      total: cached.length,
    }));
    const { gateway, emit } = setup({ syncStatus: async () => status(), productPage });
    const hints: string[] = [];
    const stop = await gateway.priceManagement.subscribe(COMPANY, (hint) => hints.push(hint.productId));
    await gateway.priceManagement.products(COMPANY);

    // The pull at start-up brought a colleague's price for P1, a new P3, and P2's deletion.
    cached = [product(P1, 5), product(P3, 1)];
    emit('dataChanged', { tables: ['corporate_products'] });
    await vi.waitFor(() => expect(hints.sort()).toEqual([P1, P2, P3].sort()));
    // Later changes come live: the copy is not compared again.
    cached = [product(P1, 6)];
    emit('dataChanged', { tables: ['corporate_products'] });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(hints).toHaveLength(3);
    stop();
  });

  it("reads the admin's company chooser from the mirrored companies offline", async () => {
    const live = vi.fn(async () => []);
    const companies = vi.fn(async () => [{ id: COMPANY, company_name: 'Apex Mills' }]);
    let backend = status();
    const { gateway } = setup(
      { syncStatus: async () => backend, companies },
      fakeGateway({ priceManagement: { companies: live } }),
    );
    expect(await gateway.priceManagement.companies()).toEqual([]);
    expect(companies).not.toHaveBeenCalled();

    backend = status({ online: false });
    expect(await gateway.priceManagement.companies()).toEqual([
      {
        id: COMPANY,
        companyName: 'Apex Mills',
        logoUrl: null,
        websiteUrl: null,
        address: null,
        companyHeadName: null,
        companyHeadDesignation: null,
      },
    ]);
    live.mockRejectedValueOnce(unreachable());
    backend = status();
    expect((await gateway.priceManagement.companies()).map((c) => c.companyName)).toEqual(['Apex Mills']);
  });

  it('adds new products online in one insert; offline (or when the server stops answering) it queues them all', async () => {
    const product = {
      departmentName: 'Spun Yarn',
      fibreType: 'Cotton',
      specificType: 'Combed',
      lustre: null,
      twistIntermingling: null,
      blendRatio: null,
      denierCount: 40,
      filamentCount: null,
      numberOfPlys: 1,
      grade: null,
      basicPrice: 245.5,
      visibilityStatus: 'Reveal' as const,
    };
    const addProducts = vi.fn(async () => ({ ok: true as const, value: { count: 2 } }));
    const queueNewProducts = vi.fn(async () => [outboxItem(P1), outboxItem(P2)]);
    let backend = status();
    const { gateway } = setup(
      { syncStatus: async () => backend, queueNewProducts },
      fakeGateway({ priceManagement: { addProducts } }),
    );
    expect(await gateway.priceManagement.addProducts(COMPANY, [product, product])).toEqual({
      ok: true,
      value: { count: 2 },
    });
    expect(queueNewProducts).not.toHaveBeenCalled();

    backend = status({ online: false });
    const offline = await gateway.priceManagement.addProducts(COMPANY, [product, { ...product, fibreType: 'Linen' }]);
    expect(offline).toEqual({ ok: true, value: { count: 2 }, queued: OUTBOX_TEXT.queuedProducts(2) });
    expect(addProducts).toHaveBeenCalledTimes(1);
    expect(queueNewProducts).toHaveBeenCalledWith({
      companyId: COMPANY,
      products: [
        expect.objectContaining({
          department_name: 'Spun Yarn',
          fibre_type: 'Cotton',
          basic_price: 245.5,
          denier_count: 40,
        }),
        expect.objectContaining({ fibre_type: 'Linen' }),
      ],
    });

    backend = status();
    addProducts.mockRejectedValueOnce(unreachable());
    expect(await gateway.priceManagement.addProducts(COMPANY, [product])).toMatchObject({ queued: expect.any(String) });
    expect(queueNewProducts).toHaveBeenCalledTimes(2);
  });
});

describe('desktop gateway: the market beside the price sheet (issue 27)', () => {
  it('reads the market figures live, and blank when the backend does not answer', async () => {
    const figure = {
      productId: P1,
      classKey: 'cotton/combed/40s',
      classLabel: 'Cotton · Combed · 40s',
      median: 250,
      mills: 4,
    };
    const live = vi.fn(async () => [figure]);
    let backend = status();
    const { gateway } = setup(
      { syncStatus: async () => backend },
      fakeGateway({ priceManagement: { marketForProducts: live } }),
    );
    expect(await gateway.priceManagement.marketForProducts(COMPANY)).toEqual([figure]);
    expect(live).toHaveBeenCalledWith(COMPANY);

    backend = status({ online: false });
    expect(await gateway.priceManagement.marketForProducts(COMPANY)).toEqual([]);
    live.mockRejectedValueOnce(unreachable());
    backend = status();
    expect(await gateway.priceManagement.marketForProducts(COMPANY)).toEqual([]);
  });
});

describe('desktop gateway: the sourcing catalog', () => {
  const scope = { companyId: COMPANY, department: 'trims' };
  const row = {
    id: '00000000-0000-4000-8000-0000000000d1',
    name: 'Buttons',
    unit_type: 'pcs' as const,
    parent_id: null,
    department: 'trims',
    company_id: COMPANY,
  };

  it('reads the catalog from the cache offline, and queues a new item there with its id made here', async () => {
    const catalog = vi.fn(async () => [row]);
    const queueCatalogItem = vi.fn(
      async (item: { name: string; parentId: string | null; unitType: string | null }): Promise<OutboxItem> => ({
        ...outboxItem('00000000-0000-4000-8000-0000000000d2'),
        kind: 'catalog.create',
        baseVersion: null,
        changes: {
          name: item.name,
          parent_id: item.parentId,
          unit_type: item.unitType,
          department: 'trims',
          company_id: COMPANY,
        },
      }),
    );
    const addCategory = vi.fn();
    const { gateway } = setup(
      { syncStatus: async () => status({ online: false }), catalog, queueCatalogItem: queueCatalogItem as never },
      fakeGateway({ sourcing: { addCategory } }),
    );
    expect(await gateway.sourcing.listCategories(scope)).toEqual([
      {
        id: row.id,
        name: 'Buttons',
        unitType: 'pcs',
        parentId: null,
        department: 'trims',
        companyId: COMPANY,
      },
    ]);
    const added = await gateway.sourcing.addCategory({
      ...scope,
      name: 'Shank buttons',
      parentId: row.id,
      unitType: null,
    });
    expect(added).toEqual({
      ok: true,
      value: {
        id: '00000000-0000-4000-8000-0000000000d2',
        name: 'Shank buttons',
        unitType: null,
        parentId: row.id,
        department: 'trims',
        companyId: COMPANY,
      },
      queued: OUTBOX_TEXT.queuedCatalogItem('Shank buttons'),
    });
    expect(queueCatalogItem).toHaveBeenCalledWith({
      ...scope,
      name: 'Shank buttons',
      parentId: row.id,
      unitType: null,
    });
    expect(addCategory).not.toHaveBeenCalled();
  });

  it('adds online through the server, without queueing', async () => {
    const addCategory = vi.fn(async () => ({ ok: true as const, value: { ...row, unitType: null } as never }));
    const queueCatalogItem = vi.fn();
    const { gateway } = setup(
      { syncStatus: async () => status(), queueCatalogItem },
      fakeGateway({ sourcing: { addCategory } }),
    );
    expect(
      await gateway.sourcing.addCategory({ ...scope, name: 'Buttons', parentId: null, unitType: null }),
    ).toMatchObject({ ok: true });
    expect(queueCatalogItem).not.toHaveBeenCalled();
  });
});

describe('desktop gateway: RFQ drafts (RFQ Mgmt)', () => {
  const ITEM = '00000000-0000-4000-8000-0000000000d1';
  const DRAFT = '00000000-0000-4000-8000-0000000000f1';
  const rfq = {
    companyId: COMPANY,
    department: 'trims',
    userId: '00000000-0000-4000-8000-0000000000e1',
    itemCategoryId: ITEM,
    quantity: '4000',
    quantityUnit: 'pcs',
    description: null,
    attachmentUrl: null,
    attachmentType: 'none' as const,
  };
  const catalog = async () => [
    {
      id: ITEM,
      name: 'Horn buttons 24L',
      unit_type: 'pcs' as const,
      parent_id: null,
      department: 'trims',
      company_id: COMPANY,
    },
  ];
  const queued = async (): Promise<OutboxItem> => ({
    ...outboxItem(DRAFT),
    kind: 'rfq.create',
    baseVersion: null,
  });

  it('queues an RFQ without an attachment offline as a draft, and when the server stops answering', async () => {
    const queueRfqDraft = vi.fn(queued);
    const createRfq = vi.fn(async () => Promise.reject(unreachable()));
    const offline = setup({ syncStatus: async () => status({ online: false }), catalog, queueRfqDraft });
    const outcome = await offline.gateway.sourcing.createRfq(rfq);
    expect(outcome).toEqual({
      ok: true,
      value: { id: DRAFT, requestNumber: 'Draft' },
      queued: OUTBOX_TEXT.queuedRfq('Horn buttons 24L'),
    });
    expect(queueRfqDraft).toHaveBeenCalledWith({
      companyId: COMPANY,
      department: 'trims',
      itemCategoryId: ITEM,
      quantity: '4000',
      quantityUnit: 'pcs',
      description: null,
    });
    // Main still thinks it is online, but the insert gets no answer: queued all the same.
    const lost = setup(
      { syncStatus: async () => status(), catalog, queueRfqDraft },
      fakeGateway({ sourcing: { createRfq } }),
    );
    expect(await lost.gateway.sourcing.createRfq(rfq)).toMatchObject({ ok: true, queued: expect.any(String) });
    expect(createRfq).toHaveBeenCalledTimes(1);
    expect(queueRfqDraft).toHaveBeenCalledTimes(2);
  });

  it('raises online through the server; an RFQ with an attachment is refused offline with the reason, never queued', async () => {
    const queueRfqDraft = vi.fn(queued);
    const created = { ok: true as const, value: { id: DRAFT, requestNumber: 'RFQ-000041' } };
    const createRfq = vi.fn(async () => created);
    const online = setup({ syncStatus: async () => status(), queueRfqDraft }, fakeGateway({ sourcing: { createRfq } }));
    expect(await online.gateway.sourcing.createRfq(rfq)).toEqual(created);

    const withFile = {
      ...rfq,
      attachmentUrl: 'http://api/storage/v1/object/public/rfq/spec.pdf',
      attachmentType: 'document' as const,
    };
    const offline = setup(
      { syncStatus: async () => status({ online: false }), queueRfqDraft },
      fakeGateway({ sourcing: { createRfq } }),
    );
    await expect(offline.gateway.sourcing.createRfq(withFile)).rejects.toMatchObject({ kind: 'unreachable' });
    expect(createRfq).toHaveBeenCalledTimes(1);
    expect(queueRfqDraft).not.toHaveBeenCalled();
  });
});
