/*
 * Column privacy of member profiles. Other members may see a member's row (the directory for
 * paid-level members, executives and dealers on company pages, a company's vendors for its
 * executives), but only the public card: name, business, contact, location, business types and
 * yarns, membership and badges, member since, and the sync marker the desktop cache pulls by.
 * Credits, referral code and earnings, GST number, the credit bookkeeping dates, mobile
 * verification and vendor category stay with the member and staff, who read them through
 * public.member_profile(). Column privileges decide, so REST, embeds, sync_pull and Realtime
 * payloads all leave the private columns out.
 */

revoke select on public.yarnconnect_free from authenticated;
grant select (id, member_name, business_name, email, mobile_number, country_code, state, district, city,
  pin_zip_code, country, business_type, my_yarns, membership_type, is_verified_member, is_corporate_member,
  list_in_directory, created_at, updated_at, version)
  on public.yarnconnect_free to authenticated;

/**
 * A member's whole profile, private columns included (the profile page, the admin panel): the
 * caller's own (default), or any member's for staff and the service role; otherwise no row.
 */
create function public.member_profile(p_user_id uuid default null) returns setof public.yarnconnect_free
language sql stable security definer set search_path = '' as $$
  select p.* from public.yarnconnect_free p
  where p.id = coalesce(p_user_id, (select auth.uid()))
    and (p.id = (select auth.uid()) or (select public.is_staff()) or (select internal.is_trusted_caller()))
$$;
revoke execute on function public.member_profile(uuid) from public, anon;
grant execute on function public.member_profile(uuid) to authenticated, service_role;
