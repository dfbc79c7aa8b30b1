/*
 * App settings: small public key/value facts the clients read at start (product name, support
 * contacts, minimum desktop version). Readable by everyone, written only by the service role.
 */
create table public.app_settings (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now()
);
alter table public.app_settings enable row level security;

revoke all on public.app_settings from anon, authenticated;
grant select on public.app_settings to anon, authenticated;

create policy "App settings are public" on public.app_settings
  for select to anon, authenticated using (true);

insert into public.app_settings (key, value) values
  ('platform', '{"name": "LoomConnect", "tagline": "The sourcing marketplace for the textile trade"}');
