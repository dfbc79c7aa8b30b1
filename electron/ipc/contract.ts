/**
 * The one contract between the renderer (through the preload) and the main process.
 * Each entry names an IPC channel with zod schemas for its arguments (a tuple) and its result;
 * the preload builds one function per entry and main validates every call against the same schemas.
 * Results carry table rows as the server sends them (snake_case, checked by the domain's row
 * schemas); the renderer's desktop gateway turns them into entities as the web adapter does.
 * Imported by the renderer with `import type` only, so keep it free of Node and Electron.
 */
import { z } from 'zod';
import { APP_ROLES } from '@domain/roles.ts';
import {
  PRICE_LIST_COLUMNS,
  PUBLISHED_LIST_COLUMNS,
  PriceListPdfRow,
  NEWS_ITEM_COLUMNS,
  NEWS_SNIPPET_COLUMNS,
  NewsItemRow,
  NewsSnippetRow,
} from '@domain/schemas/content.ts';
import { ENTRY_ROWS_MAX } from '@domain/corporate-product-form.ts';
import { CorporateProductRow, NewCorporateProductRow } from '@domain/schemas/corporate-product.ts';
import { BlotterBidRow } from '@domain/schemas/customer-bid.ts';
import { CATALOG_COLUMNS, DepartmentRfqRow, SourcingItemCategoryRow } from '@domain/schemas/sourcing.ts';
import { mask } from '@domain/schemas/entity.ts';
import type { RoleFacts } from '@domain/schemas/role-facts.ts';
import { PRODUCT_EDIT_BOUNDS, ProductEditColumns } from '@domain/product-edit.ts';
import { OUTBOX_KINDS } from '@domain/sync/outbox.ts';
import { LiveSpec } from '@domain/sync/live-spec.ts';
import type { SyncStatus as DomainSyncStatus } from '@domain/sync/status.ts';
import type { DesktopEventName, DesktopEventPayload } from './events.ts';

const id = z.uuid();
const isoTime = z.string();

/** The sync engine's status (the domain's SyncStatus, checked). */
export const SyncStatus = z.object({
  online: z.boolean(),
  syncing: z.boolean(),
  lastSyncedAt: isoTime.nullable(),
  queued: z.number().int().nonnegative(),
  conflicts: z.number().int().nonnegative(),
  lastError: z.string().nullable(),
  staleAfterMs: z.number().nonnegative(),
  signedIn: z.boolean(),
}) satisfies z.ZodType<DomainSyncStatus>;

