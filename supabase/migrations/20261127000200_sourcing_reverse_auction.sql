/*
 * Bids that cannot be gamed (issue 30): reverse-auction rules within a round. Vendors saw their rank in
 * an open round computed from each vendor's latest bid, and a later bid could be higher, so one vendor
 * found the lowest quote by bisecting with 15 bids and went back to their first price. Now:
 * - A vendor's new bid must be lower than their current quote in the round (their lowest bid not
 *   withdrawn) by at least the round's minimum step: a percentage of that quote (bid_step_kind 'percent',
 *   default 0.5, rounded up to the paisa) or an amount in the RFQ's currency ('amount', default 0.01).
 * - A vendor places at most max_bids_per_vendor bids in a round (default 10), withdrawn ones included.
 * - Going back up is withdraw_sourcing_bid(): the vendor withdraws their current quote while the round
 *   is open; the bid stays, marked withdrawn_at, for the buyer to see; the vendor's previous quote not
 *   withdrawn is current again, and a withdrawn quote cannot be awarded.
 * - The rank a vendor reads (my_round_standings) is among each vendor's current quote, and the round's
 *   best price leaves withdrawn quotes out.
 * Refusals carry the words of @domain/sourcing-auction.ts (and a hint naming the rule). Bids of a round
 * still serialise on the round's row lock (20261123003010), so two bids of one vendor racing each other,
 * or racing their withdrawal, are judged one after the other.
 */

alter table public.sourcing_bid_rounds
  add column bid_step_kind text not null default 'percent' check (bid_step_kind in ('percent', 'amount')),
  add column bid_step numeric(12, 2) not null default 0.5
    check (bid_step >= 0.01 and (bid_step_kind = 'amount' or bid_step <= 50)),
  add column max_bids_per_vendor integer not null default 10 check (max_bids_per_vendor between 1 and 100);
select internal.add_finite_check('public.sourcing_bid_rounds', 'bid_step');

alter table public.sourcing_bids add column withdrawn_at timestamptz;

/** '₹1,25,000.50' (or '$', '€'): the en-IN form @domain's formatMoney gives, for the words of refusals. */
create function internal.format_money(p_amount numeric, p_currency text) returns text
language sql immutable set search_path = '' as $$
  select case p_currency when 'USD' then '$' when 'EUR' then '€' else '₹' end
    || to_char(internal.require_finite(p_amount, 'Amount'), 'FM9,99,99,99,990.00')
$$;

/** A round's minimum step as people read it: '0.5%' or '₹0.01' (@domain bidStepText). */
create function internal.bid_step_text(p_kind text, p_step numeric, p_currency text) returns text
language sql immutable set search_path = '' as $$
  select case when p_kind = 'percent' then trim_scale(internal.require_finite(p_step, 'Minimum step'))::text || '%'
    else internal.format_money(p_step, p_currency) end
$$;

/**
 * The highest price a vendor may quote after p_current: less the step, a percentage rounded up to the
 * paisa (@domain nextBidCeiling). Below 0.01 no further quote is possible.
 */
create function internal.next_bid_ceiling(p_current numeric, p_kind text, p_step numeric) returns numeric
language sql immutable set search_path = '' as $$
  select internal.require_finite(p_current, 'Current quote') - case
    when p_kind = 'amount' then internal.require_finite(p_step, 'Minimum step')
    else ceil(p_current * internal.require_finite(p_step, 'Minimum step')) / 100
  end
$$;

/**
 * Refuses a vendor's bid of p_price in the round when they have used up its bids or it does not improve on
 * their current quote by the minimum step. Run under the round's row lock, so it sees every earlier bid.
 */
create function internal.check_vendor_bid(
  p_round public.sourcing_bid_rounds,
  p_vendor uuid,
  p_price numeric,
  p_currency text
) returns void
language plpgsql set search_path = '' as $$
declare
  v_placed integer;
  v_current numeric;
  v_ceiling numeric;
