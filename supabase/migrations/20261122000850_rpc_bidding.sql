/*
 * Bidding as atomic RPCs: members bid on corporate products (spending a credit), executives
 * accept bids, and companies run RFQ rounds and pick the winning vendor bid. Each function locks
 * the row it decides on, so concurrent calls serialise: one winner per RFQ, consecutive round
 * numbers, one credit per bid.
 */

/**
 * A member's bid on a revealed corporate product: price > 0 with at most 2 decimals, whole
 * quantity > 0; refused for the company's own executives; spends one credit (bid_submission).
 */
create function public.place_corporate_bid(p_product_id uuid, p_bid_price numeric, p_bid_quantity integer)
returns public.customer_bids
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := internal.require_user('Please login to submit a bid.');
  v_product public.corporate_products;
  v_company public.company_details;
  v_bidder public.yarnconnect_free;
  v_bid public.customer_bids;
begin
  if p_bid_price is null or p_bid_price < 0.01 or p_bid_price > 999999.99 or p_bid_price <> round(p_bid_price, 2) then
    raise exception 'Please enter a valid bid price.' using errcode = '22023';
  end if;
  if p_bid_quantity is null or p_bid_quantity <= 0 then
    raise exception 'Please enter a valid bid quantity.' using errcode = '22023';
  end if;
  select * into v_product from public.corporate_products where id = p_product_id and visibility_status = 'Reveal';
  if not found then
    raise exception 'This product is not available for bidding.' using errcode = 'P0001';
  end if;
  if exists (select 1 from public.company_executives where user_id = v_user and company_id = v_product.company_id) then
    raise exception 'You cannot bid on your own company''s products.' using errcode = '42501';
  end if;
  select * into v_bidder from public.yarnconnect_free where id = v_user;
  if not found then
    raise exception 'Complete your profile before bidding.' using errcode = 'P0001';
  end if;
  select * into v_company from public.company_details where id = v_product.company_id;

  insert into public.customer_bids (
    bidder_user_id, bidder_name, bidder_email, bidder_country_code, bidder_mobile_number,
    company_name, department_name, product_updated_at, fibre_type, specific_type, lustre, twist_intermingling,
    blend_ratio, denier_count, filament_count, number_of_plys, grade, basic_price, bid_price, bid_quantity,
    corporate_product_id, product_associated_corporate_user_id, corporate_company_id
  ) values (
    v_user, v_bidder.member_name, v_bidder.email, v_bidder.country_code, v_bidder.mobile_number,
    v_company.company_name, v_product.department_name, v_product.updated_at, v_product.fibre_type,
    v_product.specific_type, v_product.lustre, v_product.twist_intermingling, v_product.blend_ratio,
    v_product.denier_count, v_product.filament_count, v_product.number_of_plys, v_product.grade,
    v_product.basic_price, p_bid_price, p_bid_quantity, v_product.id, v_product.associated_corporate_user_id,
    v_product.company_id
  ) returning * into v_bid;
  perform internal.apply_credit(v_user, -1, 'bid_submission', v_bid.id::text, 'Bid ' || v_bid.bid_display_id);
  return v_bid;
end
$$;

/** An executive of the bid's company accepts a Pending bid (time and executive recorded). */
create function public.accept_customer_bid(p_bid_id uuid) returns public.customer_bids
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := internal.require_user();
  v_bid public.customer_bids;
begin
  select * into v_bid from public.customer_bids where id = p_bid_id for update;
  if not found then
    raise exception 'Bid not found.' using errcode = 'P0001';
  end if;
  if not exists (
    select 1 from public.company_executives where user_id = v_user and company_id = v_bid.corporate_company_id
  ) then
    raise exception 'Only the company''s corporate executives accept its bids.' using errcode = '42501';
  end if;
  if v_bid.bid_status <> 'Pending' then
    raise exception 'Only pending bids can be accepted; this bid is %.', v_bid.bid_status using errcode = 'P0001';
  end if;
  update public.customer_bids set
    bid_status = 'Accepted',
    accept_bid_time = now(),
    accepted_by_executive_id = v_user,
    accepted_by_executive_name = coalesce(
      (select member_name from public.yarnconnect_free where id = v_user), (select auth.email()))
  where id = p_bid_id
  returning * into v_bid;
  return v_bid;
