/*
 * sync_pull, compact (issue 14: the desktop's first sync of 50 000 products and 100 000 bids spent 10 s in this
 * function). A page now names the table's columns once and sends each row as an array of values under them:
 *   {"columns": ["id", "version", …], "rows": [["…", 7, …], …], "tombstones": …, "next_cursor": …}
 * A bid's JSON was 1.1 KB, over half of it the same 38 keys on every row (most of them on null values); as an
 * array it is 0.45 KB. Every step of a sync costs by the byte: building the reply here, the REST layer, the
 * network, the client's parse and its SQLite writes. On PostgreSQL a page of 2 000 bids went from 140–200 ms
 * to 25–80 ms (this machine swings 3x between runs; tests/bench/desktop-sync).
 * A row's values are found by its primary key, one index probe per row: joining the page's ids back let the
 * planner scan the whole table.
 * Same arguments, same rows (RLS as the caller), same cursor rules; the client zips columns and values back
 * into rows (@domain/sync/page.ts).
 */

/** The columns a syncing client gets of a mirrored table, in order (members: the public card; companies: id and name). */
create function internal.sync_columns(p_table text) returns text[]
language sql stable set search_path = '' as $$
  select case p_table
    when 'yarnconnect_free' then array['id', 'version', 'member_name', 'business_name', 'email', 'country_code',
      'mobile_number', 'city', 'district', 'state', 'country', 'business_type', 'my_yarns', 'membership_type',
      'is_verified_member', 'updated_at']
    when 'company_details' then array['id', 'version', 'company_name']
    else (select array_agg(a.attname::text order by a.attnum) from pg_catalog.pg_attribute a
          where a.attrelid = pg_catalog.to_regclass('public.' || pg_catalog.quote_ident(p_table))
            and a.attnum > 0 and not a.attisdropped)
  end
$$;
revoke execute on function internal.sync_columns(text) from public;
grant execute on function internal.sync_columns(text) to authenticated, service_role;

drop function internal.sync_row_json(text);

/** One page of changes of a mirrored table after a cursor, as the caller may see them (see 20261123000120). */
create or replace function public.sync_pull(
  p_table text,
  p_after_marker bigint default 0,
  p_after_id uuid default '00000000-0000-0000-0000-000000000000',
  p_limit integer default 500
) returns json
language plpgsql stable security invoker set search_path = '' as $$
declare
  v_after_marker bigint := coalesce(p_after_marker, 0);
  v_after_id uuid := coalesce(p_after_id, '00000000-0000-0000-0000-000000000000');
  v_limit integer := least(greatest(coalesce(p_limit, 500), 1), 5000);
  v_watermark bigint := pg_catalog.pg_snapshot_xmin(pg_catalog.pg_current_snapshot())::text::bigint;
  v_columns text[];
  v_page json;
begin
  if p_table is null or p_table not in ('corporate_products', 'price_updates_pdfs', 'customer_bids',
      'sourcing_requests', 'sourcing_bid_rounds', 'sourcing_bids', 'news_items', 'news_snippets',
      'yarnconnect_free', 'company_details', 'sourcing_item_categories') then
    raise exception 'Unknown sync table: %', p_table using errcode = '22023';
  end if;
  v_columns := internal.sync_columns(p_table);
  if v_after_marker > 0 and v_after_marker < internal.sync_horizon() then
    return json_build_object('columns', v_columns, 'rows', '[]'::json, 'tombstones', '[]'::json, 'watermark', v_watermark,
      'next_cursor', json_build_object('marker', v_after_marker, 'id', v_after_id), 'has_more', false,
      'resync', true);
  end if;

  execute format($sql$
    with changed as (
      select t.id, t.version, null::timestamptz as deleted_at, false as gone
      from public.%2$I t
      where (t.version, t.id) > ($1, $2)
      order by t.version, t.id
      limit $3 + 1
    ), gone as (
      select s.row_id as id, s.version, s.deleted_at, true as gone
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
    select json_build_object(
      'columns', $6,
      'rows', coalesce((select json_agg((select json_build_array(%1$s) from public.%2$I t where t.id = s.id))
        from shown s where not s.gone), '[]'::json),
      'tombstones', coalesce((select json_agg(json_build_object('id', id, 'version', version,
        'deleted_at', deleted_at)) from shown where gone), '[]'::json),
      'next_cursor', coalesce(
        (select json_build_object('marker', version, 'id', id) from shown where version < $5 order by n desc limit 1),
        json_build_object('marker', $1, 'id', $2)),
      'watermark', $5,
      'has_more', exists (select 1 from page where n = $3 + 1)
        and coalesce((select version < $5 from shown where n = $3), false),
      'resync', false)
    $sql$, (select string_agg(pg_catalog.format('t.%I', c), ', ') from unnest(v_columns) c), p_table)
  into v_page
  using v_after_marker, v_after_id, v_limit, p_table, v_watermark, v_columns;
  return v_page;
end
$$;
revoke execute on function public.sync_pull(text, bigint, uuid, integer) from public, anon;
grant execute on function public.sync_pull(text, bigint, uuid, integer) to authenticated, service_role;