begin
  perform internal.require_finite(p_price, 'Quoted price');
  select count(*), min(b.quoted_price) filter (where b.withdrawn_at is null) into v_placed, v_current
  from public.sourcing_bids b where b.round_id = p_round.id and b.vendor_user_id = p_vendor;
  if v_placed >= p_round.max_bids_per_vendor then
    raise exception 'You have placed all % bids this round allows.', p_round.max_bids_per_vendor
      using errcode = 'P0001', hint = 'bid_limit';
  end if;
  if v_current is null then
    return;
  end if;
  v_ceiling := internal.next_bid_ceiling(v_current, p_round.bid_step_kind, p_round.bid_step);
  if v_ceiling < 0.01 then
    raise exception 'Your current quote of % cannot be lowered by this round''s minimum step of %.',
      internal.format_money(v_current, p_currency),
      internal.bid_step_text(p_round.bid_step_kind, p_round.bid_step, p_currency)
      using errcode = 'P0001', hint = 'bid_not_lower';
  end if;
  if p_price > v_ceiling then
    raise exception 'Your new quote must be % or lower: at least % below your current quote of %.',
      internal.format_money(v_ceiling, p_currency),
      internal.bid_step_text(p_round.bid_step_kind, p_round.bid_step, p_currency),
      internal.format_money(v_current, p_currency)
      using errcode = 'P0001', hint = 'bid_not_lower';
  end if;
end
$$;

/**
 * Before a bid is stored: a number, from the caller themselves, into an open round of a bidding RFQ, within
 * the round's reverse-auction rules; the bid's time and the RFQ's poster are the server's. A bid within
 * the last anti_sniping_minutes of the deadline extends it by that much and alerts the vendors. RLS then
 * decides whether the caller may bid here at all.
 */
create or replace function internal.before_sourcing_bid() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_rfq public.sourcing_requests;
  v_round public.sourcing_bid_rounds;
  v_window interval;
begin
  perform internal.require_finite(new.quoted_price, 'Quoted price');
  -- RLS refuses a bid in another vendor's name too, but only after this trigger, whose refusals would tell
  -- the caller about that vendor's quotes.
  if auth.uid() is not null and new.vendor_user_id is distinct from auth.uid() then
    raise exception 'You can bid only in your own name.' using errcode = '42501';
  end if;
  select * into v_rfq from public.sourcing_requests where id = new.sourcing_request_id for share;
  select * into v_round from public.sourcing_bid_rounds where id = new.round_id for update;
  if v_rfq.id is null or v_round.id is null or v_round.sourcing_request_id <> v_rfq.id
     or v_round.round_number <> new.round_number or v_rfq.bid_status not in ('private', 'open')
     or not internal.is_round_open(v_round.status, v_round.closes_at) then
    raise exception 'No open bidding round found for this RFQ. It may have been closed.' using errcode = 'P0001';
  end if;
  perform internal.check_vendor_bid(v_round, new.vendor_user_id, new.quoted_price, v_rfq.currency);
  new.created_at := now();
  new.is_selected := false;
  new.withdrawn_at := null;
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

/** The round's best price again from its quotes not withdrawn (after a withdrawal). */
create function internal.refresh_round_best_price(p_round_id uuid) returns void
language sql set search_path = '' as $$
  update internal.round_figures f set best_price = (
    select min(b.quoted_price) from public.sourcing_bids b where b.round_id = p_round_id and b.withdrawn_at is null
  ) where f.round_id = p_round_id
$$;

/**
 * Withdraws the caller's current quote (their lowest bid not withdrawn) in a round that is still open.
 * The bid stays, marked withdrawn when, for the company to see; the vendor's previous quote not withdrawn,
 * if any, is current again. Takes the locks a bid takes, in the same order.
 */
create function public.withdraw_sourcing_bid(p_bid_id uuid) returns public.sourcing_bids
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := internal.require_user();
  v_bid public.sourcing_bids;
  v_rfq public.sourcing_requests;
  v_round public.sourcing_bid_rounds;
