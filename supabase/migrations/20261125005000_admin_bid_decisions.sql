/*
 * Admins may decide any company's bids (issue 11: "an executive … accepts only own company's bids; an
 * admin any"), through the same two functions and the same row lock as executives. Limited admins may
 * not. The Bids Management page stays for corporate executives (trade §6); this is the server's rule for
 * an admin acting on a company's behalf through the API.
 */

/** Locks a bid that the caller (an executive of its company, or an admin) may decide now; see 20261125002000. */
create or replace function internal.lock_undecided_bid(p_bid_id uuid) returns public.customer_bids
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
  ) and not exists (select 1 from public.staff where user_id = v_user and role = 'admin') then
    raise exception 'Only the company''s corporate executives and admins decide its bids.' using errcode = '42501';
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
