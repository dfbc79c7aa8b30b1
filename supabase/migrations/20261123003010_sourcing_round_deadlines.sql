/*
 * Round deadlines with anti-sniping, and the round's sealed setting (issue 13). A round may close at
 * a set time (closes_at): from that instant it is closed for every rule — no bid is accepted, RLS
 * treats it as closed — whether or not the sweep (process_due_bid_rounds, run every minute) has yet
 * written status 'closed'. A bid placed within the RFQ's last N minutes (anti_sniping_minutes, 0 =
 * off) pushes the deadline back by N minutes, so a late bid always leaves the others N minutes to
 * answer; the bid's time is its transaction's start (when it reached the server), so a bid that
 * arrived in time is never lost to lock waits. Bids of one round serialise on the round's row lock,
 * taken after a share lock on the RFQ: the same order the managing RPCs lock in, so no deadlocks.
 * Vendors are alerted of each opening, extension and imminent close (sourcing_vendor_alerts).
 */

alter table public.sourcing_requests
  add column anti_sniping_minutes integer not null default 0 check (anti_sniping_minutes between 0 and 60);
grant update (anti_sniping_minutes) on public.sourcing_requests to authenticated;

alter table public.sourcing_bid_rounds
  add column closes_at timestamptz,
  -- Sealed: the company sees the round's bids only once it has closed (20261123003020).
  add column sealed boolean not null default false,
  add column extension_count integer not null default 0 check (extension_count >= 0),
  add column closed_at timestamptz;
create index sourcing_bid_rounds_due_idx on public.sourcing_bid_rounds (closes_at)
  where status = 'open' and closes_at is not null;
-- A vendor's bids per RFQ (has the caller bid here?).
create index sourcing_bids_vendor_request_idx on public.sourcing_bids (vendor_user_id, sourcing_request_id);

/**
 * Open for bids: status open and its deadline, if any, not reached. Plain SQL without settings, so the
 * planner inlines it into policies and queries (it reads no table; now() is qualified).
 */
create function internal.is_round_open(p_status text, p_closes_at timestamptz) returns boolean
language sql stable as $$
  select p_status = 'open' and (p_closes_at is null or p_closes_at > pg_catalog.now())
$$;

/** Records when a round closed: its deadline when the sweep closes it late, else now; cleared on reopening. */
create function internal.stamp_round_closed_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.status = 'closed' and old.status = 'open' then
    new.closed_at := case when new.closes_at is not null and new.closes_at <= now() then new.closes_at else now() end;
  elsif new.status = 'open' then
    new.closed_at := null;
  end if;
  return new;
end
$$;
revoke execute on function internal.stamp_round_closed_at() from public;
create trigger sourcing_bid_rounds_closed_at before update of status on public.sourcing_bid_rounds
  for each row execute function internal.stamp_round_closed_at();

/** True when the RFQ accepts bids from the caller: a registered vendor, not the poster, bidding private/open, a round open. */
create or replace function public.can_bid_on_request(p_request_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.sourcing_requests r
    join public.department_vendors v
      on v.company_id = r.company_id and v.department = r.department and v.vendor_user_id = (select auth.uid())
    where r.id = p_request_id
      and r.bid_status in ('open', 'private')
      and r.user_id <> (select auth.uid())
      and exists (
        select 1 from public.sourcing_bid_rounds b
        where b.sourcing_request_id = r.id and internal.is_round_open(b.status, b.closes_at)
      )
  )
$$;

/**
 * Before a bid is stored: the round must be open (deadline included) and belong to the RFQ, which
 * must be bidding; the bid's time and the RFQ's poster are the server's. A bid within the last
 * anti_sniping_minutes of the deadline extends it by that much and alerts the vendors. RLS then
 * decides whether the caller may bid here at all.
 */
create function internal.before_sourcing_bid() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_rfq public.sourcing_requests;
  v_round public.sourcing_bid_rounds;
  v_window interval;
begin
  select * into v_rfq from public.sourcing_requests where id = new.sourcing_request_id for share;
  select * into v_round from public.sourcing_bid_rounds where id = new.round_id for update;
  if v_rfq.id is null or v_round.id is null or v_round.sourcing_request_id <> v_rfq.id
     or v_round.round_number <> new.round_number or v_rfq.bid_status not in ('private', 'open')
     or not internal.is_round_open(v_round.status, v_round.closes_at) then
    raise exception 'No open bidding round found for this RFQ. It may have been closed.' using errcode = 'P0001';
  end if;
  new.created_at := now();
  new.is_selected := false;
  new.company_user_id := v_rfq.user_id;

  v_window := make_interval(mins => v_rfq.anti_sniping_minutes);
  if v_round.closes_at is not null and v_rfq.anti_sniping_minutes > 0 and now() > v_round.closes_at - v_window then
    update public.sourcing_bid_rounds
      set closes_at = closes_at + v_window, extension_count = extension_count + 1
      where id = v_round.id
      returning * into v_round;
    perform internal.queue_vendor_alerts('extended', v_rfq.id, v_round.id, v_round.closes_at);
  end if;
  return new;
end
$$;
revoke execute on function internal.before_sourcing_bid() from public;
create trigger sourcing_bids_round_rules before insert on public.sourcing_bids
  for each row execute function internal.before_sourcing_bid();