begin
  select * into v_bid from public.sourcing_bids where id = p_bid_id;
  if not found or v_bid.vendor_user_id <> v_user then
    raise exception 'You can withdraw only your own quotes.' using errcode = '42501';
  end if;
  select * into v_rfq from public.sourcing_requests where id = v_bid.sourcing_request_id for share;
  select * into v_round from public.sourcing_bid_rounds where id = v_bid.round_id for update;
  select * into v_bid from public.sourcing_bids where id = p_bid_id;
  if v_bid.withdrawn_at is not null then
    raise exception 'This quote is already withdrawn.' using errcode = 'P0001';
  end if;
  if v_rfq.bid_status not in ('private', 'open') or not internal.is_round_open(v_round.status, v_round.closes_at)
     or exists (
       select 1 from public.sourcing_bids b
       where b.round_id = v_bid.round_id and b.vendor_user_id = v_user and b.withdrawn_at is null
         and b.quoted_price < v_bid.quoted_price
     ) then
    raise exception 'Only your current quote in an open round can be withdrawn.' using errcode = 'P0001';
  end if;
  update public.sourcing_bids set withdrawn_at = now() where id = p_bid_id returning * into v_bid;
  perform internal.refresh_round_best_price(v_bid.round_id);
  return v_bid;
end
$$;

/**
 * The caller's standing in the open, unsealed rounds of these RFQs where they hold a quote: their rank
 * (1 = lowest price; an earlier bid wins a tie) among every vendor's current quote — each vendor's lowest
 * bid not withdrawn — and the number of vendors holding one. Closed rounds have no standing: the outcome
 * is the award.
 */
create or replace function public.my_round_standings(p_request_ids uuid[])
returns table (round_id uuid, sourcing_request_id uuid, my_rank integer, bidder_count integer)
language sql stable security definer set search_path = '' as $$
  with mine as (
    select distinct b.round_id from public.sourcing_bids b
    join public.sourcing_bid_rounds r
      on r.id = b.round_id and not r.sealed and internal.is_round_open(r.status, r.closes_at)
    where b.vendor_user_id = (select auth.uid()) and b.sourcing_request_id = any (p_request_ids)
      and b.withdrawn_at is null
  ),
  current_quotes as (
    select distinct on (b.round_id, b.vendor_user_id) b.round_id, b.sourcing_request_id, b.vendor_user_id,
      b.quoted_price, b.created_at
    from public.sourcing_bids b
    join mine on mine.round_id = b.round_id
    where b.withdrawn_at is null
    order by b.round_id, b.vendor_user_id, b.quoted_price, b.created_at, b.id
  ),
  ranked as (
    select q.*, rank() over (partition by q.round_id order by q.quoted_price, q.created_at) as position,
      count(*) over (partition by q.round_id) as vendors
    from current_quotes q
  )
  select ranked.round_id, ranked.sourcing_request_id, ranked.position::integer, ranked.vendors::integer
  from ranked where ranked.vendor_user_id = (select auth.uid())
$$;

/**
 * Marks the winning bid, closes the RFQ and all its rounds. Irreversible; of two concurrent selections on
 * one RFQ exactly one succeeds. A bid of a sealed round that is still open, or a withdrawn one, is refused.
 */
