-- Supabase Realtime's database side, as a hosted project has it: schema `realtime`, the
-- `realtime.messages` table whose RLS authorises private channels, `realtime.topic()`,
-- `realtime.send()`, `realtime.send_binary()`, `realtime.broadcast_changes()` and the
-- `supabase_realtime` publication that decides which tables emit postgres changes.
--
-- Below it, what only the local stack has (every name starts with `local_`): hosted Realtime reads
-- the WAL through logical replication; here a trigger on each published table queues the row
-- change, NOTIFY wakes the stack, and `realtime.local_drain()` turns queued changes into one payload
-- per subscriber role with the subscribers that may see it (filters, column privileges, RLS as
-- each subscriber's role and claims), in one call for a whole batch. Works on PGlite and on a
-- PostgreSQL without wal_level=logical. See supabase/local/realtime/README.md. Idempotent.

create schema if not exists realtime;
grant usage on schema realtime to anon, authenticated, service_role;

/** Broadcast messages (from `realtime.send`), and the rows whose RLS authorises private channels. */
create table if not exists realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp not null default now(),
  inserted_at timestamp not null default now(),
  id uuid not null default gen_random_uuid(),
  binary_payload bytea,
  primary key (id, inserted_at)
);
alter table realtime.messages enable row level security;
create index if not exists messages_inserted_at_topic_index on realtime.messages (inserted_at desc, topic);
grant select, insert, update, delete on realtime.messages to anon, authenticated, service_role;

/** The channel topic being authorised (set by Realtime for RLS policies on realtime.messages). */
create or replace function realtime.topic() returns text
language sql stable as $$
  select nullif(current_setting('realtime.topic', true), '')::text;
$$;

/** Broadcasts `payload` as `event` on `topic` (a private channel unless told otherwise). */
create or replace function realtime.send(payload jsonb, event text, topic text, private boolean default true)
returns void language plpgsql as $$
declare
  generated_id uuid;
  final_payload jsonb;
begin
  begin
    generated_id := gen_random_uuid();
    if payload ? 'id' then
      final_payload := payload;
    else
      final_payload := jsonb_set(payload, '{id}', to_jsonb(generated_id));
    end if;
    perform set_config('realtime.topic', topic, true);
    insert into realtime.messages (id, payload, event, topic, private, extension)
    values (generated_id, final_payload, event, topic, private, 'broadcast');
  exception when others then
    raise warning 'WarnSendingBroadcastMessage: %', sqlerrm;
  end;
end;
$$;

/** Broadcasts a binary payload. */
create or replace function realtime.send_binary(payload bytea, event text, topic text, private boolean default true)
returns void language plpgsql as $$
declare
  generated_id uuid;
begin
  begin
    generated_id := gen_random_uuid();
    perform set_config('realtime.topic', topic, true);
    insert into realtime.messages (id, binary_payload, event, topic, private, extension)
    values (generated_id, payload, event, topic, private, 'broadcast');
  exception when others then
    raise warning 'WarnSendingBroadcastMessage: %', sqlerrm;
  end;
end;
$$;

/** For row triggers: broadcasts the change (`record`, `old_record`, `operation`, `table`, `schema`). */
create or replace function realtime.broadcast_changes(
  topic_name text, event_name text, operation text, table_name text, table_schema text,
  new record, old record, level text default 'ROW'
) returns void language plpgsql as $$
declare
  row_data jsonb := '{}'::jsonb;
begin
  if level = 'STATEMENT' then
    raise exception 'function can only be triggered for each row, not for each statement';
  end if;
  if operation = 'INSERT' or operation = 'UPDATE' or operation = 'DELETE' then
    row_data := jsonb_build_object('old_record', old, 'record', new, 'operation', operation, 'table', table_name,
      'schema', table_schema);
    perform realtime.send(row_data, event_name, topic_name);
  else
    raise exception 'Unexpected operation type: %', operation;
  end if;
exception when others then
  raise exception 'Failed to process the row: %', sqlerrm;
end;
$$;

revoke execute on all functions in schema realtime from public;
grant execute on function realtime.topic(), realtime.send(jsonb, text, text, boolean),
  realtime.send_binary(bytea, text, text, boolean),
  realtime.broadcast_changes(text, text, text, text, text, record, record, text)
  to anon, authenticated, service_role;

