/**
 * vitest globalSetup of the integration projects: on PostgreSQL, the server (TEST_DATABASE_URL's, or one
 * started from npm for this run) and a migrated template database; on PGlite, a migrated data directory
 * tarball (support/migrated-template.ts). Every test file starts its stack from that copy.
 */
import type { TestProject } from 'vitest/node';
import { startTestPostgres } from '../../support/test-postgres.ts';
import { pgliteTemplate, postgresTemplate, schemaHash } from './migrated-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory tarball (TEST_DB=pglite). */
    pgliteTemplate: string | null;
    /** A migrated template database on the PostgreSQL server (TEST_DB=postgres). */
    postgresTemplate: string | null;
    /** Superuser URL of the PostgreSQL server's `postgres` database (TEST_DB=postgres). */
    postgresAdminUrl: string | null;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = performance.now();
  const hash = await schemaHash();
  // Each integration project names its database in its env (tests/vitest.config.ts).
  const testDb = project.config.env?.TEST_DB ?? process.env.TEST_DB;
  const server = testDb === 'postgres' ? await startTestPostgres() : null;
  project.provide('postgresAdminUrl', server?.adminUrl ?? null);
  project.provide('pgliteTemplate', server ? null : await pgliteTemplate(hash));
  project.provide('postgresTemplate', server ? await postgresTemplate(server.adminUrl, hash) : null);
  const where = server ? `PostgreSQL (${server.source})` : 'PGlite';
  console.log(
    `${project.name}: ${where}, migrated template ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return async () => {
    await server?.stop();
  };
}
