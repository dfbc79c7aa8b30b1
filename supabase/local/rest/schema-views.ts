/** Relationships through views: which base column each view column shows, and the keys that follow. */
import type { Relation } from './schema-cache.ts';
import { key, link } from './schema-keys.ts';

/**
 * `[view column, base table oid, base column number]` of the top-level select list of a view's
 * query tree (`resorigtbl`/`resorigcol` of each TARGETENTRY), as PostgREST reads it.
 */
export function viewColumnSources(action: string): [string, number, number][] {
  const out: [string, number, number][] = [];
  let depth = 0;
  let inTargetList = false;
  let entryStart = -1;
  for (let i = 0; i < action.length; i++) {
    const c = action[i];
    if (c === '(' || c === '{') {
      if (inTargetList && depth === 3 && action.startsWith('{TARGETENTRY', i)) entryStart = i;
      depth++;
    } else if (c === ')' || c === '}') {
      depth--;
      if (entryStart >= 0 && depth === 3) {
        const m = /:resname (\S+) .*:resorigtbl (\d+) :resorigcol (\d+) :resjunk false\}$/s.exec(
          action.slice(entryStart, i + 1),
        );
        if (m && m[2] !== '0') out.push([m[1].replace(/\\(.)/g, '$1'), Number(m[2]), Number(m[3])]);
        entryStart = -1;
      }
      if (inTargetList && depth === 2) return out;
    } else if (depth === 2 && action.startsWith(':targetList', i)) inTargetList = true;
  }
  return out;
}

/**
 * Views inherit their base tables' keys and foreign keys for the columns they show unchanged, so
 * embedding works through them as on PostgREST (view-to-view relationships are not derived).
 */
export function addViewRelationships(
  relations: Map<string, Relation>,
  views: { view: Relation; sources: Map<string, { base: Relation; column: string }> }[],
): void {
  const tableFks = new Map(
    views.flatMap(({ sources }) =>
      [...sources.values()].map(({ base }) => [base, [...base.outgoing, ...base.incoming]]),
    ),
  );
  for (const { view, sources } of views) {
    const viewKey = key(view.schema, view.name);
    const bases = new Set([...sources.values()].map((s) => s.base));
    for (const base of bases) {
      const shown = (cols: string[]) => {
        const mapped = cols.map((c) => [...sources].find(([, s]) => s.base === base && s.column === c)?.[0]);
        return mapped.every((m) => m !== undefined) ? (mapped as string[]) : null;
      };
      const pk = shown(base.primaryKey);
      if (pk && pk.length && !view.primaryKey.length) view.primaryKey = pk;
      for (const u of base.uniques) {
        const mapped = shown(u);
        if (mapped) view.uniques.push(mapped);
      }
      const baseKey = key(base.schema, base.name);
      for (const fk of tableFks.get(base) ?? []) {
        const fromColumns = fk.from === baseKey ? shown(fk.fromColumns) : null;
        if (fromColumns) link(relations, { ...fk, from: viewKey, fromColumns });
        const toColumns = fk.to === baseKey ? shown(fk.toColumns) : null;
        if (toColumns) link(relations, { ...fk, to: viewKey, toColumns });
      }
    }
  }
}
