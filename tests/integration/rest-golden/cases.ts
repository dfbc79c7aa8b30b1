/**
 * Requests whose answers from the real PostgREST 12.0.2 are recorded in answers.json by
 * `npx tsx scripts/rest-golden.ts` and compared with the local stack's by rest-parity.test.ts. They run in
 * order on a fresh copy of the fixture schema (tests/fixtures/rest-fixture.sql), so a write changes what
 * later cases see, identically on both servers.
 */

/** Who sends the request: the service role's key (default), the anon key, or a JWT with these claims. */
export type Caller = 'service' | 'anon' | { claims: Record<string, unknown>; expiresIn?: number };

export interface RestRequestCase {
  name: string;
  method?: 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** The path after /rest/v1/. */
  path: string;
  as?: Caller;
  headers?: Record<string, string>;
  /** JSON body, or a string sent as it is. */
  body?: unknown;
  /** Response headers recorded beside the status and body. */
  keep?: string[];
}

/** SQL run as the superuser between requests (a schema change both servers then reload). */
interface RestSqlCase {
  name: string;
  sql: string;
}

export type RestCase = RestRequestCase | RestSqlCase;

export interface RecordedAnswer {
  status: number;
  headers: Record<string, string | null>;
  /** Parsed JSON, or the text when the body is not JSON; null when empty. */
  body: unknown;
}

/** Query strings PostgREST refuses to parse (400 PGRST100), each naming the column where it stopped. */
export const PARSE_ERROR_QUERIES = [
  'select=id,,name',
  'select=id:',
  'select=cmp(',
  'select=a,b(c,d::nope)',
  'id=eq',
  'id=foo.1',
  'id=in.1,2',
  'id=is.maybe',
  'or=(id.eq.1,name.eq.a',
  'or=(id.eq.1,)',
  'or=(id.1)',
  'not.and=(id.eq.1,)',
  'order=id.up',
];

const WRITE_HEADERS = ['content-range', 'location', 'preference-applied'];

