/**
 * A reader for PostgreSQL's pg_node_tree text (outfuncs.c format), enough to read a view's
 * `_RETURN` rule: which table column each output column comes from (resorigtbl/resorigcol).
 * PostgREST and postgres-meta take the same facts from the same place to find keys in views.
 */

export type NodeValue = string | null | NodeValue[] | TreeNode;

export interface TreeNode {
  type: string;
  fields: Map<string, NodeValue>;
}

/** Tokens as pg_strtok() cuts them: ( ) { } alone, else runs up to whitespace or a bracket; `\` escapes. */
function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === ' ' || ch === '\n' || ch === '\t') {
      i++;
    } else if ('(){}'.includes(ch)) {
      tokens.push(ch);
      i++;
    } else {
      let token = '';
      while (i < text.length && !' \n\t(){}'.includes(text[i])) {
        if (text[i] === '\\' && i + 1 < text.length) i++;
        token += text[i++];
      }
      tokens.push(token);
    }
  }
  return tokens;
}

/** Parses one value: a node `{TYPE :field value …}`, a list `( … )`, `<>` (null) or an atom. */
export function parseNodeTree(text: string): NodeValue {
  const tokens = tokenize(text);
  let pos = 0;

  const value = (): NodeValue => {
    const token = tokens[pos++];
    if (token === '{') return node();
    if (token === '(') return list();
    if (token === '<>') return null;
    return token;
  };
  const list = (): NodeValue[] => {
    const items: NodeValue[] = [];
    while (pos < tokens.length && tokens[pos] !== ')') items.push(value());
    pos++;
    return items;
  };
  const node = (): TreeNode => {
    const type = tokens[pos++];
    const fields = new Map<string, NodeValue>();
    while (pos < tokens.length && tokens[pos] !== '}') {
      const field = tokens[pos++];
      // A field's value is usually one item; a few (a Const's datum bytes) are several atoms.
      const parts: NodeValue[] = [];
      while (pos < tokens.length && tokens[pos] !== '}' && !tokens[pos].startsWith(':')) parts.push(value());
      fields.set(field.slice(1), parts.length === 1 ? parts[0] : parts);
    }
    pos++;
    return { type, fields };
  };

  if (tokens.length === 0) return null;
  return value();
}

function isNode(v: NodeValue | undefined): v is TreeNode {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export interface TargetOrigin {
  /** The view's column number (resno). */
  column: number;
  relationId: string;
  attnum: number;
}

/**
 * The output columns of a view's rule (`pg_rewrite.ev_action`) that come straight from a table
 * or view column. Computed columns and junk entries have no origin and are left out.
 */
export function viewColumnOrigins(evAction: string): TargetOrigin[] {
  const tree = parseNodeTree(evAction);
  const query = Array.isArray(tree) ? tree[0] : tree;
  if (!isNode(query) || query.type !== 'QUERY') return [];
  const targetList = query.fields.get('targetList');
  if (!Array.isArray(targetList)) return [];
  return targetList.flatMap((entry) => {
    if (!isNode(entry)) return [];
    const column = Number(entry.fields.get('resno'));
    const relationId = entry.fields.get('resorigtbl');
    const attnum = Number(entry.fields.get('resorigcol'));
    if (typeof relationId !== 'string' || relationId === '0' || !attnum || entry.fields.get('resjunk') === 'true') {
      return [];
    }
    return [{ column, relationId, attnum }];
  });
}
