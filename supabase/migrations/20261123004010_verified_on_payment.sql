/*
 * Paid membership promises a verified badge (accounts §1, trade §6): a confirmed payment now verifies
 * the member in the same transaction that upgrades them. Only the first delivery of an event does it,
 * so an admin who later revokes the badge (admin_update_member) is not overruled by a replayed event.
 */

/**
 * Applies a captured payment: the member is p_user_id when it names a profile, else the profile with
 * e-mail p_email; they become a verified Paid Member with the plan's credits. Returns { status: upgraded
 * | duplicate | no_member, user_id, credits_granted, membership_type } (a duplicate names the member the
 * first delivery found, nothing is granted or verified again).
 */
create or replace function public.record_membership_payment(
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
  update public.yarnconnect_free set is_verified_member = true where id = v_user;
  update public.membership_requests set status = 'paid'
    where user_id = v_user and requested_type = 'Paid Member' and status = 'pending';
  return jsonb_build_object('status', 'upgraded', 'user_id', v_user,
    'credits_granted', v_change -> 'credits_granted', 'membership_type', v_change ->> 'membership_type');
end
$$;
revoke execute on function public.record_membership_payment(text, text, uuid, text) from public, anon, authenticated;
grant execute on function public.record_membership_payment(text, text, uuid, text) to service_role;