do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Local stack only.

/** Postgres-changes subscriptions of connected channels (one row per binding and table). */
create unlogged table if not exists realtime.local_subscription (
  id bigint generated always as identity primary key,
  subscription_id uuid not null,
  entity regclass not null,
  -- [{column, op, value, negate}], Supabase's filter grammar parsed by the stack.
  filters jsonb not null default '[]',
  claims jsonb not null,
  claims_role regrole not null,
  action_filter text not null default '*' check (action_filter in ('*', 'INSERT', 'UPDATE', 'DELETE')),
  -- Column names the subscriber selected (null: all).
  selected_columns jsonb,
  created_at timestamptz not null default now()
);
create index if not exists local_subscription_entity_idx on realtime.local_subscription (entity);
create index if not exists local_subscription_id_idx on realtime.local_subscription (subscription_id);

/** Committed changes and database broadcasts the stack has not delivered yet. */
create unlogged table if not exists realtime.local_change (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('change', 'message')),
  entity oid,
  schema_name text,
  table_name text,
  action text,
  record jsonb,
  old_record jsonb,
  captured_at timestamptz not null default clock_timestamp()
);

/** Row trigger of published tables: queues the change when some channel listens to this table. */
create or replace function realtime.local_capture() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if not exists (
    select 1 from realtime.local_subscription s
    where s.entity = tg_relid and (s.action_filter = '*' or s.action_filter = tg_op)
  ) then
    return null;
  end if;
  insert into realtime.local_change (kind, entity, schema_name, table_name, action, record, old_record)
  values ('change', tg_relid, tg_table_schema, tg_table_name, tg_op,
    case when tg_op <> 'DELETE' then to_jsonb(new) end,
    case when tg_op <> 'INSERT' then to_jsonb(old) end);
  perform pg_notify('realtime_local', '');
  return null;
end
$$;

/** Row trigger of realtime.messages: queues broadcasts sent from the database. */
create or replace function realtime.local_capture_message() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.extension <> 'broadcast' then
    return null;
  end if;
  insert into realtime.local_change (kind, record)
  values ('message', jsonb_build_object('id', new.id, 'topic', new.topic, 'event', new.event,
    'private', coalesce(new.private, false), 'payload', new.payload,
    'binary', encode(new.binary_payload, 'base64')));
  perform pg_notify('realtime_local', '');
  return null;
end
$$;
drop trigger if exists local_broadcast on realtime.messages;
create trigger local_broadcast after insert on realtime.messages
  for each row execute function realtime.local_capture_message();

/** Puts the capture trigger on every table of the supabase_realtime publication, and only there. */
create or replace function realtime.local_sync_capture() returns void
language plpgsql set search_path = '' as $$
declare
  r record;
begin
  for r in
    select c.oid::regclass as rel
    from pg_catalog.pg_publication_tables p
    join pg_catalog.pg_namespace n on n.nspname = p.schemaname
    join pg_catalog.pg_class c on c.relnamespace = n.oid and c.relname = p.tablename
    where p.pubname = 'supabase_realtime' and c.relkind = 'r'
      and not exists (select 1 from pg_catalog.pg_trigger t where t.tgrelid = c.oid and t.tgname = 'realtime_local_capture')
  loop
    execute format('create trigger realtime_local_capture after insert or update or delete on %s '
      'for each row execute function realtime.local_capture()', r.rel);
  end loop;
  for r in
    select t.tgrelid::regclass as rel
    from pg_catalog.pg_trigger t
    where t.tgname = 'realtime_local_capture'
      and not exists (
        select 1 from pg_catalog.pg_publication_tables p
        join pg_catalog.pg_namespace n on n.nspname = p.schemaname
        join pg_catalog.pg_class c on c.relnamespace = n.oid and c.relname = p.tablename
        where p.pubname = 'supabase_realtime' and c.oid = t.tgrelid)
  loop
    execute format('drop trigger realtime_local_capture on %s', r.rel);
  end loop;
end
$$;

/** Keeps the capture triggers in step with `alter publication supabase_realtime …` as it runs. */
create or replace function realtime.local_on_ddl() returns event_trigger
language plpgsql as $$
begin
  perform realtime.local_sync_capture();
