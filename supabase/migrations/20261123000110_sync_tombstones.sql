/*
 * Tombstones: how a syncing client learns that a row it mirrors is gone. Chosen over soft deletes
 * because every mirrored table keeps its hard deletes (cascades from companies, RFQs and members
 * included) and every query keeps working unchanged; a soft-deleted row would need a "not deleted"
 * filter in every policy, view and RPC. AFTER DELETE triggers on the mirrored tables write one row
 * here per deleted row, stamped with the deleting transaction's change marker (see
 * 20261123000100), so tombstones and rows share one ordered stream per table.
 *
 * A tombstone carries the scope of the row it replaces (its company, its owner, whether everyone
 * could read it), and RLS shows it only to those who could read that row: another company's
 * executive sees neither the row nor its tombstone. An update that takes a row out of some
 * readers' sight (a product hidden, an RFQ closed to the public, a member leaving the directory,
 * a row moved to another company) writes a tombstone with the old scope too; sync_pull hands a
 * tombstone only to a caller who cannot read the row now, so those who still see it get the row.
 *
 * sourcing_bids gains company_id (its RFQ's company, set on insert) so that a bid deleted together
 * with its RFQ still knows whose it was: in a cascade the RFQ is already gone when the bid's
 * trigger runs.
 *
 * Tombstones older than a chosen age can be pruned (prune_sync_tombstones, service role); the
 * newest pruned marker becomes the horizon, and a client whose cursor is older must sync that
 * table again from the start (sync_pull answers resync: true).
 */

-- A bid remembers its RFQ's company.
alter table public.sourcing_bids add column company_id uuid references public.company_details (id) on delete cascade;
update public.sourcing_bids b set company_id = r.company_id from public.sourcing_requests r where r.id = b.sourcing_request_id;
alter table public.sourcing_bids alter column company_id set not null;
create index sourcing_bids_company_idx on public.sourcing_bids (company_id);

/** Sets a bid's company from its RFQ, whatever the client sent. */
create function internal.set_sourcing_bid_company() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  select r.company_id into new.company_id from public.sourcing_requests r where r.id = new.sourcing_request_id;
  return new;
end
$$;
revoke execute on function internal.set_sourcing_bid_company() from public;
create trigger sourcing_bids_company before insert or update of sourcing_request_id on public.sourcing_bids
  for each row execute function internal.set_sourcing_bid_company();

/** A mirrored row that is gone, or out of the sight of some who could read it, as of `version`. */
create table public.sync_tombstones (
  table_name text not null,
  row_id uuid not null,
  version bigint not null default internal.current_change_marker(),
  deleted_at timestamptz not null default now(),
  -- The row's scope when it went: its company, its owner (bidder, vendor, the member), and whether
  -- readers beyond those could see it (published content, revealed products, open RFQs, members
  -- listed in the directory).
  company_id uuid,
  owner_user_id uuid,
  is_public boolean not null default false,
  primary key (table_name, row_id, version)
);
alter table public.sync_tombstones enable row level security;
create index sync_tombstones_pull_idx on public.sync_tombstones (table_name, version, row_id);
create index sync_tombstones_company_idx on public.sync_tombstones (company_id);
create index sync_tombstones_owner_idx on public.sync_tombstones (owner_user_id);

/** The newest change marker pruned from sync_tombstones: cursors below it must sync again. */
create table internal.sync_horizon (
  only_row boolean primary key default true check (only_row),
  marker bigint not null default 0,
  pruned_at timestamptz
);
insert into internal.sync_horizon default values;

/** The sync horizon (0 until tombstones are first pruned). */
create function internal.sync_horizon() returns bigint
language sql stable security definer set search_path = '' as $$
  select coalesce((select marker from internal.sync_horizon), 0)
$$;
revoke execute on function internal.sync_horizon() from public;
grant execute on function internal.sync_horizon() to authenticated, service_role;

/** Company, owner and public visibility of a mirrored row, read from its JSON. */
create function internal.sync_scope(
  p_table text, p_row jsonb, out company_id uuid, out owner_user_id uuid, out is_public boolean
)
language sql immutable set search_path = '' as $$
  select
    (p_row ->> case p_table when 'customer_bids' then 'corporate_company_id' else 'company_id' end)::uuid,
    (p_row ->> case p_table
      when 'customer_bids' then 'bidder_user_id'
      when 'sourcing_bids' then 'vendor_user_id'
      when 'yarnconnect_free' then 'id' end)::uuid,
    case p_table
      when 'corporate_products' then p_row ->> 'visibility_status' = 'Reveal'
      when 'sourcing_requests' then p_row ->> 'status' = 'active' and p_row ->> 'action' = 'Buy'
        and p_row ->> 'bid_status' = 'open'
      when 'yarnconnect_free' then coalesce((p_row ->> 'list_in_directory')::boolean, false)
      else p_table in ('price_updates_pdfs', 'news_items', 'news_snippets')
    end
