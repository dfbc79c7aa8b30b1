/**
 * Everything window.desktop offers, without Electron: one method per contract entry over the
 * signed-in user's cache, sync engine and PDF store. Electron main registers these methods as IPC
 * handlers (ipc/register-handlers.ts); the browser tests bind the very same methods into Chromium.
 *
 * Data folder layout: cache/<user id>.sqlite (the mirror, sync state, outbox), price-lists/<user
 * id>/<price list id>.pdf, last-user.json (whose cache serves public pages while nobody is signed
 * in, e.g. offline with an expired token).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { OUTBOX_TABLE } from '@domain/sync/outbox.ts';
import type { CacheScope } from '@domain/sync/scope.ts';
import type { SyncStatus } from '@domain/sync/status.ts';
import type { DesktopEventName, DesktopEventPayload } from '../ipc/events.ts';
import type { IpcArgs, IpcName, IpcResult } from '../ipc/contract.ts';
import { createCacheStore, type CacheStore, type MirrorRow, type OutboxEntry } from './cache/cache-store.ts';
import { openCacheDb } from './cache/db.ts';
import { assembleOverview, catalogLabels, NO_LABELS, type SourcingLabels } from './cache/overview.ts';
import { createPdfStore, type PdfStore } from './cache/pdf-store.ts';
import { probeBackend } from './sync/connectivity.ts';
import type { PushHooks } from './sync/push-outbox.ts';
import { createSyncClient } from './sync/supabase-client.ts';
import { createSyncEngine, lastSyncedAt, type SyncEngine } from './sync/sync-engine.ts';

export type DesktopMethods = { [K in IpcName]: (...args: IpcArgs<K>) => Promise<IpcResult<K>> };

export interface DesktopService extends DesktopMethods {
  /** Serves a downloaded price list (the local-file protocol's handler). */
  serveLocalFile(request: Request): Promise<Response>;
  /** The open session's engine, for the menu's Sync now and for tests. */
  engine(): SyncEngine | null;
  close(): Promise<void>;
}

export interface DesktopServiceOptions {
  dataDir: string;
  appInfo: { version: string; platform: string };
  /** The URL the viewer loads a downloaded price list from. */
  localFileUrl: (priceListId: string) => string;
  emit: <E extends DesktopEventName>(event: E, payload: DesktopEventPayload<E>) => void;
  staleAfterMs?: number;
  pullIntervalMs?: number;
  offlineRetryMs?: number;
  realtime?: boolean;
  fetch?: typeof fetch;
  hooks?: PushHooks;
  now?: () => Date;
}

interface OpenCache {
  userId: string;
  store: CacheStore;
  pdfs: PdfStore;
  remoteUrl: (row: MirrorRow) => string;
}

interface Session extends OpenCache {
  backendUrl: string;
  anonKey: string;
  engine: SyncEngine;
}

const ROLE_FACTS = 'role_facts';
const KEPT_COMPANIES = 'kept_company_ids';
const SOURCING_LABELS = 'sourcing_labels';
/** Labels kept at most (RFQs and vendors each): the oldest names go first. */
const MAX_LABELS = 5000;
const SIGNED_OUT_STATUS = (staleAfterMs: number): SyncStatus => ({
  online: false,
  syncing: false,
  lastSyncedAt: null,
  queued: 0,
  conflicts: 0,
  lastError: null,
  staleAfterMs,
  signedIn: false,
});

