/*
 * State behind the account edge functions: a Paid Member choice waiting for its payment
 * (membership_requests) and mobile one-time codes (internal.mobile_otps, reached only through
 * service-role RPCs). A code is stored as a SHA-256 hash, lives 10 minutes, allows 5 wrong
 * tries and is re-sent at most once a minute.
 */

/** A membership the member chose but has not paid for yet; the payment webhook marks it paid. */
create table public.membership_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.yarnconnect_free (id) on delete cascade,
  requested_type text not null check (requested_type in ('Paid Member', 'Corporate Member')),
  status text not null default 'pending' check (status in ('pending', 'paid', 'cancelled')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.membership_requests enable row level security;
create index membership_requests_user_id_idx on public.membership_requests (user_id, created_at desc);
create trigger membership_requests_updated_at before update on public.membership_requests
  for each row execute function internal.set_updated_at();

revoke all on public.membership_requests from anon, authenticated, service_role;
grant select on public.membership_requests to authenticated;
grant select, insert, update on public.membership_requests to service_role;
create policy "Members read their own membership requests, admins all" on public.membership_requests
  for select to authenticated using (user_id = (select auth.uid()) or (select public.is_admin()));

/** One live code per phone number and purpose ('login' for members, 'signup' to verify a new number). */
create table internal.mobile_otps (
  phone text not null check (phone ~ '^\+[0-9]{8,19}$'),
  purpose text not null check (purpose in ('login', 'signup')),
  user_id uuid references auth.users (id) on delete cascade,
  code_hash text not null,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  sent_at timestamptz not null default now(),
  primary key (phone, purpose)
);
create index mobile_otps_user_id_idx on internal.mobile_otps (user_id);

create function internal.otp_hash(p_phone text, p_code text) returns text
language sql immutable set search_path = '' as $$
  select encode(sha256(convert_to(p_phone || ':' || p_code, 'UTF8')), 'hex')
$$;
revoke execute on function internal.otp_hash(text, text) from public;

/**
 * Stores a new code for a phone number. For 'login' the number must belong to a member
 * (country code + mobile number); returns {user_id} (null for 'signup'). Refuses a resend within
 * 60 seconds with errcode PT429 and the seconds to wait in the hint.
 */
create function public.issue_mobile_otp(p_country_code text, p_mobile_number text, p_purpose text, p_code text)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_phone text := p_country_code || p_mobile_number;
  v_user uuid;
  v_sent timestamptz;
begin
  if not internal.is_trusted_caller() then
    raise exception 'Only the platform sends mobile codes.' using errcode = '42501';
  end if;
  if p_code !~ '^[0-9]{6}$' then
    raise exception 'A code has 6 digits.' using errcode = '22023';
  end if;
  if p_purpose = 'login' then
    select id into v_user from public.yarnconnect_free
      where country_code = p_country_code and mobile_number = p_mobile_number;
    if v_user is null then
      raise exception 'No account is registered with this mobile number.' using errcode = 'P0002';
    end if;
  end if;
  select sent_at into v_sent from internal.mobile_otps where phone = v_phone and purpose = p_purpose for update;
  if v_sent is not null and v_sent > now() - interval '60 seconds' then
    raise exception 'Please wait before requesting another OTP.' using errcode = 'PT429',
      hint = ceil(extract(epoch from v_sent + interval '60 seconds' - now()))::int::text;
  end if;
  insert into internal.mobile_otps (phone, purpose, user_id, code_hash, expires_at)
    values (v_phone, p_purpose, v_user, internal.otp_hash(v_phone, p_code), now() + interval '10 minutes')
  on conflict (phone, purpose) do update set user_id = excluded.user_id, code_hash = excluded.code_hash,
    attempts = 0, expires_at = excluded.expires_at, sent_at = now();
  return jsonb_build_object('user_id', v_user);
end
$$;

/**
 * Checks a code without raising, so a wrong try is counted: {status: ok|invalid|expired|locked|missing,
 * attempts_left, user_id}. A right code is spent; a login also marks the member's mobile verified.
 */
create function public.verify_mobile_otp(p_country_code text, p_mobile_number text, p_purpose text, p_code text)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_phone text := p_country_code || p_mobile_number;
  v_otp internal.mobile_otps;
begin
  if not internal.is_trusted_caller() then
    raise exception 'Only the platform checks mobile codes.' using errcode = '42501';
  end if;
  select * into v_otp from internal.mobile_otps where phone = v_phone and purpose = p_purpose for update;
  if not found then
    return jsonb_build_object('status', 'missing');
  end if;
  if v_otp.attempts >= 5 then
    return jsonb_build_object('status', 'locked', 'attempts_left', 0);
  end if;
  if v_otp.expires_at < now() then
    return jsonb_build_object('status', 'expired');
  end if;
  if v_otp.code_hash <> internal.otp_hash(v_phone, coalesce(p_code, '')) then
    update internal.mobile_otps set attempts = attempts + 1 where phone = v_phone and purpose = p_purpose;
    return jsonb_build_object('status', case when v_otp.attempts + 1 >= 5 then 'locked' else 'invalid' end,
      'attempts_left', 4 - v_otp.attempts);
  end if;
  delete from internal.mobile_otps where phone = v_phone and purpose = p_purpose;
  if p_purpose = 'login' then
    update public.yarnconnect_free set mobile_verified = true where id = v_otp.user_id;
  end if;
  return jsonb_build_object('status', 'ok', 'user_id', v_otp.user_id);
end
$$;

/** Drops a code that could not be sent, so the next request is not held back by the resend limit. */
create function public.discard_mobile_otp(p_country_code text, p_mobile_number text, p_purpose text) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if not internal.is_trusted_caller() then
    raise exception 'Only the platform discards mobile codes.' using errcode = '42501';
  end if;
  delete from internal.mobile_otps where phone = p_country_code || p_mobile_number and purpose = p_purpose;
end
$$;

revoke execute on function public.issue_mobile_otp(text, text, text, text), public.verify_mobile_otp(text, text, text, text),
  public.discard_mobile_otp(text, text, text) from public, anon, authenticated;
grant execute on function public.issue_mobile_otp(text, text, text, text), public.verify_mobile_otp(text, text, text, text),
  public.discard_mobile_otp(text, text, text) to service_role;
