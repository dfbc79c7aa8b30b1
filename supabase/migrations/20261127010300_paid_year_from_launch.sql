/*
 * The paid year counts from the launch date (trade §9: "Paid year counts from launch date (extra access
 * over 3 months)"; issue 24 deliverable 5). A member who becomes a Paid Member before the launch keeps the
 * months until it as extra access: their year, and the monthly credits of profile.monthly_credits_until,
 * run 12 months from the launch. After the launch the year runs from the payment, as before. Corporate
 * Members' year runs from their upgrade (the spec ties only the paid plan to the launch).
 *
 * The launch date is a setting, app_settings `paid_plan` ({"launch_date": "YYYY-MM-DD"}): public (the plans
 * and payment pages explain it with it; @domain/paid-year.ts computes the same), changed by the service role
 * or in SQL without a deploy. It starts at 1 March 2027: the app is in its pre-launch period ('Pre-Launch
 * Offers Now Live', the pre-launch price), and from today (late November 2026) that is over 3 months away.
 * Without the row the year runs from the payment.
 */

insert into public.app_settings (key, value) values ('paid_plan', '{"launch_date": "2027-03-01"}')
  on conflict (key) do nothing;

/** The launch date (app_settings paid_plan.launch_date); null when not set. */
create function internal.launch_date() returns date
language sql stable security definer set search_path = '' as $$
  select (value ->> 'launch_date')::date from public.app_settings where key = 'paid_plan'
$$;
revoke execute on function internal.launch_date() from public;

/**
 * The first day after a plan's year of membership and monthly credits that starts on p_from (what
 * monthly_credits_until holds): a Paid Member's year starts at the launch when p_from is before it
 * (paidYearUntil in @domain/paid-year.ts).
 */
create function internal.paid_year_end(p_membership_type text, p_from date) returns date
language sql stable security definer set search_path = '' as $$
  select (case when p_membership_type = 'Paid Member'
    then greatest(p_from, coalesce(internal.launch_date(), p_from)) else p_from end + interval '1 year')::date
$$;
revoke execute on function internal.paid_year_end(text, date) from public;

/** Profile creation (see 20261122000800), the Paid year now from internal.paid_year_end. */
create or replace function public.create_member_profile(p_user_id uuid, p_profile jsonb, p_referral_code_used text default null)
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
    case when v_in.membership_type = 'Paid Member' then internal.paid_year_end(v_in.membership_type, v_today) end
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

/** Membership changes (see 20261122000800), the Paid year now from internal.paid_year_end. */
create or replace function internal.change_membership(p_user_id uuid, p_new text, p_today date) returns jsonb
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
      monthly_credits_until = case when p_new = 'Free Member' then null else internal.paid_year_end(p_new, p_today) end
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
