/**
 * A company's executives are not its salespeople (issue 28's follow-up): a sales team is the company's
 * salespeople, and an executive already carries their own company's price lists. So:
 *
 *   from('company_sales_team').insert({ company_id, user_id: <any company's executive> })
 *     -> 23514 'A company executive cannot join a sales team: they carry their own company's price lists.'
 *   rpc('sales_team_candidates', { p_term }) -> search_members() with `executive` marking who cannot be added
 *
 * A member already on a team who BECOMES an executive leaves the team in the same transaction that makes them
 * one (the company_executives trigger below): the team listing never shows an executive, and their desktop
 * keeps their executive company's lists, as my_price_list_company() already answered.
 *
 * Both triggers take one transaction lock per user before they look, so a team addition and an executive
 * registration of the same user, committed at the same time, cannot both miss each other.
 */

/** The lock both triggers take on a user: whichever waits then sees the other's committed row. */
create function internal.lock_sales_team_member(p_user_id uuid) returns void
language sql set search_path = '' as $$
  select pg_advisory_xact_lock(hashtext('public.company_sales_team:' || p_user_id::text))
$$;
revoke execute on function internal.lock_sales_team_member(uuid) from public;

/** Refuses a company's executive (of this company or another) on a sales team. */
create function internal.refuse_executive_salesperson() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform internal.lock_sales_team_member(new.user_id);
  if exists (select 1 from public.company_executives where user_id = new.user_id) then
    raise exception 'A company executive cannot join a sales team: they carry their own company''s price lists.'
      using errcode = '23514';
  end if;
  return new;
end
$$;
revoke execute on function internal.refuse_executive_salesperson() from public;
create trigger company_sales_team_no_executives before insert or update of user_id on public.company_sales_team
  for each row execute function internal.refuse_executive_salesperson();

/** A new executive leaves any sales team they were on (runs as definer: a limited admin registers executives). */
create function internal.executive_leaves_sales_team() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform internal.lock_sales_team_member(new.user_id);
  delete from public.company_sales_team where user_id = new.user_id;
  return null;
end
$$;
revoke execute on function internal.executive_leaves_sales_team() from public;
create trigger company_executives_leave_sales_team after insert or update of user_id on public.company_executives
  for each row execute function internal.executive_leaves_sales_team();

-- Rows made before this rule: the executive's own company already won (my_price_list_company), so drop them.
delete from public.company_sales_team t using public.company_executives e where e.user_id = t.user_id;

/** The Sales team panel's member search: search_members()'s matches (its caller check), executives marked. */
create function public.sales_team_candidates(p_term text)
returns table (id uuid, member_name text, business_name text, email text, executive boolean)
language sql stable set search_path = '' as $$
  select m.id, m.member_name, m.business_name, m.email,
         exists (select 1 from public.company_executives e where e.user_id = m.id)
  from public.search_members(p_term) m
  order by m.member_name
$$;
revoke execute on function public.sales_team_candidates(text) from public, anon;
grant execute on function public.sales_team_candidates(text) to authenticated, service_role;
