/*
 * Membership management (/admin/membership-management, trade §2, issue 12 deliverable 4): the
 * member table for admins (not limited admins), searched and paged on the server so it stays fast
 * at 100 000 members (tests/bench/membership), and the admin's delete of a member's account.
 *
 *   supabase.rpc('admin_search_members', { p_term, p_plan, p_offset, p_limit })
 *     -> { total, total_is_exact, plan_counts: { 'Free Member': n, … , all: n }, rows: [...] }
 *
 * Rows are the newest members first (created_at desc, id desc), a page picked from a covering index
 * before its rows are read (from the far end past the middle of a list whose length is known). The term matches name, business, e-mail, mobile, state, district,
 * business types or yarns (case-insensitive, partial) through one trigram index on the stored
 * directory_search text; the plan filter has its own ordered index. Totals are exact up
 * to 1000 matches, else the planner's estimate (internal.capped_count, as the boards do); the plan
 * counts are exact, kept by 20261125004005.
 */

-- The directory's stored search text (name, business, e-mail, mobile, state, district, business types,
-- yarns; 20261122004003) indexed for every member, not only those listed in the directory.
create index yarnconnect_free_admin_search_trgm on public.yarnconnect_free
  using gin (directory_search extensions.gin_trgm_ops);
create index yarnconnect_free_created_page_idx on public.yarnconnect_free (created_at desc, id desc);
-- Replaces the plain membership_type index: with the order it also picks a page of one plan.
drop index public.yarnconnect_free_membership_idx;
create index yarnconnect_free_plan_page_idx on public.yarnconnect_free (membership_type, created_at desc, id desc);

/** The member-table's page: newest first, optionally one plan and a term; admins and the service role only. */
create function public.admin_search_members(p_term text default null, p_plan text default null,
  p_offset integer default 0, p_limit integer default 100)
returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_pattern text := internal.contains_pattern(p_term);
  v_match text := concat_ws(' and ',
    case when v_pattern is not null then 'directory_search like $1' end,
    case when p_plan is not null then format('membership_type = %L', p_plan) end);
  v_counts jsonb;
  v_total bigint;
  v_exact boolean := true;
  v_ids uuid[];
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_limit integer := least(greatest(coalesce(p_limit, 100), 1), 500);
begin
  if not (internal.is_trusted_caller() or public.is_admin()) then
    raise exception 'Only admins manage memberships.' using errcode = '42501';
  end if;
  if p_plan is not null and p_plan not in ('Free Member', 'Paid Member', 'Corporate Member') then
    raise exception 'Unknown membership type.' using errcode = '22023';
  end if;
  v_match := coalesce(nullif(v_match, ''), 'true');
  v_counts := internal.member_plan_totals();
  if v_pattern is null then
    v_total := (v_counts ->> coalesce(p_plan, 'all'))::bigint;
  else
    select total, exact into v_total, v_exact
      from internal.capped_count('yarnconnect_free', v_match, v_pattern, 1000);
  end if;
  if v_pattern is null and v_offset > v_total / 2 then
    -- Past the middle of a list whose length is known: count from its end on the same index, read
    -- backwards, then put the page in order, so the last page costs what the first does.
    execute format('select array(select id from (select id, created_at from public.yarnconnect_free where %s
        order by created_at, id offset $2 limit $3) p order by created_at desc, id desc)', v_match)
      into v_ids using v_pattern, greatest(v_total - v_offset - v_limit, 0), greatest(least(v_limit, v_total - v_offset), 0);
  else
    execute format('select array(select id from public.yarnconnect_free where %s
        order by created_at desc, id desc offset $2 limit $3)', v_match)
      into v_ids using v_pattern, v_offset, v_limit;
  end if;
  return jsonb_build_object(
    'total', v_total,
    'total_is_exact', v_exact,
    'plan_counts', v_counts,
    'rows', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', p.id, 'member_name', p.member_name, 'business_name', p.business_name, 'email', p.email,
        'mobile_number', p.mobile_number, 'country_code', p.country_code, 'city', p.city, 'state', p.state,
        'country', p.country, 'membership_type', p.membership_type, 'messaging_credits', p.messaging_credits,
        'is_verified_member', p.is_verified_member, 'is_corporate_member', p.is_corporate_member,
        'list_in_directory', p.list_in_directory, 'created_at', p.created_at,
        'is_staff', s.user_id is not null) order by page.n)
      from unnest(v_ids) with ordinality page(id, n)
      join public.yarnconnect_free p on p.id = page.id
      left join public.staff s on s.user_id = p.id), '[]'::jsonb));
end
$$;
revoke execute on function public.admin_search_members(text, text, integer, integer) from public, anon;
grant execute on function public.admin_search_members(text, text, integer, integer) to authenticated, service_role;

/**
 * Deletes a member's account for good (the auth user; the profile and everything referencing it
 * cascade), as the admin who asked, so the audit log records who. Staff accounts are not deleted
 * here, nor the caller's own. False when no such account. manage-user-profile removes the member's
 * files first.
 */
create function public.admin_delete_member(p_user_id uuid) returns boolean
language plpgsql security definer set search_path = '' as $$
begin
  if not (internal.is_trusted_caller() or public.is_admin()) then
    raise exception 'Only admins delete member accounts.' using errcode = '42501';
  end if;
  if p_user_id = auth.uid() then
    raise exception 'You cannot delete your own account here.' using errcode = 'P0001';
  end if;
  if exists (select 1 from public.staff where user_id = p_user_id) then
    raise exception 'Staff accounts cannot be deleted from membership management.' using errcode = 'P0001';
  end if;
  -- The profile first, locked, so a concurrent edit waits; then the login.
  perform 1 from public.yarnconnect_free where id = p_user_id for update;
  delete from public.yarnconnect_free where id = p_user_id;
  delete from auth.users where id = p_user_id;
  return found;
end
$$;
revoke execute on function public.admin_delete_member(uuid) from public, anon;
grant execute on function public.admin_delete_member(uuid) to authenticated, service_role;
