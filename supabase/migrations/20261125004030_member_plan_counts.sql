/*
 * Members per plan, kept as they change (tests/bench/membership): counting 100 000 profiles per plan
 * on every member-table page and every /admin2 read cost more than the page itself (three index-only
 * counts, about 30 ms). A statement-level trigger with transition tables adds each statement's net
 * change per plan (members, verified, corporate-flagged) to one row per plan, so bulk loads cost one
 * update per plan and the readers read three rows. admin_search_members and ops_members_by_plan now
 * read these counts; their calls and replies are unchanged.
 */

/** Members, verified members and corporate-flagged members of each plan. */
create table internal.member_plan_counts (
  membership_type text primary key,
  members bigint not null default 0,
  verified bigint not null default 0,
  corporate bigint not null default 0
);
revoke all on internal.member_plan_counts from public;

insert into internal.member_plan_counts (membership_type, members, verified, corporate)
select t.plan, count(p.id), count(p.id) filter (where p.is_verified_member),
  count(p.id) filter (where p.is_corporate_member)
from unnest(array['Free Member', 'Paid Member', 'Corporate Member']) t(plan)
left join public.yarnconnect_free p on p.membership_type = t.plan
group by t.plan;

/** An update's net change (new rows count +1, old rows -1) added to the plan counts; no write when none. */
create function internal.count_member_plans() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  with rows as (
    select membership_type, 1 as sign, is_verified_member, is_corporate_member from new_rows
    union all
    select membership_type, -1, is_verified_member, is_corporate_member from old_rows
  ), delta as (
    select membership_type, sum(sign) as members,
      sum(sign) filter (where is_verified_member) as verified,
      sum(sign) filter (where is_corporate_member) as corporate
    from rows group by membership_type
  )
  update internal.member_plan_counts c set
    members = c.members + d.members,
    verified = c.verified + coalesce(d.verified, 0),
    corporate = c.corporate + coalesce(d.corporate, 0)
  from delta d
  where c.membership_type = d.membership_type
    and (d.members <> 0 or coalesce(d.verified, 0) <> 0 or coalesce(d.corporate, 0) <> 0);
  return null;
end
$$;
revoke execute on function internal.count_member_plans() from public;

-- Inserts and deletes have one transition table each.
create function internal.count_member_plans_insert() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update internal.member_plan_counts c set
    members = c.members + d.members, verified = c.verified + d.verified, corporate = c.corporate + d.corporate
  from (
    select membership_type, count(*) as members, count(*) filter (where is_verified_member) as verified,
      count(*) filter (where is_corporate_member) as corporate
    from new_rows group by membership_type) d
  where c.membership_type = d.membership_type;
  return null;
end
$$;
revoke execute on function internal.count_member_plans_insert() from public;

create function internal.count_member_plans_delete() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update internal.member_plan_counts c set
    members = c.members - d.members, verified = c.verified - d.verified, corporate = c.corporate - d.corporate
  from (
    select membership_type, count(*) as members, count(*) filter (where is_verified_member) as verified,
      count(*) filter (where is_corporate_member) as corporate
    from old_rows group by membership_type) d
  where c.membership_type = d.membership_type;
  return null;
end
$$;
revoke execute on function internal.count_member_plans_delete() from public;

create trigger yarnconnect_free_plan_counts_insert after insert on public.yarnconnect_free
  referencing new table as new_rows for each statement execute function internal.count_member_plans_insert();
create trigger yarnconnect_free_plan_counts_update after update on public.yarnconnect_free
  referencing old table as old_rows new table as new_rows
  for each statement execute function internal.count_member_plans();
create trigger yarnconnect_free_plan_counts_delete after delete on public.yarnconnect_free
  referencing old table as old_rows for each statement execute function internal.count_member_plans_delete();

/** The plan counts as the member table and /admin2 show them: { 'Free Member': n, …, all: n }. */
create function internal.member_plan_totals() returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_object_agg(membership_type, members) || jsonb_build_object('all', sum(members))
  from internal.member_plan_counts
$$;
revoke execute on function internal.member_plan_totals() from public;

/** The member-table's page (20261125004010), its plan counts now read from the kept counts. */
create or replace function public.admin_search_members(p_term text default null, p_plan text default null,
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
  execute format('select array(select id from public.yarnconnect_free where %s
      order by created_at desc, id desc offset $2 limit $3)', v_match)
    into v_ids using v_pattern, greatest(coalesce(p_offset, 0), 0), least(greatest(coalesce(p_limit, 100), 1), 500);
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

/** Members per plan for /admin2 (20261125004020), from the kept counts. */
create or replace function public.ops_members_by_plan() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
begin
  perform internal.require_admin2();
  return (
    select jsonb_agg(jsonb_build_object('plan', c.membership_type, 'members', c.members, 'verified', c.verified,
      'corporate', c.corporate) order by p.ord)
    from unnest(array['Free Member', 'Paid Member', 'Corporate Member']) with ordinality p(plan, ord)
    join internal.member_plan_counts c on c.membership_type = p.plan);
end
$$;
