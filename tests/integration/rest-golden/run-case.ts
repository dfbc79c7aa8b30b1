/** Sends one recorded-answer case to a /rest/v1 server and reads its answer in the recorded shape. */
import { signJwt } from '../../../supabase/local/http/jwt.ts';
import type { Caller, RecordedAnswer, RestRequestCase } from './cases.ts';

export interface ServerKeys {
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
}

async function authorization(caller: Caller, keys: ServerKeys): Promise<string> {
  if (caller === 'service') return keys.serviceRoleKey;
  if (caller === 'anon') return keys.anonKey;
  const exp = Math.floor(Date.now() / 1000) + (caller.expiresIn ?? 600);
  return signJwt({ ...caller.claims, exp }, keys.jwtSecret);
}

export async function runCase(apiUrl: string, keys: ServerKeys, c: RestRequestCase): Promise<RecordedAnswer> {
  const res = await fetch(`${apiUrl}/rest/v1/${c.path}`, {
    method: c.method ?? 'GET',
    headers: {
      apikey: keys.anonKey,
      authorization: `Bearer ${await authorization(c.as ?? 'service', keys)}`,
      ...(c.body !== undefined && { 'content-type': 'application/json' }),
      ...c.headers,
    },
    body: c.body === undefined ? undefined : typeof c.body === 'string' ? c.body : JSON.stringify(c.body),
  });
  const text = await res.text();
  let body: unknown = text === '' ? null : text;
  try {
    if (text !== '') body = JSON.parse(text);
  } catch {
    // Not JSON (CSV, plain text): kept as text.
  }
  return {
    status: res.status,
    headers: Object.fromEntries((c.keep ?? []).map((h) => [h, res.headers.get(h)])),
    body,
  };
}
