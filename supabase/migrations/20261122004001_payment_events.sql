/*
 * Payment webhook bookkeeping: each provider event is processed once. The razorpay-webhook function
 * (service role) calls record_membership_payment(), which in one transaction records the event id,
 * finds the member, upgrades them to Paid Member with its credits and marks their pending
 * membership request paid. A replayed event id changes nothing.
 */

/** Provider events already processed (the replay guard), and what they did. */
create table internal.payment_events (
  event_id text primary key,
  event_type text not null,
  user_id uuid references auth.users (id) on delete set null,
  outcome text not null check (outcome in ('upgraded', 'no_member')),
  received_at timestamptz not null default now()
);
create index payment_events_user_id_idx on internal.payment_events (user_id);

/** What a replayed event reports: its member's current membership, so the caller can re-sync it. */
create function internal.payment_replay(p_event_id text) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object('status', 'duplicate', 'user_id', e.user_id, 'membership_type', p.membership_type)
  from internal.payment_events e left join public.yarnconnect_free p on p.id = e.user_id
  where e.event_id = p_event_id
$$;
revoke execute on function internal.payment_replay(text) from public;

/**
 * Applies a captured payment: the member is p_user_id when it names a profile, else the profile with
 * e-mail p_email. Returns { status: upgraded | duplicate | no_member, user_id, credits_granted,
 * membership_type } (a duplicate names the member the first delivery found, nothing is granted).
 */
create function public.record_membership_payment(
  p_event_id text, p_event_type text, p_user_id uuid default null, p_email text default null
) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid;
  v_change jsonb;
begin
  if not internal.is_trusted_caller() then
    raise exception 'Only the payment webhook records payments.' using errcode = '42501';
  end if;
  if exists (select 1 from internal.payment_events where event_id = p_event_id) then
    return internal.payment_replay(p_event_id);
  end if;
  select id into v_user from public.yarnconnect_free where id = p_user_id;
  if v_user is null and p_email is not null then
    select id into v_user from public.yarnconnect_free where lower(email) = lower(btrim(p_email));
  end if;
  -- A concurrent delivery of the same event waits here and then finds the id taken.
  insert into internal.payment_events (event_id, event_type, user_id, outcome)
    values (p_event_id, p_event_type, v_user, case when v_user is null then 'no_member' else 'upgraded' end)
    on conflict (event_id) do nothing;
  if not found then
    return internal.payment_replay(p_event_id);
  end if;
  if v_user is null then
    return jsonb_build_object('status', 'no_member');
  end if;
  v_change := public.apply_membership_change_credits(v_user, 'Paid Member', current_date);
  update public.membership_requests set status = 'paid'
    where user_id = v_user and requested_type = 'Paid Member' and status = 'pending';
  return jsonb_build_object('status', 'upgraded', 'user_id', v_user,
    'credits_granted', v_change -> 'credits_granted', 'membership_type', v_change ->> 'membership_type');
end
$$;
revoke execute on function public.record_membership_payment(text, text, uuid, text) from public, anon, authenticated;
grant execute on function public.record_membership_payment(text, text, uuid, text) to service_role;
