/** The parsed request, independent of SQL. */

export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
  /** A non-negative or negative integer: an array index rather than an object key. */
  index: boolean;
}

export interface FieldRef {
  name: string;
  json: JsonStep[];
}

interface SelectField {
  kind: 'field';
  field: FieldRef;
  alias?: string;
  cast?: string;
}

export interface SelectEmbed {
  kind: 'embed';
  /** Target relation name (or a foreign key / column name, resolved later). */
  name: string;
  alias?: string;
  hint?: string;
  inner: boolean;
  spread: boolean;
  select: SelectItem[];
}

export type SelectItem = { kind: 'star' } | SelectField | SelectEmbed;

export interface Filter {
  kind: 'filter';
  field: FieldRef;
  negate: boolean;
  op: string;
  quantifier?: 'any' | 'all';
  /** Text search configuration of fts/plfts/phfts/wfts. */
  config?: string;
  /** A list for `in`, else the raw value. */
  value: string | string[];
}

export interface Logic {
  kind: 'logic';
  op: 'and' | 'or';
  negate: boolean;
  children: Condition[];
}

export type Condition = Filter | Logic;

export interface OrderTerm {
  /** `order=embed(col)`: order by a column of a to-one embed. */
  embed?: string;
  field: FieldRef;
  desc: boolean;
  nulls?: 'first' | 'last';
}

/** Filters and paging of one level: the root, or an embed addressed by its path of aliases. */
export interface LevelOptions {
  conditions: Condition[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

export function emptyLevel(): LevelOptions {
  return { conditions: [], order: [] };
}
