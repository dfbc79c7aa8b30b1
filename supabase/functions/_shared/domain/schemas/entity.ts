/**
 * Rows and entities. A table's row schema (snake_case, as PostgreSQL and supabase-js see it) is the one
 * schema per entity; the app works with the same fields under camelCase names. `entityOf(rowSchema)`
 * parses a row and renames its keys; `rowOf(entity)` renames them back for a write. Types follow:
 * `Entity<typeof Row>` is what ports return.
 */
import { z } from 'zod';

/** 'basic_price' → 'basicPrice' (also at the type level). */
type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/** 'basicPrice' → 'basic_price'. */
type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

export type Camelized<T> = { [K in keyof T as K extends string ? CamelCase<K> : K]: T[K] };
export type Snakeized<T> = { [K in keyof T as K extends string ? SnakeCase<K> : K]: T[K] };

const camelKey = (key: string): string => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const snakeKey = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const renameKeys = (value: Record<string, unknown>, rename: (key: string) => string) =>
  Object.fromEntries(Object.entries(value).map(([key, v]) => [rename(key), v]));

/** A row's fields under camelCase names (one level: embedded rows are parsed by their own schema). */
export function camelize<T extends object>(row: T): Camelized<T> {
  return renameKeys(row as Record<string, unknown>, camelKey) as Camelized<T>;
}

/** An entity's fields under the table's snake_case names, for inserts and updates. */
export function rowOf<T extends object>(entity: T): Snakeized<T> {
  return renameKeys(entity as Record<string, unknown>, snakeKey) as Snakeized<T>;
}

/** A schema that checks a row and gives the entity (the same fields, camelCase). */
export function entityOf<S extends z.ZodType<object>>(row: S) {
  return row.transform((value): Camelized<z.output<S>> => camelize(value));
}

/** What an entity schema (`entityOf(…)`) gives. */
export type Entity<S extends z.ZodType> = z.output<S>;

/** `{ a: true, b: true }` for `['a', 'b']`: zod's pick mask from a column list. */
export function mask<const K extends string>(columns: readonly K[]): { [P in K]: true } {
  return Object.fromEntries(columns.map((c) => [c, true])) as { [P in K]: true };
}

/** A select list for supabase-js from a column list. */
export const selectList = (columns: readonly string[]): string => columns.join(', ');

// Column types shared by the row schemas.
export const uuid = z.string();
export const text = z.string();
export const nullableText = z.string().nullable();
/** timestamptz / date as PostgREST sends them (ISO strings). */
export const timestamp = z.string();
/** numeric columns: JSON numbers from PostgREST (a string from some drivers is accepted and converted). */
export const numeric = z.union([z.number(), z.string().transform(Number)]);
export const nullableNumeric = numeric.nullable();
/** An array column; null (never stored by us, but allowed by PostgreSQL) reads as empty. */
export const textList = z
  .array(z.string())
  .nullable()
  .transform((v) => v ?? []);
