import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openBulkWriterDb, openCacheDb } from './db.ts';

const dirs: string[] = [];
const tempFile = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loom-cache-db-'));
  dirs.push(dir);
  return path.join(dir, 'cache.sqlite');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('opening the cache file', () => {
  it('gives a new file 16 KB pages in WAL mode, checkpointing every 64 MB', () => {
    const db = openCacheDb(tempFile());
    expect(db.pragma('page_size', { simple: true })).toBe(16_384);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(4096);
    expect(db.pragma('journal_size_limit', { simple: true })).toBe(64 * 1024 * 1024);
    db.close();
  });

  it('keeps the pages of a file made before, and its checkpoint still comes every 64 MB', () => {
    const file = tempFile();
    const old = new Database(file);
    old.pragma('journal_mode = WAL');
    old.exec('create table kept (x)');
    old.close();
    const db = openCacheDb(file);
    expect(db.pragma('page_size', { simple: true })).toBe(4096);
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(16_384);
    expect(db.prepare(`select name from sqlite_master where name = 'kept'`).get()).toEqual({ name: 'kept' });
    db.close();
  });
});

describe('the bulk writer’s connection', () => {
  it('opens the cache main made with a 64 MB page cache, the same pragmas, and no migration of its own', () => {
    const file = tempFile();
    const main = openCacheDb(file);
    const version = main.pragma('user_version', { simple: true });
    const writer = openBulkWriterDb(file);
    expect(writer.pragma('cache_size', { simple: true })).toBe(-65_536);
    expect(main.pragma('cache_size', { simple: true })).not.toBe(-65_536);
    expect(writer.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(writer.pragma('busy_timeout', { simple: true })).toBe(30_000);
    expect(writer.pragma('user_version', { simple: true })).toBe(version);
    writer.close();
    main.close();
  });
});
