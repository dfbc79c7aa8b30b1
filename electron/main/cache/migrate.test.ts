import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from './migrate.ts';
import { CACHE_MIGRATIONS } from './migrations/index.ts';
import type { CacheMigration } from './migrations/migration.ts';

const step = (version: number, sql: string): CacheMigration => ({
  version,
  name: `m${version}`,
  up: (db) => db.exec(sql),
});

describe('cache migrations', () => {
  it('runs each step once, in order, and records the version', () => {
    const db = new Database(':memory:');
    expect(migrate(db, CACHE_MIGRATIONS)).toEqual({ from: 0, to: CACHE_MIGRATIONS.length });
    expect(migrate(db, CACHE_MIGRATIONS)).toEqual({ from: CACHE_MIGRATIONS.length, to: CACHE_MIGRATIONS.length });
    expect(db.pragma('user_version', { simple: true })).toBe(CACHE_MIGRATIONS.length);
  });

  it('rolls back a failing step together with its version', () => {
    const db = new Database(':memory:');
    const steps = [step(1, 'create table a (x)'), step(2, 'create table b (y); select * from nowhere')];
    expect(() => migrate(db, steps)).toThrow(/nowhere/);
    expect(db.pragma('user_version', { simple: true })).toBe(1);
    expect(db.prepare(`select name from sqlite_master where name = 'b'`).get()).toBeUndefined();
  });

  it('refuses numbering gaps and a cache made by a newer app', () => {
    expect(() => migrate(new Database(':memory:'), [step(2, '')])).toThrow(/expected 1/);
    const db = new Database(':memory:');
    db.pragma('user_version = 99');
    expect(() => migrate(db, CACHE_MIGRATIONS)).toThrow(/newer version/);
  });
});
