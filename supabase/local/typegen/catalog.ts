/**
 * What the type generator reads from pg_catalog: the same facts postgres-meta gathers for
 * `supabase gen types typescript` (its GeneratorMetadata), named for this code base.
 * Object ids are oids as text, so both drivers hand them over the same way.
 */

export type RelationKind = 'table' | 'foreign_table' | 'view' | 'materialized_view';

export interface Relation {
  id: string;
  schema: string;
  name: string;
  kind: RelationKind;
  /** Views: PostgREST may insert into and update it (information_schema.views' rule). */
  isUpdatable: boolean;
}

export interface Column {
  relationId: string;
  name: string;
  /** The type's name (`int4`, `_text`, an enum's name); a domain gives its base type's name. */
  format: string;
  isNullable: boolean;
  hasDefault: boolean;
  identity: 'ALWAYS' | 'BY DEFAULT' | null;
  /** Whether an INSERT/UPDATE may name it (views: pg_column_is_updatable). */
  isUpdatable: boolean;
}

/** A foreign key as PostgREST embeds it; views inherit them through the columns they expose. */
export interface Relationship {
  foreignKeyName: string;
  schema: string;
  relation: string;
  columns: string[];
  /** The key's columns are also the referencing table's primary key or a unique constraint. */
  isOneToOne: boolean;
  referencedSchema: string;
  referencedRelation: string;
  referencedColumns: string[];
}

/** A foreign key's ends by attribute number, to follow them into views. */
export interface ForeignKeyEnds {
  relationship: Relationship;
  relationId: string;
  attnums: number[];
  referencedRelationId: string;
  referencedAttnums: number[];
}

export type ArgMode = 'in' | 'out' | 'inout' | 'variadic' | 'table';

export interface FunctionArg {
  mode: ArgMode;
  /** '' when the argument has no name. */
  name: string;
  typeId: string;
  hasDefault: boolean;
}

export interface DbFunction {
  schema: string;
  name: string;
  /** Every argument, OUT and TABLE ones included, in declaration order. */
  args: FunctionArg[];
  /** pg_get_function_arguments: orders overloads and spots computed columns (`f(tablename)`). */
  argumentTypes: string;
  returnTypeId: string;
  /** pg_get_function_result. */
  returnType: string;
  /** The row type's relation when the function returns one (`returns products`, `setof products`). */
  returnTypeRelationId: string | null;
  isSetReturning: boolean;
  /** The planner's row estimate (ROWS) of a set-returning function. */
  rows: number | null;
}

export interface PgType {
  id: string;
  name: string;
  schema: string;
  /** format_type(): schema-qualified when the schema is not on the search path. */
  format: string;
  enumLabels: string[];
  /** Fields of a standalone composite type (CREATE TYPE … AS). */
  attributes: { name: string; typeId: string }[];
  /** The relation whose row type this is (tables, views and composite types). */
  relationId: string | null;
}

export interface Catalog {
  /** The requested schemas that exist, sorted. */
  schemas: string[];
  relations: Relation[];
  columns: Column[];
  relationships: Relationship[];
  functions: DbFunction[];
  /** Every type of the database, system schemas included, for name lookups. */
  types: PgType[];
}
