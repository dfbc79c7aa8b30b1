/*
 * sync_pull finds a page's row values by the row's place in the table (ctid), not by its primary key (issue 26,
 * deliverable 7). The page's changes are found by a walk of the (version, id) index; each of the up to 5 000 rows
 * was then found a second time by a descent of the id index (three or four index pages each, plus the heap page).
 * The walk already knows where each row lies: a TID scan reads just its heap page. Within the one statement (one
 * snapshot) a ctid names the same row version both times, and the caller's RLS policies still filter both reads.
 * A table the caller may read only some columns of (yarnconnect_free: the public card) grants no ctid: there the
 * rows are still found by id.
 * Same arguments, same reply, same cursor rules as 20261126000500_sync_pull_compact.sql.
 */
/** One page of changes of a mirrored table after a cursor, as the caller may see them (see 20261123000120); row values read by ctid. */
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
  -- How a page's rows are found again: by ctid where the caller may read the whole table, else by id.
  v_by_ctid boolean;
  v_page json;
begin
  if p_table is null or p_table not in ('corporate_products', 'price_updates_pdfs', 'customer_bids',
      'sourcing_requests', 'sourcing_bid_rounds', 'sourcing_bids', 'news_items', 'news_snippets',
      'yarnconnect_free', 'company_details', 'sourcing_item_categories') then
    raise exception 'Unknown sync table: %', p_table using errcode = '22023';
  end if;
  v_columns := internal.sync_columns(p_table);
  v_by_ctid := pg_catalog.has_table_privilege(pg_catalog.format('public.%I', p_table), 'select');
  if v_after_marker > 0 and v_after_marker < internal.sync_horizon() then
    return json_build_object('columns', v_columns, 'rows', '[]'::json, 'tombstones', '[]'::json, 'watermark', v_watermark,
      'next_cursor', json_build_object('marker', v_after_marker, 'id', v_after_id), 'has_more', false,
      'resync', true);
  end if;

  execute format($sql$
    with changed as (
      select t.id, t.version, null::timestamptz as deleted_at, false as gone, t.%3$s as at
      from public.%2$I t
      where (t.version, t.id) > ($1, $2)
      order by t.version, t.id
      limit $3 + 1
    ), gone as (
      select s.row_id as id, s.version, s.deleted_at, true as gone, null::%4$s as at
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
      'rows', coalesce((select json_agg((select json_build_array(%1$s) from public.%2$I t where t.%3$s = s.at))
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
    $sql$, (select string_agg(pg_catalog.format('t.%I', c), ', ') from unnest(v_columns) c), p_table,
      case when v_by_ctid then 'ctid' else 'id' end, case when v_by_ctid then 'tid' else 'uuid' end)
  into v_page
  using v_after_marker, v_after_id, v_limit, p_table, v_watermark, v_columns;
  return v_page;
end
$$;
revoke execute on function public.sync_pull(text, bigint, uuid, integer) from public, anon;
grant execute on function public.sync_pull(text, bigint, uuid, integer) to authenticated, service_role;
