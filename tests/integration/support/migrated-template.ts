/**
 * The integration tests' migrated starting point. Every test file starts its own stack on a database of
 * its own; applying the ~50 migrations to each took most of the suite's time. The runner migrates once
 * (vitest globalSetup): PGlite's data directory is dumped to a tarball each in-memory PGlite loads, and on
 * PostgreSQL a template database is migrated that each file's database is created from. Both are named by
 * a hash of the migrations and the bootstrap SQL, so a changed migration never meets a stale template.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PROJECT_ROOT } from '../../../supabase/local/config.ts';
import { migrate } from '../../../supabase/local/db/migrate.ts';
import { openPglite } from '../../../supabase/local/db/pglite.ts';
import { openPostgres } from '../../../supabase/local/db/postgres.ts';

const SUPABASE_DIR = path.join(PROJECT_ROOT, 'supabase');
const SQL_DIRS = [path.join(SUPABASE_DIR, 'migrations'), path.join(PROJECT_ROOT, 'supabase/local/db/bootstrap')];

/** A hash of every migration and bootstrap file (names and contents). */
export async function schemaHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const dir of SQL_DIRS) {
    for (const name of (await fs.readdir(dir)).filter((n) => n.endsWith('.sql')).sort()) {
      hash.update(name).update(await fs.readFile(path.join(dir, name)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** Migrates an in-memory PGlite once and keeps its data directory in the temp folder; returns the file. */
export async function pgliteTemplate(hash: string): Promise<string> {
  const file = path.join(os.tmpdir(), `loom-it-pglite-${hash}.tar`);
  const exists = await fs.stat(file).then(
    () => true,
    () => false,
  );
  if (exists) return file;
  const db = await openPglite(null);
  try {
    await migrate(db, SUPABASE_DIR, { seed: false });
    const partial = `${file}.${process.pid}`;
    await fs.writeFile(partial, await db.dumpDataDir!());
    await fs.rename(partial, file);
  } finally {
    await db.close();
  }
  return file;
}

/** The template database's name on the PostgreSQL server. */
const templateDatabase = (hash: string) => `loom_it_template_${hash}`;

/** Migrates the template database on the server once (older templates are dropped); returns its name. */
export async function postgresTemplate(adminUrl: string, hash: string): Promise<string> {
  const name = templateDatabase(hash);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'loom_it_template_%'`,
    );
    if (rows.some((r) => r.datname === name)) return name;
    for (const old of rows) {
      await admin.query(`alter database ${old.datname} is_template false`);
      await admin.query(`drop database if exists ${old.datname} with (force)`);
    }
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const db = await openPostgres(url.toString());
    try {
      await migrate(db, SUPABASE_DIR, { seed: false });
    } finally {
      await db.close();
    }
    await admin.query(`alter database ${name} is_template true`);
  } finally {
    await admin.end();
  }
  return name;
}