end
$$;

do $$
begin
  -- Event triggers need a superuser; without one the stack syncs at start and at each subscription.
  if (select rolsuper from pg_catalog.pg_roles where rolname = current_user) then
    if not exists (select 1 from pg_catalog.pg_event_trigger where evtname = 'realtime_local_sync') then
      create event trigger realtime_local_sync on ddl_command_end
        when tag in ('CREATE PUBLICATION', 'ALTER PUBLICATION', 'DROP PUBLICATION', 'CREATE TABLE', 'CREATE TABLE AS',
          'SELECT INTO')
        execute function realtime.local_on_ddl();
    end if;
  end if;
end
$$;

/**
 * Validates one binding of a channel and records it for every published table it names (schema and
 * table may be '*'). Refuses a table whose primary key the role may not read, unknown or unreadable
 * columns and values that do not fit the column's type. Returns how many tables it subscribed to
 * (0: no published table matches).
 */
create or replace function realtime.local_subscribe(
  p_subscription_id uuid, p_claims jsonb, p_role text, p_schema text, p_table text, p_action text,
  p_filters jsonb, p_select jsonb
) returns integer
language plpgsql set search_path = '' as $$
declare
  v_role regrole := p_role::regrole;
  v_entity regclass;
  v_count integer := 0;
  f jsonb;
  v_type regtype;
  v_col text;
  v_n integer;
begin
  perform realtime.local_sync_capture();
  for v_entity in
    select format('%I.%I', p.schemaname, p.tablename)::regclass
    from pg_catalog.pg_publication_tables p
    where p.pubname = 'supabase_realtime'
      and (p_schema = '*' or p.schemaname = p_schema)
      and (p_table = '*' or p.tablename = p_table)
  loop
    -- A role that may not read the primary key would only get 'Error 401' events: refused here instead.
    if exists (
      select 1 from pg_catalog.pg_index i join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indrelid = v_entity and i.indisprimary and not pg_catalog.has_column_privilege(v_role, v_entity, a.attnum, 'SELECT')
    ) then
      if p_table = '*' then
        continue;
      end if;
      raise exception 'permission denied for table %', v_entity;
    end if;
    for f in select * from jsonb_array_elements(p_filters) loop
      v_col := f ->> 'column';
      select a.atttypid::regtype into v_type from pg_catalog.pg_attribute a
      where a.attrelid = v_entity and a.attname = v_col and a.attnum > 0 and not a.attisdropped;
      if v_type is null or not pg_catalog.has_column_privilege(v_role, v_entity, v_col, 'SELECT') then
        raise exception 'invalid column for filter %', v_col;
      end if;
      case f ->> 'op'
        when 'in' then
          execute format('select cardinality(%L::%s[])', f ->> 'value', v_type) into v_n;
          if coalesce(v_n, 0) > 100 then
            raise exception 'too many values for `in` filter. Maximum 100';
          end if;
        when 'is' then
          if f ->> 'value' not in ('null', 'not_null', 'true', 'false', 'unknown') then
            raise exception 'invalid value for is filter: must be null, true, false, or unknown';
          end if;
          if f ->> 'value' not in ('null', 'not_null') and v_type <> 'boolean'::regtype then
            raise exception 'is % filter requires a boolean column, got %', f ->> 'value', v_type;
          end if;
        when 'like', 'ilike', 'match', 'imatch' then
          execute format('select %L::%s %s %L', '', v_type,
            case f ->> 'op' when 'like' then 'like' when 'ilike' then 'ilike' when 'match' then '~' else '~*' end,
            f ->> 'value');
        else
          execute format('select %L::%s', f ->> 'value', v_type);
      end case;
    end loop;
    for v_col in select * from jsonb_array_elements_text(coalesce(p_select, '[]')) loop
      if not exists (select 1 from pg_catalog.pg_attribute a where a.attrelid = v_entity and a.attname = v_col
          and a.attnum > 0 and not a.attisdropped)
        or not pg_catalog.has_column_privilege(v_role, v_entity, v_col, 'SELECT') then
        raise exception 'invalid column for select %', v_col;
      end if;
    end loop;
    insert into realtime.local_subscription (subscription_id, entity, filters, claims, claims_role, action_filter,
      selected_columns)
    values (p_subscription_id, v_entity, p_filters, p_claims, v_role, p_action, p_select);
    v_count := v_count + 1;
  end loop;
  return v_count;
