/**
 * Prints a catalog as the TypeScript that `supabase gen types typescript` emits: postgres-meta's
 * typegen template (src/server/templates/typescript.ts), with one-to-one detection on as the CLI
 * asks for it, and no `__InternalSupabase` block (the CLI passes no PostgREST version for a local
 * database). The text is unformatted; format.ts lays it out with Prettier.
 */
import type { Catalog, Column, DbFunction, FunctionArg, PgType, Relation, Relationship } from './catalog.ts';
import { helperTypes } from './helper-types.ts';

/** The schema the `Tables<'x'>` helpers read when no schema is named (postgres-meta's default). */
const DEFAULT_SCHEMA = 'public';

const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric']);
const STRING_TYPES = new Set([
  'bytea',
  'bpchar',
  'varchar',
  'date',
  'text',
  'citext',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'uuid',
  'vector',
  'interval',
]);
/** json, jsonb and text: PostgREST hands a single unnamed argument of these types the whole request body. */
const BODY_ARG_TYPE_IDS = new Set(['114', '3802', '25']);
const INPUT_MODES = new Set(['in', 'inout', 'variadic']);

const q = (value: unknown) => JSON.stringify(value);
/** The CLI sorts with localeCompare; a fixed locale keeps the order the same on every machine. */
const compareNames = (a: string, b: string) => a.localeCompare(b, 'en');

interface CallableFunction {
  fn: DbFunction;
  /** Arguments a caller passes (in, inout, variadic), sorted by name. */
  inArgs: FunctionArg[];
}

interface SchemaContents {
  tables: { relation: Relation; relationships: Relationship[] }[];
  views: { relation: Relation; relationships: Relationship[] }[];
  functions: CallableFunction[];
  enums: PgType[];
  compositeTypes: PgType[];
}

function nullableUnion(tsType: string, isNullable: boolean): string {
  // unknown and any already include null.
  return tsType === 'unknown' || tsType === 'any' || !isNullable ? tsType : `${tsType} | null`;
}

/** Of same-named candidates, the one in `schema`, else the first. */
function preferSchema<T extends { schema: string }>(candidates: T[], schema: string): T | undefined {
  return candidates.find((c) => c.schema === schema) ?? candidates[0];
}