$$;
revoke execute on function internal.sync_scope(text, jsonb) from public;

/**
 * AFTER DELETE: the deleted row's tombstone. AFTER UPDATE (of the columns that decide who reads the
 * row): a tombstone with the old scope when readers lost sight of it.
 */
create function internal.write_sync_tombstone() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_old record;
  v_new record;
begin
  select * into v_old from internal.sync_scope(tg_table_name, to_jsonb(old));
  if tg_op = 'UPDATE' then
    select * into v_new from internal.sync_scope(tg_table_name, to_jsonb(new));
    if not ((v_old.is_public and not v_new.is_public)
        or v_old.company_id is distinct from v_new.company_id
        or v_old.owner_user_id is distinct from v_new.owner_user_id) then
      return null;
    end if;
  end if;
  -- Several in one transaction (hidden, then deleted) share a marker: keep the widest scope.
  insert into public.sync_tombstones as s (table_name, row_id, company_id, owner_user_id, is_public)
    values (tg_table_name, old.id, v_old.company_id, v_old.owner_user_id, v_old.is_public)
    on conflict (table_name, row_id, version) do update set
      is_public = s.is_public or excluded.is_public,
      company_id = coalesce(s.company_id, excluded.company_id),
      owner_user_id = coalesce(s.owner_user_id, excluded.owner_user_id);
  return null;
end
$$;
revoke execute on function internal.write_sync_tombstone() from public;

do $$
declare
  t text;
  scope_columns constant jsonb := jsonb_build_object(
    'corporate_products', 'visibility_status, company_id',
    'customer_bids', 'corporate_company_id, bidder_user_id',
    'sourcing_requests', 'status, action, bid_status, company_id',
    'sourcing_bid_rounds', 'company_id',
    'sourcing_bids', 'company_id, vendor_user_id',
    'yarnconnect_free', 'list_in_directory');
begin
  foreach t in array array['corporate_products', 'price_updates_pdfs', 'customer_bids', 'sourcing_requests',
    'sourcing_bid_rounds', 'sourcing_bids', 'news_items', 'news_snippets', 'yarnconnect_free'] loop
    execute format('create trigger %I after delete on public.%I
      for each row execute function internal.write_sync_tombstone()', t || '_tombstone', t);
    if scope_columns ? t then
      execute format('create trigger %I after update of %s on public.%I
        for each row execute function internal.write_sync_tombstone()', t || '_out_of_sight', scope_columns ->> t, t);
    end if;
  end loop;
end
$$;

/**
 * Deletes tombstones older than p_older_than and moves the horizon to the newest marker deleted.
 * Returns how many went. For the service role (a scheduled job).
 */
create function public.prune_sync_tombstones(p_older_than interval) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_count integer;
  v_marker bigint;
begin
  if not internal.is_trusted_caller() then
    raise exception 'Only the platform prunes tombstones.' using errcode = '42501';
  end if;
  with gone as (
    delete from public.sync_tombstones where deleted_at < now() - p_older_than returning version
  )
  select count(*), max(version) into v_count, v_marker from gone;
  if v_count > 0 then
    update internal.sync_horizon set marker = greatest(marker, v_marker), pruned_at = now();
  end if;
  return v_count;
end
$$;
revoke execute on function public.prune_sync_tombstones(interval) from public, anon, authenticated;
grant execute on function public.prune_sync_tombstones(interval) to service_role;

-- Tombstones are written only by the triggers; readers see those of rows they could read.
revoke all on public.sync_tombstones from anon, authenticated, service_role;
grant select on public.sync_tombstones to authenticated, service_role;
create policy "Readers of a row read its tombstones" on public.sync_tombstones
  for select to authenticated using (
    case table_name
      when 'corporate_products' then
        is_public or company_id = (select public.my_company_id()) or (select public.is_staff())
      when 'customer_bids' then
        owner_user_id = (select auth.uid()) or company_id = (select public.my_company_id())
        or (select public.is_admin())
      when 'sourcing_requests' then is_public or (select public.can_manage_company(company_id))
      when 'sourcing_bid_rounds' then (select public.can_manage_company(company_id))
      when 'sourcing_bids' then owner_user_id = (select auth.uid()) or (select public.can_manage_company(company_id))
      when 'yarnconnect_free' then
        owner_user_id = (select auth.uid()) or (select public.is_staff())
        or (is_public and (select public.can_view_directory()))
      else is_public
    end
  );
