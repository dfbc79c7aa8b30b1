/**
 * A company's sales team (issue 28): the members who carry the company's own price lists. A user belongs to
 * at most one company's sales team. The company's executives and admins add and remove them; a member reads
 * only their own row. The desktop asks my_price_list_company() whose published lists to keep offline.
 *
 *   from('company_sales_team').insert({ company_id, user_id }) / .delete().eq('user_id', …)
 *   rpc('company_sales_team_members', { p_company_id }) -> the team with names and e-mails (managers only)
 *   rpc('my_price_list_company') -> the caller's executive company, else sales-team company, else null
 */

/** One row per salesperson: the user and the company whose lists they carry. */
create table public.company_sales_team (
  user_id uuid primary key references auth.users (id) on delete cascade,
  company_id uuid not null references public.company_details (id) on delete cascade,
  added_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);
alter table public.company_sales_team enable row level security;
create index company_sales_team_company_id_idx on public.company_sales_team (company_id);
create index company_sales_team_added_by_idx on public.company_sales_team (added_by);

-- Managers (the company's executives, admins) read and write their company's team; a member reads their row.
revoke all on public.company_sales_team from anon, authenticated;
grant select, delete on public.company_sales_team to authenticated;
grant insert (user_id, company_id) on public.company_sales_team to authenticated;
create policy "Managers and the member read sales team rows" on public.company_sales_team
  for select to authenticated
  using (user_id = (select auth.uid()) or (select public.can_manage_company(company_id)));
create policy "Managers add to their company's sales team" on public.company_sales_team
  for insert to authenticated with check ((select public.can_manage_company(company_id)));
create policy "Managers remove from their company's sales team" on public.company_sales_team
  for delete to authenticated using ((select public.can_manage_company(company_id)));

/** The team with each member's name and e-mail (their profiles are not readable to the executive otherwise). */
create function public.company_sales_team_members(p_company_id uuid)
returns table (user_id uuid, member_name text, business_name text, email text, added_at timestamptz)
language plpgsql stable security definer set search_path = '' as $$
begin
  if not public.can_manage_company(p_company_id) then
    raise exception 'Only the company''s executives and admins manage its sales team.' using errcode = '42501';
  end if;
  return query
    select t.user_id, p.member_name, p.business_name, p.email, t.created_at
    from public.company_sales_team t
    left join public.yarnconnect_free p on p.id = t.user_id
    where t.company_id = p_company_id
    order by p.member_name, t.user_id;
end
$$;

/** The company whose own price lists the caller carries: their executive company, else their sales team's. */
create function public.my_price_list_company() returns uuid
language sql stable security definer set search_path = '' as $$
  select coalesce(
    (select company_id from public.company_executives where user_id = (select auth.uid())),
    (select company_id from public.company_sales_team where user_id = (select auth.uid()))
  )
$$;

revoke execute on function public.company_sales_team_members(uuid), public.my_price_list_company() from public, anon;
grant execute on function public.company_sales_team_members(uuid), public.my_price_list_company()
  to authenticated, service_role;
