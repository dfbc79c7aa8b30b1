/*
 * The API surface in one place: the caller's role as the server sees it (my_role()), the home
 * page counters for visitors who may not read the counted tables, and EXECUTE grants. Every
 * function in public starts with PUBLIC's default EXECUTE revoked; each role gets only the
 * calls it needs.
 */

/**
 * The caller's role and facts the client derives its menus from: admin (staff) →
 * corporate_executive → Paid Member → Free Member. Visitors get Free Member with
 * is_authenticated false.
 */
create function public.my_role() returns jsonb
language sql stable security definer set search_path = '' as $$
  with me as (select auth.uid() as id)
  select jsonb_build_object(
    'role', case
      when s.user_id is not null then 'admin'
      when e.user_id is not null then 'corporate_executive'
      when p.membership_type = 'Paid Member' then 'Paid Member'
      else 'Free Member' end,
    'is_authenticated', me.id is not null,
    'user_id', me.id,
    'is_admin', coalesce(s.role = 'admin', false),
    'is_limited_admin', coalesce(s.role = 'limited_admin', false),
    'is_admin2', coalesce(s.is_admin2, false),
    'is_corporate_executive', e.user_id is not null,
    'company_id', e.company_id,
    'company_name', c.company_name,
    'membership_type', p.membership_type,
    'member_name', p.member_name,
    'business_name', p.business_name,
    'has_profile', p.id is not null,
    'messaging_credits', p.messaging_credits,
    'vendor_registrations', coalesce((
      select jsonb_agg(jsonb_build_object('company_id', v.company_id, 'department', v.department,
        'department_name', v.department_name) order by v.department)
      from public.department_vendors v where v.vendor_user_id = me.id), '[]'::jsonb),
    -- Free Members lose login 15 days after signup; staff and executives are exempt.
    'trial_ends_at', case when p.membership_type = 'Free Member' then p.created_at + interval '15 days' end,
    'trial_expired', coalesce(p.membership_type = 'Free Member' and s.user_id is null and e.user_id is null
      and p.created_at + interval '15 days' < now(), false)
  )
  from me
  left join public.staff s on s.user_id = me.id
  left join public.company_executives e on e.user_id = me.id
  left join public.company_details c on c.id = e.company_id
  left join public.yarnconnect_free p on p.id = me.id
$$;

/** Home counters: fabric listings, other sourcing listings, active members. */
create function public.home_counters() returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
    'fabric_listings', (select count(*) from public.fabric_sourcing_requests where status = 'active'),
    'sourcing_listings', (select count(*) from public.sourcing_requests where status = 'active' and fabric_sourcing_request_id is null),
    'active_members', (select count(*) from public.yarnconnect_free)
  )
$$;

-- Nothing in public is callable by default; then each role gets what it needs.
revoke execute on all functions in schema public from public, anon, authenticated;

-- Policy helpers: evaluated as the caller inside RLS.
grant execute on function public.is_admin(), public.is_staff(), public.my_company_id(), public.is_corporate_executive(),
  public.can_manage_company(uuid), public.can_view_directory(), public.is_vendor_for(uuid, text),
  public.can_bid_on_request(uuid), public.is_public_catalog_item(uuid)
  to anon, authenticated, service_role;
grant execute on function public.company_contact_ids(), public.my_company_vendor_ids() to authenticated, service_role;

grant execute on function public.my_role(), public.home_counters() to anon, authenticated, service_role;

grant execute on function public.spend_credit(text, text, text, uuid), public.express_interest(text, uuid),
  public.place_corporate_bid(uuid, numeric, integer), public.accept_customer_bid(uuid),
  public.select_sourcing_bid(uuid, uuid), public.start_next_bid_round(uuid, text),
  public.set_bid_round_status(uuid, text), public.apply_membership_change_credits(uuid, text, date),
  public.admin_update_member(uuid, jsonb), public.search_members(text)
  to authenticated, service_role;

grant execute on function public.create_member_profile(uuid, jsonb, text), public.grant_monthly_credits(date)
  to service_role;
