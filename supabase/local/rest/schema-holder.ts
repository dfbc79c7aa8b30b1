import { type StackContext } from '../http/types.ts';
import { loadSchemaCache, type SchemaCache } from './schema-cache.ts';

/** The schema cache, reloaded on `ctx.onSchemaChange` and once on a miss (DDL run outside the stack). */
export class SchemaHolder {
  private cache: Promise<SchemaCache>;
  constructor(private ctx: StackContext) {
    this.cache = loadSchemaCache(ctx.db);
  }
  get = () => this.cache;
  reload = () => (this.cache = loadSchemaCache(this.ctx.db));
  async lookup<T>(find: (c: SchemaCache) => T | undefined): Promise<{ cache: SchemaCache; found: T | undefined }> {
    let cache = await this.cache;
    let found = find(cache);
    if (found === undefined) {
      cache = await this.reload();
      found = find(cache);
    }
    return { cache, found };
  }
}
