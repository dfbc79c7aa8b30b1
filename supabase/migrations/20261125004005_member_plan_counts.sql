/*
 * Members per plan, kept as they change, for the member table's plan chips and /admin2 (issue 12;
 * tests/bench/membership): counting 100 000 profiles per plan on every page cost more than the page
 * itself (three index-only counts, about 30 ms). Statement-level triggers with transition tables add
 * each statement's net change per plan (members, verified, corporate-flagged) to one row per plan, so
 * a bulk load costs one update per plan and readers read three rows.
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
