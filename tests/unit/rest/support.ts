import { expect } from 'vitest';
import { HttpError } from '../../../supabase/local/http/types.ts';

/** Runs fn and returns the PostgREST error body it throws (failing if it throws anything else or nothing). */
export function pgrstError(fn: () => unknown): { code: string; message: string; details: unknown; hint: unknown } {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(HttpError);
    const body = (e as HttpError).body as { code: string; message: string; details: unknown; hint: unknown };
    expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
    return body;
  }
  throw new Error('expected a PostgREST error');
}

import type { Column, Relation, SchemaCache } from '../../../supabase/local/rest/schema-cache.ts';

/** A relation of a hand-made schema cache: `cols` maps column names to types. */
function relation(name: string, cols: Record<string, string>, primaryKey = ['id']): Relation {
  const columns = new Map<string, Column>(
    Object.entries(cols).map(([n, type]) => [n, { name: n, type, defaultSql: null }]),
  );
  return {
    schema: 'public',
    name,
    sql: `"public"."${name}"`,
    kind: 'table',
    columns,
    primaryKey,
    uniques: [primaryKey],
    outgoing: [],
    incoming: [],
  };
}

/** countries ← cities (country_id); films ↔ actors through roles (reviews is no junction); messages → actors twice. */
export function fixtureCache(): SchemaCache {
  const countries = relation('countries', { id: 'integer', name: 'text', meta: 'jsonb', tags: 'text[]' });
  const cities = relation('cities', { id: 'integer', name: 'text', country_id: 'integer', search: 'tsvector' });
  const films = relation('films', { id: 'integer', title: 'text' });
  const actors = relation('actors', { id: 'integer', name: 'text' });
  const roles = relation('roles', { film_id: 'integer', actor_id: 'integer' }, ['film_id', 'actor_id']);
  const messages = relation('messages', { id: 'integer', sender_id: 'integer', receiver_id: 'integer' });
  const reviews = relation('reviews', { id: 'integer', film_id: 'integer', actor_id: 'integer' });
  const relations = new Map(
    [countries, cities, films, actors, roles, messages, reviews].map((r) => [`public.${r.name}`, r]),
  );
  const fk = (name: string, from: Relation, fromColumns: string[], to: Relation) => {
    const k = { name, from: `public.${from.name}`, fromColumns, to: `public.${to.name}`, toColumns: ['id'] };
    from.outgoing.push(k);
    to.incoming.push(k);
  };
  fk('cities_country_id_fkey', cities, ['country_id'], countries);
  fk('roles_film_id_fkey', roles, ['film_id'], films);
  fk('roles_actor_id_fkey', roles, ['actor_id'], actors);
  fk('messages_sender_id_fkey', messages, ['sender_id'], actors);
  fk('messages_receiver_id_fkey', messages, ['receiver_id'], actors);
  fk('reviews_film_id_fkey', reviews, ['film_id'], films);
  fk('reviews_actor_id_fkey', reviews, ['actor_id'], actors);
  return { relations, functions: new Map() };
}
