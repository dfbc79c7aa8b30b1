import { pgrst } from './errors.ts';
import { key, type ForeignKey, type Relation, type SchemaCache } from './schema-cache.ts';

type Cardinality = 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';

export interface Relationship {
  cardinality: Cardinality;
  target: Relation;
  /** many-to-one: source → target; one-to-many / one-to-one: target → source. */
  fk: ForeignKey;
  /** many-to-many: the junction and its keys to the source and to the target. */
  junction?: { rel: Relation; toSource: ForeignKey; toTarget: ForeignKey };
}

export const isToOne = (r: Relationship) => r.cardinality === 'many-to-one' || r.cardinality === 'one-to-one';

const sameColumns = (a: string[], b: string[]) => a.length === b.length && a.every((c) => b.includes(c));

function describe(source: Relation, r: Relationship): { cardinality: string; embedding: string; relationship: string } {
  const cols = (fk: ForeignKey) => `${fk.from.split('.')[1]}(${fk.fromColumns.join(', ')})`;
  const target = (fk: ForeignKey) => `${fk.to.split('.')[1]}(${fk.toColumns.join(', ')})`;
  const relationship = r.junction
    ? `${r.junction.rel.name} using ${cols(r.junction.toSource)} and ${target(r.junction.toSource)}, ${cols(r.junction.toTarget)} and ${target(r.junction.toTarget)}`
    : `${r.fk.name} using ${cols(r.fk)} and ${target(r.fk)}`;
  return { cardinality: r.cardinality, embedding: `${source.name} with ${r.target.name}`, relationship };
}

function matchesHint(r: Relationship, hint: string): boolean {
  if (r.junction) return [r.junction.rel.name, r.junction.toSource.name, r.junction.toTarget.name].includes(hint);
  return r.fk.name === hint || (r.fk.fromColumns.length === 1 && r.fk.fromColumns[0] === hint);
}

/** Every relationship from `source` to `target` (direct foreign keys either way, and junction tables). */
function candidates(cache: SchemaCache, source: Relation, target: Relation): Relationship[] {
  const targetKey = key(target.schema, target.name);
  const sourceKey = key(source.schema, source.name);
  const out: Relationship[] = [];
  for (const fk of source.outgoing) if (fk.to === targetKey) out.push({ cardinality: 'many-to-one', target, fk });
  for (const fk of source.incoming) {
    if (fk.from !== targetKey) continue;
    const unique = target.uniques.some((u) => sameColumns(u, fk.fromColumns));
    out.push({ cardinality: unique ? 'one-to-one' : 'one-to-many', target, fk });
  }
  for (const toTarget of target.incoming) {
    const junction = cache.relations.get(toTarget.from);
    if (!junction || toTarget.from === sourceKey || toTarget.from === targetKey) continue;
    for (const toSource of junction.outgoing) {
      // As PostgREST: a junction's keys to both sides are part of its primary key.
      const keyed = [...toSource.fromColumns, ...toTarget.fromColumns].every((c) => junction.primaryKey.includes(c));
      if (toSource.to === sourceKey && toSource !== toTarget && keyed) {
        out.push({
          cardinality: 'many-to-many',
          target,
          fk: toTarget,
          junction: { rel: junction, toSource, toTarget },
        });
      }
    }
  }
  return out;
}

/** `select=*,country_id(*)` / `select=*,cities_country_id_fkey(*)`: the target named by a foreign key column or name. */
function byForeignKey(cache: SchemaCache, source: Relation, name: string): Relationship[] {
  const out: Relationship[] = [];
  for (const fk of source.outgoing) {
    const target = cache.relations.get(fk.to);
    if (target && (fk.name === name || (fk.fromColumns.length === 1 && fk.fromColumns[0] === name))) {
      out.push({ cardinality: 'many-to-one', target, fk });
    }
  }
  for (const fk of source.incoming) {
    const target = cache.relations.get(fk.from);
    if (target && fk.name === name) out.push({ cardinality: 'one-to-many', target, fk });
  }
  return out;
}

/** PostgREST's embedding rules: exactly one relationship must remain after the `!hint`. */
export function resolveRelationship(
  cache: SchemaCache,
  source: Relation,
  targetName: string,
  hint: string | undefined,
): Relationship {
  const target = cache.relations.get(key(source.schema, targetName));
  const found = target ? candidates(cache, source, target) : byForeignKey(cache, source, targetName);
  const matching = hint ? found.filter((r) => matchesHint(r, hint)) : found;
  if (matching.length === 1) return matching[0];
  if (matching.length === 0) {
    throw pgrst(
      400,
      'PGRST200',
      `Could not find a relationship between '${source.name}' and '${targetName}' in the schema cache`,
      `Searched for a foreign key relationship between '${source.name}' and '${targetName}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${source.schema}', but no matches were found.`,
    );
  }
  const options = matching.map((r) => `'${targetName}!${r.junction ? r.junction.rel.name : r.fk.name}'`).join(', ');
  throw pgrst(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${source.name}' and '${targetName}'`,
    matching.map((r) => describe(source, r)),
    `Try changing '${targetName}' to one of the following: ${options}. Find the desired relationship in the 'details' key.`,
  );
}
