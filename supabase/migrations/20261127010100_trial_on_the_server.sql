/*
 * The 15-day trial of Free Members, kept by the server (accounts §4, §9; issue 24 deliverable 1).
 *
 * - Auth: Supabase Auth's custom access token hook (config.toml [auth.hook.custom_access_token]) runs
 *   public.custom_access_token_hook on every token it issues. An expired Free Member gets a session only
 *   for paying: the claim "session_scope": "payment". Once the payment upgrades them, the next token
 *   (a refresh) is a full one again.
 * - Database: a payment-only session and an expired trial are refused by every credit-spending function
 *   (internal.apply_credit, the one place credits move) and by the member-only tables (restrictive RLS),
 *   whatever the token says: a token issued before the trial ended is refused too, because the trial is
 *   read from the profile, not from the claims.
 * - Staff and corporate executives are exempt, as is everyone who is not a Free Member.
 */

/**
 * The end of a Free Member's trial: 15 days after their profile was created (FREE_TRIAL_DAYS in
 * @domain/constants.ts). Null for other plans, for staff and for corporate executives, who have none.
 */
create function internal.trial_ends_at(p_user_id uuid) returns timestamptz
language sql stable security definer set search_path = '' as $$
  select p.created_at + interval '15 days'
  from public.yarnconnect_free p
  where p.id = p_user_id and p.membership_type = 'Free Member'
    and not exists (select 1 from public.staff s where s.user_id = p_user_id)
    and not exists (select 1 from public.company_executives e where e.user_id = p_user_id)
$$;
revoke execute on function internal.trial_ends_at(uuid) from public;

