/*
 * One withdrawal per vendor per round (issue 30). A withdrawal takes a price back after the vendor has seen
 * the rank it earned; with withdrawals unlimited a vendor could bid, read their rank, withdraw and bid again
 * to find the best price without ever standing by an offer. One withdrawal still corrects a mistyped quote.
 * The words are @domain/sourcing-auction.ts's WITHDRAWAL_LIMIT_REACHED.
 */
create or replace function public.withdraw_sourcing_bid(p_bid_id uuid) returns public.sourcing_bids
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
  -- The round's row lock orders every bid and withdrawal of the round, so the count below cannot race.
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
  if exists (
    select 1 from public.sourcing_bids b
    where b.round_id = v_bid.round_id and b.vendor_user_id = v_user and b.withdrawn_at is not null
  ) then
    raise exception 'You have already withdrawn a quote in this round; each round allows one withdrawal.'
      using errcode = 'P0001';
  end if;
  update public.sourcing_bids set withdrawn_at = now() where id = p_bid_id returning * into v_bid;
  perform internal.refresh_round_best_price(v_bid.round_id);
  return v_bid;
end
$$;