end
$$;

/** A SQL condition on `x` (the column's value) for one filter operator against the text `v`. */
create or replace function realtime.local_filter_sql(p_op text, p_type regtype) returns text
language sql immutable as $$
  select case p_op
    when 'eq' then format('x = v::%s', p_type)
    when 'neq' then format('x <> v::%s', p_type)
    when 'lt' then format('x < v::%s', p_type)
    when 'lte' then format('x <= v::%s', p_type)
    when 'gt' then format('x > v::%s', p_type)
    when 'gte' then format('x >= v::%s', p_type)
    when 'in' then format('x = any(v::%s[])', p_type)
    when 'like' then 'x::text like v'
    when 'ilike' then 'x::text ilike v'
    when 'match' then 'x::text ~ v'
    when 'imatch' then 'x::text ~* v'
    when 'isdistinct' then format('x is distinct from v::%s', p_type)
    when 'is' then 'case v when ''null'' then x is null when ''not_null'' then x is not null '
      'when ''true'' then x::text::boolean is true when ''false'' then x::text::boolean is false '
      'else x::text::boolean is unknown end'
  end
$$;

/**
 * One queued row change → payloads for its subscribers, grouped by role and selected columns (as
 * Supabase's realtime.apply_rls): subscriptions whose filters the row passes, then, per distinct
 * claims, whether that role with those claims may SELECT the row (the current row by primary key
 * for INSERT/UPDATE; the deleted row's values against the SELECT policies for DELETE). Columns
 * the role may not read are left out of `columns`, `record` and `old_record`; `old_record` holds
 * the primary key unless the table has REPLICA IDENTITY FULL.
 */
create or replace function realtime.local_apply_rls(
  p_entity oid, p_schema text, p_table text, p_action text, p_record jsonb, p_old jsonb, p_captured_at timestamptz
) returns table (out_payload jsonb, out_subscribers uuid[])
language plpgsql set search_path = '' as $$
declare
  v_class record;
  v_entity regclass;
  v_row jsonb := case when p_action = 'DELETE' then p_old else p_record end;
  v_base jsonb;
  v_role regrole;
  v_bypass boolean;
  v_pks text[];
  v_readable text[];
  v_identity text[];
  v_failed uuid[];
  v_passing uuid[];
  v_visible uuid[];
  v_fail uuid[];
  f record;
  g record;
  pol record;
  c record;
  v_type regtype;
  v_check text;
  v_ok boolean;
  v_payload jsonb;
  v_cols text[];