create or replace function public.select_sourcing_bid(bid_id_to_select uuid, rfq_id_to_close uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_rfq public.sourcing_requests := internal.lock_open_rfq(rfq_id_to_close);
  v_round public.sourcing_bid_rounds;
  v_withdrawn_at timestamptz;
begin
  select b.withdrawn_at into v_withdrawn_at from public.sourcing_bids b
  where b.id = bid_id_to_select and b.sourcing_request_id = v_rfq.id;
  if not found then
    raise exception 'This bid does not belong to the RFQ.' using errcode = 'P0001';
  end if;
  select r.* into v_round from public.sourcing_bids b join public.sourcing_bid_rounds r on r.id = b.round_id
  where b.id = bid_id_to_select;
  if v_round.sealed and internal.is_round_open(v_round.status, v_round.closes_at) then
    raise exception 'Round % is sealed: close it before awarding.', v_round.round_number using errcode = 'P0001';
  end if;
  if v_withdrawn_at is not null then
    raise exception 'This quote was withdrawn by the vendor and cannot be selected.' using errcode = 'P0001';
  end if;
  update public.sourcing_bids set is_selected = true where id = bid_id_to_select;
  update public.sourcing_requests set bid_status = 'closed' where id = v_rfq.id;
  return jsonb_build_object('success', true, 'selected_bid_id', bid_id_to_select, 'rfq_id', v_rfq.id);
end
$$;

drop function public.start_next_bid_round(uuid, text, timestamptz, boolean);
/**
 * Opens the next round (latest + 1, starting at 1), closing earlier open rounds, with an optional deadline,
 * sealed bidding and its reverse-auction rules: the minimum step (a percentage, default 0.5, or an amount,
 * default 0.01) and the bids each vendor may place (default 10). Queues the 'round opened' alert for every
 * registered vendor. A pending RFQ starts bidding as p_bid_status ('private' by default, or 'open').
 */
create function public.start_next_bid_round(
  p_rfq_id uuid,
  p_bid_status text default null,
  p_closes_at timestamptz default null,
  p_sealed boolean default false,
  p_bid_step_kind text default 'percent',
  p_bid_step numeric default null,
  p_max_bids_per_vendor integer default 10
) returns public.sourcing_bid_rounds
language plpgsql security definer set search_path = '' as $$
declare
  v_rfq public.sourcing_requests := internal.lock_open_rfq(p_rfq_id);
  v_kind text := coalesce(p_bid_step_kind, 'percent');
  v_step numeric := coalesce(internal.require_finite(p_bid_step, 'Minimum step'),
    case when v_kind = 'amount' then 0.01 else 0.5 end);
  v_round public.sourcing_bid_rounds;
begin
  if p_bid_status is not null and p_bid_status not in ('private', 'open') then
    raise exception 'Bid visibility must be private or open.' using errcode = '22023';
  end if;
  if v_kind not in ('percent', 'amount') or v_step < 0.01 or v_step <> round(v_step, 2)
     or v_step > (case when v_kind = 'percent' then 50 else 9999999999.99 end) then
    raise exception 'The minimum step must be a percentage from 0.01 to 50, or an amount of at least 0.01.'
      using errcode = '22023';
  end if;
  if p_max_bids_per_vendor is not null and p_max_bids_per_vendor not between 1 and 100 then
    raise exception 'Bids per vendor must be a whole number from 1 to 100.' using errcode = '22023';
  end if;
  perform internal.check_round_deadline(p_closes_at);
  if p_bid_status is not null or v_rfq.bid_status = 'pending' then
    update public.sourcing_requests set bid_status = coalesce(p_bid_status, 'private') where id = v_rfq.id;
  end if;
  update public.sourcing_bid_rounds set status = 'closed' where sourcing_request_id = v_rfq.id and status = 'open';
  insert into public.sourcing_bid_rounds (sourcing_request_id, round_number, status, initiated_by_user_id, company_id,
    closes_at, sealed, bid_step_kind, bid_step, max_bids_per_vendor)
  select v_rfq.id, coalesce(max(round_number), 0) + 1, 'open', auth.uid(), v_rfq.company_id,
    p_closes_at, coalesce(p_sealed, false), v_kind, v_step, coalesce(p_max_bids_per_vendor, 10)
  from public.sourcing_bid_rounds where sourcing_request_id = v_rfq.id
  returning * into v_round;
  perform internal.queue_vendor_alerts('round_opened', v_rfq.id, v_round.id);
  return v_round;
end
$$;

revoke execute on function internal.format_money(numeric, text), internal.bid_step_text(text, numeric, text),
  internal.next_bid_ceiling(numeric, text, numeric),
  internal.check_vendor_bid(public.sourcing_bid_rounds, uuid, numeric, text),
  internal.refresh_round_best_price(uuid) from public;
revoke execute on function public.withdraw_sourcing_bid(uuid),
  public.start_next_bid_round(uuid, text, timestamptz, boolean, text, numeric, integer) from public, anon, authenticated;
grant execute on function public.withdraw_sourcing_bid(uuid),
  public.start_next_bid_round(uuid, text, timestamptz, boolean, text, numeric, integer) to authenticated, service_role;
