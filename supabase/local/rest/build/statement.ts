/** The final statement: one row with the page size, the body as JSON text and the optional exact total. */
import { levelSelect, type LevelSql } from './level.ts';

export interface Shape {
  /** `Accept: application/vnd.pgrst.object+json`: the body is the single row itself. */
  singular: boolean;
  /** HEAD: no body is built. */
  head: boolean;
  /** `nulls=stripped`. */
  stripNulls: boolean;
  exactCount: boolean;
}

export function bodySql(shape: Shape): string {
  if (shape.head) return 'null::text';
  const agg = shape.stripNulls ? 'json_strip_nulls(json_agg(_r.j))' : 'json_agg(_r.j)';
  return shape.singular ? `(${agg}->0)::text` : `coalesce(${agg}, '[]'::json)::text`;
}

/**
 * `select page, body, total from (rows) _r`. `from` is the level's FROM item (a relation, a function
 * call or a CTE) aliased as the level's alias; `cte` is prepended (mutations).
 */
export function finalStatement(level: LevelSql, from: string, shape: Shape, cte = '', extraColumns = ''): string {
  const rows = `select ${level.obj} as j ${levelSelect(level, from)}${level.orderBy}${level.limit}`;
  const total = shape.exactCount
    ? `(select count(*)::int ${levelSelect(
        level,
        from,
        [],
        level.joins.filter((j) => j.filtering),
      )})`
    : 'null::int';
  return `${cte}select count(*)::int as page, ${bodySql(shape)} as body, ${total} as total${extraColumns} from (${rows}) _r`;
}
