/** The final statement: one row with the page size, the body as JSON text and the optional exact total. */
import { levelSelect, type LevelSql } from './level.ts';

export interface Shape {
  /** `Accept: application/vnd.pgrst.object+json`: the body is the single row itself. */
  singular: boolean;
  /** HEAD: no body is built. */
  head: boolean;
  /** `nulls=stripped`. */
  stripNulls: boolean;
  /** `Accept: text/csv`: a header line of the keys, then each row's values in PostgreSQL's text form. */
  csv?: boolean;
  /** Count the matching rows: all of them, or at most `cap` (`count=estimated` checks the threshold). */
  count: { cap: number | null } | null;
}

function bodySql(shape: Shape, level?: LevelSql): string {
  if (shape.head) return 'null::text';
  if (shape.csv && level) return csvBodySql(level);
  const strip = (json: string) => (shape.stripNulls ? `json_strip_nulls(${json})` : json);
  // One object: the first row's JSON as it is (json_agg(...)->0 would parse the whole array again to find it,
  // which for a large reply, a sync page of megabytes, cost more than building it).
  if (shape.singular) return `${strip('(array_agg(_r.j))[1]')}::text`;
  return `coalesce(${strip('json_agg(_r.j)')}, '[]'::json)::text`;
}

/**
 * `select page, body, total from (rows) _r`. `from` is the level's FROM item (a relation, a function
 * call or a CTE) aliased as the level's alias; `cte` is prepended (mutations).
 */
export function finalStatement(level: LevelSql, from: string, shape: Shape, cte = '', extraColumns = ''): string {
  return `${cte}select count(*)::int as page, ${bodySql(shape, level)} as body, ${totalSql(level, from, shape)} as total${extraColumns} from (${rowsSql(level, from, shape)}) _r`;
}

/**
 * The page's rows as JSON. With an OFFSET and no embeds, the page is cut first and the JSON built only for its
 * rows: PostgreSQL computes a select list for every row it skips, so a deep page would otherwise build (and throw
 * away) the JSON of every row before it. The root level's alias is always t0.
 */
function rowsSql(level: LevelSql, from: string, shape: Shape): string {
  const page = `${levelSelect(level, from)}${level.orderBy}${level.limit}`;
  const row = shape.csv ? `row(${level.values.join(', ')})::text` : level.obj;
  if (level.joins.length > 0 || !/\boffset\b/.test(level.limit)) return `select ${row} as j ${page}`;
  return `select ${row} as j from (select t0.* ${page}) as t0${level.orderBy}`;
}

/**
 * CSV as PostgREST builds it: the keys, then one line per row, each the row's record text without its
 * parentheses (so arrays, booleans, numbers and dates read as PostgreSQL prints them); a bare line break when
 * there is no row.
 */
function csvBodySql(level: LevelSql): string {
  const header = `concat_ws(',', ${level.keys.join(', ')})`;
  const lines = `string_agg(substring(_r.j, 2, length(_r.j) - 2), E'\\n')`;
  return `case when count(*) = 0 then E'\\n' else ${header} || E'\\n' || ${lines} end`;
}

/** `select 1 from … where …`: the rows a count counts (only the laterals that filter are joined). */
export function countedRowsSql(level: LevelSql, from: string): string {
  return `select 1 ${levelSelect(
    level,
    from,
    [],
    level.joins.filter((j) => j.filtering),
  )}`;
}

function totalSql(level: LevelSql, from: string, shape: Shape): string {
  if (!shape.count) return 'null::int';
  const rows = countedRowsSql(level, from);
  return shape.count.cap === null
    ? `(select count(*)::int ${rows.slice('select 1 '.length)})`
    : `(select count(*)::int from (${rows} limit ${shape.count.cap}) _c)`;
}
