/** Price-list PDFs for offline use: the cached lists with their downloaded copies, downloads and removals. */
import type { MirrorRow } from '../cache/cache-store.ts';
import type { Caches, DesktopMethods } from './context.ts';

type FileMethods = Pick<
  DesktopMethods,
  'listPriceLists' | 'downloadPriceLists' | 'removePriceListFiles' | 'pdfStorage'
>;

const priceListRow = (row: MirrorRow) => ({
  id: row.id,
  file_url: String(row.file_url),
  description: String(row.description),
  uploaded_at: String(row.uploaded_at),
  file_name: (row.file_name as string | null) ?? null,
  bucket_name: String(row.bucket_name),
  storage_file_path: (row.storage_file_path as string | null) ?? null,
});

export function fileMethods({ readable, options }: Caches): FileMethods {
  const storage = () => readable().pdfs.storage();
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
      const result = await readable().pdfs.download(ids, (progress) => options.emit('pdfProgress', progress));
      options.emit('dataChanged', { tables: ['price_updates_pdfs'] });
      return { ...result, storage: storage() };
    },
    async removePriceListFiles(ids) {
      await readable().pdfs.remove(ids);
      options.emit('dataChanged', { tables: ['price_updates_pdfs'] });
      return storage();
    },
    pdfStorage: async () => storage(),
  };
}
