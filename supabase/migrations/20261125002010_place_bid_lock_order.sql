/*
 * Two bids of one member placed at once deadlocked on PostgreSQL: each inserted its bid (whose
 * foreign key to the bidder's profile takes a key-share lock on it) and then asked apply_credit for
 * the row lock on that profile, which waits for the other's key-share lock. place_corporate_bid now
 * locks the bidder's profile first, so concurrent bids of one member queue there instead.
 */

/**
 * A member's bid on a revealed corporate product: price > 0 with at most 2 decimals, whole
 * quantity > 0; refused for the company's own executives; spends one credit (bid_submission).
 */
create or replace function public.place_corporate_bid(p_product_id uuid, p_bid_price numeric, p_bid_quantity integer)
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
  -- Locked before the bid row is written: the bid's foreign key takes a share lock on this row, and
  -- apply_credit's row lock after it would deadlock two bids of one member placed at once.
  select * into v_bidder from public.yarnconnect_free where id = v_user for update;
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
