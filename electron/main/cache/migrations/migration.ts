import type { CacheDb } from '../db.ts';

/**
 * One step of the cache's schema. `version` is the file's number; applied steps are counted in
 * SQLite's user_version, so each runs once, in order, inside its own transaction. A step is never
 * edited after release: a change is a new file.
 */
export interface CacheMigration {
  version: number;
  name: string;
  up(db: CacheDb): void;
}
