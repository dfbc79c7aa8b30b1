/**
 * The price sheet on the desktop: its products from the cache once it has synced (queued edits included; the
 * products a later pull changed are then read again as hints), its company chooser from the server while it
 * answers and from the cache when it does not; a save made while the backend is down goes to main's outbox
 * whole, in one call, and is sent in order when the backend answers again.
 */
import { CompanySummary } from '@domain/schemas/company.ts';
import { MANAGED_PRODUCT_COLUMNS, ManagedProduct } from '@domain/schemas/corporate-product.ts';
import { editColumns } from '@domain/product-edit.ts';
import { rowOf } from '@domain/schemas/entity.ts';
import { OUTBOX_TEXT } from '@domain/sync/outbox.ts';
import type { DesktopBridge } from '@/platform/desktop-bridge.ts';
import { accepted } from './outcome.ts';
import { isUnreachable, override, READ_POLICIES, readThrough, type Policies } from './desktop-gateway-policy.ts';
import type { PriceManagementPort, ProductChange } from './ports/price-management.ts';

/** Rows per read of the cached price sheet (the bridge's limit is 500); the first read is a screenful. */
const CACHE_PAGE = 500;
const FIRST_CACHE_PAGE = 100;

const pickColumns = (row: Record<string, unknown>, columns: readonly string[]) =>
  Object.fromEntries(columns.map((c) => [c, row[c]]));

export function desktopPriceManagement(
  bridge: DesktopBridge,
  online: PriceManagementPort,
  policies: Policies,
): PriceManagementPort {
  const ownEdits = followOwnEdits(bridge);
  const catchUp = cacheCatchUp(bridge);
  const reads = readThrough(policies, READ_POLICIES.liveFirst, online, {
    /** The admin's company chooser offline: the companies mirrored (id and name). */
    companies: async () =>
      (await bridge.companies()).map((c) =>
        CompanySummary.parse({
          id: c.id,
          company_name: c.company_name,
          logo_url: null,
          website_url: null,
          address: null,
          company_head_name: null,
          company_head_designation: null,
        }),
      ),
    // The market figures are not mirrored: offline the sheet shows its market columns blank.
    marketForProducts: async () => [],
  });
  return override(reads, {
    /**
     * From the synced cache, as price lists are: its first screenful comes without a round trip to the server,
     * which the web's first rows wait for (issue 26). Before the first sync, or for a company the cache does not
     * keep (an admin's choice), the server; the cache when it does not answer.
     */
    products: (companyId, onPage, options) => {
      const live = () => online.products(companyId, onPage, options);
      return policies.read(
        READ_POLICIES.cacheFirst,
        async () => {
          const cached = await catchUp.read(
            companyId,
            cachedProducts(bridge, companyId, onPage, options?.morePagesAfter),
          );
          return cached.length > 0
            ? cached
            : live().catch((error) => (isUnreachable(error) ? cached : Promise.reject(error)));
        },
        live,
      );
    },
    /**
     * Saves online through the same version-checked call as the web; with the backend down the save goes to
     * main's outbox whole (every edit or none), each edit with the version the person made it on (or, made on
     * a version this desktop's own queued edit has moved since, the version it moved to). The sheet
     * asks about changes beyond the price check before any save, so the outbox sends its edits as confirmed
     * (electron/main/sync/push-outbox.ts).
     */
    save: (companyId, edited, options) => {
      const changes = edited.map(ownEdits.rebase);
      return policies.queueWhenOffline(
        () => online.save(companyId, changes, options),
        async () => {
          await bridge.queueProductEdits(
            changes.map((change) => ({
              productId: change.id,
              baseVersion: change.version,
              changes: editColumns(change),
            })),
          );
          const queued = changes.length;
          return { ok: false, reason: 'queued', queued, message: OUTBOX_TEXT.queuedChanges(queued) };
        },
      );
    },
    /** New products made while the backend is down go to main's outbox, all or none, and are inserted when it answers. */
    addProducts: (companyId, rows) =>
      policies.queueWhenOffline(
        () => online.addProducts(companyId, rows),
        async () => {
          await bridge.queueNewProducts({ companyId, products: rows.map((row) => rowOf(row)) });
          return { ...accepted({ count: rows.length }), queued: OUTBOX_TEXT.queuedProducts(rows.length) };
        },
      ),
    /**
     * Realtime while online; and when a sync has sent queued price edits (or found them in conflict), a hint
     * per product sent, so the sheet reads those products again and takes the server's values and versions
     * (a product whose edit conflicted shows the server's value; the conflict waits in Offline data). Queueing
     * an edit changes the copy too, but sends nothing: no hint then.
     */
    async subscribe(companyId, onChange, onStatus) {
      const offPulled = bridge.on('dataChanged', ({ tables, settled }) => {
        for (const productId of new Set(settled?.corporate_products)) onChange({ kind: 'product', productId });
        if (!tables.includes('corporate_products')) return;
        void catchUp.changed(companyId).then((ids) => {
          for (const productId of ids) onChange({ kind: 'product', productId });
        });
      });
      const offLive = await online.subscribe(companyId, onChange, onStatus);
      return () => {
        offPulled();
        offLive();
      };
    },
  });
}

