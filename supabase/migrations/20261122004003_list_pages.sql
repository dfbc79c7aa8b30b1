/*
 * Measured at 100k members / 200k enquiries (tests/bench/marketplace): rechecking an indexed
 * function per candidate row made broad directory terms slow, and /rest/v1 builds each row's JSON
 * before OFFSET skips it, so deep board pages through .from() were slow. Hence, replacing the
 * directions of 20261122004000:
 *
 * Directory: supabase.rpc('search_directory', { p_term, p_offset, p_limit }) → { total, rows }
 * (unchanged call), now over a stored, generated directory_search column.
 *
 * Boards: supabase.rpc('search_purchase_enquiries' | 'search_sales_offers', { p_term, p_offset, p_limit })
 * → { total, rows } — rows ordered by updated_at desc (then id), pages of p_limit (default 100,
 * at most 1000) from p_offset, exact total; p_term is a case-insensitive part of the number, fibre
 * type, specific type, grade or preferred company. For everyone, visitors included (the boards are
 * public). .from(...).ilike('search_text', …) still works for small pages near the top.
 * A page's ids are picked first (index only), then only those rows are read and turned into JSON.
 */

-- Directory: the searchable text is stored, so a recheck is a plain LIKE.
grant execute on function internal.directory_search_text(text, text, text, text, text, text, text[], text[])
  to anon, authenticated, service_role;
alter table public.yarnconnect_free add column directory_search text generated always as (
  internal.directory_search_text(member_name, business_name, email, mobile_number, state, district, business_type,
    my_yarns)) stored;
drop index public.yarnconnect_free_directory_search_trgm;
create index yarnconnect_free_directory_search_trgm on public.yarnconnect_free
  using gin (directory_search extensions.gin_trgm_ops) where list_in_directory;

-- Boards: newest first with a tie-breaker, index only.
drop index public.purchase_enquiries_updated_at_idx;
create index purchase_enquiries_updated_at_idx on public.purchase_enquiries (updated_at desc, id desc);
drop index public.sales_offers_updated_at_idx;
create index sales_offers_updated_at_idx on public.sales_offers (updated_at desc, id desc);

/**
 * One page of `p_table` (whose rows have id and a sort key): the total and the page's ids of the rows
 * matching `p_match` ($1 is the term's LIKE pattern; 'true' for all), ordered by `p_order`. Planned
 * per call (EXECUTE), so the estimate sees the actual term.
 */
create function internal.page_ids(
  p_table text, p_match text, p_order text, p_pattern text, p_offset integer, p_limit integer, out total bigint,
  out ids uuid[]
)
language plpgsql stable set search_path = '' as $$
begin
  execute format('select count(*) from public.%I where %s', p_table, p_match) into total using p_pattern;
  execute format('select array(select id from public.%I where %s order by %s offset $2 limit $3)',
    p_table, p_match, p_order)
    into ids using p_pattern, greatest(coalesce(p_offset, 0), 0), least(greatest(coalesce(p_limit, 100), 1), 1000);
end
$$;
revoke execute on function internal.page_ids(text, text, text, text, integer, integer) from public;

/** The rows of `p_ids` of `p_table` as JSON in the ids' order (minus the search column). */
create function internal.rows_json(p_table text, p_ids uuid[], p_hide text) returns jsonb
language plpgsql stable set search_path = '' as $$
declare
  v_rows jsonb;
begin
  execute format('select coalesce(jsonb_agg(to_jsonb(p) - $2 order by page.n), ''[]'')
      from unnest($1) with ordinality page(id, n) join public.%I p on p.id = page.id', p_table)
    into v_rows using p_ids, p_hide;
  return v_rows;
end
$$;
revoke execute on function internal.rows_json(text, uuid[], text) from public;

/** A board page: { total, rows } of 'purchase_enquiries' or 'sales_offers'. */
create function internal.board_page(p_table text, p_term text, p_offset integer, p_limit integer) returns jsonb
language plpgsql stable set search_path = '' as $$
declare
  v_pattern text := internal.contains_pattern(p_term);
  v_page record;
begin
  select * into v_page from internal.page_ids(p_table, case when v_pattern is null then 'true' else 'search_text like $1' end,
    'updated_at desc, id desc', v_pattern, p_offset, p_limit);
  return jsonb_build_object('total', v_page.total, 'rows', internal.rows_json(p_table, v_page.ids, 'search_text'));
end
$$;
revoke execute on function internal.board_page(text, text, integer, integer) from public;

create function public.search_purchase_enquiries(p_term text default null, p_offset integer default 0,
  p_limit integer default 100)
returns jsonb
language sql stable security definer set search_path = '' as $$
  select internal.board_page('purchase_enquiries', p_term, p_offset, p_limit)
$$;

create function public.search_sales_offers(p_term text default null, p_offset integer default 0,
  p_limit integer default 100)
returns jsonb
language sql stable security definer set search_path = '' as $$
  select internal.board_page('sales_offers', p_term, p_offset, p_limit)
$$;

revoke execute on function public.search_purchase_enquiries(text, integer, integer),
  public.search_sales_offers(text, integer, integer) from public;
grant execute on function public.search_purchase_enquiries(text, integer, integer),
  public.search_sales_offers(text, integer, integer) to anon, authenticated, service_role;

/** Directory page (see 20261122004000): same call, role gate and row shape, over directory_search. */
create or replace function public.search_directory(p_term text default null, p_offset integer default 0,
  p_limit integer default 100)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_pattern text := internal.contains_pattern(p_term);
  v_page record;
begin
  if not (internal.is_trusted_caller() or public.can_view_directory()) then
    raise exception 'The directory is available to Paid Members, corporate executives and admins.'
      using errcode = '42501';
  end if;
  select * into v_page from internal.page_ids('yarnconnect_free',
    case when v_pattern is null then 'list_in_directory' else 'list_in_directory and directory_search like $1' end,
    'member_name, id', v_pattern, p_offset, p_limit);
  return jsonb_build_object('total', v_page.total, 'rows', coalesce((
    select jsonb_agg(jsonb_build_object(
      'id', p.id, 'member_name', p.member_name, 'business_name', p.business_name, 'email', p.email,
      'mobile_number', p.mobile_number, 'country_code', p.country_code, 'state', p.state, 'district', p.district,
      'city', p.city, 'business_type', p.business_type, 'my_yarns', p.my_yarns,
      'membership_type', p.membership_type, 'is_verified_member', p.is_verified_member) order by page.n)
    from unnest(v_page.ids) with ordinality page(id, n) join public.yarnconnect_free p on p.id = page.id), '[]'::jsonb));
end
$$;
