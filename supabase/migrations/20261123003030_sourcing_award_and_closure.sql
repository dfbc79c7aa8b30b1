/*
 * Ending an RFQ (issue 13): awarding a bid (select_sourcing_bid) or closing without an award
 * (close_sourcing_request, after 'Confirm RFQ Closure'). Both are irreversible, lock the RFQ, and of
 * concurrent calls exactly one succeeds. A sealed round's bids cannot be awarded while it is still
 * open (nobody may have seen them). When an RFQ closes, every vendor who bid on it is queued an
 * alert: awarded to the winner, not awarded to the others.
 */

/** Closed is final; closing an RFQ closes its rounds and queues the vendors' outcome alerts. */
create or replace function internal.on_sourcing_request_status() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if old.bid_status = 'closed' and new.bid_status <> 'closed' then
    raise exception 'A closed RFQ cannot be reopened.' using errcode = 'P0001';
  end if;
  if new.bid_status = 'closed' and old.bid_status <> 'closed' then
    update public.sourcing_bid_rounds set status = 'closed' where sourcing_request_id = new.id and status = 'open';
    insert into public.sourcing_vendor_alerts (kind, sourcing_request_id, company_id, vendor_user_id)
    select case when bool_or(b.is_selected) then 'awarded' else 'not_awarded' end, new.id, new.company_id,
      b.vendor_user_id
    from public.sourcing_bids b where b.sourcing_request_id = new.id
    group by b.vendor_user_id
    on conflict do nothing;
  end if;
  return new;
end
$$;

/**
 * Marks the winning bid, closes the RFQ and all its rounds. Irreversible; of two concurrent
 * selections on one RFQ exactly one succeeds. A bid of a sealed round that is still open is refused.
 */
create or replace function public.select_sourcing_bid(bid_id_to_select uuid, rfq_id_to_close uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_rfq public.sourcing_requests := internal.lock_open_rfq(rfq_id_to_close);
  v_round public.sourcing_bid_rounds;
begin
  select r.* into v_round from public.sourcing_bids b join public.sourcing_bid_rounds r on r.id = b.round_id
  where b.id = bid_id_to_select and b.sourcing_request_id = v_rfq.id;
  if not found then
    raise exception 'This bid does not belong to the RFQ.' using errcode = 'P0001';
  end if;
  if v_round.sealed and internal.is_round_open(v_round.status, v_round.closes_at) then
    raise exception 'Round % is sealed: close it before awarding.', v_round.round_number using errcode = 'P0001';
  end if;
  update public.sourcing_bids set is_selected = true where id = bid_id_to_select;
  update public.sourcing_requests set bid_status = 'closed' where id = v_rfq.id;
  return jsonb_build_object('success', true, 'selected_bid_id', bid_id_to_select, 'rfq_id', v_rfq.id);
end
$$;

/** Closes an RFQ without an award ('Confirm RFQ Closure'): irreversible, its rounds close too. */
create function public.close_sourcing_request(p_rfq_id uuid) returns public.sourcing_requests
language plpgsql security definer set search_path = '' as $$
declare
  v_rfq public.sourcing_requests := internal.lock_open_rfq(p_rfq_id);
begin
  update public.sourcing_requests set bid_status = 'closed' where id = v_rfq.id returning * into v_rfq;
  return v_rfq;
end
$$;

revoke execute on function public.close_sourcing_request(uuid) from public, anon, authenticated;
grant execute on function public.close_sourcing_request(uuid) to authenticated, service_role;
