/**
 * Two mends to the sales team rules of 20261129001200:
 *
 * 1. Who may not manage the team hears that first. The executive check ran as a BEFORE trigger, and PostgreSQL
 *    runs those before the insert policy's WITH CHECK: a non-manager adding an executive was told about the
 *    executive. The same check now runs AFTER the row is written, so the policy (and the primary key) answer
 *    first and a non-manager gets, for an executive as for anyone, the policy's own refusal:
 *
 *      from('company_sales_team').insert(...) by a non-manager -> 42501 'new row violates row-level security policy …'
 *      ... by a manager, of a company's executive              -> 23514 (the trigger's message, unchanged)
 *
 *    The trigger still takes the user's lock before it looks: a registration committed meanwhile is seen (each
 *    statement of the function reads afresh), and one waiting for the lock then sees and removes this row.
 *
 * 2. The candidates search marks members already on another company's team (the primary key refuses them):
 *
 *      rpc('sales_team_candidates', { p_term, p_company_id }) -> also other_team, other_team_company
 *
 *    other_team says only that: a company's executive cannot read another company's team (its RLS lets the
 *    member and that company's managers read the row), so the company is named only to a caller who may manage
 *    it, an admin. The rows that say who is on which team are read as definer; the caller must manage
 *    p_company_id, or "another" would tell them who is on that company's team. Without p_company_id (a client
 *    from before this), a member on any team is marked.
 */

drop trigger company_sales_team_no_executives on public.company_sales_team;
create trigger company_sales_team_no_executives after insert or update of user_id on public.company_sales_team
  for each row execute function internal.refuse_executive_salesperson();

drop function public.sales_team_candidates(text);

/** The Sales team panel's member search: search_members()'s matches (its caller check), who cannot be added marked. */
create function public.sales_team_candidates(p_term text, p_company_id uuid default null)
returns table (
  id uuid, member_name text, business_name text, email text,
  executive boolean, other_team boolean, other_team_company text
)
language plpgsql stable security definer set search_path = '' as $$
begin
  if p_company_id is not null and not public.can_manage_company(p_company_id) then
    raise exception 'Only the company''s executives and admins manage its sales team.' using errcode = '42501';
  end if;
  return query
    select m.id, m.member_name, m.business_name, m.email,
           exists (select 1 from public.company_executives e where e.user_id = m.id),
           t.company_id is distinct from p_company_id and t.company_id is not null,
           case when t.company_id is distinct from p_company_id and public.can_manage_company(t.company_id)
             then c.company_name end
    from public.search_members(p_term) m
    left join public.company_sales_team t on t.user_id = m.id
    left join public.company_details c on c.id = t.company_id
    order by m.member_name;
end
$$;
revoke execute on function public.sales_team_candidates(text, uuid) from public, anon;
grant execute on function public.sales_team_candidates(text, uuid) to authenticated, service_role;
