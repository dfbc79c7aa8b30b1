/*
 * Fast server-side paging and search for the directory and the two boards (200k rows and more).
 *
 * Directory: the client calls
 *   supabase.rpc('search_directory', { p_term, p_offset, p_limit })  ->  { total, rows: [...] }
 * (rows ordered by member_name, pages of 100, exact total). One trigram index over a lower-cased
 * text of name, business, e-mail, mobile, state, district, business types and yarns answers the
 * case-insensitive partial match (a term found in a business type or yarn also matches, a superset
 * of the old array containment); a page is picked from a covering (member_name, id) index before
 * its rows are read, so deep pages do not read the rows they skip.
 *
 * Boards: the client keeps using
 *   supabase.from('purchase_enquiries').select('…', { count: 'exact' })
 *     .ilike('search_text', `%${term}%`).order('updated_at', { ascending: false }).range(from, to)
 * (same for sales_offers). search_text is a generated, lower-cased text of the number, fibre type,
 * specific type, grade and preferred company, with one trigram index; the list without a term walks
 * the updated_at index.
 */

/** The directory's searchable text of a member (immutable so it can be indexed). */
create function internal.directory_search_text(
  p_member_name text, p_business_name text, p_email text, p_mobile_number text, p_state text, p_district text,
  p_business_type text[], p_my_yarns text[]
) returns text
language sql immutable parallel safe set search_path = '' as $$
  select lower(coalesce(p_member_name, '') || ' ' || coalesce(p_business_name, '') || ' ' || coalesce(p_email, '')
    || ' ' || coalesce(p_mobile_number, '') || ' ' || coalesce(p_state, '') || ' ' || coalesce(p_district, '')
    || ' ' || array_to_string(p_business_type, ' ') || ' ' || array_to_string(p_my_yarns, ' '))
$$;
revoke execute on function internal.directory_search_text(text, text, text, text, text, text, text[], text[]) from public;

create index yarnconnect_free_directory_search_trgm on public.yarnconnect_free using gin (
  internal.directory_search_text(member_name, business_name, email, mobile_number, state, district, business_type,
    my_yarns) extensions.gin_trgm_ops
) where list_in_directory;
-- Replaces the (member_name) directory index: with id it covers picking a page by index only.
drop index public.yarnconnect_free_directory_idx;
create index yarnconnect_free_directory_page_idx on public.yarnconnect_free (member_name, id) where list_in_directory;

/** A LIKE pattern matching `p_term` anywhere, its wildcards taken literally; null for an empty term. */
create function internal.contains_pattern(p_term text) returns text
language sql immutable set search_path = '' as $$
  select '%' || replace(replace(replace(lower(btrim(p_term)), '\', '\\'), '%', '\%'), '_', '\_') || '%'
  where btrim(coalesce(p_term, '')) <> ''
$$;
revoke execute on function internal.contains_pattern(text) from public;

/**
 * Directory page: opted-in members ordered by name (then id), optionally filtered by a
 * case-insensitive partial term; { total, rows }. For Paid and Corporate Members, corporate
 * executives and staff (can_view_directory) and the service role; others get 42501.
 */
create function public.search_directory(p_term text default null, p_offset integer default 0,
  p_limit integer default 100)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_pattern text := internal.contains_pattern(p_term);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_limit integer := least(greatest(coalesce(p_limit, 100), 1), 1000);
  v_total bigint;
  v_ids uuid[];
begin
  if not (internal.is_trusted_caller() or public.can_view_directory()) then
    raise exception 'The directory is available to Paid Members, corporate executives and admins.'
      using errcode = '42501';
  end if;
  if v_pattern is null then
    select count(*) into v_total from public.yarnconnect_free where list_in_directory;
    select array_agg(id order by member_name, id) into v_ids from (
      select id, member_name from public.yarnconnect_free where list_in_directory
      order by member_name, id offset v_offset limit v_limit) page;
  else
    select count(*) into v_total from public.yarnconnect_free
      where list_in_directory and internal.directory_search_text(member_name, business_name, email, mobile_number,
        state, district, business_type, my_yarns) like v_pattern;
    select array_agg(id order by member_name, id) into v_ids from (
      select id, member_name from public.yarnconnect_free
      where list_in_directory and internal.directory_search_text(member_name, business_name, email, mobile_number,
        state, district, business_type, my_yarns) like v_pattern
      order by member_name, id offset v_offset limit v_limit) page;
  end if;
  return jsonb_build_object('total', v_total, 'rows', coalesce((
    select jsonb_agg(jsonb_build_object(
      'id', p.id, 'member_name', p.member_name, 'business_name', p.business_name, 'email', p.email,
      'mobile_number', p.mobile_number, 'country_code', p.country_code, 'state', p.state, 'district', p.district,
      'city', p.city, 'business_type', p.business_type, 'my_yarns', p.my_yarns,
      'membership_type', p.membership_type, 'is_verified_member', p.is_verified_member) order by page.n)
    from unnest(v_ids) with ordinality page(id, n) join public.yarnconnect_free p on p.id = page.id), '[]'::jsonb));
end
$$;
revoke execute on function public.search_directory(text, integer, integer) from public, anon;
grant execute on function public.search_directory(text, integer, integer) to authenticated, service_role;

-- Boards: one generated search text per post and one trigram index over it.
alter table public.purchase_enquiries add column search_text text generated always as (lower(
  enquiry_number || ' ' || fibre_type || ' ' || coalesce(specific_type, '') || ' ' || coalesce(grade, '') || ' '
  || coalesce(preferred_company, ''))) stored;
alter table public.sales_offers add column search_text text generated always as (lower(
  offer_number || ' ' || fibre_type || ' ' || coalesce(specific_type, '') || ' ' || coalesce(grade, '') || ' '
  || coalesce(preferred_company, ''))) stored;
create index purchase_enquiries_search_text_trgm on public.purchase_enquiries
  using gin (search_text extensions.gin_trgm_ops);
create index sales_offers_search_text_trgm on public.sales_offers using gin (search_text extensions.gin_trgm_ops);