/** The role facts last read from the server, kept so a signed-in user can work offline. */
const CachedRoleFacts = z.object({
  role: z.enum(APP_ROLES),
  isAuthenticated: z.boolean(),
  userId: z.string().nullable(),
  isAdmin: z.boolean(),
  isLimitedAdmin: z.boolean(),
  isAdmin2: z.boolean(),
  isCorporateExecutive: z.boolean(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  membershipType: z.string().nullable(),
  memberName: z.string().nullable(),
  businessName: z.string().nullable(),
  hasProfile: z.boolean(),
  messagingCredits: z.number().nullable(),
  vendorRegistrations: z.array(z.object({ companyId: z.string(), department: z.string(), departmentName: z.string() })),
  trialEndsAt: z.string().nullable(),
  trialExpired: z.boolean(),
  paymentOnly: z.boolean(),
}) satisfies z.ZodType<RoleFacts>;

/** A price list in the cache: its row, where it is served from the backend, and its downloaded copy if any. */
export const CachedPriceList = z.object({
  // A published list's columns too (issue 28); optional, since rows mirrored before they existed lack them.
  row: PriceListPdfRow.pick(mask(PRICE_LIST_COLUMNS)).extend(
    PriceListPdfRow.pick(mask(PUBLISHED_LIST_COLUMNS)).partial().shape,
  ),
  remoteUrl: z.string(),
  /** Where the viewer loads the downloaded copy (the app's local-file protocol); null when not downloaded. */
  localUrl: z.string().nullable(),
  localFile: z.object({ bytes: z.number().int().nonnegative(), downloadedAt: isoTime }).nullable(),
});

export const PdfStorage = z.object({
  /** Price lists in the cache, and how many of them are downloaded. */
  priceLists: z.number().int().nonnegative(),
  downloaded: z.number().int().nonnegative(),
  bytesUsed: z.number().int().nonnegative(),
});

const ActiveDownload = z.object({
  priceListId: id,
  receivedBytes: z.number().int().nonnegative(),
  totalBytes: z.number().int().nonnegative().nullable(),
});

/** The background downloader of price lists kept offline (electron/main/cache/offline-lists.ts): counts and bytes. */
export const OfflineListsSummary = z.object({
  lists: z.number().int().nonnegative(),
  available: z.number().int().nonnegative(),
  waiting: z.number().int().nonnegative(),
  overBudget: z.number().int().nonnegative(),
  /** Lists the user removed from offline use (not kept until Keep offline or a pin). */
  removedCount: z.number().int().nonnegative().optional(),
  bytesUsed: z.number().int().nonnegative(),
  budgetBytes: z.number().int().nonnegative(),
  running: z.boolean(),
  /** Downloads in flight. */
  active: z.array(ActiveDownload),
});

/** The summary with each list's state ('waiting' includes those downloading, see `active`) and the pinned lists. */
const OfflineListsStatus = OfflineListsSummary.extend({
  states: z.record(id, z.enum(['available', 'waiting', 'over-budget', 'removed'])),
  pinned: z.array(id),
  /** Pinned by main: the user's company's latest lists, for an executive or its sales team (issue 28). */
  companyPinned: z.array(id).optional(),
  /** Lists the user removed ("don't keep this one"), kept in the cache's settings. */
  removed: z.array(id).optional(),
});

const NewsQuery = z.object({
  search: z.string().max(200),
  page: z.number().int().positive(),
  pageSize: z.number().int().min(1).max(200),
});

export const OutboxItem = z.object({
  seq: z.number().int(),
  key: id,
  kind: z.enum(OUTBOX_KINDS),
  rowId: id,
  baseVersion: z.number().int().nullable(),
  changes: z.record(z.string(), z.unknown()),
  state: z.enum(['pending', 'sending', 'conflict']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  serverRow: z.record(z.string(), z.unknown()).nullable(),
  createdAt: isoTime,
});

const NewProduct = NewCorporateProductRow.partial().required({ department_name: true, fibre_type: true });

const ProductPageQuery = z.object({
  companyId: id,
  department: z.string().nullable(),
  search: z.string().max(200),
  /** 'natural': the price sheet's order while no column is sorted (@domain/product-order.ts; ascending only). */
  sort: z.enum(['fibre_type', 'department_name', 'basic_price', 'updated_at', 'visibility_status', 'natural']),
  descending: z.boolean(),
  offset: z.number().int().nonnegative(),
  limit: z.number().int().min(1).max(500),
});

/** One price sheet edit to queue: the product, the version the person edited, the fields it sets. */
const QueuedProductEdit = z.object({
  productId: id,
  /** The version the sheet showed when the edit was made (the outbox sends it with this version). */
  baseVersion: z.number().int().nonnegative(),
  changes: ProductEditColumns,
});

/** A company as the offline choosers need it (company_details mirrored as id and name). */
const CachedCompany = z.object({ id, company_name: z.string() });

/** A sourcing catalog item (Item Mgmt) as the mirror holds it. */
const CatalogItemRow = SourcingItemCategoryRow.pick(mask(CATALOG_COLUMNS));

/** A new catalog item of a company department, queued offline (its id is made on this computer). */
const NewCatalogItem = z.object({
  companyId: id,
  department: z.string().min(1).max(60),
  name: z.string().trim().min(1).max(120),
  parentId: id.nullable(),
  unitType: SourcingItemCategoryRow.shape.unit_type,
});

/**
 * An RFQ draft raised offline in RFQ Mgmt (no attachment: uploads need a connection); its id is made on this
 * computer and it is raised when online through the web's insert.
 */
const NewRfqDraft = z.object({
  companyId: id,
  department: z.string().min(1).max(60),
  itemCategoryId: id,
  quantity: z.string().trim().min(1).max(60),
  quantityUnit: z.string().max(20).nullable(),
  description: z.string().max(5000).nullable(),
});

/** Names the mirror lacks, kept from the last online sourcing overview (electron/main/cache/overview.ts). */
const SourcingLabels = z.object({
  items: z.record(id, z.object({ itemName: z.string().nullable(), mainCategory: z.string().nullable() })),
  vendors: z.record(id, z.object({ memberName: z.string().nullable(), businessName: z.string().nullable() })),
});

const entry = <I extends z.ZodTuple, O extends z.ZodType>(channel: string, input: I, output: O) =>
  ({ channel: `desktop:${channel}`, input, output }) as const;

export const ipcContract = {
  /** The app's version and the OS it runs on. */

  /**
   * The signed-in user's session, sent on sign-in and on every token refresh: opens that user's
   * cache and starts syncing with their token. The backend is the renderer's (one configuration).
   */
  startSession: entry(
    'start-session',
    z.tuple([
      z.object({ backendUrl: z.url(), anonKey: z.string().min(1), accessToken: z.string().min(1), userId: id }),
    ]),
    SyncStatus,
  ),
  /** Signed out: sync stops and the cache closes (it stays on disk for the next sign-in). */
  endSession: entry('end-session', z.tuple([]), z.void()),
  /** Keeps the role facts just read online (for offline use); an executive's company becomes the cache's scope. */
  rememberRoleFacts: entry('remember-role-facts', z.tuple([CachedRoleFacts]), z.void()),
  /** The role facts last read online for the open session, or null. */
  cachedRoleFacts: entry('cached-role-facts', z.tuple([]), CachedRoleFacts.nullable()),
  /** Admins: the companies whose products and bids the cache keeps (null: every one). */
  setKeptCompanies: entry('set-kept-companies', z.tuple([z.array(id).max(500).nullable()]), z.void()),
  /** The companies the cache keeps, as last set (null: every one). */
  keptCompanies: entry('kept-companies', z.tuple([]), z.array(id).nullable()),
  /** Every company in the cache (id and name), by name: the choosers offline. */
  companies: entry('companies', z.tuple([]), z.array(CachedCompany)),

  syncStatus: entry('sync-status', z.tuple([]), SyncStatus),
  /** Pushes queued edits and pulls every table now (the menu's Sync now). */
  syncNow: entry('sync-now', z.tuple([]), SyncStatus),

  /** Price lists whose description contains the search, newest first. */
  listPriceLists: entry('list-price-lists', z.tuple([z.string().max(200)]), z.array(CachedPriceList)),
  /** Downloads price-list PDFs for offline use: these, or (null) all not yet downloaded; progress comes as events. */
  downloadPriceLists: entry(
    'download-price-lists',
    z.tuple([z.array(id).max(5000).nullable()]),
    z.object({ downloaded: z.number().int(), failed: z.number().int(), storage: PdfStorage }),
  ),
  /** Deletes downloaded copies: these, or (null) all. */
  removePriceListFiles: entry('remove-price-list-files', z.tuple([z.array(id).max(5000).nullable()]), PdfStorage),
  pdfStorage: entry('pdf-storage', z.tuple([]), PdfStorage),
  /** Price lists kept offline without asking: each list's state, the budget, downloads in flight. */
  offlineLists: entry('offline-lists', z.tuple([]), OfflineListsStatus),
  /** Pins (true) or unpins a price list: pinned lists stay offline whatever the budget. */
  setPriceListPinned: entry('set-price-list-pinned', z.tuple([id, z.boolean()]), OfflineListsStatus),
  /** The storage budget for price lists kept offline, in bytes (oldest lists go first when over it). */
  setOfflineBudget: entry(
    'set-offline-budget',
    z.tuple([z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)]),
    OfflineListsStatus,
  ),
  /**
   * Stops keeping these lists offline, or (null) every list kept now apart from those kept for the sales team:
   * their files go and syncs do not fetch them again until Keep offline or a pin.
   */
  removeOfflineLists: entry('remove-offline-lists', z.tuple([z.array(id).max(5000).nullable()]), OfflineListsStatus),
  /** Keeps a removed list offline again. */
  keepOfflineList: entry('keep-offline-list', z.tuple([id]), OfflineListsStatus),

  newsItems: entry(
    'news-items',
    z.tuple([NewsQuery]),
    z.object({ rows: z.array(NewsItemRow.pick(mask(NEWS_ITEM_COLUMNS))), total: z.number().int() }),
  ),
  newsSnippets: entry(
    'news-snippets',
    z.tuple([NewsQuery]),
    z.object({ rows: z.array(NewsSnippetRow.pick(mask(NEWS_SNIPPET_COLUMNS))), total: z.number().int() }),
  ),
  newsArticle: entry(
    'news-article',
    z.tuple([z.string().max(100)]),
    NewsItemRow.pick(mask(NEWS_ITEM_COLUMNS)).nullable(),
  ),

  /** One page of a company's products from the cache, queued edits included (the price grid). */
  productPage: entry(
    'product-page',
    z.tuple([ProductPageQuery]),
    z.object({ rows: z.array(CorporateProductRow), total: z.number().int() }),
  ),
  /**
   * Queues one price sheet save made offline: every edit or none, each with the version it was made on
   * (sent in order when online, through the same version-checked save).
   */
  queueProductEdits: entry(
    'queue-product-edits',
    z.tuple([z.array(QueuedProductEdit).min(1).max(PRODUCT_EDIT_BOUNDS.changesPerSave)]),
    z.array(OutboxItem),
  ),
  /**
   * Queues the corporate product entry's new products for a company (its executives and admins) made offline:
   * all or none, each inserted when online with its id as the idempotency key.
   */
  queueNewProducts: entry(
    'queue-new-products',
    z.tuple([z.object({ companyId: id, products: z.array(NewProduct).min(1).max(ENTRY_ROWS_MAX) })]),
    z.array(OutboxItem),
  ),
  /** A company department's sourcing catalog from the cache, by name (queued new items included). */
  catalog: entry(
    'catalog',
    z.tuple([z.object({ companyId: id, department: z.string().min(1).max(60) })]),
    z.array(CatalogItemRow),
  ),
  /** Queues a new catalog item (Item Mgmt offline); sent when online with its id as the idempotency key. */
  queueCatalogItem: entry('queue-catalog-item', z.tuple([NewCatalogItem]), OutboxItem),
  /** Queues an RFQ draft (RFQ Mgmt offline); raised when online with its id as the idempotency key. */
  queueRfqDraft: entry('queue-rfq-draft', z.tuple([NewRfqDraft]), OutboxItem),
  /** Queued edits and conflicts, in queue order. */
  outbox: entry('outbox', z.tuple([]), z.array(OutboxItem)),
  /** The person's answer to a conflict: drop the edit, or send it again over the server's current values. */
  resolveConflict: entry('resolve-conflict', z.tuple([z.number().int(), z.enum(['discard', 'retry'])]), z.void()),

  /** A company's customer bids placed since `since` (ISO), newest first, with today's basic price, from the cache. */
  companyBids: entry('company-bids', z.tuple([z.object({ companyId: id, since: isoTime })]), z.array(BlotterBidRow)),
  /** A company department's RFQs with rounds and bid figures, as sourcing_overview answers, from the cache. */
  sourcingOverview: entry(
    'sourcing-overview',
    z.tuple([z.object({ companyId: id, department: z.string().min(1).max(60) })]),
    z.array(DepartmentRfqRow),
  ),
  /** Keeps the names an online sourcing overview gave (items, vendors) for reading it offline. */
  keepSourcingLabels: entry('keep-sourcing-labels', z.tuple([SourcingLabels]), z.void()),

  /**
   * A live subscription on main's one Realtime connection (the renderer opens none): its id, whose changes and
   * join status come as liveEvent and liveStatus events. Refused beyond a renderer's cap.
   */
  liveListen: entry('live-listen', z.tuple([LiveSpec]), z.number().int().positive()),
  /** Ends a live subscription (unknown ids are ignored). */
  liveStop: entry('live-stop', z.tuple([z.number().int().positive()]), z.void()),
} as const;

type IpcContract = typeof ipcContract;
export type IpcName = keyof IpcContract;
export type IpcArgs<K extends IpcName> = z.output<IpcContract[K]['input']>;
export type IpcResult<K extends IpcName> = z.output<IpcContract[K]['output']>;

export type CachedPriceList = z.output<typeof CachedPriceList>;
export type PdfStorage = z.output<typeof PdfStorage>;
export type OfflineListsStatus = z.output<typeof OfflineListsStatus>;
export type OutboxItem = z.output<typeof OutboxItem>;

/** What `window.desktop` offers the renderer: one async function per contract entry, plus main's events. */
export type DesktopBridge = { [K in IpcName]: (...args: IpcArgs<K>) => Promise<IpcResult<K>> } & {
  /** Listens to one of main's events (electron/ipc/events.ts); returns the unsubscribe function. */
  on<E extends DesktopEventName>(event: E, listener: (payload: DesktopEventPayload<E>) => void): () => void;
};