/** True when the member's Free Member trial is over (the one SQL definition of the rule). */
create function internal.trial_expired(p_user_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce(internal.trial_ends_at(p_user_id) < now(), false)
$$;
revoke execute on function internal.trial_expired(uuid) from public;

/** True when the request's token was issued for paying only (the access token hook's session_scope). */
create function internal.is_payment_only_session() returns boolean
language sql stable set search_path = '' as $$
  select coalesce(auth.jwt() ->> 'session_scope', '') = 'payment'
$$;
revoke execute on function internal.is_payment_only_session() from public;

/**
 * Whether the caller may use what members use (spend credits, post, bid, read their ledger and
 * interests): not a payment-only session, and not a member whose trial has ended since the token
 * was issued. Visitors and the service role have their own rules, so this is true for them.
 */
create function public.has_member_access() returns boolean
language sql stable security definer set search_path = '' as $$
  select auth.uid() is null
      or not (internal.is_payment_only_session() or internal.trial_expired(auth.uid()))
$$;
revoke execute on function public.has_member_access() from public, anon;
grant execute on function public.has_member_access() to authenticated, service_role;

/**
 * Refuses (42501) spending or using member features for p_user_id when their trial is over, or when
 * they call with a payment-only session. Words the app shows as they are.
 */
create function internal.require_member_access(p_user_id uuid) returns void
language plpgsql stable security definer set search_path = '' as $$
begin
  if internal.trial_expired(p_user_id)
     or (p_user_id = auth.uid() and internal.is_payment_only_session()) then
    raise exception 'Trial Period Expired: your 15-day free trial has ended. Upgrade to Paid Membership to keep using your account.'
      using errcode = '42501', hint = 'Pay for Paid Membership on the payment page, then sign in again.';
  end if;
end
$$;
revoke execute on function internal.require_member_access(uuid) from public;

/**
 * The one place credits move (see 20261122000300), now also refusing to spend the credits of a member
 * whose trial is over, or through a payment-only session: express_interest, spend_credit and
 * place_corporate_bid all spend here. Grants and admin adjustments are not spending.
 */
create or replace function internal.apply_credit(
  p_user_id uuid, p_delta integer, p_reason text, p_reference_id text, p_description text
) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_balance integer;
begin
  if p_delta < 0 and p_reason in ('usage_enquiry', 'usage_offer', 'bid_submission') then
    perform internal.require_member_access(p_user_id);
  end if;
  select messaging_credits into v_balance from public.yarnconnect_free where id = p_user_id for update;
  if not found then
    raise exception 'Member profile not found.' using errcode = 'P0001';
  end if;
  if v_balance + p_delta < 0 then
    raise exception 'Not enough messaging credits.' using errcode = 'P0001',
      hint = 'Upgrade to Paid Member or wait for the monthly credits.';
  end if;
  perform set_config('loomconnect.credit_write', 'on', true);
  update public.yarnconnect_free set messaging_credits = v_balance + p_delta where id = p_user_id;
  perform set_config('loomconnect.credit_write', 'off', true);
  insert into public.credit_ledger (user_id, delta, reason, reference_id, description)
    values (p_user_id, p_delta, p_reason, p_reference_id, p_description);
  return v_balance + p_delta;
end
$$;

/** Directory viewers (see 20261122000300), with a full session: search_directory and the directory RLS read it. */
create or replace function public.can_view_directory() returns boolean
language sql stable security definer set search_path = '' as $$
  select public.has_member_access() and (
       exists (select 1 from public.staff where user_id = (select auth.uid()))
    or exists (select 1 from public.company_executives where user_id = (select auth.uid()))
    or exists (
      select 1 from public.yarnconnect_free
      where id = (select auth.uid()) and membership_type in ('Paid Member', 'Corporate Member')
    ))
$$;

/**
 * Supabase Auth's custom access token hook (config.toml [auth.hook.custom_access_token]): called with
 * {user_id, claims, authentication_method} for every token issued or refreshed. An expired Free Member's
 * token carries "session_scope": "payment" (the payment page, the test checkout and the payment webhook
 * work; every member-only function and table refuses it); anyone else's carries no scope. SECURITY
 * DEFINER so the auth server's role needs no grants on member tables; only that role may call it.
 */
create function public.custom_access_token_hook(event jsonb) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_claims jsonb := coalesce(event -> 'claims', '{}'::jsonb) - 'session_scope';
begin
  if internal.trial_expired((event ->> 'user_id')::uuid) then
    v_claims := v_claims || jsonb_build_object('session_scope', 'payment');
  end if;
  return jsonb_build_object('claims', v_claims);
end
$$;
grant usage on schema public to supabase_auth_admin;
grant execute on function public.custom_access_token_hook(jsonb) to supabase_auth_admin;
revoke execute on function public.custom_access_token_hook(jsonb) from public, anon, authenticated, service_role;

/*
 * Member-only tables: a restrictive policy per operation (ANDed with the permissive ones) keeps a
 * payment-only session or an expired trial out of what members write and of what only members read.
 * Public reads (the boards) stay as they are for everyone.
 */
do $$
declare
  v_rule record;
begin
  for v_rule in
    select * from (values
      ('purchase_enquiries', 'insert'), ('purchase_enquiries', 'update'), ('purchase_enquiries', 'delete'),
      ('sales_offers', 'insert'), ('sales_offers', 'update'), ('sales_offers', 'delete'),
      ('post_interests', 'select'),
      ('credit_ledger', 'select'),
      ('customer_bids', 'select'),
      ('sourcing_bids', 'select'), ('sourcing_bids', 'insert'),
      ('department_vendors', 'select'),
      ('sourcing_vendor_alerts', 'select'),
      ('yarnconnect_free', 'update')
    ) as r(table_name, operation)
  loop
    execute format(
      'create policy %I on public.%I as restrictive for %s to authenticated %s',
      'Members with a full session (' || v_rule.operation || ')',
      v_rule.table_name,
      v_rule.operation,
      case v_rule.operation
        when 'insert' then 'with check ((select public.has_member_access()))'
        when 'update' then 'using ((select public.has_member_access())) with check ((select public.has_member_access()))'
        else 'using ((select public.has_member_access()))'
      end);
  end loop;
end
$$;

/**
 * The caller's role facts (see 20261122000900), the trial now from internal.trial_ends_at and with
 * payment_only: the session was issued for paying only (refreshed after a payment, it becomes full).
 */
create or replace function public.my_role() returns jsonb
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
    'trial_ends_at', internal.trial_ends_at(me.id),
    'trial_expired', coalesce(internal.trial_ends_at(me.id) < now(), false),
    'payment_only', me.id is not null and internal.is_payment_only_session()
  )
  from me
  left join public.staff s on s.user_id = me.id
  left join public.company_executives e on e.user_id = me.id
  left join public.company_details c on c.id = e.company_id
  left join public.yarnconnect_free p on p.id = me.id
$$;
