/*
 * Uniqueness lookups the profile pages make before writing: is this mobile number, or this
 * referral code, held by another member? Row level security lets a member read only their own
 * row (and directory rows), so a plain select cannot see the others; these SECURITY DEFINER
 * functions answer yes or no and reveal nothing else. Signed-in callers only: a visitor has no
 * profile to protect, and the answers would let anyone probe which numbers are registered.
 */

/**
 * True when a member other than the caller holds this country code + mobile number. The arguments
 * are normalised as the profile form stores them (code trimmed, spaces and dashes dropped), and the
 * columns compared bare, so the lookup is yarnconnect_free_mobile_idx's own key.
 */
create function public.mobile_number_in_use(p_country_code text, p_mobile_number text) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.yarnconnect_free
    where country_code = btrim(p_country_code)
      and mobile_number = regexp_replace(p_mobile_number, '[\s-]', '', 'g')
      and id is distinct from (select auth.uid())
  )
$$;
revoke execute on function public.mobile_number_in_use(text, text) from public, anon;
grant execute on function public.mobile_number_in_use(text, text) to authenticated;

/**
 * True when a member other than the caller holds this referral code, compared as stored (codes are
 * stored upper-case), the key of the referral_code unique constraint.
 */
create function public.referral_code_in_use(p_code text) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.yarnconnect_free
    where referral_code = p_code and id is distinct from (select auth.uid())
  )
$$;
revoke execute on function public.referral_code_in_use(text) from public, anon;
grant execute on function public.referral_code_in_use(text) to authenticated;
