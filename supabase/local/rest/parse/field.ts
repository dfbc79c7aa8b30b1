import { fail, parsing } from '../errors.ts';
import type { FieldRef, JsonStep } from './types.ts';

/** What PostgREST's parser says it expected where a name was missing. */
export const FIELD_NAME = 'field name (* or [a..z0..9_$])';

/** Characters that end an unquoted name or JSON key. */
const STOP = new Set([',', '.', ':', '(', ')', '!', '"']);

function readName(s: string, at: number): [string, number] {
  if (s[at] === '"') {
    let i = at + 1;
    let out = '';
    while (i < s.length && s[i] !== '"') {
      if (s[i] === '\\') i++;
      out += s[i++] ?? '';
    }
    if (i >= s.length) fail("unexpected end of input expecting a closing '\"'", s.length);
    return [out, i + 1];
  }
  let i = at;
  while (i < s.length && !STOP.has(s[i]) && !s.startsWith('->', i)) i++;
  const name = s.slice(at, i).trim();
  if (!name) fail(`unexpected ${s[at] === undefined ? 'end of input' : `"${s[at]}"`} expecting ${FIELD_NAME}`, at);
  return [name, i];
}

/** Parses `name`, `"quoted name"` and JSON paths (`data->a->>b`, `data->0`); returns where it stopped. */
export function readField(s: string, at: number): [FieldRef, number] {
  const [name, afterName] = readName(s, at);
  const json: JsonStep[] = [];
  let i = afterName;
  while (s.startsWith('->', i)) {
    const arrow = s.startsWith('->>', i) ? '->>' : '->';
    const [k, next] = readName(s, i + arrow.length);
    json.push({ arrow, key: k, index: /^-?\d+$/.test(k) });
    i = next;
  }
  return [{ name, json }, i];
}

/** A whole string that must be exactly one field (fails with its position). */
export function readWholeField(s: string): FieldRef {
  const [field, end] = readField(s, 0);
  if (end !== s.length) fail(`unexpected "${s[end]}" after field name`, end);
  return field;
}

/** A whole parameter that must be exactly one field. */
export function parseField(s: string, what: string): FieldRef {
  return parsing(what, s, () => readWholeField(s));
}

/**
 * The key a field gets in the JSON output, as PostgREST names it: the last JSON key of its path; when
 * the path ends in an array index, the last key before it, else the column (`data->1` is `data`).
 */
export function fieldLabel(f: FieldRef): string {
  const keys = f.json.filter((s) => !s.index);
  if (f.json.length && !f.json[f.json.length - 1].index) return f.json[f.json.length - 1].key;
  return keys.length ? keys[keys.length - 1].key : f.name;
}
