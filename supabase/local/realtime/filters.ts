/**
 * The parameters of one `postgres_changes` binding, read as Supabase Realtime reads them: event
 * (`*`, INSERT, UPDATE, DELETE), schema and table (`*` for all; a table alone means schema
 * public), `filter` — comma-separated `column=[not.]op.value` conditions ANDed together, with
 * PostgREST-style double quotes around values holding `,()` — and `select` (a list of columns).
 */

const FILTER_OPERATORS = [
  'eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in', 'like', 'ilike', 'is', 'match', 'imatch', 'isdistinct',
] as const; // prettier-ignore

interface ChangeFilter {
  column: string;
  op: (typeof FILTER_OPERATORS)[number];
  /** The value as text; an `in` list as a PostgreSQL array literal (`{a,b}`). */
  value: string;
  negate: boolean;
}

export interface ChangeParams {
  action: '*' | 'INSERT' | 'UPDATE' | 'DELETE';
  schema: string;
  table: string;
  filters: ChangeFilter[];
  select: string[] | null;
}

const str = (v: unknown): v is string => typeof v === 'string';

function actionOf(event: unknown): ChangeParams['action'] {
  const e = str(event) ? event.toUpperCase() : '*';
  return e === 'INSERT' || e === 'UPDATE' || e === 'DELETE' ? e : '*';
}

/** Splits at commas outside double quotes and parentheses. */
function splitTopLevel(filter: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < filter.length; i++) {
    const c = filter[i];
    if (quoted) {
      if (c === '\\' && i + 1 < filter.length) current += c + filter[++i];
      else {
        if (c === '"') quoted = false;
        current += c;
      }
    } else if (c === '"' && (i === 0 || '.(,'.includes(filter[i - 1]))) {
      quoted = true;
      current += c;
    } else if (c === '(') {
      depth++;
      current += c;
    } else if (c === ')') {
      depth = Math.max(0, depth - 1);
      current += c;
    } else if (c === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += c;
  }
  parts.push(current);
  return parts;
}

/** `"a,b"` → `a,b` (backslash escapes); anything else as it is. */
function unquote(value: string): string {
  if (!value.startsWith('"') || !value.endsWith('"') || value.length < 2) return value;
  let out = '';
  for (let i = 1; i < value.length - 1; i++) {
    if (value[i] === '\\') i++;
    else if (value[i] === '"') return value;
    out += value[i] ?? '';
  }
  return out;
}

function parseSegment(segment: string): ChangeFilter | string {
  const trimmed = segment.trim();
  if (!trimmed) return 'filter must not contain empty segments (check for extra commas)';
  const eq = trimmed.indexOf('=');
  if (eq < 0) return `["${trimmed}"]`;
  const column = trimmed.slice(0, eq);
  let rest = trimmed.slice(eq + 1);
  const negate = rest.startsWith('not.');
  if (negate) rest = rest.slice(4);
  const dot = rest.indexOf('.');
  if (dot < 0) return `["${column}", "${rest}"]`;
  const op = rest.slice(0, dot);
  const value = rest.slice(dot + 1);
  if (!(FILTER_OPERATORS as readonly string[]).includes(op)) return `["${op}", "${value}"]`;
  if (op === 'in') {
    if (!(value.length >= 2 && value.startsWith('(') && value.endsWith(')')))
      return '`in` filter value must be wrapped by parentheses';
    return { column, op: 'in', value: `{${value.slice(1, -1)}}`, negate };
  }
  return { column, op: op as ChangeFilter['op'], value: unquote(value), negate };
}

/** The binding's parameters, or Supabase's error text for them. */
export function parseChangeParams(params: Record<string, unknown>): ChangeParams | { error: string } {
  let select: string[] | null = null;
  if ('select' in params) {
    if (str(params.select))
      return {
        error: 'Error parsing `select` params: expected a list of column name strings, e.g. select: ["col1", "col2"]',
      };
    if (Array.isArray(params.select)) {
      const cols = params.select.filter(str);
      select = cols.length ? cols : null;
    }
  }
  const { schema, table, filter } = params;
  const hasTable = 'table' in params && params.table !== undefined;
  const hasFilter = 'filter' in params && params.filter !== undefined;
  let out: Omit<ChangeParams, 'select'> | null = null;
  if (str(schema) && str(table) && str(filter)) {
    const trimmed = filter.trim();
    const filters: ChangeFilter[] = [];
    if (trimmed) {
      for (const segment of splitTopLevel(trimmed)) {
        const parsed = parseSegment(segment);
        if (typeof parsed === 'string') return { error: `Error parsing \`filter\` params: ${parsed}` };
        filters.push(parsed);
      }
    }
    out = { action: actionOf(params.event), schema, table, filters };
  } else if (str(schema) && str(table) && !hasFilter) {
    out = { action: actionOf(params.event), schema, table, filters: [] };
  } else if (str(schema) && !hasTable && !hasFilter) {
    out = { action: actionOf(params.event), schema, table: '*', filters: [] };
  } else if (str(table) && !('schema' in params) && !hasFilter) {
    out = { action: actionOf(params.event), schema: 'public', table, filters: [] };
  }
  if (!out) {
    return {
      error: `No subscription params provided. Please provide at least a \`schema\` or \`table\` to subscribe to: ${JSON.stringify(params)}`,
    };
  }
  if (select && (out.schema === '*' || out.table === '*')) {
    return {
      error: 'Column selection is not supported for wildcard subscriptions. Provide an explicit schema and table name.',
    };
  }
  return { ...out, select };
}

/** How Supabase names a binding's parameters in its error messages. */
export function describeParams(p: ChangeParams): string {
  const filters = p.filters.map((f) => `{"${f.column}", "${f.op}", "${f.value}", ${f.negate}}`).join(', ');
  return `event: ${p.action}, schema: ${p.schema}, table: ${p.table}, filters: [${filters}], select: ${p.select ? JSON.stringify(p.select) : 'nil'}`;
}
