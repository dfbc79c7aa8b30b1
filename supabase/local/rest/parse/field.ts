import { syntaxError } from '../errors.ts';
import type { FieldRef, JsonStep } from './types.ts';

/** Characters that end an unquoted name or JSON key. */
const STOP = new Set([',', '.', ':', '(', ')', '!', '"']);

function readName(s: string, at: number, what: string): [string, number] {
  if (s[at] === '"') {
    let i = at + 1;
    let out = '';
    while (i < s.length && s[i] !== '"') {
      if (s[i] === '\\') i++;
      out += s[i++] ?? '';
    }
    if (i >= s.length) throw syntaxError(what, 'unterminated quoted identifier');
    return [out, i + 1];
  }
  let i = at;
  while (i < s.length && !STOP.has(s[i]) && !s.startsWith('->', i)) i++;
  const name = s.slice(at, i).trim();
  if (!name) throw syntaxError(what, `unexpected "${s[at] ?? 'end of input'}" expecting field name`);
  return [name, i];
}

/** Parses `name`, `"quoted name"` and JSON paths (`data->a->>b`, `data->0`); returns where it stopped. */
export function readField(s: string, at: number, what: string): [FieldRef, number] {
  const [name, afterName] = readName(s, at, what);
  const json: JsonStep[] = [];
  let i = afterName;
  while (s.startsWith('->', i)) {
    const arrow = s.startsWith('->>', i) ? '->>' : '->';
    const [k, next] = readName(s, i + arrow.length, what);
    json.push({ arrow, key: k, index: /^-?\d+$/.test(k) });
    i = next;
  }
  return [{ name, json }, i];
}

/** A whole string that must be exactly one field. */
export function parseField(s: string, what: string): FieldRef {
  const [field, end] = readField(s, 0, what);
  if (end !== s.length) throw syntaxError(what, `unexpected "${s.slice(end)}" after field name`);
  return field;
}

/** The key a field gets in the JSON output: the last JSON key, else the column name. */
export function fieldLabel(f: FieldRef): string {
  return f.json.length ? f.json[f.json.length - 1].key : f.name;
}
