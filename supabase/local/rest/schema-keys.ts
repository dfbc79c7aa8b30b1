/**
 * The schema cache's two small helpers, apart so that schema-views.ts (which schema-cache.ts loads) can use them
 * without importing schema-cache.ts back.
 */
import type { ForeignKey, Relation } from './schema-cache.ts';

/** A relation's or function's name in the cache's maps: `schema.name`. */
export const key = (schema: string, name: string) => `${schema}.${name}`;

/** Registers a foreign key on both of its relations. */
export function link(relations: Map<string, Relation>, fk: ForeignKey): void {
  relations.get(fk.from)?.outgoing.push(fk);
  relations.get(fk.to)?.incoming.push(fk);
}
