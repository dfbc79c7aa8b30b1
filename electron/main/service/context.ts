/**
 * What the desktop service's parts share: the options, the open caches (the signed-in user's session, or
 * the last user's copy for public pages while nobody is signed in) and the settings they keep.
 */
import type { CacheScope } from '@domain/sync/scope.ts';
import type { SyncStatus } from '@domain/sync/status.ts';
import type { DesktopEventName, DesktopEventPayload } from '../../ipc/events.ts';
import type { IpcArgs, IpcName, IpcResult } from '../../ipc/contract.ts';
import type { CacheStore, MirrorRow } from '../cache/cache-store.ts';
import type { OfflineLists } from '../cache/offline-lists.ts';
import type { PdfStore } from '../cache/pdf-store.ts';
import type { PushHooks } from '../sync/push-outbox.ts';
import type { SyncEngine } from '../sync/sync-engine.ts';

export type DesktopMethods = { [K in IpcName]: (...args: IpcArgs<K>) => Promise<IpcResult<K>> };

export interface DesktopServiceOptions {
  dataDir: string;
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

export interface OpenCache {
  userId: string;
  store: CacheStore;
  pdfs: PdfStore;
  /** Price lists kept offline without asking (downloads run only for the signed-in session). */
  offline: OfflineLists;
  remoteUrl: (row: MirrorRow) => string;
}

export interface Session extends OpenCache {
  backendUrl: string;
  anonKey: string;
  engine: SyncEngine;
}

/** The caches the reads, commands and files work on. */
export interface Caches {
  /** The signed-in user's session; throws when nobody is signed in. */
  active(): Session;
  /** The cache reads come from: the session's, else the last user's (public pages offline). */
  readable(): OpenCache;
  now: () => Date;
  options: DesktopServiceOptions;
}

export const SETTINGS = {
  roleFacts: 'role_facts',
  keptCompanies: 'kept_company_ids',
  sourcingLabels: 'sourcing_labels',
} as const;

/** The role facts kept for offline use, as the service's checks read them. */
export interface KeptFacts {
  isAdmin: boolean;
  isCorporateExecutive: boolean;
  companyId: string | null;
}

/** The companies the cache keeps: an executive's own, else the admin's choice (null: every one). */
export function scopeOf(store: CacheStore): CacheScope {
  const facts = store.getSetting<KeptFacts>(SETTINGS.roleFacts);
  if (facts?.isCorporateExecutive && facts.companyId) return { companyIds: [facts.companyId] };
  return { companyIds: store.getSetting<string[]>(SETTINGS.keptCompanies) };
}

export const signedOutStatus = (staleAfterMs: number): SyncStatus => ({
  online: false,
  syncing: false,
  lastSyncedAt: null,
  queued: 0,
  conflicts: 0,
  lastError: null,
  staleAfterMs,
  signedIn: false,
});