export const REST_CASES: RestCase[] = [
  {
    name: 'a documents table',
    sql: `create table public.fx_docs (id int primary key, name text not null default 'untitled', data jsonb, n int);
          insert into public.fx_docs values (1, 'a', '[{"name":"x"},{"name":"y"}]', 1), (2, 'b', null, 2);
          do $$ begin create role fx_reporter nologin; exception when duplicate_object then null; end $$;
          grant fx_reporter to authenticator; grant usage on schema public to fx_reporter;
          grant select on public.fx_docs to fx_reporter;
          create table public.fx_private (id int primary key, shown text, hidden text);
          revoke all on public.fx_private from authenticated;
          grant select (id, shown), insert, update on public.fx_private to authenticated;`,
  },
  // Roles a JWT may assume.
  { name: 'a role the authenticator may not assume', path: 'fx_secrets', as: { claims: { role: 'postgres' } } },
  { name: 'supabase_admin is not assumable', path: 'fx_secrets', as: { claims: { role: 'supabase_admin' } } },
  { name: 'a role that does not exist', path: 'fx_docs', as: { claims: { role: 'nobody' } } },
  { name: 'an empty role', path: 'fx_docs', as: { claims: { role: '' } } },
  { name: 'a granted role', path: 'fx_docs?select=id&order=id', as: { claims: { role: 'fx_reporter' } } },
  { name: 'no role claim is anon', path: 'fx_secrets', as: { claims: {} } },
  {
    name: 'a forged role writes nothing',
    method: 'POST',
    path: 'fx_docs',
    as: { claims: { role: 'postgres' } },
    body: { id: 99 },
  },
  // Tokens.
  {
    name: 'expired 10 s ago: within the clock skew',
    path: 'fx_countries?select=id&id=eq.1',
    as: { claims: { role: 'authenticated' }, expiresIn: -10 },
  },
  {
    name: 'expired 2 minutes ago',
    path: 'fx_countries?select=id',
    as: { claims: { role: 'authenticated' }, expiresIn: -120 },
  },
  // Reads.
  { name: 'an unknown table', path: 'fx_nope' },
  { name: 'an unknown column', path: 'fx_countries?select=nope' },
  {
    name: 'text/csv',
    path: 'fx_countries?select=id,name,tags&id=in.(3,4)&order=id',
    headers: { accept: 'text/csv' },
    keep: ['content-type'],
  },
  {
    name: 'text/csv of dates, booleans, numbers and JSON',
    path: 'fx_cities?select=name,founded,active,country:fx_countries(meta)&id=in.(1,2)&order=id',
    headers: { accept: 'text/csv' },
  },
  { name: 'text/csv of no rows', path: 'fx_cities?select=name&id=eq.0', headers: { accept: 'text/csv' } },
  {
    name: 'count=estimated below the threshold is exact',
    path: 'fx_docs?select=id',
    headers: { prefer: 'count=estimated' },
    keep: ['content-range'],
  },
  {
    name: 'JSON paths with array indexes',
    path: 'fx_docs?select=id,data->0->>name,last:data->-1->>name,data->1&id=eq.1',
  },
  { name: 'ordered by a JSON path', path: 'fx_docs?select=id&id=in.(1,2)&order=data->0->>name.desc.nullslast' },
  // Parse errors (also held against the pure parser by tests/unit/rest/parse.test.ts).
  ...PARSE_ERROR_QUERIES.map((query) => ({ name: `parse error: ${query}`, path: `fx_docs?${query}` })),
  // RPC.
  {
    name: 'a set of rows with an embed',
    method: 'POST',
    path: 'rpc/fx_cities_of?select=name,country:fx_countries(code)&active=eq.true',
    body: { country: 'Germany' },
  },
  { name: 'a set of scalars ordered by the function name', path: 'rpc/fx_series?n=4&order=fx_series.desc' },
  { name: 'a set of scalars', path: 'rpc/fx_series?n=3' },
  // Writes.
  { name: 'POST minimal', method: 'POST', path: 'fx_docs', body: { id: 10 }, keep: WRITE_HEADERS },
  {
    name: 'POST counted',
    method: 'POST',
    path: 'fx_docs',
    body: [{ id: 11 }, { id: 12 }],
    headers: { prefer: 'count=exact' },
    keep: WRITE_HEADERS,
  },
  {
    name: 'POST headers-only',
    method: 'POST',
    path: 'fx_docs',
    body: { id: 13 },
    headers: { prefer: 'return=headers-only' },
    keep: WRITE_HEADERS,
  },
  {
    name: 'POST representation',
    method: 'POST',
    path: 'fx_docs',
    body: { id: 14 },
    headers: { prefer: 'return=representation' },
    keep: WRITE_HEADERS,
  },
  { name: 'an unknown payload column', method: 'POST', path: 'fx_docs', body: { id: 15, nope: 1 } },
  { name: 'bad JSON', method: 'POST', path: 'fx_docs', body: '{"id": ' },
  {
    name: 'rows with different keys',
    method: 'POST',
    path: 'fx_docs',
    body: [
      { id: 50, name: 'c' },
      { id: 51, n: 5 },
    ],
  },
  {
    name: 'keys outside ?columns= are ignored',
    method: 'POST',
    path: 'fx_docs?columns=id,n',
    body: [{ id: 64, name: 'ignored', n: 1 }],
    headers: { prefer: 'return=representation' },
  },
  {
    name: 'upsert, one inserted',
    method: 'POST',
    path: 'fx_docs',
    body: [
      { id: 1, name: 'a1' },
      { id: 20, name: 'new' },
    ],
    headers: { prefer: 'resolution=merge-duplicates' },
    keep: WRITE_HEADERS,
  },
  {
    name: 'upsert, all merged',
    method: 'POST',
    path: 'fx_docs?on_conflict=id',
    body: [{ id: 1, name: 'a2' }],
    headers: { prefer: 'resolution=merge-duplicates,count=exact' },
    keep: WRITE_HEADERS,
  },
  {
    name: 'upsert ignoring duplicates',
    method: 'POST',
    path: 'fx_docs',
    body: [{ id: 1, name: 'zz' }],
    headers: { prefer: 'resolution=ignore-duplicates,return=representation' },
    keep: WRITE_HEADERS,
  },
  { name: 'the upserts left', path: 'fx_docs?select=id,name&id=in.(1,20)&order=id' },
  {
    name: 'PUT inserting',
    method: 'PUT',
    path: 'fx_docs?id=eq.30',
    body: { id: 30, name: 'put' },
    headers: { prefer: 'return=representation' },
    keep: WRITE_HEADERS,
  },
  {
    name: 'PUT replacing',
    method: 'PUT',
    path: 'fx_docs?id=eq.30',
    body: { id: 30, name: 'put again' },
    headers: { prefer: 'return=representation' },
    keep: WRITE_HEADERS,
  },
  {
    name: 'PUT minimal',
    method: 'PUT',
    path: 'fx_docs?id=eq.30',
    body: { id: 30, name: 'quiet' },
    headers: { prefer: 'count=exact' },
    keep: WRITE_HEADERS,
  },
  {
    name: 'PATCH counted',
    method: 'PATCH',
    path: 'fx_docs?id=in.(10,11)',
    body: { n: 9 },
    headers: { prefer: 'count=exact' },
    keep: WRITE_HEADERS,
  },
  { name: 'PATCH of nothing', method: 'PATCH', path: 'fx_docs?id=eq.999', body: { n: 9 }, keep: WRITE_HEADERS },
  {
    name: 'PATCH representation',
    method: 'PATCH',
    path: 'fx_docs?id=eq.2&select=id',
    body: { n: 3 },
    headers: { prefer: 'return=representation' },
    keep: WRITE_HEADERS,
  },
  {
    name: 'DELETE counted',
    method: 'DELETE',
    path: 'fx_docs?id=in.(10,11)',
    headers: { prefer: 'count=exact' },
    keep: WRITE_HEADERS,
  },
  {
    name: 'tx=rollback',
    method: 'POST',
    path: 'fx_actors?select=name',
    body: { name: 'Ghost' },
    headers: { prefer: 'return=representation,tx=rollback' },
    keep: WRITE_HEADERS,
  },
  { name: 'what tx=rollback left', path: 'fx_actors?select=name&name=eq.Ghost' },
  {
    name: 'a write reading back only permitted columns',
    method: 'POST',
    path: 'fx_private?select=id,shown',
    as: { claims: { role: 'authenticated', sub: '00000000-0000-0000-0000-0000000000c3' } },
    body: { id: 1, shown: 's', hidden: 'h' },
    headers: { prefer: 'return=representation' },
  },
  {
    name: 'a write reading back a refused column',
    method: 'PATCH',
    path: 'fx_private?id=eq.1&select=*',
    as: { claims: { role: 'authenticated', sub: '00000000-0000-0000-0000-0000000000c3' } },
    body: { shown: 't' },
    headers: { prefer: 'return=representation' },
  },
];
