/*
 * Live bids and rounds (issue 13): the RFQs, rounds and bids go into the supabase_realtime
 * publication, so dashboards and the vendor page hear of changes (Realtime checks each event against
 * the subscriber's RLS: a sealed round's bids reach nobody but their vendor until it closes). Hosted
 * Supabase has the publication; a database without it gets an empty one first. Tables already in it
 * are left alone, so the migration also runs where another migration added them.
 */
do $$
declare
  t text;
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
  foreach t in array array['sourcing_requests', 'sourcing_bid_rounds', 'sourcing_bids'] loop
    if not exists (
      select 1 from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = t
    ) then
      execute format('alter publication supabase_realtime add table public.%I', t);
    end if;
  end loop;
end
$$;
