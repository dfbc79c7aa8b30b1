/*
 * Board totals as PostgREST's `count=estimated` does it: exact while the matches are few (up to
 * 1000, a cheap capped count), else the planner's estimate. Counting 25k+ matches of a broad term
 * or all 200k posts exactly cost more than the page itself (tests/bench/marketplace). The boards'
 * RPCs now answer { total, total_is_exact, rows }; the directory keeps its exact total (spec §7).
 * PostgreSQL runs EXPLAIN only in volatile functions, hence the volatility below (they write nothing).
 */

/** Rows of `p_table` matching `p_match` ($1 = p_pattern): exact up to p_cap, else the plan's estimate. */
create function internal.capped_count(p_table text, p_match text, p_pattern text, p_cap integer,
  out total bigint, out exact boolean)
language plpgsql volatile set search_path = '' as $$
declare
  v_plan json;
begin
  execute format('select count(*) from (select 1 from public.%I where %s limit %s) c', p_table, p_match, p_cap + 1)
    into total using p_pattern;
  exact := total <= p_cap;
  if not exact then
    execute format('explain (format json) select 1 from public.%I where %s', p_table, p_match) into v_plan
      using p_pattern;
    total := greatest((v_plan -> 0 -> 'Plan' ->> 'Plan Rows')::bigint, p_cap + 1);
  end if;
end
$$;
revoke execute on function internal.capped_count(text, text, text, integer) from public;

/** A board page: { total, total_is_exact, rows } of 'purchase_enquiries' or 'sales_offers'. */
create or replace function internal.board_page(p_table text, p_term text, p_offset integer, p_limit integer)
returns jsonb
language plpgsql volatile set search_path = '' as $$
declare
  v_pattern text := internal.contains_pattern(p_term);
  v_match text := case when v_pattern is null then 'true' else 'search_text like $1' end;
  v_count record;
  v_ids uuid[];
begin
  select * into v_count from internal.capped_count(p_table, v_match, v_pattern, 1000);
  execute format('select array(select id from public.%I where %s order by updated_at desc, id desc offset $2 limit $3)',
    p_table, v_match)
    into v_ids using v_pattern, greatest(coalesce(p_offset, 0), 0), least(greatest(coalesce(p_limit, 100), 1), 1000);
  return jsonb_build_object('total', v_count.total, 'total_is_exact', v_count.exact,
    'rows', internal.rows_json(p_table, v_ids, 'search_text'));
end
$$;

alter function public.search_purchase_enquiries(text, integer, integer) volatile;
alter function public.search_sales_offers(text, integer, integer) volatile;
