/**
 * The desktop adapter: the areas desktop users need offline (price list, news) answer from the main
 * process's SQLite cache over the typed bridge (window.desktop); every other area is the supabase-js
 * gateway, so a new area works online on the desktop without changes here. It also hands main the
 * signed-in user's session (each token refresh too), keeps the role facts for signing in offline,
 * and refuses online-only actions (credits, payments, acceptance, awards, RFQ rounds) while offline,
 * telling pages so they disable them with the reason (session.watchOnlineOnly). Bid management, the
 * sourcing overview and catalog, the price sheet and its company chooser read the server while it
 * answers and the cache when it does not; price edits, new catalog items and RFQ drafts (without an
 * attachment) made offline go to main's outbox and are sent when the connection returns.
 */
import { CompanySummary } from '@domain/schemas/company.ts';
import { NewsItem, NewsSnippet } from '@domain/schemas/content.ts';
import { MANAGED_PRODUCT_COLUMNS, ManagedProduct } from '@domain/schemas/corporate-product.ts';
import { BlotterBid } from '@domain/schemas/customer-bid.ts';
import { CatalogCategory, DepartmentRfq } from '@domain/schemas/sourcing.ts';
import { OUTBOX_TEXT } from '@domain/sync/outbox.ts';
import { ONLINE_ONLY_REASON, type SyncStatus } from '@domain/sync/status.ts';
import type { AppSupabaseClient } from '@/lib/supabase.ts';
import type { CachedPriceList, DesktopBridge } from '@/platform/desktop-bridge.ts';
import { GatewayError, type DataGateway } from './gateway.ts';
import type { BidsPort } from './ports/bids.ts';
import type { NewsPort } from './ports/news.ts';
import type { PriceListPdf, PriceListPort } from './ports/price-list.ts';
import type { PriceManagementPort, ProductChange, SaveOutcome } from './ports/price-management.ts';
import type { SessionPort } from './ports/session.ts';
import type { DepartmentRfq as Rfq, SourcingPort } from './ports/sourcing.ts';

export interface DesktopGatewayOptions {
  /** The renderer's supabase-js client: its session is the one main syncs as. */
  client: AppSupabaseClient;
  url: string;
  anonKey: string;
}

const toPriceList = ({ row, localUrl, remoteUrl }: CachedPriceList): PriceListPdf => ({
  id: row.id,
  description: row.description,
  uploadedAt: row.uploaded_at,
  fileName: row.file_name,
  // A downloaded copy opens from the local store, online or not.
  fileUrl: localUrl ?? remoteUrl,
});

/** Rows per read of the offline price sheet (the bridge's limit is 500). */
const CACHE_PAGE = 500;

const pickColumns = (row: Record<string, unknown>, columns: readonly string[]) =>
  Object.fromEntries(columns.map((c) => [c, row[c]]));

/** How long the app waits for the auth client's first word before asking main whether the backend is down. */
const SESSION_PATIENCE_MS = 1500;

const isUnreachable = (error: unknown) => error instanceof GatewayError && error.kind === 'unreachable';

/** Online-only actions wait for the backend while a signed-in user's desktop cannot reach it. */
const blockedBy = (status: SyncStatus) => (status.signedIn && !status.online ? ONLINE_ONLY_REASON : null);

