/*
 * The minute sweep (send-sourcing-alerts without an RFQ) sent every queued alert, including a round's
 * 'round opened' alerts queued a moment before by the executive who opened it. When the sweep ran between
 * start_next_bid_round and that executive's own notify-vendors-for-bidding call, the executive was told
 * "The vendors have already been notified of this round." instead of how many vendors were told. The sweep now
 * leaves 'round opened' alerts younger than p_opened_grace to that call; it still sends them after the grace,
 * should the call never come. Other kinds (deadline extended, closing soon, awarded) go out at once as before.
 */
drop function public.claim_sourcing_alerts(uuid, uuid, text[], integer);

create function public.claim_sourcing_alerts(
  p_request_id uuid default null,
  p_round_id uuid default null,
  p_kinds text[] default null,
  p_limit integer default 200,
  p_opened_grace interval default null
) returns table (
  id uuid,
  kind text,
  vendor_user_id uuid,
  member_name text,
  country_code text,
  mobile_number text,
  company_name text,
  request_number text,
  item_name text,
  quantity text,
  quantity_unit text,
  department text,
  currency text,
  round_number integer,
  sealed boolean,
  closes_at timestamptz,
  awarded_price numeric,
  awarded_round integer,
  has_winner boolean
)
language plpgsql security definer set search_path = '' as $$
#variable_conflict use_column
begin
  return query
  with claimed as (
    update public.sourcing_vendor_alerts a set claimed_at = now(), attempts = a.attempts + 1
    where a.id in (
      select p.id from public.sourcing_vendor_alerts p
      where p.sent_at is null and p.attempts < 5
        and (p.claimed_at is null or p.claimed_at < now() - interval '5 minutes')
        and (p_request_id is null or p.sourcing_request_id = p_request_id)
        and (p_round_id is null or p.round_id = p_round_id)
        and (p_kinds is null or p.kind = any (p_kinds))
        and (p_opened_grace is null or p.kind <> 'round_opened' or p.created_at < now() - p_opened_grace)
      order by p.created_at, p.id
      limit greatest(1, least(coalesce(p_limit, 200), 1000))
      for update skip locked
    )
    returning a.*
  )
  select c.id, c.kind, c.vendor_user_id, m.member_name, m.country_code, m.mobile_number, co.company_name,
    r.request_number, coalesce(cat.name, r.custom_item, 'Item'), r.quantity, r.quantity_unit, r.department, r.currency,
    b.round_number, b.sealed, coalesce(c.closes_at, b.closes_at), win.quoted_price, win.round_number,
    exists (select 1 from public.sourcing_bids s where s.sourcing_request_id = r.id and s.is_selected)
  from claimed c
  join public.sourcing_requests r on r.id = c.sourcing_request_id
  join public.company_details co on co.id = r.company_id
  join public.yarnconnect_free m on m.id = c.vendor_user_id
  left join public.sourcing_item_categories cat on cat.id = r.item_category_id
  left join public.sourcing_bid_rounds b on b.id = c.round_id
  -- The vendor's own winning bid, for the awarded message.
  left join public.sourcing_bids win
    on c.kind = 'awarded' and win.sourcing_request_id = r.id and win.vendor_user_id = c.vendor_user_id and win.is_selected
  order by c.created_at, c.id;
end
$$;

revoke execute on function public.claim_sourcing_alerts(uuid, uuid, text[], integer, interval) from public, anon, authenticated;
grant execute on function public.claim_sourcing_alerts(uuid, uuid, text[], integer, interval) to service_role;