begin
  select cl.oid, cl.relname, cl.relrowsecurity, cl.relreplident into v_class
  from pg_catalog.pg_class cl where cl.oid = p_entity;
  if not found then
    return;
  end if;
  v_entity := p_entity::regclass;
  v_pks := array(
    select a.attname::text from pg_catalog.pg_index i
    join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
    where i.indrelid = p_entity and i.indisprimary order by a.attnum);
  v_identity := case when v_class.relreplident = 'f' then array(select jsonb_object_keys(coalesce(p_old, '{}')))
    else v_pks end;
  v_base := jsonb_build_object('schema', p_schema, 'table', p_table, 'type', p_action);

  for v_role in
    select distinct s.claims_role from realtime.local_subscription s
    where s.entity = p_entity and (s.action_filter = '*' or s.action_filter = p_action)
    order by 1
  loop
    v_readable := array(
      select a.attname::text from pg_catalog.pg_attribute a
      where a.attrelid = p_entity and a.attnum > 0 and not a.attisdropped
        and pg_catalog.has_column_privilege(v_role, p_entity, a.attnum, 'SELECT')
      order by a.attnum);

    if p_action <> 'DELETE' and (cardinality(v_pks) = 0 or not v_pks <@ v_readable) then
      out_payload := v_base || jsonb_build_object('commit_timestamp', null, 'columns', '[]'::jsonb, 'errors',
        jsonb_build_array(case when cardinality(v_pks) = 0 then 'Error 400: Bad Request, no primary key'
          else 'Error 401: Unauthorized' end));
      out_subscribers := array(
        select s.subscription_id from realtime.local_subscription s
        where s.entity = p_entity and s.claims_role = v_role and (s.action_filter = '*' or s.action_filter = p_action));
      return next;
      continue;
    end if;
    if p_action = 'DELETE' and not v_pks <@ v_readable then
      continue;
    end if;

    -- Filters, one query per distinct (column, operator, negation) over all its subscribers' values.
    v_failed := '{}';
    for f in
      select fl ->> 'column' as col, fl ->> 'op' as op, coalesce((fl ->> 'negate')::boolean, false) as neg,
        array_agg(s.subscription_id) as subs, array_agg(fl ->> 'value') as vals
      from realtime.local_subscription s cross join lateral jsonb_array_elements(s.filters) fl
      where s.entity = p_entity and s.claims_role = v_role and (s.action_filter = '*' or s.action_filter = p_action)
      group by 1, 2, 3
    loop
      select a.atttypid::regtype into v_type from pg_catalog.pg_attribute a
      where a.attrelid = p_entity and a.attname = f.col and a.attnum > 0 and not a.attisdropped;
      if v_type is null or not (v_row ? f.col) then
        v_failed := v_failed || f.subs;
        continue;
      end if;
      v_check := realtime.local_filter_sql(f.op, v_type);
      if f.neg then
        v_check := format('not (%s)', v_check);
      end if;
      begin
        execute format('select coalesce(array_agg(u.s), ''{}'') from (select (jsonb_populate_record(null::%s, $1)).%I as x) r, '
          'unnest($2::uuid[], $3::text[]) u(s, v) where not coalesce(%s, false)', v_entity, f.col, v_check)
          into v_fail using v_row, f.subs, f.vals;
      exception when others then
        v_fail := f.subs;
      end;
      v_failed := v_failed || v_fail;
    end loop;

    v_passing := array(
      select s.subscription_id from realtime.local_subscription s
      where s.entity = p_entity and s.claims_role = v_role and (s.action_filter = '*' or s.action_filter = p_action)
        and not s.subscription_id = any(v_failed));
    if cardinality(v_passing) = 0 then
      continue;
    end if;

    -- Row level security, once per distinct claims.
    select r.rolbypassrls into v_bypass from pg_catalog.pg_roles r where r.oid = v_role;
    if not v_class.relrowsecurity or v_bypass then
      v_visible := v_passing;
    else
      v_visible := '{}';
      if p_action <> 'DELETE' then
        v_check := format('select exists (select 1 from %s t where %s)', v_entity, (
          select string_agg(format('t.%I = %L::%s', k, v_row ->> k,
            (select a.atttypid::regtype from pg_catalog.pg_attribute a where a.attrelid = p_entity and a.attname = k)),
            ' and ')
          from unnest(v_pks) k));
      else
        select
          coalesce(string_agg('(' || coalesce(pg_catalog.pg_get_expr(p.polqual, p.polrelid), 'true') || ')', ' or ')
            filter (where p.polpermissive), 'false') as permissive,
          coalesce(string_agg('(' || coalesce(pg_catalog.pg_get_expr(p.polqual, p.polrelid), 'true') || ')', ' and ')
            filter (where not p.polpermissive), 'true') as restrictive
        into pol
        from pg_catalog.pg_policy p
        where p.polrelid = p_entity and p.polcmd in ('r', '*')
          and (p.polroles = '{0}' or exists (select 1 from unnest(p.polroles) pr where pg_catalog.pg_has_role(v_role, pr, 'MEMBER')));
        v_check := format('select exists (select 1 from jsonb_populate_record(null::%s, %L::jsonb) as %I where (%s) and (%s))',
          v_entity, v_row, v_class.relname, pol.permissive, pol.restrictive);
      end if;
      if exists (select 1 from pg_catalog.pg_prepared_statements where name = 'realtime_local_rls') then
        deallocate realtime_local_rls;
      end if;
      execute 'prepare realtime_local_rls as ' || v_check;
      for c in
        select s.claims, array_agg(s.subscription_id) as subs from realtime.local_subscription s
        where s.subscription_id = any(v_passing) and s.entity = p_entity and s.claims_role = v_role
        group by s.claims
      loop
        begin
          perform set_config('role', v_role::text, true),
            set_config('request.jwt.claims', c.claims::text, true),
            set_config('request.jwt.claim.sub', coalesce(c.claims ->> 'sub', ''), true),
            set_config('request.jwt.claim.role', coalesce(c.claims ->> 'role', ''), true),
            set_config('request.jwt.claim.email', coalesce(c.claims ->> 'email', ''), true);
          execute 'execute realtime_local_rls' into v_ok;
          perform set_config('role', 'none', true);
        exception when others then
          v_ok := false;
        end;
        if v_ok then
          v_visible := v_visible || c.subs;
        end if;
      end loop;
      perform set_config('role', 'none', true), set_config('request.jwt.claims', '', true),
        set_config('request.jwt.claim.sub', '', true);
      deallocate realtime_local_rls;
    end if;
    if cardinality(v_visible) = 0 then
      continue;
    end if;

    -- One payload per distinct column selection.
    for g in
      select s.selected_columns as sel, array_agg(s.subscription_id) as subs from realtime.local_subscription s
      where s.subscription_id = any(v_visible) and s.entity = p_entity and s.claims_role = v_role
      group by s.selected_columns
    loop
      v_cols := array(select col from unnest(v_readable) col
        where g.sel is null or g.sel ? col or col = any(v_pks));
      v_payload := v_base || jsonb_build_object(
        'commit_timestamp', to_char(p_captured_at at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'columns', (
          select coalesce(jsonb_agg(jsonb_build_object('name', a.attname, 'type', t.typname) order by a.attnum), '[]')
          from pg_catalog.pg_attribute a join pg_catalog.pg_type t on t.oid = a.atttypid
          where a.attrelid = p_entity and a.attname = any(v_cols)),
        'errors', null);
      if p_action <> 'DELETE' then
        v_payload := v_payload || jsonb_build_object('record',
          (select coalesce(jsonb_object_agg(k, p_record -> k), '{}') from unnest(v_cols) k where p_record ? k));
      end if;
      if p_action <> 'INSERT' then
        v_payload := v_payload || jsonb_build_object('old_record',
          (select coalesce(jsonb_object_agg(k, p_old -> k), '{}') from unnest(v_cols) k
           where p_old ? k and k = any(v_identity)));
      end if;
      out_payload := v_payload;
      out_subscribers := g.subs;
      return next;
    end loop;
  end loop;
end
$$;

/**
 * Takes up to `p_max` queued changes (oldest first) and returns what to deliver: `change` rows with
 * a payload and its subscribers, `message` rows for database broadcasts, and a last `more` row when
 * the queue still holds changes.
 */
create or replace function realtime.local_drain(p_max integer default 500)
returns table (out_kind text, out_payload jsonb, out_subscribers uuid[])
language plpgsql set search_path = '' as $$
declare
  c record;
  v_taken integer := 0;
begin
  for c in
    with taken as (
      delete from realtime.local_change q
      where q.id in (select q2.id from realtime.local_change q2 order by q2.id limit p_max)
      returning q.*
    )
    select * from taken order by taken.id
  loop
    v_taken := v_taken + 1;
    if c.kind = 'message' then
      out_kind := 'message';
      out_payload := c.record;
      out_subscribers := null;
      return next;
    else
      return query
        select 'change'::text, r.out_payload, r.out_subscribers
        from realtime.local_apply_rls(c.entity, c.schema_name, c.table_name, c.action, c.record, c.old_record,
          c.captured_at) r;
    end if;
  end loop;
  if v_taken = p_max then
    out_kind := 'more';
    out_payload := null;
    out_subscribers := null;
    return next;
  end if;
end
$$;

revoke execute on function realtime.local_capture(), realtime.local_capture_message(), realtime.local_sync_capture(),
  realtime.local_on_ddl(), realtime.local_subscribe(uuid, jsonb, text, text, text, text, jsonb, jsonb),
  realtime.local_filter_sql(text, regtype),
  realtime.local_apply_rls(oid, text, text, text, jsonb, jsonb, timestamptz), realtime.local_drain(integer)
  from public;
