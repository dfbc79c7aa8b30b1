import Database from 'better-sqlite3';
import { migrate } from './migrate.ts';
import { CACHE_MIGRATIONS } from './migrations/index.ts';

export type CacheDb = Database.Database;

/** WAL pages (4 KB each) between checkpoints: 64 MB. */
const WAL_CHECKPOINT_PAGES = 16_384;

/**
 * Opens (creating if needed) a user's cache file and migrates it. WAL lets reads run beside the
 * sync's writes; synchronous=NORMAL in WAL mode can lose the last commits on power loss but never
 * corrupts, and the next pull fetches them again (the outbox is the only data that exists nowhere
 * else, so its writes use FULL through `durable()`). The WAL is copied back into the file every 64 MB
 * rather than SQLite's 4 MB: a sync writes ~3 MB a page, and a checkpoint after nearly every page made the
 * first sync's writes take 1.7× as long (tests/bench/desktop-sync); the file is cut back to 64 MB after each.
 */
export function openCacheDb(file: string): CacheDb {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma(`wal_autocheckpoint = ${WAL_CHECKPOINT_PAGES}`);
  db.pragma(`journal_size_limit = ${WAL_CHECKPOINT_PAGES * 4096}`);
  migrate(db, CACHE_MIGRATIONS);
  return db;
}

/** Runs `write` with synchronous=FULL: for edits that exist only in this cache. */
export function durable<T>(db: CacheDb, write: () => T): T {
  db.pragma('synchronous = FULL');
  try {
    return db.transaction(write)();
  } finally {
    db.pragma('synchronous = NORMAL');
  }
}
