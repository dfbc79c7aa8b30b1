import type { CacheDb } from './db.ts';
import type { CacheMigration } from './migrations/migration.ts';

/**
 * Brings the cache's schema up to date: runs each migration above the stored user_version, each in
 * its own transaction together with the new user_version. A cache newer than this app is refused
 * rather than guessed at.
 */
export function migrate(db: CacheDb, migrations: readonly CacheMigration[]): { from: number; to: number } {
  migrations.forEach((m, i) => {
    if (m.version !== i + 1) throw new Error(`Cache migration ${m.name} is numbered ${m.version}, expected ${i + 1}`);
  });
  const from = db.pragma('user_version', { simple: true }) as number;
  if (from > migrations.length) {
    throw new Error(
      `The cache was made by a newer version of the app (schema ${from}, this app knows ${migrations.length})`,
    );
  }
  for (const m of migrations.slice(from)) {
    db.transaction(() => {
      m.up(db);
      db.pragma(`user_version = ${m.version}`);
    })();
  }
  return { from, to: migrations.length };
}
