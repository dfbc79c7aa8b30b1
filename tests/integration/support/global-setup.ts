/**
 * vitest globalSetup of the integration project: migrates the database kind under test once
 * (support/migrated-template.ts) and hands the template to every test file.
 */
import type { TestProject } from 'vitest/node';
import { pgliteTemplate, postgresTemplate, schemaHash } from './migrated-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory tarball (TEST_DB=pglite). */
    pgliteTemplate: string | null;
    /** A migrated template database on the PostgreSQL server (TEST_DB=postgres). */
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const started = performance.now();
  const hash = await schemaHash();
  const postgres = process.env.TEST_DB === 'postgres';
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
  project.provide('pgliteTemplate', postgres ? null : await pgliteTemplate(hash));
  project.provide('postgresTemplate', postgres ? await postgresTemplate(adminUrl, hash) : null);
  console.log(`integration: migrated template ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
