/** Calling functions as `/rpc/fn`: choosing the overload and the FROM item that calls it. */
import { pgrst } from '../errors.ts';
import type { RpcFunction } from '../schema-cache.ts';
import { ident, type Params } from './sql.ts';

const JSON_TYPES = new Set(['json', 'jsonb']);

/** A function with one unnamed json/jsonb parameter receives the whole body. */
const takesWholeBody = (f: RpcFunction) => f.args.length === 1 && !f.args[0].name && JSON_TYPES.has(f.args[0].type);

export interface RpcCall {
  fn: RpcFunction;
  /** The body (or query arguments) goes to the single parameter as is. */
  singleObject: boolean;
}

/** PostgREST's overload choice: the function whose parameter names fit the given argument names. */
export function chooseFunction(
  candidates: RpcFunction[] | undefined,
  schema: string,
  name: string,
  argNames: string[],
  preferSingleObject: boolean,
): RpcCall {
  for (const fn of candidates ?? []) {
    if (takesWholeBody(fn) || (preferSingleObject && fn.args.length === 1 && JSON_TYPES.has(fn.args[0].type))) {
      return { fn, singleObject: true };
    }
  }
  for (const fn of candidates ?? []) {
    const names = new Set(fn.args.map((a) => a.name));
    const fits = argNames.every((a) => names.has(a)) && fn.args.every((a) => a.hasDefault || argNames.includes(a.name));
    if (fits) return { fn, singleObject: false };
  }
  const sorted = [...argNames].sort();
  const params = sorted.length ? `(${sorted.join(', ')})` : ' without parameters';
  throw pgrst(
    404,
    'PGRST202',
    `Could not find the function ${schema}.${name}${params} in the schema cache`,
    `Searched for the function ${schema}.${name}${sorted.length ? ` with parameters ${sorted.join(', ')}` : ' without parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    candidates?.length
      ? `Perhaps you meant to call the function ${schema}.${name}(${candidates[0].args.map((a) => a.name).join(', ')})`
      : null,
  );
}

/**
 * FROM item calling the function as `t0` (a scalar result is the column named after the function);
 * arguments travel as one JSON object, typed by json_to_record.
 */
export function callFrom(call: RpcCall, params: Params, args: Record<string, unknown>, wholeBody: unknown): string {
  const { fn } = call;
  const t0 = fn.returns === 'scalar' ? `t0(${ident(fn.name)})` : 't0';
  if (call.singleObject) return `${fn.sql}(${params.add(JSON.stringify(wholeBody))}::${fn.args[0].type}) as ${t0}`;
  const given = fn.args.filter((a) => a.name in args);
  if (given.length === 0) return `${fn.sql}() as ${t0}`;
  const record = given.map((a) => `${ident(a.name)} ${a.type}`).join(', ');
  const named = given.map((a) => `${ident(a.name)} := _a.${ident(a.name)}`).join(', ');
  return `json_to_record(${params.add(JSON.stringify(args))}::json) as _a(${record}) cross join lateral ${fn.sql}(${named}) as ${t0}`;
}
