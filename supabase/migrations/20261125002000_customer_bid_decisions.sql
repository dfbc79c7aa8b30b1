/*
 * Bid decisions on corporate products (Bids Management, trade §2, §4): an executive of the bid's
 * company accepts a Pending bid, or rejects it with a reason. A bid is decided once: both functions
 * lock the bid row, so of two executives deciding the same bid at once exactly one succeeds and the
 * other is refused with who decided it, when, and how (the refusal's `details` as JSON, for the page
 * to word). Admins do not decide bids: acceptance is the company's commercial commitment, made by its
 * own executives (the page is for corporate executives only, trade §6).
 *
 * How a bid becomes Rejected (the spec shows the state, not the way in): an executive rejects it,
 * giving the bidder a reason; the bidder is told on WhatsApp by bidding-reply, as for an acceptance.
 */

alter table public.customer_bids
  add column rejected_at timestamptz,
  add column rejected_by_executive_id uuid references auth.users (id) on delete set null,
  add column rejected_by_executive_name text,
  add column rejection_reason text check (char_length(btrim(rejection_reason)) between 1 and 200),
  -- Written by bidding-reply (service role) once the bidder has been told of the rejection.
  add column rejection_notified_at timestamptz,
  -- Rejection facts only on a Rejected bid (bids rejected before this migration have none).
  add constraint customer_bids_rejection check (rejected_at is null or bid_status = 'Rejected');
create index customer_bids_rejected_by_idx on public.customer_bids (rejected_by_executive_id);

/**
 * Locks a bid that the caller, an executive of its company, may decide now. Refuses: no such bid
 * (P0001), not the company's executive (42501), already decided (P0001, with details
 * `{"bid_status", "decided_by", "decided_at"}`).
 */
create function internal.lock_undecided_bid(p_bid_id uuid) returns public.customer_bids
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := internal.require_user();
  v_bid public.customer_bids;
  v_by text;
  v_at timestamptz;
begin
  select * into v_bid from public.customer_bids where id = p_bid_id for update;
  if not found then
    raise exception 'Bid not found.' using errcode = 'P0001';
  end if;
  if not exists (
    select 1 from public.company_executives where user_id = v_user and company_id = v_bid.corporate_company_id
  ) then
    raise exception 'Only the company''s corporate executives decide its bids.' using errcode = '42501';
  end if;
  if v_bid.bid_status <> 'Pending' then
    v_by := case v_bid.bid_status when 'Accepted' then v_bid.accepted_by_executive_name
      else v_bid.rejected_by_executive_name end;
    v_at := case v_bid.bid_status when 'Accepted' then v_bid.accept_bid_time else v_bid.rejected_at end;
    raise exception 'This bid was already %.', lower(v_bid.bid_status) || coalesce(' by ' || v_by, '')
      using errcode = 'P0001',
        detail = json_build_object('bid_status', v_bid.bid_status, 'decided_by', v_by, 'decided_at', v_at)::text;
  end if;
  return v_bid;
end
$$;
revoke execute on function internal.lock_undecided_bid(uuid) from public;

/** The caller's name as a deciding executive: their member name, else their e-mail. */
create function internal.executive_name() returns text
language sql stable security definer set search_path = '' as $$
  select coalesce((select member_name from public.yarnconnect_free where id = (select auth.uid())), (select auth.email()))
$$;
revoke execute on function internal.executive_name() from public;

/** An executive of the bid's company accepts a Pending bid (time and executive recorded); once. */
create or replace function public.accept_customer_bid(p_bid_id uuid) returns public.customer_bids
language plpgsql security definer set search_path = '' as $$
declare
  v_bid public.customer_bids := internal.lock_undecided_bid(p_bid_id);
begin
  update public.customer_bids set
    bid_status = 'Accepted',
    accept_bid_time = now(),
    accepted_by_executive_id = auth.uid(),
    accepted_by_executive_name = internal.executive_name()
  where id = v_bid.id
  returning * into v_bid;
  return v_bid;
end
$$;

/** An executive of the bid's company rejects a Pending bid with a reason for the bidder (1–200 characters); once. */
create function public.reject_customer_bid(p_bid_id uuid, p_reason text) returns public.customer_bids
language plpgsql security definer set search_path = '' as $$
declare
  v_reason text := btrim(coalesce(p_reason, ''));
  v_bid public.customer_bids;
begin
  if char_length(v_reason) = 0 then
    raise exception 'Please give the bidder a reason for the rejection.' using errcode = '22023';
  end if;
  if char_length(v_reason) > 200 then
    raise exception 'The reason can be at most 200 characters.' using errcode = '22023';
  end if;
  v_bid := internal.lock_undecided_bid(p_bid_id);
  update public.customer_bids set
    bid_status = 'Rejected',
    rejected_at = now(),
    rejected_by_executive_id = auth.uid(),
    rejected_by_executive_name = internal.executive_name(),
    rejection_reason = v_reason
  where id = v_bid.id
  returning * into v_bid;
  return v_bid;
end
$$;
revoke execute on function public.reject_customer_bid(uuid, text) from public, anon;
grant execute on function public.reject_customer_bid(uuid, text) to authenticated;
