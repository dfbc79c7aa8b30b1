/** Price-list PDFs for offline use: the cached lists with their downloaded copies, downloads and removals. */
import { PUBLISHED_LIST_COLUMNS, type PriceListPdfRow } from '@domain/schemas/content.ts';
import type { MirrorRow } from '../cache/cache-store.ts';
import type { Caches, DesktopMethods, OpenCache } from './context.ts';

type FileMethods = Pick<
  DesktopMethods,
  | 'listPriceLists'
  | 'downloadPriceLists'
  | 'removePriceListFiles'
  | 'pdfStorage'
  | 'offlineLists'
  | 'setPriceListPinned'
  | 'setOfflineBudget'
  | 'removeOfflineLists'
  | 'keepOfflineList'
>;

const priceListRow = (row: MirrorRow) => ({
  id: row.id,
  file_url: String(row.file_url),
  description: String(row.description),
  uploaded_at: String(row.uploaded_at),
  file_name: (row.file_name as string | null) ?? null,
  bucket_name: String(row.bucket_name),
  storage_file_path: (row.storage_file_path as string | null) ?? null,
  // A published list's facts (issue 28): the Price List page groups it under its company and says where it stands.
  ...(Object.fromEntries(PUBLISHED_LIST_COLUMNS.filter((c) => c in row).map((c) => [c, row[c]])) as Partial<
    Pick<PriceListPdfRow, (typeof PUBLISHED_LIST_COLUMNS)[number]>
  >),
});

export function fileMethods({ readable, active, options }: Caches): FileMethods {
  const storage = () => readable().pdfs.storage();
  /** A pin or budget change applies now: the signed-in session's downloader plans again (evicts or fetches). */
  const replan = (change: (cache: OpenCache) => void) => {
    const cache = readable();
    change(cache);
    if (cache === activeOrNull(active)) void cache.offline.run();
    return cache.offline.status();
  };
  return {
    async listPriceLists(search) {
      const cache = readable();
      return cache.store.priceLists(search).map((row) => {
        const file = cache.store.pdfFile(row.id);
        return {
          row: priceListRow(row),
          remoteUrl: cache.remoteUrl(row),
          localUrl: file ? options.localFileUrl(row.id) : null,
          localFile: file ? { bytes: file.bytes, downloadedAt: file.downloadedAt } : null,
        };
      });
    },
    async downloadPriceLists(ids) {
      const cache = readable();
      // Downloading by hand keeps the lists offline again, removed ones included.
      cache.offline.keep(ids);
      const result = await cache.pdfs.download(ids, (progress) => options.emit('pdfProgress', progress));
      options.emit('dataChanged', { tables: ['price_updates_pdfs'] });
      return { ...result, storage: storage() };
    },
    async removePriceListFiles(ids) {
      await readable().pdfs.remove(ids);
      options.emit('dataChanged', { tables: ['price_updates_pdfs'] });
      return storage();
    },
    pdfStorage: async () => storage(),
    offlineLists: async () => readable().offline.status(),
    setPriceListPinned: async (id, pinned) => replan((cache) => cache.offline.setPinned(id, pinned)),
    setOfflineBudget: async (bytes) => replan((cache) => cache.offline.setBudget(bytes)),
    async removeOfflineLists(ids) {
      await readable().offline.remove(ids);
      options.emit('dataChanged', { tables: ['price_updates_pdfs'] });
      return replan(() => undefined);
    },
    keepOfflineList: async (id) => replan((cache) => cache.offline.keep([id])),
  };
}

function activeOrNull(active: Caches['active']): OpenCache | null {
  try {
    return active();
  } catch {
    return null; // signed out: the last user's copy is only read
  }
}
