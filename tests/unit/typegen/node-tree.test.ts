import { describe, expect, it } from 'vitest';
import { parseNodeTree, viewColumnOrigins } from '../../../supabase/local/typegen/node-tree.ts';

/** A view rule as pg_node_tree prints it, cut down: a column, a constant, an escaped name, a junk sort key. */
const RULE = String.raw`({QUERY :commandType 1 :utilityStmt <> :rtable ({RANGETBLENTRY :alias <> :eref {ALIAS :aliasname t :colnames ("id" "a\ b")} :relid 16384}) :targetList ({TARGETENTRY :expr {VAR :varno 1 :varattno 1 :vartype 20} :resno 1 :resname id :ressortgroupref 0 :resorigtbl 16384 :resorigcol 1 :resjunk false} {TARGETENTRY :expr {CONST :consttype 23 :constlen 4 :constbyval true :constisnull false :location 20 :constvalue 4 [ 42 0 0 0 0 0 0 0 ]} :resno 2 :resname forty\ two :ressortgroupref 0 :resorigtbl 0 :resorigcol 0 :resjunk false} {TARGETENTRY :expr {VAR :varno 1 :varattno 2 :vartype 25} :resno 3 :resname a\ b\(x\) :ressortgroupref 0 :resorigtbl 16384 :resorigcol 2 :resjunk false} {TARGETENTRY :expr {VAR :varno 1 :varattno 3 :vartype 25} :resno 4 :resname <> :ressortgroupref 1 :resorigtbl 16384 :resorigcol 3 :resjunk true}) :sortClause ({SORTGROUPCLAUSE :tleSortGroupRef 1}) :stmt_len 52})`;

describe('pg_node_tree reader', () => {
  it('reads nodes, lists, nulls, escaped atoms and multi-atom values', () => {
    const [query] = parseNodeTree(RULE) as [{ type: string; fields: Map<string, unknown> }];
    expect(query.type).toBe('QUERY');
    expect(query.fields.get('utilityStmt')).toBeNull();
    const [entry, constant, escaped] = query.fields.get('targetList') as { fields: Map<string, unknown> }[];
    expect(entry.fields.get('resname')).toBe('id');
    expect((constant.fields.get('expr') as { fields: Map<string, unknown> }).fields.get('constvalue')).toEqual([
      '4',
      '[',
      '42',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      ']',
    ]);
    expect(escaped.fields.get('resname')).toBe('a b(x)');
  });

  it('gives the table column behind each view column, skipping computed and junk entries', () => {
    expect(viewColumnOrigins(RULE)).toEqual([
      { column: 1, relationId: '16384', attnum: 1 },
      { column: 3, relationId: '16384', attnum: 2 },
    ]);
  });

  it('gives no origins for an empty or unexpected tree', () => {
    expect(viewColumnOrigins('')).toEqual([]);
    expect(viewColumnOrigins('({RANGETBLENTRY :relid 1})')).toEqual([]);
  });
});