/**
 * The offline copy of a company's products (queued edits included), page by page: a screenful first, and the
 * rest once `morePagesAfter` settles (the first rows painted).
 */
async function cachedProducts(
  bridge: DesktopBridge,
  companyId: string,
  onPage?: Parameters<PriceManagementPort['products']>[1],
  morePagesAfter?: Promise<unknown>,
): Promise<ManagedProduct[]> {
  const all: ManagedProduct[] = [];
  for (;;) {
    const limit = all.length === 0 ? FIRST_CACHE_PAGE : CACHE_PAGE;
    if (all.length === FIRST_CACHE_PAGE) await morePagesAfter;
    const page = await bridge.productPage({
      companyId,
      department: null,
      search: '',
      // The price sheet's order while no column is sorted: the first rows painted are its true first rows.
      sort: 'natural',
      descending: false,
      offset: all.length,
      limit,
    });
    const rows = page.rows.map((row) => ManagedProduct.parse(pickColumns(row, MANAGED_PRODUCT_COLUMNS)));
    all.push(...rows);
    onPage?.(rows, { loaded: all.length, total: page.total });
    if (rows.length < limit || all.length >= page.total) return all;
  }
}

/**
 * The versions a sheet was given from the cache, per company, until the next pull that brings products: the
 * products that pull changed, added or removed since (found by reading the copy again), for the sheet to read
 * again. Once is enough: the sheet hears later changes live.
 */
function cacheCatchUp(bridge: DesktopBridge) {
  const given = new Map<string, Promise<ManagedProduct[]>>();
  return {
    read(companyId: string, rows: Promise<ManagedProduct[]>): Promise<ManagedProduct[]> {
      given.set(companyId, rows);
      return rows;
    },
    async changed(companyId: string): Promise<string[]> {
      const read = given.get(companyId);
      if (!read) return [];
      given.delete(companyId);
      const before = new Map((await read.catch(() => [])).map((row) => [row.id, row.version]));
      const now = await cachedProducts(bridge, companyId);
      const changed = now.filter((row) => before.get(row.id) !== row.version).map((row) => row.id);
      const present = new Set(now.map((row) => row.id));
      return [...changed, ...[...before.keys()].filter((id) => !present.has(id))];
    },
  };
}

/**
 * The versions this desktop's own queued price edits moved when main sent them. The sheet may still show a
 * product on the version its queued edit was made on (its refetch after the sync is on its way) when the person
 * edits it again: that edit builds on their own, as later edits in the outbox do (rebaseAfterApplied), so it
 * is sent on the version the server now has. A colleague's change since still conflicts: the versions differ.
 */
function followOwnEdits(bridge: DesktopBridge) {
  const moves = new Map<string, Map<number, number>>();
  bridge.on('dataChanged', ({ moved = [] }) => {
    for (const { id, from, to } of moved) {
      if (from === to) continue;
      if (!moves.has(id)) moves.set(id, new Map());
      moves.get(id)!.set(from, to);
    }
  });
  return {
    rebase(change: ProductChange): ProductChange {
      const seen = new Set<number>();
      let version = change.version;
      for (let next = moves.get(change.id)?.get(version); next !== undefined && !seen.has(next);) {
        seen.add(version);
        version = next;
        next = moves.get(change.id)?.get(version);
      }
      return version === change.version ? change : { ...change, version };
    },
  };
}
