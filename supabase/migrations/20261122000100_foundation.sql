/*
 * Foundation shared by every later migration: the extensions the marketplace searches need,
 * the `internal` schema for trigger and credit plumbing that no API role may call, and the
 * trigger that keeps updated_at honest.
 */
create extension if not exists pg_trgm with schema extensions;

-- Not exposed through the API (PostgREST serves public only). The API roles get USAGE so that
-- column defaults, CHECK constraints and policies may call the pure helpers (human_number,
-- is_department, the bucket checks); functions that move credits or guard rows have EXECUTE
-- revoked from PUBLIC where they are created.
create schema if not exists internal;
grant usage on schema internal to anon, authenticated, service_role;

-- New functions in public are not callable by the API roles unless 20261122000900_api_surface.sql
-- grants them (PUBLIC's default EXECUTE is revoked there, function by function).
alter default privileges in schema public revoke execute on functions from anon, authenticated;

/** Stamps updated_at on every UPDATE, whatever the client sent. */
create or replace function internal.set_updated_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.updated_at := now();
  return new;
end
$$;

/** Human-readable numbers such as ENQ-000042: a prefix and a zero-padded sequence value. */
create or replace function internal.human_number(p_prefix text, p_sequence regclass) returns text
language sql volatile set search_path = '' as $$
  select p_prefix || '-' || lpad(nextval(p_sequence)::text, 6, '0')
$$;
revoke execute on function internal.set_updated_at() from public;
