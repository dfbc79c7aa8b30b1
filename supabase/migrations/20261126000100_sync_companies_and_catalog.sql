/*
 * Two more tables for syncing clients (the desktop cache), added the way 20261123000100-0120 added the
 * first ones:
 *
 * - company_details, as its id and name only: an admin's company chooser (the price sheet, the
 *   companies the cache keeps) works offline. Company pages are public, so their tombstones are too.
 * - sourcing_item_categories: a department's catalog (Item Mgmt) reads offline, and a catalog item
 *   added offline is sent later with its id as the idempotency key. Tombstones go to those who manage
 *   the company (the desktop's users); a category moved to another company leaves their sight.
 *
 * Each gets `version` (the writing transaction's id, stamped by trigger), an index on (version, id),
 * and AFTER DELETE (and scope-changing UPDATE) tombstone triggers; sync_pull accepts both names. Nothing
 * else changes: the new column is ignored by every existing read and write.
 */

do $$
declare
  t text;
begin
  foreach t in array array['company_details', 'sourcing_item_categories'] loop
    execute format('alter table public.%I add column version bigint not null default internal.current_change_marker()', t);
    execute format('create index %I on public.%I (version, id)', t || '_version_idx', t);
    execute format('create trigger %I before insert or update on public.%I
      for each row execute function internal.stamp_change_marker()', t || '_version', t);
    execute format('create trigger %I after delete on public.%I
      for each row execute function internal.write_sync_tombstone()', t || '_tombstone', t);
  end loop;
end
$$;
create trigger sourcing_item_categories_out_of_sight after update of company_id on public.sourcing_item_categories
  for each row execute function internal.write_sync_tombstone();

/** Company, owner and public visibility of a mirrored row, read from its JSON (company pages are public). */
create or replace function internal.sync_scope(
  p_table text, p_row jsonb, out company_id uuid, out owner_user_id uuid, out is_public boolean
)
language sql immutable set search_path = '' as $$
  select
    (p_row ->> case p_table
      when 'customer_bids' then 'corporate_company_id'
      when 'company_details' then 'id'
      else 'company_id' end)::uuid,
    (p_row ->> case p_table
      when 'customer_bids' then 'bidder_user_id'
      when 'sourcing_bids' then 'vendor_user_id'
      when 'yarnconnect_free' then 'id' end)::uuid,
    case p_table
      when 'corporate_products' then p_row ->> 'visibility_status' = 'Reveal'
      when 'sourcing_requests' then p_row ->> 'status' = 'active' and p_row ->> 'action' = 'Buy'
        and p_row ->> 'bid_status' = 'open'
      when 'yarnconnect_free' then coalesce((p_row ->> 'list_in_directory')::boolean, false)
      else p_table in ('price_updates_pdfs', 'news_items', 'news_snippets', 'company_details')
    end
$$;
revoke execute on function internal.sync_scope(text, jsonb) from public;

/** The columns a syncing client gets of a mirrored table's row, as JSON (members: the public card; companies: id and name). */
create or replace function internal.sync_row_json(p_table text) returns text
language sql immutable set search_path = '' as $$
  select case p_table
    when 'yarnconnect_free' then
      'jsonb_build_object(''id'', t.id, ''version'', t.version, ''member_name'', t.member_name,
        ''business_name'', t.business_name, ''email'', t.email, ''country_code'', t.country_code,
        ''mobile_number'', t.mobile_number, ''city'', t.city, ''district'', t.district, ''state'', t.state,
        ''country'', t.country, ''business_type'', t.business_type, ''my_yarns'', t.my_yarns,
        ''membership_type'', t.membership_type, ''is_verified_member'', t.is_verified_member,
        ''updated_at'', t.updated_at)'
    when 'company_details' then
      'jsonb_build_object(''id'', t.id, ''version'', t.version, ''company_name'', t.company_name)'
    else 'to_jsonb(t)'
  end
$$;
revoke execute on function internal.sync_row_json(text) from public;
grant execute on function internal.sync_row_json(text) to authenticated, service_role;

/** One page of changes of a mirrored table after a cursor, as the caller may see them (see 20261123000120). */
create or replace function public.sync_pull(
  p_table text,
  p_after_marker bigint default 0,
  p_after_id uuid default '00000000-0000-0000-0000-000000000000',
  p_limit integer default 500
) returns jsonb
language plpgsql stable security invoker set search_path = '' as $$
declare
  v_after_marker bigint := coalesce(p_after_marker, 0);
  v_after_id uuid := coalesce(p_after_id, '00000000-0000-0000-0000-000000000000');
  v_limit integer := least(greatest(coalesce(p_limit, 500), 1), 5000);
  v_watermark bigint := pg_catalog.pg_snapshot_xmin(pg_catalog.pg_current_snapshot())::text::bigint;
  v_page jsonb;
begin
  if p_table is null or p_table not in ('corporate_products', 'price_updates_pdfs', 'customer_bids',
      'sourcing_requests', 'sourcing_bid_rounds', 'sourcing_bids', 'news_items', 'news_snippets',
      'yarnconnect_free', 'company_details', 'sourcing_item_categories') then
    raise exception 'Unknown sync table: %', p_table using errcode = '22023';
  end if;
  if v_after_marker > 0 and v_after_marker < internal.sync_horizon() then
    return jsonb_build_object('rows', '[]'::jsonb, 'tombstones', '[]'::jsonb, 'watermark', v_watermark,
      'next_cursor', jsonb_build_object('marker', v_after_marker, 'id', v_after_id), 'has_more', false,
      'resync', true);
  end if;

  execute format($sql$
    with changed as (
      select t.id, t.version, %1$s as data, null::timestamptz as deleted_at
      from public.%2$I t
      where (t.version, t.id) > ($1, $2)
      order by t.version, t.id
      limit $3 + 1
    ), gone as (
      select s.row_id as id, s.version, null::jsonb as data, s.deleted_at
      from public.sync_tombstones s
      where s.table_name = $4 and (s.version, s.row_id) > ($1, $2)
        and not exists (select 1 from public.%2$I r where r.id = s.row_id)
      order by s.version, s.row_id
      limit $3 + 1
    ), page as (
      select c.*, row_number() over (order by c.version, c.id) as n
      from (select * from changed union all select * from gone) c
    ), shown as (
      select * from page where n <= $3
    )
    select jsonb_build_object(
      'rows', coalesce((select jsonb_agg(data order by n) from shown where data is not null), '[]'::jsonb),
      'tombstones', coalesce((select jsonb_agg(jsonb_build_object('id', id, 'version', version,
        'deleted_at', deleted_at) order by n) from shown where data is null), '[]'::jsonb),
      'next_cursor', coalesce(
        (select jsonb_build_object('marker', version, 'id', id) from shown where version < $5 order by n desc limit 1),
        jsonb_build_object('marker', $1, 'id', $2)),
      'watermark', $5,
      'has_more', exists (select 1 from page where n = $3 + 1)
        and coalesce((select version < $5 from shown where n = $3), false),
      'resync', false)
    $sql$, internal.sync_row_json(p_table), p_table)
  into v_page
  using v_after_marker, v_after_id, v_limit, p_table, v_watermark;
  return v_page;
end
$$;
revoke execute on function public.sync_pull(text, bigint, uuid, integer) from public, anon;
grant execute on function public.sync_pull(text, bigint, uuid, integer) to authenticated, service_role;

-- A catalog item's tombstone goes to those who manage its company; a company's to everyone (is_public).
drop policy "Readers of a row read its tombstones" on public.sync_tombstones;
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
      when 'sourcing_item_categories' then (select public.can_manage_company(company_id))
      when 'yarnconnect_free' then
        owner_user_id = (select auth.uid()) or (select public.is_staff())
        or (is_public and (select public.can_view_directory()))
      else is_public
    end
  );
