import type { CacheDb } from '../db.ts';
import { statement } from './statements.ts';

export interface PdfFile {
  priceListId: string;
  sourceUrl: string;
  fileName: string;
  bytes: number;
  downloadedAt: string;
}

interface PdfFileRow {
  price_list_id: string;
  source_url: string;
  file_name: string;
  bytes: number;
  downloaded_at: string;
}

const toFile = (r: PdfFileRow): PdfFile => ({
  priceListId: r.price_list_id,
  sourceUrl: r.source_url,
  fileName: r.file_name,
  bytes: r.bytes,
  downloadedAt: r.downloaded_at,
});

export function recordPdfFile(db: CacheDb, file: PdfFile): void {
  statement(
    db,
    `insert into pdf_files (price_list_id, source_url, file_name, bytes, downloaded_at) values (?, ?, ?, ?, ?)
     on conflict (price_list_id) do update set source_url = excluded.source_url, file_name = excluded.file_name,
       bytes = excluded.bytes, downloaded_at = excluded.downloaded_at`,
  ).run(file.priceListId, file.sourceUrl, file.fileName, file.bytes, file.downloadedAt);
}

export function getPdfFile(db: CacheDb, priceListId: string): PdfFile | null {
  const row = statement(db, 'select * from pdf_files where price_list_id = ?').get(priceListId) as
    PdfFileRow | undefined;
  return row ? toFile(row) : null;
}

export function listPdfFiles(db: CacheDb): PdfFile[] {
  return (statement(db, 'select * from pdf_files order by price_list_id').all() as PdfFileRow[]).map(toFile);
}

export function removePdfFile(db: CacheDb, priceListId: string): void {
  statement(db, 'delete from pdf_files where price_list_id = ?').run(priceListId);
}

/** Files whose price list is no longer in the cache (deleted on the server). */
export function orphanPdfFiles(db: CacheDb): PdfFile[] {
  return (
    statement(
      db,
      'select f.* from pdf_files f where not exists (select 1 from price_updates_pdfs p where p.id = f.price_list_id)',
    ).all() as PdfFileRow[]
  ).map(toFile);
}
