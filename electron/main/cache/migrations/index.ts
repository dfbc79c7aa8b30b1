import type { CacheMigration } from './migration.ts';
import { migration as mirrorTables } from './0001-mirror-tables.ts';
import { migration as syncState } from './0002-sync-state.ts';
import { migration as outbox } from './0003-outbox.ts';
import { migration as pdfFiles } from './0004-pdf-files.ts';
import { migration as settings } from './0005-settings.ts';
import { migration as companies } from './0006-companies.ts';
import { migration as catalogItems } from './0007-catalog-items.ts';
import { migration as deferredIndexes } from './0008-deferred-indexes.ts';
import { migration as naturalProductOrder } from './0009-natural-product-order.ts';

/** Every cache migration, in order (numbers 1…n without gaps; checked by migrate()). */
export const CACHE_MIGRATIONS: readonly CacheMigration[] = [
  mirrorTables,
  syncState,
  outbox,
  pdfFiles,
  settings,
  companies,
  catalogItems,
  deferredIndexes,
  naturalProductOrder,
];
