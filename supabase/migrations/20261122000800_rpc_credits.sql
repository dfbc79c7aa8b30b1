/*
 * Credit rules as atomic RPCs (SECURITY DEFINER, fixed search_path, caller checked):
 * profile creation with signup and referral credits, spending a credit, expressing interest,
 * membership changes, the monthly grant (called daily by a scheduler; idempotent per month)
 * and admin adjustments. Every movement goes through internal.apply_credit (ledger row + locked
 * balance update).
 */

/** True for requests made with the service role key, and for direct SQL (scheduler, seed). */
create function internal.is_trusted_caller() returns boolean
language sql stable set search_path = '' as $$
  select coalesce(auth.role(), 'service_role') = 'service_role'
$$;
revoke execute on function internal.is_trusted_caller() from public;

/** Refuses the call unless the caller is logged in; returns the caller's id. */
create function internal.require_user(p_message text default 'You must be logged in.') returns uuid
language plpgsql stable set search_path = '' as $$
begin
  if auth.uid() is null then
    raise exception '%', p_message using errcode = '42501';
  end if;
  return auth.uid();
end
$$;
revoke execute on function internal.require_user(text) from public;

/** Signup and upgrade credits per membership type: Paid 200, Corporate 300, Free 25 (signup only). */
create function internal.plan_credits(p_membership_type text) returns integer
language sql immutable set search_path = '' as $$
  select case p_membership_type when 'Paid Member' then 200 when 'Corporate Member' then 300 else 25 end
$$;

/** A 12-character referral code: 5 letters of the name (X-padded), last 5 mobile digits (0-padded), 2 random letters. */
create function internal.new_referral_code(p_member_name text, p_mobile text) returns text
language sql volatile set search_path = '' as $$
  select upper(rpad(left(regexp_replace(coalesce(p_member_name, ''), '[^A-Za-z]', '', 'g'), 5), 5, 'X'))
      || lpad(right(regexp_replace(coalesce(p_mobile, ''), '[^0-9]', '', 'g'), 5), 5, '0')
      || chr(65 + floor(random() * 26)::int) || chr(65 + floor(random() * 26)::int)
$$;

/**
 * Creates a member's profile with signup credits (Free 25, Paid 200) and, with a valid
 * referral code, 5 credits to each of the referrer and the new member. Called by the usersignup
 * edge function with the service role. p_profile holds the profile columns (member_name,
 * business_name, email, mobile_number, country_code, …, membership_type, referral_code).
 * A duplicate e-mail or mobile number fails with 23505 (HTTP 409).
 */
create function public.create_member_profile(p_user_id uuid, p_profile jsonb, p_referral_code_used text default null)
returns public.yarnconnect_free
language plpgsql security definer set search_path = '' as $$
declare
  v_in public.yarnconnect_free;
  v_referrer uuid;
  v_code text := nullif(upper(btrim(coalesce(p_referral_code_used, ''))), '');
  v_today date := current_date;
  v_row public.yarnconnect_free;
begin
  if not internal.is_trusted_caller() then
    raise exception 'Only the platform creates member profiles.' using errcode = '42501';
  end if;
  v_in := jsonb_populate_record(null::public.yarnconnect_free, p_profile);
  v_in.membership_type := coalesce(v_in.membership_type, 'Free Member');
  if v_in.membership_type not in ('Free Member', 'Paid Member') then
    raise exception 'Choose Free Member or Paid Member; Corporate Member is arranged with corporate sales.'
      using errcode = 'P0001';
  end if;
  if v_code is not null then
    select id into v_referrer from public.yarnconnect_free where referral_code = v_code;
    if v_referrer is null then
      raise exception 'Referral code % does not exist.', v_code using errcode = 'P0001';
    end if;
  end if;

  insert into public.yarnconnect_free (
    id, member_name, business_name, email, mobile_number, country_code, state, district, city, pin_zip_code,
    country, gst_number, business_type, my_yarns, mobile_verified, membership_type, referral_code,
    list_in_directory, vendor_category, last_credit_reset_date, monthly_credits_until
  ) values (
    p_user_id, v_in.member_name, v_in.business_name,
    coalesce(v_in.email, (select u.email from auth.users u where u.id = p_user_id)),
    nullif(v_in.mobile_number, ''), coalesce(v_in.country_code, '+91'), v_in.state, v_in.district, v_in.city,
    nullif(v_in.pin_zip_code, ''), coalesce(v_in.country, 'India'), nullif(v_in.gst_number, ''),
    coalesce(v_in.business_type, '{}'), coalesce(v_in.my_yarns, '{}'), coalesce(v_in.mobile_verified, false),
    v_in.membership_type,
    coalesce(upper(nullif(v_in.referral_code, '')), internal.new_referral_code(v_in.member_name, v_in.mobile_number)),
    coalesce(v_in.list_in_directory, true), v_in.vendor_category,
    case when v_in.membership_type = 'Paid Member' then v_today end,
    case when v_in.membership_type = 'Paid Member' then (v_today + interval '1 year')::date end
  );

  perform internal.apply_credit(p_user_id, internal.plan_credits(v_in.membership_type), 'signup', null,
    v_in.membership_type || ' signup credits');
  if v_referrer is not null then
    perform internal.apply_credit(p_user_id, 5, 'referral', v_referrer::text, 'Joined with referral code ' || v_code);
    perform internal.apply_credit(v_referrer, 5, 'referral', p_user_id::text, 'Referred a new member');
    update public.yarnconnect_free set referral_credits_earned = referral_credits_earned + 5
      where id in (p_user_id, v_referrer);
  end if;
  select * into v_row from public.yarnconnect_free where id = p_user_id;
  return v_row;
