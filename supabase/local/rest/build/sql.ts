import { quoteIdent } from '../../db/database.ts';

export const ident = quoteIdent;

/** Bound parameters of one statement: every value from the request goes through here. */
export class Params {
  readonly values: (string | null)[] = [];
  add(v: string | null): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

/** A SQL string literal, used only for names that come from the schema cache. */
export function catalogLiteral(s: string): string {
  return `'${s.replaceAll("'", "''")}'`;
}

/** json_build_object takes at most 100 arguments; wider objects are merged as jsonb (key order may change). */
export function jsonObject(pairs: [key: string, value: string][]): string {
  if (pairs.length === 0) return `'{}'::json`;
  const build = (ps: [string, string][], fn: string) => `${fn}(${ps.map(([k, v]) => `${k}, ${v}`).join(', ')})`;
  if (pairs.length <= 50) return build(pairs, 'json_build_object');
  const chunks: string[] = [];
  for (let i = 0; i < pairs.length; i += 50) chunks.push(build(pairs.slice(i, i + 50), 'jsonb_build_object'));
  return `(${chunks.join(' || ')})::json`;
}

/** A PostgreSQL array literal (`{"a","b"}`) for binding a list as one parameter. */
export function arrayLiteral(values: string[]): string {
  return `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}
