/** Request headers PostgREST reads: Prefer, Accept, Range and the schema profiles. */
import type { IncomingHttpHeaders } from 'node:http';
import { pgrst } from './errors.ts';
import { EXPOSED_SCHEMAS } from './schema-cache.ts';

export interface Prefer {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  params?: 'single-object';
  missingDefault: boolean;
  singleObject: boolean;
}

/**
 * The preferences PostgREST honours, in the order it echoes them in `Preference-Applied`. Not `tx`: Supabase's
 * PostgREST keeps db-tx-end at its default (commit), under which `Prefer: tx=rollback` is ignored.
 */
export const PREFER_KINDS = ['resolution', 'missing', 'return', 'params', 'count'] as const;
export type PreferKind = (typeof PREFER_KINDS)[number];

const KNOWN: Record<PreferKind, string[]> = {
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  return: ['minimal', 'representation', 'headers-only'],
  params: ['single-object'],
  count: ['exact', 'planned', 'estimated'],
};

/** `Prefer` as PostgREST reads it: comma-separated or repeated; the first value of a kind wins; unknown ones are ignored. */
export function parsePrefer(header: string | string[] | undefined): Prefer {
  const p: Prefer = { missingDefault: false, singleObject: false };
  const raw = Array.isArray(header) ? header.join(',') : (header ?? '');
  for (const item of raw.split(',')) {
    const [name, value] = item.trim().split('=');
    const kind = name as PreferKind;
    if (!KNOWN[kind]?.includes(value) || p[kind] !== undefined) continue;
    (p as unknown as Record<string, string>)[kind] = value;
  }
  p.missingDefault = p.missing === 'default';
  p.singleObject = p.params === 'single-object';
  return p;
}

/**
 * `Preference-Applied`: the honoured preferences among `kinds` (each response kind echoes its own
 * set, e.g. a read only count), in PostgREST's order.
 */
export function preferenceApplied(p: Prefer, kinds: readonly PreferKind[]): string | undefined {
  const applied = PREFER_KINDS.filter((k) => kinds.includes(k) && p[k] !== undefined).map((k) => `${k}=${p[k]}`);
  return applied.length ? applied.join(', ') : undefined;
}

export interface Accept {
  singular: boolean;
  stripNulls: boolean;
  csv?: boolean;
}

/** JSON array (default), `application/vnd.pgrst.object+json` (optionally `;nulls=stripped`) or CSV; else 406. */
export function parseAccept(header: string | undefined): Accept {
  if (!header) return { singular: false, stripNulls: false };
  for (const range of header.split(',')) {
    const [type, ...paramList] = range
      .trim()
      .split(';')
      .map((s) => s.trim().toLowerCase());
    const stripNulls = paramList.includes('nulls=stripped');
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') {
      return { singular: true, stripNulls };
    }
    if (type === 'text/csv') return { singular: false, stripNulls: false, csv: true };
    if (['application/json', 'application/vnd.pgrst.array+json', 'application/*', '*/*'].includes(type)) {
      return { singular: false, stripNulls };
    }
  }
  throw pgrst(406, 'PGRST107', `None of these media types are available: ${header}`);
}

/** `Range: 0-9` (items) as offset/limit; other units or malformed ranges are ignored, as PostgREST does. */
export function parseRange(headers: IncomingHttpHeaders): { offset: number; limit?: number } | null {
  const unit = headers['range-unit'];
  const m = /^(\d+)-(\d*)$/.exec((headers.range ?? '').trim());
  if (!m || (unit && unit !== 'items')) return null;
  const from = Number(m[1]);
  if (m[2] === '') return { offset: from };
  const to = Number(m[2]);
  if (to < from)
    throw pgrst(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `The lower boundary must be lower than or equal to the upper boundary in the Range header.`,
    );
  return { offset: from, limit: to - from + 1 };
}

/** Accept-Profile (reads) / Content-Profile (writes); only exposed schemas are allowed. */
export function requestSchema(headers: IncomingHttpHeaders, write: boolean): string {
  const h = headers[write ? 'content-profile' : 'accept-profile'];
  const schema = typeof h === 'string' && h ? h : EXPOSED_SCHEMAS[0];
  if (!EXPOSED_SCHEMAS.includes(schema)) {
    throw pgrst(406, 'PGRST106', `The schema must be one of the following: ${EXPOSED_SCHEMAS.join(', ')}`);
  }
  return schema;
}