/** Refuses a deadline that is not in the future. */
create function internal.check_round_deadline(p_closes_at timestamptz) returns void
language plpgsql stable set search_path = '' as $$
begin
  if p_closes_at is not null and p_closes_at <= now() then
    raise exception 'The round deadline must be in the future.' using errcode = '22023';
  end if;
end
$$;

drop function public.start_next_bid_round(uuid, text);
/**
 * Opens the next round (latest + 1, starting at 1), closing earlier open rounds, with an optional
 * deadline and sealed bidding; queues the 'round opened' alert for every registered vendor. A
 * pending RFQ starts bidding as p_bid_status ('private' by default, or 'open' for public bidding).
 */
create function public.start_next_bid_round(
  p_rfq_id uuid,
  p_bid_status text default null,
  p_closes_at timestamptz default null,
  p_sealed boolean default false
) returns public.sourcing_bid_rounds
language plpgsql security definer set search_path = '' as $$
declare
  v_rfq public.sourcing_requests := internal.lock_open_rfq(p_rfq_id);
  v_round public.sourcing_bid_rounds;
begin
  if p_bid_status is not null and p_bid_status not in ('private', 'open') then
    raise exception 'Bid visibility must be private or open.' using errcode = '22023';
  end if;
  perform internal.check_round_deadline(p_closes_at);
  if p_bid_status is not null or v_rfq.bid_status = 'pending' then
    update public.sourcing_requests set bid_status = coalesce(p_bid_status, 'private') where id = v_rfq.id;
  end if;
  update public.sourcing_bid_rounds set status = 'closed' where sourcing_request_id = v_rfq.id and status = 'open';
  insert into public.sourcing_bid_rounds (sourcing_request_id, round_number, status, initiated_by_user_id, company_id,
    closes_at, sealed)
  select v_rfq.id, coalesce(max(round_number), 0) + 1, 'open', auth.uid(), v_rfq.company_id,
    p_closes_at, coalesce(p_sealed, false)
  from public.sourcing_bid_rounds where sourcing_request_id = v_rfq.id
  returning * into v_round;
  perform internal.queue_vendor_alerts('round_opened', v_rfq.id, v_round.id);
  return v_round;
end
$$;

drop function public.set_bid_round_status(uuid, text);
/**
 * Closes or reopens a round while its RFQ is not closed. Only the latest round reopens; it keeps a
 * deadline still ahead, or takes p_closes_at (none: no deadline).
 */
create function public.set_bid_round_status(p_round_id uuid, p_status text, p_closes_at timestamptz default null)
returns public.sourcing_bid_rounds
language plpgsql security definer set search_path = '' as $$
declare
  v_rfq_id uuid;
  v_round public.sourcing_bid_rounds;
begin
  if p_status is null or p_status not in ('open', 'closed') then
    raise exception 'A round is open or closed.' using errcode = '22023';
  end if;
  select sourcing_request_id into v_rfq_id from public.sourcing_bid_rounds where id = p_round_id;
  if v_rfq_id is null then
    raise exception 'Bid round not found.' using errcode = 'P0001';
  end if;
  perform internal.lock_open_rfq(v_rfq_id);
  select * into v_round from public.sourcing_bid_rounds where id = p_round_id for update;
  if p_status = 'closed' then
    update public.sourcing_bid_rounds set status = 'closed' where id = p_round_id returning * into v_round;
    return v_round;
  end if;
  if exists (
    select 1 from public.sourcing_bid_rounds where sourcing_request_id = v_rfq_id and round_number > v_round.round_number
  ) then
    raise exception 'Only the latest round can be reopened.' using errcode = 'P0001';
  end if;
  perform internal.check_round_deadline(p_closes_at);
  update public.sourcing_bid_rounds set
    status = 'open',
    closes_at = coalesce(p_closes_at, case when closes_at > now() then closes_at end)
  where id = p_round_id
  returning * into v_round;
  return v_round;
end
$$;

/**
 * The minute sweep (pg_cron on hosted Supabase, the local stack's scheduler, or send-sourcing-alerts
 * when the platform calls it): writes status 'closed' on rounds whose deadline passed, and queues the
 * 'closing within the hour' alert of rounds about to close. Idempotent.
 */
create function public.process_due_bid_rounds() returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_closed integer;
  v_queued integer := 0;
  v_round record;
begin
  update public.sourcing_bid_rounds set status = 'closed' where status = 'open' and closes_at <= now();
  get diagnostics v_closed = row_count;
  for v_round in
    select id, sourcing_request_id from public.sourcing_bid_rounds
    where status = 'open' and closes_at > now() and closes_at <= now() + interval '1 hour'
  loop
    v_queued := v_queued + internal.queue_vendor_alerts('closing_soon', v_round.sourcing_request_id, v_round.id);
  end loop;
  return jsonb_build_object('closed_rounds', v_closed, 'queued_alerts', v_queued);
end
$$;

revoke execute on function public.start_next_bid_round(uuid, text, timestamptz, boolean),
  public.set_bid_round_status(uuid, text, timestamptz), public.process_due_bid_rounds() from public, anon, authenticated;
grant execute on function public.start_next_bid_round(uuid, text, timestamptz, boolean),
  public.set_bid_round_status(uuid, text, timestamptz) to authenticated, service_role;
grant execute on function public.process_due_bid_rounds() to service_role;
