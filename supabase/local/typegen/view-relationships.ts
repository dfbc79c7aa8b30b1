/**
 * Foreign keys seen through views, as PostgREST's schema cache derives them (and so the Supabase
 * CLI's types): a view that exposes every column of a foreign key (or of the key it references)
 * gets the relationship too, under the same constraint name. Columns are followed through views
 * built on views; a table column exposed twice gives one relationship per choice of view column.
 */
import type { ForeignKeyEnds, Relationship } from './catalog.ts';
import type { TargetOrigin } from './node-tree.ts';

export interface ViewShape {
  id: string;
  schema: string;
  name: string;
  /** Column number → name. */
  columnNames: Map<number, string>;
  /** Direct origins of the view's columns (from its rule). */
  origins: TargetOrigin[];
}

type Origin = Pick<TargetOrigin, 'relationId' | 'attnum'>;

const originKey = (relationId: string, attnum: number) => `${relationId}:${attnum}`;

/** For each view: table-or-view column → the view's columns that show it, directly or through views. */
function exposedColumns(views: ViewShape[]): Map<string, Map<string, string[]>> {
  const byId = new Map(views.map((v) => [v.id, v]));
  const result = new Map<string, Map<string, string[]>>();
  for (const view of views) {
    const exposed = new Map<string, string[]>();
    for (const { column, relationId, attnum } of [...view.origins].sort((a, b) => a.column - b.column)) {
      const name = view.columnNames.get(column);
      if (name === undefined) continue;
      // Walk down through views this column comes from; a cycle stops the walk.
      const seen = new Set<string>();
      let origin: Origin | undefined = { relationId, attnum };
      while (origin && !seen.has(origin.relationId)) {
        seen.add(origin.relationId);
        const key = originKey(origin.relationId, origin.attnum);
        exposed.set(key, [...(exposed.get(key) ?? []), name]);
        const originColumn: number = origin.attnum;
        origin = byId.get(origin.relationId)?.origins.find((o) => o.column === originColumn);
      }
    }
    result.set(view.id, exposed);
  }
  return result;
}

function cartesian<T>(lists: T[][]): T[][] {
  return lists.reduce<T[][]>((acc, list) => acc.flatMap((prefix) => list.map((item) => [...prefix, item])), [[]]);
}

/** The view columns that show every one of `attnums` of a relation, as all combinations; [] if one is missing. */
function viewKeyColumns(exposed: Map<string, string[]>, relationId: string, attnums: number[]): string[][] {
  const choices = attnums.map((attnum) => exposed.get(originKey(relationId, attnum)) ?? []);
  if (choices.some((c) => c.length === 0)) return [];
  return cartesian(choices);
}

export function viewRelationships(foreignKeys: ForeignKeyEnds[], views: ViewShape[]): Relationship[] {
  const exposedByView = exposedColumns(views);
  const result: Relationship[] = [];
  for (const fk of foreignKeys) {
    const r = fk.relationship;
    const fromViews = views.flatMap((v) =>
      viewKeyColumns(exposedByView.get(v.id)!, fk.relationId, fk.attnums).map((columns) => ({ view: v, columns })),
    );
    const toViews = views.flatMap((v) =>
      viewKeyColumns(exposedByView.get(v.id)!, fk.referencedRelationId, fk.referencedAttnums).map((columns) => ({
        view: v,
        columns,
      })),
    );
    for (const from of fromViews) {
      result.push({ ...r, schema: from.view.schema, relation: from.view.name, columns: from.columns });
    }
    for (const to of toViews) {
      result.push({
        ...r,
        referencedSchema: to.view.schema,
        referencedRelation: to.view.name,
        referencedColumns: to.columns,
      });
    }
    for (const from of fromViews) {
      for (const to of toViews) {
        result.push({
          ...r,
          schema: from.view.schema,
          relation: from.view.name,
          columns: from.columns,
          referencedSchema: to.view.schema,
          referencedRelation: to.view.name,
          referencedColumns: to.columns,
        });
      }
    }
  }
  return result;
}