export function printDatabaseTypes(catalog: Catalog): string {
  const { schemas, types } = catalog;
  const typesById = new Map(types.map((t) => [t.id, t]));
  const typesByName = new Map<string, PgType[]>();
  for (const t of types) typesByName.set(t.name, [...(typesByName.get(t.name) ?? []), t]);
  const rowTypesById = new Map(types.filter((t) => t.relationId).map((t) => [t.id, t]));
  const relationNames = new Map(catalog.relations.map((r) => [r.id, r.name]));
  const plainTables = catalog.relations.filter((r) => r.kind === 'table');
  const plainViews = catalog.relations.filter((r) => r.kind === 'view');

  const columnsByRelation = new Map<string, Column[]>(catalog.relations.map((r) => [r.id, []]));
  for (const column of catalog.columns) columnsByRelation.get(column.relationId)?.push(column);
  for (const list of columnsByRelation.values()) list.sort((a, b) => compareNames(a.name, b.name));
  const columnsOf = (relation: Relation) => columnsByRelation.get(relation.id) ?? [];

  const tsType = (schema: string, pgType: string): string => {
    if (pgType === 'bool') return 'boolean';
    if (NUMBER_TYPES.has(pgType)) return 'number';
    if (STRING_TYPES.has(pgType)) return 'string';
    if (pgType === 'json' || pgType === 'jsonb') return 'Json';
    if (pgType === 'void') return 'undefined';
    if (pgType === 'record') return 'Record<string, unknown>';
    if (pgType.startsWith('_')) return `(${tsType(schema, pgType.slice(1))})[]`;
    const named = typesByName.get(pgType) ?? [];
    const enumType = preferSchema(
      named.filter((t) => t.enumLabels.length > 0),
      schema,
    );
    if (enumType) {
      return schemas.includes(enumType.schema)
        ? `Database[${q(enumType.schema)}]['Enums'][${q(enumType.name)}]`
        : enumType.enumLabels.map(q).join('|');
    }
    const compositeType = preferSchema(
      named.filter((t) => t.attributes.length > 0),
      schema,
    );
    if (compositeType) {
      return schemas.includes(compositeType.schema)
        ? `Database[${q(compositeType.schema)}]['CompositeTypes'][${q(compositeType.name)}]`
        : 'unknown';
    }
    const table = preferSchema(
      plainTables.filter((t) => t.name === pgType),
      schema,
    );
    if (table) return `Database[${q(table.schema)}]['Tables'][${q(table.name)}]['Row']`;
    const view = preferSchema(
      plainViews.filter((v) => v.name === pgType),
      schema,
    );
    if (view) return `Database[${q(view.schema)}]['Views'][${q(view.name)}]['Row']`;
    return 'unknown';
  };
  const tsTypeOfId = (schema: string, typeId: string) => {
    const type = typesById.get(typeId);
    return type ? tsType(schema, type.name) : 'unknown';
  };
  const columnDefinition = (
    schema: string,
    column: { name: string; format: string },
    { isNullable, isOptional }: { isNullable: boolean; isOptional: boolean },
  ) => `${q(column.name)}${isOptional ? '?' : ''}: ${nullableUnion(tsType(schema, column.format), isNullable)}`;

  // Relationships, ordered as the CLI orders them (ties broken for a stable output).
  const relationships = [...catalog.relationships].sort(
    (a, b) =>
      compareNames(a.foreignKeyName, b.foreignKeyName) ||
      compareNames(a.referencedRelation, b.referencedRelation) ||
      compareNames(q(a.referencedColumns), q(b.referencedColumns)) ||
      compareNames(`${a.schema}.${a.relation}`, `${b.schema}.${b.relation}`) ||
      compareNames(q(a.columns), q(b.columns)),
  );
  const relationshipsOf = (relation: Relation) =>
    relationships.filter(
      (r) => r.schema === relation.schema && r.relation === relation.name && r.referencedSchema === relation.schema,
    );

  /** The name of the table, view or composite type a function returns rows of, if any. */
  const returnedRelationName = (fn: DbFunction): string | null => {
    if (!fn.returnTypeRelationId) return null;
    return relationNames.get(fn.returnTypeRelationId) ?? rowTypesById.get(fn.returnTypeId)?.name ?? null;
  };

  /** Functions PostgREST can call: named arguments, or one unnamed body/row argument. */
  const isCallable = ({ inArgs }: CallableFunction) =>
    inArgs.length === 0 ||
    inArgs.every((a) => a.name !== '') ||
    inArgs.every((a) => a.name !== '' || (a.hasDefault && BODY_ARG_TYPE_IDS.has(a.typeId))) ||
    (inArgs.length === 1 && (BODY_ARG_TYPE_IDS.has(inArgs[0].typeId) || rowTypesById.has(inArgs[0].typeId)));

  const contents = new Map<string, SchemaContents>(
    schemas.map((s) => [s, { tables: [], views: [], functions: [], enums: [], compositeTypes: [] }]),
  );
  for (const type of types) {
    const bucket = contents.get(type.schema);
    if (!bucket) continue;
    if (type.enumLabels.length > 0) bucket.enums.push(type);
    if (type.attributes.length > 0) bucket.compositeTypes.push(type);
  }
  for (const relation of catalog.relations) {
    const bucket = contents.get(relation.schema);
    if (!bucket) continue;
    const entry = { relation, relationships: relationshipsOf(relation) };
    if (relation.kind === 'table' || relation.kind === 'foreign_table') bucket.tables.push(entry);
    else bucket.views.push(entry);
  }
  for (const dbFunction of catalog.functions) {
    const bucket = contents.get(dbFunction.schema);
    if (!bucket) continue;
    const fn = { ...dbFunction, args: [...dbFunction.args].sort((a, b) => compareNames(a.name, b.name)) };
    const callable = { fn, inArgs: fn.args.filter((a) => INPUT_MODES.has(a.mode)) };
    if (isCallable(callable)) bucket.functions.push(callable);
  }
  for (const bucket of contents.values()) {
    bucket.tables.sort((a, b) => compareNames(a.relation.name, b.relation.name));
    bucket.views.sort((a, b) => compareNames(a.relation.name, b.relation.name));
    bucket.functions.sort((a, b) => compareNames(a.fn.name, b.fn.name));
    bucket.enums.sort((a, b) => compareNames(a.name, b.name));
    bucket.compositeTypes.sort((a, b) => compareNames(a.name, b.name));
  }

  /** `returns table (…)`, a relation's row, or a plain type. */
  const functionReturnType = (schema: string, fn: DbFunction): string => {
    const tableColumns = fn.args.filter((a) => a.mode === 'table');
    if (tableColumns.length > 0) {
      return `{\n${tableColumns.map((a) => `${q(a.name)}: ${tsTypeOfId(schema, a.typeId)}`).join(',\n')}\n}`;
    }
    const bucket = contents.get(schema)!;
    const relation = [...bucket.tables, ...bucket.views].find((e) => e.relation.id === fn.returnTypeRelationId);
    if (relation) {
      return `{\n${columnsOf(relation.relation)
        .map((c) => columnDefinition(schema, c, { isNullable: c.isNullable, isOptional: false }))
        .join(',\n')}\n}`;
    }
    return tsTypeOfId(schema, fn.returnTypeId);
  };

  /** `Returns` plus, for functions returning rows of a relation, the SetofOptions postgrest-js reads. */
  const returnsMember = (fn: DbFunction, returnType: string): string => {
    const target = returnedRelationName(fn);
    const returnsSetOfRelation = fn.isSetReturning && fn.returnTypeRelationId !== null;
    const returnsManyRows = fn.rows !== null && fn.rows > 1;
    const setofOptions = (from: string, isOneToOne: boolean, isSetofReturn: boolean) =>
      `SetofOptions: {\nfrom: ${q(from)}\nto: ${q(target)}\nisOneToOne: ${isOneToOne}\nisSetofReturn: ${isSetofReturn}\n}`;
    let options = target ? setofOptions('*', !returnsManyRows, fn.isSetReturning) : '';
    // A function of one table row (an embedded/computed relationship) maps that table to the target.
    const sourceRowType = fn.args.length === 1 ? rowTypesById.get(fn.args[0].typeId) : undefined;
    if (sourceRowType && target) {
      options = returnsSetOfRelation
        ? setofOptions(sourceRowType.format, !returnsManyRows, true)
        : setofOptions(sourceRowType.format, true, false);
    }
    // ROWS 1 collapses the array only together with SetofOptions (postgrest-js restores it from isOneToOne).
    const collapsesToOneRow = !returnsManyRows && target !== null;
    return `${returnType}${fn.isSetReturning && !collapsesToOneRow ? '[]' : ''}\n${options}`;
  };

  const argsType = (schema: string, inArgs: FunctionArg[]) =>
    inArgs.length === 0
      ? 'never'
      : `{ ${inArgs.map((a) => `${q(a.name)}${a.hasDefault ? '?' : ''}: ${tsTypeOfId(schema, a.typeId)}`).join(',')} }`;

  /** Overloads PostgREST cannot choose between get an error type, as the CLI prints it. */
  const overloadConflict = (schema: string, overloads: CallableFunction[], { fn, inArgs }: CallableFunction) => {
    if (overloads.length <= 1) return null;
    const advice =
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved';
    if (inArgs.length === 0) {
      const rival = overloads.find(
        (o) => o.fn !== fn && o.inArgs.length === 1 && o.inArgs[0].name === '' && o.inArgs[0].hasDefault,
      );
      if (rival) {
        const returned = typesById.get(rival.fn.returnTypeId)?.name || 'unknown';
        return `Could not choose the best candidate function between: ${schema}.${fn.name}(), ${schema}.${fn.name}( => ${returned}). ${advice}`;
      }
    }
    if (inArgs.length === 1 && inArgs[0].name !== '') {
      const rivals = overloads.filter(
        (o) =>
          o.fn !== fn &&
          o.inArgs.length === 1 &&
          o.inArgs[0].name === inArgs[0].name &&
          o.inArgs[0].typeId !== inArgs[0].typeId,
      );
      if (rivals.length > 0) {
        const candidates = [{ fn, inArgs }, ...rivals]
          .sort((a, b) => Number(a.inArgs[0]?.typeId ?? 0) - Number(b.inArgs[0]?.typeId ?? 0))
          .map(
            (c) =>
              `${schema}.${fn.name}(${c.inArgs.map((a) => `${a.name} => ${typesById.get(a.typeId)?.name || 'unknown'}`).join(', ')})`,
          )
          .join(', ');
        return `Could not choose the best candidate function between: ${candidates}. ${advice}`;
      }
    }
    return null;
  };

  /** One unnamed row argument and no relation returned: PostgREST cannot call it. */
  const isUncallableRowFunction = ({ fn, inArgs }: CallableFunction) =>
    inArgs.length === 1 && inArgs[0].name === '' && rowTypesById.has(inArgs[0].typeId) && !returnedRelationName(fn);

  const functionSignatures = (schema: string, overloads: CallableFunction[]) =>
    overloads
      .map((callable) => {
        const { fn, inArgs } = callable;
        let returnType = functionReturnType(schema, fn);
        const conflict = overloadConflict(schema, overloads, callable);
        if (conflict) {
          returnType = `{ error: true } & ${q(conflict)}`;
        } else if (isUncallableRowFunction(callable)) {
          returnType = `{ error: true } & ${q(`the function ${schema}.${fn.name} with parameter or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache`)}`;
        }
        return `{ Args: ${argsType(schema, inArgs)}; Returns: ${returnsMember(fn, returnType)} }`;
      })
      .join(' |\n');

  const relationshipDefinition = (r: Relationship) =>
    `{\nforeignKeyName: ${q(r.foreignKeyName)}\ncolumns: ${q(r.columns)}\nisOneToOne: ${r.isOneToOne}\nreferencedRelation: ${q(r.referencedRelation)}\nreferencedColumns: ${q(r.referencedColumns)}\n}`;

  /** Functions taking this relation's row as their one unnamed argument read as computed columns. */
  const computedColumns = (schema: string, relation: Relation) =>
    contents
      .get(schema)!
      .functions.filter(({ fn }) => fn.argumentTypes === relation.name)
      .map(({ fn }) => `${q(fn.name)}: ${nullableUnion(functionReturnType(schema, fn), true)}`);

  const orNever = (members: string[], separator = ',\n') =>
    members.length === 0 ? '[_ in never]: never' : members.join(separator);

  const tableDefinition = (schema: string, { relation, relationships }: SchemaContents['tables'][number]) => {
    const columns = columnsOf(relation);
    const writable = (isOptional: (c: Column) => boolean) =>
      columns
        .map((c) =>
          c.identity === 'ALWAYS'
            ? `${q(c.name)}?: never`
            : columnDefinition(schema, c, { isNullable: c.isNullable, isOptional: isOptional(c) }),
        )
        .join(',\n');
    return `${q(relation.name)}: {
      Row: {
        ${[
          ...columns.map((c) => columnDefinition(schema, c, { isNullable: c.isNullable, isOptional: false })),
          ...computedColumns(schema, relation),
        ].join(',\n')}
      }
      Insert: {
        ${writable((c) => c.isNullable || c.identity !== null || c.hasDefault)}
      }
      Update: {
        ${writable(() => true)}
      }
      Relationships: [
        ${relationships.map(relationshipDefinition).join(',\n')}
      ]
    }`;
  };

  const viewDefinition = (schema: string, { relation, relationships }: SchemaContents['views'][number]) => {
    const columns = columnsOf(relation);
    const writable = () =>
      columns
        .map((c) =>
          c.isUpdatable ? columnDefinition(schema, c, { isNullable: true, isOptional: true }) : `${q(c.name)}?: never`,
        )
        .join(',\n');
    return `${q(relation.name)}: {
      Row: {
        ${[
          ...columns.map((c) => columnDefinition(schema, c, { isNullable: c.isNullable, isOptional: false })),
          ...computedColumns(schema, relation),
        ].join(',\n')}
      }
      ${relation.isUpdatable ? `Insert: {\n${writable()}\n}\nUpdate: {\n${writable()}\n}\n` : ''}Relationships: [
        ${relationships.map(relationshipDefinition).join(',\n')}
      ]
    }`;
  };

  const functionsDefinition = (schema: string, functions: CallableFunction[]) => {
    const byName = new Map<string, CallableFunction[]>();
    for (const f of functions) byName.set(f.fn.name, [...(byName.get(f.fn.name) ?? []), f]);
    return orNever(
      [...byName].map(([name, overloads]) => {
        overloads.sort(
          (a, b) =>
            compareNames(a.fn.argumentTypes, b.fn.argumentTypes) || compareNames(a.fn.returnType, b.fn.returnType),
        );
        return `${q(name)}:\n${functionSignatures(schema, overloads)}`;
      }),
    );
  };

  const compositeTypeDefinition = (schema: string, type: PgType) =>
    `${q(type.name)}: {\n${type.attributes
      .map((a) => {
        const attributeType = typesById.get(a.typeId);
        return `${q(a.name)}: ${attributeType ? nullableUnion(tsType(schema, attributeType.name), true) : 'unknown'}`;
      })
      .join(',\n')}\n}`;

  const schemaDefinition = (schema: string) => {
    const { tables, views, functions, enums, compositeTypes } = contents.get(schema)!;
    return `${q(schema)}: {
      Tables: {
        ${orNever(tables.map((t) => tableDefinition(schema, t)))}
      }
      Views: {
        ${orNever(views.map((v) => viewDefinition(schema, v)))}
      }
      Functions: {
        ${functionsDefinition(schema, functions)}
      }
      Enums: {
        ${orNever(enums.map((e) => `${q(e.name)}: ${e.enumLabels.map(q).join(' | ')}`))}
      }
      CompositeTypes: {
        ${orNever(compositeTypes.map((c) => compositeTypeDefinition(schema, c)))}
      }
    }`;
  };

  const constants = schemas
    .map((schema) => {
      const enums = contents.get(schema)!.enums;
      return `${q(schema)}: {\nEnums: {\n${enums.map((e) => `${q(e.name)}: [${e.enumLabels.map(q).join(', ')}]`).join(',\n')}\n}\n}`;
    })
    .join(',\n');

  return `export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  ${schemas.map(schemaDefinition).join('\n')}
}

${helperTypes(DEFAULT_SCHEMA)}

export const Constants = {
  ${constants}
} as const
`;
}