export function createDesktopService(options: DesktopServiceOptions): DesktopService {
  const staleAfterMs = options.staleAfterMs ?? 24 * 60 * 60_000;
  const now = options.now ?? (() => new Date());
  const lastUserFile = path.join(options.dataDir, 'last-user.json');
  let session: Session | null = null;
  /** The last user's cache, open for reading public pages while nobody is signed in. */
  let idle: OpenCache | null = null;

  function openCache(userId: string, backendUrl: string): OpenCache {
    if (!/^[0-9a-f-]{36}$/i.test(userId)) throw new Error('Not a user id');
    fs.mkdirSync(path.join(options.dataDir, 'cache'), { recursive: true });
    const store = createCacheStore(openCacheDb(path.join(options.dataDir, 'cache', `${userId}.sqlite`)));
    // Built as the web adapter does: the storage path against this backend, else the stored URL.
    const remoteUrl = (row: MirrorRow) =>
      row.storage_file_path
        ? `${backendUrl}/storage/v1/object/public/${String(row.bucket_name)}/${String(row.storage_file_path)
            .split('/')
            .map(encodeURIComponent)
            .join('/')}`
        : String(row.file_url);
    const pdfs = createPdfStore({
      dir: path.join(options.dataDir, 'price-lists', userId),
      store,
      remoteUrl,
      fetch: options.fetch,
      now,
    });
    return { userId, store, pdfs, remoteUrl };
  }

  function scopeOf(store: CacheStore): CacheScope {
    const facts = store.getSetting<{ isCorporateExecutive: boolean; companyId: string | null }>(ROLE_FACTS);
    if (facts?.isCorporateExecutive && facts.companyId) return { companyIds: [facts.companyId] };
    return { companyIds: store.getSetting<string[]>(KEPT_COMPANIES) };
  }

  /** The cache reads come from: the session's, else the last user's (public pages offline). */
  function readable(): OpenCache {
    if (session) return session;
    if (!idle) {
      const last = readLastUser();
      if (!last) throw new Error('No offline data yet: sign in once while online.');
      idle = openCache(last.userId, last.backendUrl);
    }
    return idle;
  }

  function readLastUser(): { userId: string; backendUrl: string; anonKey: string } | null {
    try {
      return JSON.parse(fs.readFileSync(lastUserFile, 'utf8')) as {
        userId: string;
        backendUrl: string;
        anonKey: string;
      };
    } catch {
      return null;
    }
  }

  function active(): Session {
    if (!session) throw new Error('Not signed in on this desktop.');
    return session;
  }

  async function endSession() {
    const ending = session;
    session = null;
    let copy: string | null = null;
    if (ending) {
      await ending.engine.stop();
      copy = lastSyncedAt(ending.store);
      ending.store.close();
    }
    options.emit('syncStatus', { ...SIGNED_OUT_STATUS(staleAfterMs), lastSyncedAt: copy });
  }

  type NewEntry = Omit<OutboxEntry, 'seq' | 'state' | 'attempts' | 'lastError' | 'serverRow'>;

  function queue(s: Session, entry: NewEntry, row: MirrorRow) {
    const table = OUTBOX_TABLE[entry.kind];
    const queued = s.store.queueEdit(entry, table, row);
    options.emit('dataChanged', { tables: [table] });
    s.engine.notify();
    s.engine.requestSync();
    return queued;
  }

  /**
   * A price edit as queued: the version it starts from is the one the person edited (the sheet's), or
   * for a row already waiting in the outbox the version its first queued edit started from.
   */
  function productEdit(s: Session, productId: string, changes: Record<string, unknown>, edited?: number) {
    const row = s.store.row('corporate_products', productId);
    if (!row) throw new Error('This product is not in the offline copy.');
    const earlier = s.store.outbox().find((e) => e.rowId === productId && e.state !== 'conflict');
    const entry: NewEntry = {
      key: randomUUID(),
      kind: 'product.update',
      rowId: productId,
      baseVersion: earlier ? earlier.baseVersion : (edited ?? row.version),
      changes,
      createdAt: now().toISOString(),
    };
    return { entry, table: 'corporate_products' as const, localRow: { ...row, ...changes } };
  }

  const storage = () => readable().pdfs.storage();

  return {
    async getAppInfo() {
      return options.appInfo;
    },

    async startSession({ backendUrl, anonKey, accessToken, userId }) {
      if (session && session.userId === userId && session.backendUrl === backendUrl) {
        session.engine.setClient(createSyncClient(backendUrl, anonKey, accessToken, options.fetch));
        return session.engine.status();
      }
      await endSession();
      if (idle) {
        idle.store.close();
        idle = null;
      }
      const cache = openCache(userId, backendUrl);
      fs.writeFileSync(lastUserFile, JSON.stringify({ userId, backendUrl, anonKey }));
      const probe = () => probeBackend(backendUrl, anonKey, options.fetch);
      const engine = createSyncEngine({
        store: cache.store,
        client: createSyncClient(backendUrl, anonKey, accessToken, options.fetch),
        probe,
        // Known before the renderer's first read: offline, it goes straight to the cache.
        initiallyOnline: await probe(),
        scope: () => scopeOf(cache.store),
        staleAfterMs,
        pullIntervalMs: options.pullIntervalMs ?? 60_000,
        offlineRetryMs: options.offlineRetryMs ?? 5_000,
        realtime: options.realtime ?? true,
        hooks: options.hooks,
        now,
        onStatus: (status) => options.emit('syncStatus', status),
        onDataChanged: (tables) => {
          if (tables.includes('price_updates_pdfs')) void cache.pdfs.removeOrphans();
          options.emit('dataChanged', { tables });
        },
      });
      session = { ...cache, backendUrl, anonKey, engine };
      engine.start();
      return engine.status();
    },
    endSession,

    async rememberRoleFacts(facts) {
      const s = active();
      const before = JSON.stringify(scopeOf(s.store));
      s.store.setSetting(ROLE_FACTS, facts);
      // A new scope (first facts, or another company) applies from the start of each table.
      if (JSON.stringify(scopeOf(s.store)) !== before) {
        for (const table of ['corporate_products', 'customer_bids'] as const) s.store.resetTable(table);
        s.engine.requestSync();
      }
    },
    async cachedRoleFacts() {
      try {
        return readable().store.getSetting(ROLE_FACTS);
      } catch {
        return null;
      }
    },
    async setKeptCompanies(ids) {
      const s = active();
      const facts = s.store.getSetting<{ isAdmin: boolean }>(ROLE_FACTS);
      if (!facts?.isAdmin) throw new Error('Only admins choose the companies kept for offline use.');
      const kept = ids === null ? null : [...new Set(ids)].sort();
      if (JSON.stringify(kept) === JSON.stringify(s.store.getSetting<string[]>(KEPT_COMPANIES))) return;
      s.store.setSetting(KEPT_COMPANIES, kept);
      for (const table of ['corporate_products', 'customer_bids'] as const) s.store.resetTable(table);
      s.engine.requestSync();
    },

    async keptCompanies() {
      return active().store.getSetting<string[]>(KEPT_COMPANIES);
    },
    async companies() {
      return readable()
        .store.companies()
        .map((r) => ({ id: r.id, company_name: String(r.company_name) }));
    },

    async syncStatus() {
      if (session) return session.engine.status();
      const last = readLastUser();
      if (!last) return SIGNED_OUT_STATUS(staleAfterMs);
      // Signed out, the last user's copy serves public pages: say how old it is and whether the backend answers.
      return {
        ...SIGNED_OUT_STATUS(staleAfterMs),
        lastSyncedAt: lastSyncedAt(readable().store),
        online: await probeBackend(last.backendUrl, last.anonKey, options.fetch),
      };
    },
    async syncNow() {
      return session ? session.engine.syncNow() : SIGNED_OUT_STATUS(staleAfterMs);
    },

    async listPriceLists(search) {
      const cache = readable();
      return cache.store.priceLists(search).map((row) => {
        const file = cache.store.pdfFile(row.id);
        return {
          row: {
            id: row.id,
            file_url: String(row.file_url),
            description: String(row.description),
            uploaded_at: String(row.uploaded_at),
            file_name: (row.file_name as string | null) ?? null,
            bucket_name: String(row.bucket_name),
            storage_file_path: (row.storage_file_path as string | null) ?? null,
          },
          remoteUrl: cache.remoteUrl(row),
          localUrl: file ? options.localFileUrl(row.id) : null,
          localFile: file ? { bytes: file.bytes, downloadedAt: file.downloadedAt } : null,
        };
      });
    },
    async downloadPriceLists(ids) {
      const cache = readable();
      const result = await cache.pdfs.download(ids, (progress) => options.emit('pdfProgress', progress));
      options.emit('dataChanged', { tables: ['price_updates_pdfs'] });
      return { ...result, storage: storage() };
    },
    async removePriceListFiles(ids) {
      await readable().pdfs.remove(ids);
      options.emit('dataChanged', { tables: ['price_updates_pdfs'] });
      return storage();
    },
    async pdfStorage() {
      return storage();
    },

    async newsItems(query) {
      const { rows, total } = readable().store.newsPage('news_items', query);
      return { rows: rows.map(newsItemRow), total };
    },
    async newsSnippets(query) {
      const { rows, total } = readable().store.newsPage('news_snippets', query);
      return {
        rows: rows.map((r) => ({
          id: r.id,
          headline: String(r.headline),
          snippet_content: String(r.snippet_content),
          created_at: String(r.created_at),
        })),
        total,
      };
    },
    async newsArticle(id) {
      const row = readable().store.newsArticle(id);
      return row ? newsItemRow(row) : null;
    },

    async productPage(query) {
      const { rows, total } = active().store.productPage(query);
      return { rows: rows as never, total };
    },
    async queueProductEdit({ productId, changes }) {
      const s = active();
      const { entry, localRow } = productEdit(s, productId, changes);
      return queue(s, entry, localRow);
    },
    async queueProductEdits(edits) {
      const s = active();
      // Every edit is checked before any is queued, then all go in one transaction: a save queues whole.
      const queued = s.store.queueEdits(edits.map((e) => productEdit(s, e.productId, e.changes, e.baseVersion)));
      options.emit('dataChanged', { tables: ['corporate_products'] });
      s.engine.notify();
      s.engine.requestSync();
      return queued;
    },
    async queueNewProduct(product) {
      const s = active();
      const companyId = scopeOf(s.store).companyIds?.[0];
      const facts = s.store.getSetting<{ isCorporateExecutive: boolean }>(ROLE_FACTS);
      if (!facts?.isCorporateExecutive || !companyId) throw new Error('Only a company executive adds catalog items.');
      const key = randomUUID();
      const changes = { ...product, company_id: companyId };
      const at = now().toISOString();
      return queue(
        s,
        { key, kind: 'product.create', rowId: key, baseVersion: null, changes, createdAt: at },
        { id: key, version: 0, number_of_plys: 1, created_at: at, updated_at: at, ...changes },
      );
    },
    async catalog({ companyId, department }) {
      return active()
        .store.catalog(companyId, department)
        .map((r) => ({
          id: r.id,
          name: String(r.name),
          unit_type: (r.unit_type ?? null) as IpcResult<'catalog'>[number]['unit_type'],
          parent_id: (r.parent_id as string | null) ?? null,
          department: String(r.department),
          company_id: String(r.company_id),
        }));
    },
    async queueCatalogItem({ companyId, department, name, parentId, unitType }) {
      const s = active();
      const facts = s.store.getSetting<{ isAdmin: boolean; isCorporateExecutive: boolean; companyId: string | null }>(
        ROLE_FACTS,
      );
      // The server decides (RLS: the company and admins); this only keeps obviously foreign items out of the queue.
      if (!facts?.isAdmin && !(facts?.isCorporateExecutive && facts.companyId === companyId)) {
        throw new Error('Only the company’s executives and admins add catalog items.');
      }
      const key = randomUUID();
      const at = now().toISOString();
      const changes = {
        name: name.trim(),
        parent_id: parentId,
        unit_type: unitType,
        department,
        company_id: companyId,
      };
      return queue(
        s,
        { key, kind: 'catalog.create', rowId: key, baseVersion: null, changes, createdAt: at },
        { id: key, version: 0, created_at: at, ...changes },
      );
    },
    async queueRfqDraft({ companyId, department, itemCategoryId, quantity, quantityUnit, description }) {
      const s = active();
      const facts = s.store.getSetting<{ isAdmin: boolean; isCorporateExecutive: boolean; companyId: string | null }>(
        ROLE_FACTS,
      );
      // The server decides (RLS, the catalog check); this only keeps obviously foreign RFQs out of the queue.
      if (!facts?.isAdmin && !(facts?.isCorporateExecutive && facts.companyId === companyId)) {
        throw new Error('Only the company’s executives and admins raise its RFQs.');
      }
      const key = randomUUID();
      const at = now().toISOString();
      // The very insert the web's RFQ Mgmt makes (without an attachment: uploads need a connection).
      const changes = {
        user_id: s.userId,
        company_id: companyId,
        department,
        action: 'Buy',
        item_category_id: itemCategoryId,
        quantity: quantity.trim(),
        quantity_unit: quantityUnit,
        description,
        status: 'active',
        bid_status: 'pending',
        attachment_url: null,
        attachment_type: 'none',
      };
      // Shown in the dashboard at once as the server would default it, with no number until it is raised.
      const draft = {
        id: key,
        version: 0,
        request_number: null,
        custom_item: null,
        target_price: null,
        currency: 'INR',
        freight_terms: 'Ex-Factory',
        payment_terms: 'On Delivery',
        target_delivery_days: null,
        anti_sniping_minutes: 0,
        fabric_sourcing_request_id: null,
        created_at: at,
        updated_at: at,
        ...changes,
      };
      return queue(s, { key, kind: 'rfq.create', rowId: key, baseVersion: null, changes, createdAt: at }, draft);
    },
    async outbox() {
      return active().store.outbox();
    },
    async resolveConflict(seq, action) {
      const s = active();
      const entry = s.store.outbox().find((e) => e.seq === seq);
      s.store.resolveConflict(seq, action);
      s.engine.notify();
      if (action === 'retry') s.engine.requestSync();
      options.emit('dataChanged', { tables: [entry ? OUTBOX_TABLE[entry.kind] : 'corporate_products'] });
    },

    async companyBids({ companyId, since }) {
      return active().store.companyBids(companyId, since) as never;
    },
    async sourcingOverview({ companyId, department }) {
      const { store } = active();
      const { rfqs, rounds, bids } = store.sourcingDesk(companyId, department);
      const kept = store.getSetting<SourcingLabels>(SOURCING_LABELS) ?? NO_LABELS;
      const labels = {
        ...kept,
        items: { ...kept.items, ...catalogLabels(rfqs, store.catalog(companyId, department)) },
      };
      const drafts = new Map(
        store
          .outbox()
          .filter((e) => e.kind === 'rfq.create')
          .map((e) => [e.rowId, e.state === 'conflict' ? ('conflict' as const) : ('queued' as const)]),
      );
      return assembleOverview(rfqs, rounds, bids, labels, now().getTime(), drafts);
    },
    async keepSourcingLabels(labels) {
      const { store } = active();
      const kept = store.getSetting<SourcingLabels>(SOURCING_LABELS) ?? NO_LABELS;
      const recent = <T>(merged: Record<string, T>) => Object.fromEntries(Object.entries(merged).slice(-MAX_LABELS));
      store.setSetting(SOURCING_LABELS, {
        items: recent({ ...kept.items, ...labels.items }),
        vendors: recent({ ...kept.vendors, ...labels.vendors }),
      });
    },

    serveLocalFile: (request) => readable().pdfs.serve(request),
    engine: () => session?.engine ?? null,
    async close() {
      await endSession();
      idle?.store.close();
      idle = null;
    },
  };
}

const newsItemRow = (r: MirrorRow) => ({
  id: r.id,
  headline: String(r.headline),
  content: String(r.content),
  image_url: (r.image_url as string | null) ?? null,
  created_at: String(r.created_at),
  updated_at: String(r.updated_at),
});
