import Database from 'better-sqlite3';
import { migrate } from './migrate.ts';
import { CACHE_MIGRATIONS } from './migrations/index.ts';
import { buildDeferredIndexes } from './repositories/indexes.ts';

export type CacheDb = Database.Database;

/** Pages of a new cache file: its rows are 0.3–1 KB of JSON, and 16 KB pages hold more of them each. */
const PAGE_BYTES = 16_384;
/** WAL between checkpoints: 64 MB. */
const WAL_CHECKPOINT_BYTES = 64 * 1024 * 1024;

/**
 * Opens (creating if needed) a user's cache file and migrates it. WAL lets reads run beside the
 * sync's writes; synchronous=NORMAL in WAL mode can lose the last commits on power loss but never
 * corrupts, and the next pull fetches them again (the outbox is the only data that exists nowhere
 * else, so its writes use FULL through `durable()`). The WAL is copied back into the file every 64 MB
 * rather than SQLite's 4 MB: a sync writes ~1–3 MB a page, and a checkpoint after nearly every page made the
 * first sync's writes take 1.7× as long (tests/bench/desktop-sync); the file is cut back to 64 MB after each.
 * A new file gets 16 KB pages (SQLite's 4 KB split a bid's B-tree over more pages: the first sync's client
 * CPU went from 7.1–7.8 s to 6.4 s); a file made before keeps its own.
 */
export function openCacheDb(file: string): CacheDb {
  const db = connect(file);
  migrate(db, CACHE_MIGRATIONS);
  // A first load cut short (the app quit mid-pull) left its table's indexes set aside.
  buildDeferredIndexes(db);
  return db;
}

/** The page cache of the bulk writer's connection: 64 MB rather than SQLite's 2 MB. */
const BULK_LOAD_CACHE_KIB = 65_536;

/**
 * The bulk writer's own connection to a cache main has opened (and migrated): it writes first full loads. Their
 * rows' ids come in random order, so each batch inserts all over the id index: held in a larger page cache, those
 * index pages are read and written once per transaction instead of being spilled and read back.
 */
export function openBulkWriterDb(file: string): CacheDb {
  const db = connect(file);
  db.pragma(`cache_size = -${BULK_LOAD_CACHE_KIB}`);
  return db;
}

function connect(file: string): CacheDb {
  const db = new Database(file);
  db.pragma(`page_size = ${PAGE_BYTES}`);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  // Two connections write (main's and the bulk writer's): each waits for the other's transaction. The longest,
  // an index build of a large first load, takes 1–2 s here and may take several times that on a slow laptop;
  // main waited as long when it built them itself, and an edit saved meanwhile must not fail as "locked".
  db.pragma('busy_timeout = 30000');
  const pageBytes = db.pragma('page_size', { simple: true }) as number;
  db.pragma(`wal_autocheckpoint = ${Math.round(WAL_CHECKPOINT_BYTES / pageBytes)}`);
  db.pragma(`journal_size_limit = ${WAL_CHECKPOINT_BYTES}`);
  return db;
}

/** Runs `write` with synchronous=FULL: for edits that exist only in this cache. */
export function durable<T>(db: CacheDb, write: () => T): T {
  db.pragma('synchronous = FULL');
  try {
    // IMMEDIATE: a transaction that reads before it writes cannot then find the bulk writer's commit in its way.
    return db.transaction(write).immediate();
  } finally {
    db.pragma('synchronous = NORMAL');
  }
}
