/*
 * The pull API of syncing clients (the desktop cache), one call per page of one mirrored table:
 *
 *   supabase.rpc('sync_pull', { p_table, p_after_marker, p_after_id, p_limit })
 *     -> { rows, tombstones, next_cursor: { marker, id }, watermark, has_more, resync }
 *
 * It runs as the caller (security invoker), so RLS decides which rows and tombstones each caller
 * gets (members' cards come as their public columns only). A cursor is a (marker, id) pair: changes
 * come ordered by change marker (`version`, see 20261123000100), ties broken by id, starting after
 * the cursor (0 and the nil uuid at first). A page holds at most p_limit changes: rows as the
 * table's JSON, tombstones as { id, version, deleted_at } for rows the caller cannot read now.
 * An id appears at most once in a page, so a client applies a page's rows and tombstones in any
 * order, in one transaction, and pages in the order it pulled them (never by comparing versions).
 *
 * The watermark is pg_snapshot_xmin(pg_current_snapshot()): every transaction below it has ended,
 * so no row can still appear with a smaller marker. Committed changes at or above it are handed out
 * too (fresh data while a slow transaction is open), but next_cursor never passes the watermark:
 * it is the last change of the page below it, or the cursor given. Such changes come again in the
 * next pull, together with anything a late transaction commits in between. has_more says that a
 * page was filled with changes below the watermark; pull again until it is false.
 *
 * resync: true (and nothing else) when the cursor is older than the tombstone horizon (see
 * 20261123000110): the client drops its copy of the table and pulls it again from the start.
 */

/** The columns a syncing client gets of a mirrored table's row, as JSON (members: the public card). */
create function internal.sync_row_json(p_table text) returns text
language sql immutable set search_path = '' as $$
  select case p_table
    when 'yarnconnect_free' then
      'jsonb_build_object(''id'', t.id, ''version'', t.version, ''member_name'', t.member_name,
        ''business_name'', t.business_name, ''email'', t.email, ''country_code'', t.country_code,
        ''mobile_number'', t.mobile_number, ''city'', t.city, ''district'', t.district, ''state'', t.state,
        ''country'', t.country, ''business_type'', t.business_type, ''my_yarns'', t.my_yarns,
        ''membership_type'', t.membership_type, ''is_verified_member'', t.is_verified_member,
        ''updated_at'', t.updated_at)'
    else 'to_jsonb(t)'
  end
$$;
revoke execute on function internal.sync_row_json(text) from public;
grant execute on function internal.sync_row_json(text) to authenticated, service_role;

/** One page of changes of a mirrored table after a cursor, as the caller may see them (see above). */
create function public.sync_pull(
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
      'yarnconnect_free') then
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