export function createDesktopGateway(
  bridge: DesktopBridge,
  online: DataGateway,
  options: DesktopGatewayOptions,
): DataGateway {
  // Main opens the user's cache and syncs with the renderer's token; a refreshed token is sent again.
  let sessionReady: Promise<unknown> = Promise.resolve();
  options.client.auth.onAuthStateChange((event, session) => {
    sessionReady = session
      ? bridge
          .startSession({
            backendUrl: options.url,
            anonKey: options.anonKey,
            accessToken: session.access_token,
            userId: session.user.id,
          })
          .catch(() => undefined)
      : event === 'SIGNED_OUT'
        ? bridge.endSession().catch(() => undefined)
        : sessionReady;
  });

  /**
   * The signed-in user's cache once it has synced; otherwise the server (before the first sync, or
   * signed out), and the cache (the last user's copy when signed out) if the server does not answer.
   */
  async function fromCache<T>(cached: () => Promise<T>, live: () => Promise<T>): Promise<T> {
    await sessionReady;
    const status = await bridge.syncStatus();
    // Signed out with the backend down (an expired session cannot refresh): the last user's copy, at once.
    if (status.lastSyncedAt && (status.signedIn || !status.online)) return cached();
    try {
      return await live();
    } catch (error) {
      if (!isUnreachable(error)) throw error;
      return cached().catch(() => Promise.reject(error));
    }
  }

  /** Online-only: refused with the reason while main reports the backend unreachable. */
  const onlineOnly =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const blocked = blockedBy(await bridge.syncStatus());
      if (blocked) throw new GatewayError(blocked, 'unreachable');
      return call(...args);
    };

  /** The server while it answers; the cache (once synced) when main knows the backend is down or it does not answer. */
  async function liveFirst<T>(cached: () => Promise<T>, live: () => Promise<T>): Promise<T> {
    await sessionReady;
    const status = await bridge.syncStatus();
    if (status.signedIn && !status.online && status.lastSyncedAt) return cached();
    try {
      return await live();
    } catch (error) {
      if (!isUnreachable(error) || !status.signedIn) throw error;
      return cached().catch(() => Promise.reject(error));
    }
  }

  const bids: BidsPort = {
    companyBids: (companyId, since) =>
      liveFirst(
        async () => (await bridge.companyBids({ companyId, since })).map((row) => BlotterBid.parse(row)),
        () => online.bids.companyBids(companyId, since),
      ),
    acceptBid: onlineOnly((bidId: string) => online.bids.acceptBid(bidId)),
    rejectBid: onlineOnly((bidId: string, reason: string) => online.bids.rejectBid(bidId, reason)),
    notifyBidder: onlineOnly((bidId: string) => online.bids.notifyBidder(bidId)),
    // Realtime while online; a pull that brought bids (e.g. after reconnecting) refreshes the page too.
    async subscribe(companyId, onChange, onStatus) {
      const offPulled = bridge.on('dataChanged', ({ tables }) => {
        if (tables.includes('customer_bids')) onChange({ kind: 'update', bidId: '' });
      });
      const offLive = await online.bids.subscribe(companyId, onChange, onStatus);
      return () => {
        offPulled();
        offLive();
      };
    },
  };

  const priceManagement: PriceManagementPort = new Proxy(online.priceManagement, {
    get: (area, name) =>
      name === 'companies'
        ? cachedCompanies
        : name === 'products'
          ? cachedProducts
          : name === 'save'
            ? saveOrQueue
            : name === 'subscribe'
              ? subscribeProducts
              : (Reflect.get(area, name) as unknown),
  });

  /** The admin's company chooser: the server while it answers, else the companies mirrored (id and name). */
  function cachedCompanies(): Promise<CompanySummary[]> {
    return liveFirst(
      async () =>
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
      () => online.priceManagement.companies(),
    );
  }

  /** The sheet's products: the server while it answers, else the offline copy (queued edits included). */
  async function cachedProducts(
    companyId: string,
    onPage?: Parameters<PriceManagementPort['products']>[1],
    options?: Parameters<PriceManagementPort['products']>[2],
  ): Promise<ManagedProduct[]> {
    return liveFirst(
      async () => {
        const all: ManagedProduct[] = [];
        for (;;) {
          const page = await bridge.productPage({
            companyId,
            department: null,
            search: '',
            sort: 'department_name',
            descending: false,
            offset: all.length,
            limit: CACHE_PAGE,
          });
          const rows = page.rows.map((row) => ManagedProduct.parse(pickColumns(row, MANAGED_PRODUCT_COLUMNS)));
          all.push(...rows);
          onPage?.(rows, { loaded: all.length, total: page.total });
          if (rows.length < CACHE_PAGE || all.length >= page.total) return all;
        }
      },
      () => online.priceManagement.products(companyId, onPage, options),
    );
  }

  /**
   * Saves online through the same version-checked call as the web; with the backend down the save goes to
   * main's outbox whole (every edit or none), each edit with the version the person made it on, and is sent,
   * in order, when the backend answers again. The sheet asks about changes beyond the price check before
   * any save, so the outbox sends its edits as confirmed (electron/main/sync/push-outbox.ts).
   */
  async function saveOrQueue(
    companyId: string,
    changes: ProductChange[],
    options?: { confirmed?: boolean },
  ): Promise<SaveOutcome> {
    await sessionReady;
    const status = await bridge.syncStatus();
    if (!status.signedIn || status.online) {
      try {
        return await online.priceManagement.save(companyId, changes, options);
      } catch (error) {
        if (!isUnreachable(error) || !status.signedIn) throw error;
      }
    }
    await bridge.queueProductEdits(
      changes.map((change) => ({
        productId: change.id,
        baseVersion: change.version,
        changes: {
          ...('basicPrice' in change ? { basic_price: change.basicPrice ?? null } : {}),
          ...('visibilityStatus' in change ? { visibility_status: change.visibilityStatus } : {}),
        },
      })),
    );
    return { ok: false, reason: 'queued', queued: changes.length, message: OUTBOX_TEXT.queuedChanges(changes.length) };
  }

  /** The products with price edits waiting in main's outbox (pending or being sent). */
  const waitingProducts = async () =>
    new Set(
      (await bridge.outbox())
        .filter((e) => e.kind.startsWith('product.') && e.state !== 'conflict')
        .map((e) => e.rowId),
    );

  /**
   * Realtime while online; and when a sync has sent queued price edits (or found them in conflict), a hint
   * per product sent, so the sheet reads those products again and takes the server's values and versions
   * (a product whose edit conflicted shows the server's value; the conflict waits in Offline data). Queueing
   * an edit changes the copy too, but sends nothing: no hint then.
   */
  const subscribeProducts: PriceManagementPort['subscribe'] = async (companyId, onChange, onStatus) => {
    let waiting = await waitingProducts().catch(() => new Set<string>());
    let checks = Promise.resolve();
    const offPulled = bridge.on('dataChanged', ({ tables }) => {
      if (!tables.includes('corporate_products')) return;
      checks = checks.then(async () => {
        const now = await waitingProducts().catch(() => waiting);
        const sent = [...waiting].filter((id) => !now.has(id));
        waiting = now;
        for (const productId of sent) onChange({ kind: 'product', productId });
      });
    });
    const offLive = await online.priceManagement.subscribe(companyId, onChange, onStatus);
    return () => {
      offPulled();
      offLive();
    };
  };

  /** Item Mgmt's catalog: the server while it answers, else the mirrored catalog (items queued offline included). */
  const listCategories: SourcingPort['listCategories'] = (scope) =>
    liveFirst(
      async () => (await bridge.catalog(scope)).map((row) => CatalogCategory.parse(row)),
      () => online.sourcing.listCategories(scope),
    );

  /** Adds a catalog item online; with the backend down it is queued (its id made here) and shows at once. */
  const addCategory: SourcingPort['addCategory'] = async (category) => {
    await sessionReady;
    const status = await bridge.syncStatus();
    if (!status.signedIn || status.online) {
      try {
        return await online.sourcing.addCategory(category);
      } catch (error) {
        if (!isUnreachable(error) || !status.signedIn) throw error;
      }
    }
    const item = await bridge.queueCatalogItem({
      companyId: category.companyId,
      department: category.department,
      name: category.name,
      parentId: category.parentId,
      unitType: category.unitType,
    });
    const value = CatalogCategory.parse({ ...item.changes, id: item.rowId });
    return { ok: true, value, queued: OUTBOX_TEXT.queuedCatalogItem(value.name) };
  };

  /**
   * Raises an RFQ online; with the backend down one without an attachment is queued as a draft (its id made
   * here, raised later through the same insert) and shows in the overview at once. An attachment is uploaded
   * before the RFQ exists, so an RFQ with one needs a connection (the page disables the input offline).
   */
  const createRfq: SourcingPort['createRfq'] = async (rfq) => {
    await sessionReady;
    const status = await bridge.syncStatus();
    if (!status.signedIn || status.online || rfq.attachmentUrl) {
      const blocked = rfq.attachmentUrl ? blockedBy(status) : null;
      if (blocked) throw new GatewayError(blocked, 'unreachable');
      try {
        return await online.sourcing.createRfq(rfq);
      } catch (error) {
        if (!isUnreachable(error) || !status.signedIn || rfq.attachmentUrl) throw error;
      }
    }
    const draft = await bridge.queueRfqDraft({
      companyId: rfq.companyId,
      department: rfq.department,
      itemCategoryId: rfq.itemCategoryId,
      quantity: rfq.quantity,
      quantityUnit: rfq.quantityUnit,
      description: rfq.description,
    });
    const item = (await bridge.catalog({ companyId: rfq.companyId, department: rfq.department }).catch(() => [])).find(
      (c) => c.id === rfq.itemCategoryId,
    );
    return {
      ok: true,
      value: { id: draft.rowId, requestNumber: OUTBOX_TEXT.draftNumber },
      queued: OUTBOX_TEXT.queuedRfq(item?.name ?? 'this item'),
    };
  };

  /** An online overview also teaches the cache the names it lacks (items, vendors) for reading it offline. */
  const overview: SourcingPort['overview'] = (scope) =>
    liveFirst(
      async () => (await bridge.sourcingOverview(scope)).map((row) => DepartmentRfq.parse(row)),
      async () => {
        const rfqs = await online.sourcing.overview(scope);
        void bridge.keepSourcingLabels(labelsOf(rfqs)).catch(() => undefined);
        return rfqs;
      },
    );

  const priceList: PriceListPort = {
    list: (search) =>
      fromCache(
        async () => (await bridge.listPriceLists(search)).map(toPriceList),
        () => online.priceList.list(search),
      ),
  };

  const news: NewsPort = {
    items: (query) =>
      fromCache(
        async () => {
          const page = await bridge.newsItems(query);
          return { rows: page.rows.map((r) => NewsItem.parse(r)), total: page.total };
        },
        () => online.news.items(query),
      ),
    snippets: (query) =>
      fromCache(
        async () => {
          const page = await bridge.newsSnippets(query);
          return { rows: page.rows.map((r) => NewsSnippet.parse(r)), total: page.total };
        },
        () => online.news.snippets(query),
      ),
    article: (id) =>
      fromCache(
        async () => {
          const row = await bridge.newsArticle(id);
          return row ? NewsItem.parse(row) : null;
        },
        () => online.news.article(id),
      ),
  };

  const session: SessionPort = {
    // Offline with an expired session, supabase-js retries the refresh for up to 30 s before it reports the
    // initial session. The desktop does not keep the person waiting: when main finds the backend down it
    // starts signed out (the last user's copy serves the price list and news), and the session follows if it comes.
    onAuthStateChange(listener) {
      let heard = false;
      const off = online.session.onAuthStateChange((event, user) => {
        heard = true;
        listener(event, user);
      });
      const timer = setTimeout(() => {
        void bridge.syncStatus().then(
          (status) => !heard && !status.online && listener('INITIAL_SESSION', null),
          () => undefined,
        );
      }, SESSION_PATIENCE_MS);
      return () => {
        clearTimeout(timer);
        off();
      };
    },
    signOut: () => online.session.signOut(),
    refreshSession: () => online.session.refreshSession(),
    // Follows main's sync status: blocked while a signed-in user's backend does not answer.
    watchOnlineOnly(listener) {
      let live = true;
      let last: string | null | undefined;
      const tell = (status: SyncStatus) => {
        const blocked = blockedBy(status);
        if (live && blocked !== last) listener((last = blocked));
      };
      void bridge.syncStatus().then(tell, () => undefined);
      const off = bridge.on('syncStatus', tell);
      return () => {
        live = false;
        off();
      };
    },
    // Read online and kept; offline, the facts last read let the person in with their menus.
    async getRoleFacts() {
      await sessionReady;
      // Offline, the auth client may hold every request for up to 30 s while it retries a refresh: do not wait.
      const status = await Promise.resolve()
        .then(() => bridge.syncStatus())
        .catch(() => null);
      if (status?.signedIn && !status.online) {
        const cached = await bridge.cachedRoleFacts();
        if (cached) return cached;
      }
      try {
        const facts = await online.session.getRoleFacts();
        if (facts.isAuthenticated) void sessionReady.then(() => bridge.rememberRoleFacts(facts).catch(() => undefined));
        return facts;
      } catch (error) {
        if (!isUnreachable(error)) throw error;
        await sessionReady;
        const cached = await bridge.cachedRoleFacts();
        if (!cached) throw error;
        return cached;
      }
    },
  };

  return {
    ...online,
    session,
    priceList,
    news,
    bids,
    priceManagement,
    sourcing: new Proxy(online.sourcing, {
      get: (area, name) =>
        name === 'overview'
          ? overview
          : name === 'listCategories'
            ? listCategories
            : name === 'addCategory'
              ? addCategory
              : name === 'createRfq'
                ? createRfq
                : name === 'selectBid' || name === 'closeRfq' || name === 'startRound'
                  ? onlineOnly((Reflect.get(area, name) as (...a: unknown[]) => Promise<unknown>).bind(area))
                  : (Reflect.get(area, name) as unknown),
    }),
    corporate: new Proxy(online.corporate, {
      get: (area, name) =>
        name === 'placeBid' ? onlineOnly(area.placeBid.bind(area)) : (Reflect.get(area, name) as unknown),
    }),
    marketplace: new Proxy(online.marketplace, {
      get: (area, name) =>
        name === 'expressInterest' ? onlineOnly(area.expressInterest.bind(area)) : (Reflect.get(area, name) as unknown),
    }),
    // The payment page's test checkout confirms a payment (money and membership): online only.
    info: new Proxy(online.info, {
      get: (area, name) =>
        name === 'payInTestMode' ? onlineOnly(area.payInTestMode.bind(area)) : (Reflect.get(area, name) as unknown),
    }),
  };
}

/** The names of an online overview that the mirror does not hold. */
function labelsOf(rfqs: readonly Rfq[]) {
  return {
    items: Object.fromEntries(
      rfqs.map((r) => [r.id, { itemName: r.itemName ?? null, mainCategory: r.mainCategory ?? null }]),
    ),
    vendors: Object.fromEntries(
      rfqs
        .filter((r) => r.selectedBid)
        .map((r) => [
          r.selectedBid!.vendorUserId,
          { memberName: r.selectedBid!.memberName ?? null, businessName: r.selectedBid!.businessName ?? null },
        ]),
    ),
  };
}
