-- Where the Supabase CLI records applied migrations; the local runner writes the same rows.
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
