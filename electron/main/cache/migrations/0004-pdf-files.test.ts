import { describe, expect, it } from 'vitest';
import { cacheAt, columnsOf } from './test-support.ts';

describe('cache migration 0004: pdf files', () => {
  it('records one downloaded file per price list', () => {
    const db = cacheAt(4);
    expect(columnsOf(db, 'pdf_files')).toEqual(['price_list_id', 'source_url', 'file_name', 'bytes', 'downloaded_at']);
    const put = db.prepare(`insert into pdf_files values ('pl1', 'http://x/a.pdf', 'pl1.pdf', 10, '2026-11-23')`);
    put.run();
    expect(() => put.run()).toThrow(/UNIQUE/);
  });
});