end
$$;

/** Locks an RFQ the caller manages and that is not closed (the serialisation point of the RPCs below). */
create function internal.lock_open_rfq(p_rfq_id uuid) returns public.sourcing_requests
language plpgsql security definer set search_path = '' as $$
declare
  v_rfq public.sourcing_requests;
begin
  select * into v_rfq from public.sourcing_requests where id = p_rfq_id for update;
  if not found then
    raise exception 'RFQ not found.' using errcode = 'P0001';
  end if;
  if not public.can_manage_company(v_rfq.company_id) then
    raise exception 'Only the company''s executives and admins manage this RFQ.' using errcode = '42501';
  end if;
  if v_rfq.bid_status = 'closed' then
    raise exception 'This RFQ is closed.' using errcode = 'P0001';
  end if;
  return v_rfq;
end
$$;
revoke execute on function internal.lock_open_rfq(uuid) from public;

/**
 * Marks the winning bid, closes the RFQ and all its rounds. Irreversible; of two concurrent
 * selections on one RFQ exactly one succeeds.
 */
create function public.select_sourcing_bid(bid_id_to_select uuid, rfq_id_to_close uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_rfq public.sourcing_requests := internal.lock_open_rfq(rfq_id_to_close);
begin
  update public.sourcing_bids set is_selected = true
    where id = bid_id_to_select and sourcing_request_id = v_rfq.id;
  if not found then
    raise exception 'This bid does not belong to the RFQ.' using errcode = 'P0001';
  end if;
  update public.sourcing_requests set bid_status = 'closed' where id = v_rfq.id;
  return jsonb_build_object('success', true, 'selected_bid_id', bid_id_to_select, 'rfq_id', v_rfq.id);
end
$$;

/**
 * Opens the next round (latest + 1, starting at 1) and closes earlier open rounds. A pending RFQ
 * starts bidding as p_bid_status ('private' by default, or 'open' for public bidding).
 */
create function public.start_next_bid_round(p_rfq_id uuid, p_bid_status text default null)
returns public.sourcing_bid_rounds
language plpgsql security definer set search_path = '' as $$
declare
  v_rfq public.sourcing_requests := internal.lock_open_rfq(p_rfq_id);
  v_round public.sourcing_bid_rounds;
begin
  if p_bid_status is not null and p_bid_status not in ('private', 'open') then
    raise exception 'Bid visibility must be private or open.' using errcode = '22023';
  end if;
  if p_bid_status is not null or v_rfq.bid_status = 'pending' then
    update public.sourcing_requests set bid_status = coalesce(p_bid_status, 'private') where id = v_rfq.id;
  end if;
  update public.sourcing_bid_rounds set status = 'closed' where sourcing_request_id = v_rfq.id and status = 'open';
  insert into public.sourcing_bid_rounds (sourcing_request_id, round_number, status, initiated_by_user_id, company_id)
  select v_rfq.id, coalesce(max(round_number), 0) + 1, 'open', auth.uid(), v_rfq.company_id
  from public.sourcing_bid_rounds where sourcing_request_id = v_rfq.id
  returning * into v_round;
  return v_round;
end
$$;

/** Closes or reopens a round while its RFQ is not closed. */
create function public.set_bid_round_status(p_round_id uuid, p_status text) returns public.sourcing_bid_rounds
language plpgsql security definer set search_path = '' as $$
declare
  v_rfq_id uuid;
  v_round public.sourcing_bid_rounds;
begin
  if p_status not in ('open', 'closed') then
    raise exception 'A round is open or closed.' using errcode = '22023';
  end if;
  select sourcing_request_id into v_rfq_id from public.sourcing_bid_rounds where id = p_round_id;
  if v_rfq_id is null then
    raise exception 'Bid round not found.' using errcode = 'P0001';
  end if;
  perform internal.lock_open_rfq(v_rfq_id);
  update public.sourcing_bid_rounds set status = p_status where id = p_round_id returning * into v_round;
  return v_round;
end
$$;
