import type { CacheDb } from '../db.ts';
import { statement } from './statements.ts';

export function getSetting<T>(db: CacheDb, key: string): T | null {
  const row = statement(db, 'select value from settings where key = ?').get(key) as { value: string } | undefined;
  return row ? (JSON.parse(row.value) as T) : null;
}

export function setSetting(db: CacheDb, key: string, value: unknown): void {
  statement(
    db,
    'insert into settings (key, value) values (?, ?) on conflict (key) do update set value = excluded.value',
  ).run(key, JSON.stringify(value));
}