end
$$;

/**
 * Spends one credit of the caller (or, for the service role, of p_user_id) for an interest or a
 * bid. Returns {success, balance}; an empty balance raises 'Not enough messaging credits.'.
 */
create function public.spend_credit(
  p_usage_type text, p_reference_id text default null, p_description text default null, p_user_id uuid default null
) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid;
  v_balance integer;
begin
  if p_usage_type not in ('usage_enquiry', 'usage_offer', 'bid_submission') then
    raise exception 'Unknown credit usage type %.', p_usage_type using errcode = '22023';
  end if;
  if internal.is_trusted_caller() and p_user_id is not null then
    v_user := p_user_id;
  else
    v_user := internal.require_user();
    if p_user_id is not null and p_user_id <> v_user then
      raise exception 'You can only spend your own credits.' using errcode = '42501';
    end if;
  end if;
  v_balance := internal.apply_credit(v_user, -1, p_usage_type, p_reference_id, p_description);
  return jsonb_build_object('success', true, 'balance', v_balance);
end
$$;

/**
 * 'I'm Interested': spends one credit and records the interest, atomically. p_post_type is
 * 'enquiry' or 'offer'. Refuses the caller's own post and an empty balance.
 */
create function public.express_interest(p_post_type text, p_post_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := internal.require_user('You must be logged in to express interest.');
  v_owner uuid;
  v_number text;
  v_balance integer;
  v_interest uuid;
begin
  if p_post_type = 'enquiry' then
    select user_id, enquiry_number into v_owner, v_number from public.purchase_enquiries where id = p_post_id;
  elsif p_post_type = 'offer' then
    select user_id, offer_number into v_owner, v_number from public.sales_offers where id = p_post_id;
  else
    raise exception 'p_post_type must be enquiry or offer.' using errcode = '22023';
  end if;
  if v_owner is null then
    raise exception 'This % no longer exists.', p_post_type using errcode = 'P0001';
  end if;
  if v_owner = v_user then
    raise exception 'You cannot express interest in your own %.', p_post_type using errcode = 'P0001';
  end if;
  v_balance := internal.apply_credit(v_user, -1, case p_post_type when 'enquiry' then 'usage_enquiry' else 'usage_offer' end,
    p_post_id::text, 'Interest in ' || v_number);
  insert into public.post_interests (user_id, enquiry_id, offer_id)
    values (v_user, case when p_post_type = 'enquiry' then p_post_id end, case when p_post_type = 'offer' then p_post_id end)
    returning id into v_interest;
  return jsonb_build_object('success', true, 'interest_id', v_interest, 'balance', v_balance);
end
$$;

/** Sets a member's membership type and grants the plan's credits (Paid 200, Corporate 300) on an upgrade. */
create function internal.change_membership(p_user_id uuid, p_new text, p_today date) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_old text;
  v_granted integer := 0;
  v_balance integer;
begin
  if p_new not in ('Free Member', 'Paid Member', 'Corporate Member') then
    raise exception 'Unknown membership type %.', p_new using errcode = '22023';
  end if;
  select membership_type, messaging_credits into v_old, v_balance
    from public.yarnconnect_free where id = p_user_id for update;
  if not found then
    raise exception 'Member profile not found.' using errcode = 'P0001';
  end if;
  if v_old <> p_new then
    update public.yarnconnect_free set
      membership_type = p_new,
      last_credit_reset_date = case when p_new = 'Free Member' then last_credit_reset_date else p_today end,
      monthly_credits_until = case when p_new = 'Free Member' then null else (p_today + interval '1 year')::date end
    where id = p_user_id;
    if p_new <> 'Free Member' then
      v_granted := internal.plan_credits(p_new);
      v_balance := internal.apply_credit(p_user_id, v_granted, 'membership_change', null,
        v_old || ' to ' || p_new);
    end if;
  end if;
  return jsonb_build_object('membership_type', p_new, 'previous_membership_type', v_old,
    'credits_granted', v_granted, 'balance', v_balance);
end
$$;
revoke execute on function internal.change_membership(uuid, text, date) from public;

/**
 * After a confirmed payment or an admin decision: sets the membership type and grants the
 * upgrade credits. Service role (handle-membership-change-credits) or admins only.
 */
create function public.apply_membership_change_credits(
  p_user_id uuid, p_new_membership_type text, p_today date default current_date
) returns jsonb
language plpgsql security definer set search_path = '' as $$
begin
  if not (internal.is_trusted_caller() or public.is_admin()) then
    raise exception 'Only the platform changes membership types.' using errcode = '42501';
  end if;
  return internal.change_membership(p_user_id, p_new_membership_type, p_today);
end
$$;

/**
 * Monthly credits: Paid Members 200 and Corporate Members 300, once per calendar month, for a
 * year after they joined or upgraded. Called daily by the scheduler; a second call in the same
 * month grants nothing. Returns the number of members credited.
 */
create function public.grant_monthly_credits(p_today date default current_date) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_member record;
  v_count integer := 0;
begin
  if not internal.is_trusted_caller() then
    raise exception 'Only the scheduler grants monthly credits.' using errcode = '42501';
  end if;
  for v_member in
    select id, membership_type from public.yarnconnect_free
    where membership_type in ('Paid Member', 'Corporate Member')
      and p_today < monthly_credits_until
      and (last_credit_reset_date is null or date_trunc('month', last_credit_reset_date) < date_trunc('month', p_today))
    order by id
  loop
    perform internal.apply_credit(v_member.id, internal.plan_credits(v_member.membership_type), 'monthly_grant',
      to_char(p_today, 'YYYY-MM'), 'Monthly credits ' || to_char(p_today, 'YYYY-MM'));
    update public.yarnconnect_free set last_credit_reset_date = p_today where id = v_member.id;
    v_count := v_count + 1;
  end loop;
  return v_count;
end
$$;

/**
 * Admin membership management: p_changes may hold membership_type, is_verified_member,
 * is_corporate_member and messaging_credits (the new balance, booked as an admin_adjustment).
 * Other profile fields are edited with an ordinary update.
 */
create function public.admin_update_member(p_user_id uuid, p_changes jsonb) returns public.yarnconnect_free
language plpgsql security definer set search_path = '' as $$
declare
  v_row public.yarnconnect_free;
  v_delta integer;
begin
  if not (internal.is_trusted_caller() or public.is_admin()) then
    raise exception 'Only admins manage memberships.' using errcode = '42501';
  end if;
  if p_changes ? 'membership_type' then
    perform internal.change_membership(p_user_id, p_changes ->> 'membership_type', current_date);
  end if;
  update public.yarnconnect_free set
    is_verified_member = coalesce((p_changes ->> 'is_verified_member')::boolean, is_verified_member),
    is_corporate_member = coalesce((p_changes ->> 'is_corporate_member')::boolean, is_corporate_member)
  where id = p_user_id
  returning messaging_credits into v_delta;
  if not found then
    raise exception 'Member profile not found.' using errcode = 'P0001';
  end if;
  if p_changes ? 'messaging_credits' then
    v_delta := coalesce((p_changes ->> 'messaging_credits')::integer, 0) - v_delta;
    if v_delta <> 0 then
      perform internal.apply_credit(p_user_id, v_delta, 'admin_adjustment', null, 'Set by an admin');
    end if;
  end if;
  select * into v_row from public.yarnconnect_free where id = p_user_id;
  return v_row;
end
$$;

-- The scheduler: pg_cron on hosted Supabase; the local stack calls grant_monthly_credits daily.
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    perform cron.schedule('grant-monthly-credits', '5 0 * * *', 'select public.grant_monthly_credits(current_date)');
  end if;
end
$$;
