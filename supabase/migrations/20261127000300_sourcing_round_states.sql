/*
 * Round state that reads true (issue 30). A round is closed for every rule from its deadline on, but its
 * stored status says 'closed' only once the minute sweep (process_due_bid_rounds) has written it, so a
 * reader of the row saw 'open' for up to a minute after the deadline. What the API answers now states
 * the round as it is at the instant of the read, the same to everyone:
 * - public.sourcing_round_states: each round as its reader may see it (the view runs as the caller, so
 *   the rounds' RLS applies) with status 'closed' and closed_at = closes_at once the deadline has passed,
 *   is_open, and the round's reverse-auction settings. Vendors read their rounds through it.
 * - sourcing_overview gives the company the same status and closed_at, and each round's settings.
 */

/** Every round with its status at the time of the read (the deadline counts), for whoever may read it. */
create view public.sourcing_round_states with (security_invoker = true) as
  select b.id, b.sourcing_request_id, b.company_id, b.round_number,
    case when internal.is_round_open(b.status, b.closes_at) then 'open' else 'closed' end as status,
    internal.is_round_open(b.status, b.closes_at) as is_open,
    b.closes_at,
    case when b.status = 'closed' then b.closed_at when b.closes_at <= now() then b.closes_at end as closed_at,
    b.sealed, b.extension_count, b.bid_step_kind, b.bid_step, b.max_bids_per_vendor, b.created_at
  from public.sourcing_bid_rounds b;
revoke all on public.sourcing_round_states from anon, authenticated;
grant select on public.sourcing_round_states to authenticated, service_role;

/**
 * The RFQs of a company department, newest first, each with its rounds (status and closed_at as at this
 * instant, deadline, extensions, reverse-auction settings, bid figures) and its selected bid. For the
 * company's executives and admins.
 */
create or replace function public.sourcing_overview(p_company_id uuid, p_department text)
returns table (
  id uuid,
  request_number text,
  department text,
  item_category_id uuid,
  item_name text,
  main_category text,
  custom_item text,
  quantity text,
  quantity_unit text,
  description text,
  status text,
  bid_status text,
  target_price numeric,
  currency text,
  freight_terms text,
  payment_terms text,
  target_delivery_days integer,
  anti_sniping_minutes integer,
  attachment_url text,
  attachment_type text,
  fabric_sourcing_request_id uuid,
  created_at timestamptz,
  rounds json,
  bid_count integer,
  best_price numeric,
  selected_bid json
)
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
begin
  if not public.can_manage_company(p_company_id) then
    raise exception 'Only the company''s executives and admins see its sourcing dashboard.' using errcode = '42501';
  end if;
  -- Set-based: the desk's RFQs, then all their rounds with figures in one pass, then the awarded bids.
  return query
  with rfqs as (
    select * from public.sourcing_requests r where r.company_id = p_company_id and r.department = p_department
  ),
  rounds as (
    select b.sourcing_request_id,
      json_agg(json_build_object(
        'id', b.id,
        'round_number', b.round_number,
        'status', case when v.open then 'open' else 'closed' end,
        'is_open', v.open,
        'sealed', b.sealed,
        'closes_at', b.closes_at,
        'closed_at', case when b.status = 'closed' then b.closed_at when not v.open then b.closes_at end,
        'extension_count', b.extension_count,
        'created_at', b.created_at,
        'bid_count', coalesce(f.bid_count, 0),
        'bidder_count', coalesce(f.bidder_count, 0),
        'bids_visible', not (b.sealed and v.open),
        'best_price', case when not (b.sealed and v.open) then f.best_price end,
        'bid_step_kind', b.bid_step_kind,
        'bid_step', b.bid_step,
        'max_bids_per_vendor', b.max_bids_per_vendor
      ) order by b.round_number) as list,
      sum(coalesce(f.bid_count, 0)) as bids,
      min(case when not (b.sealed and v.open) then f.best_price end) as best
    from rfqs
    -- The company's rounds by their index, matched to the department's RFQs.
    join public.sourcing_bid_rounds b on b.sourcing_request_id = rfqs.id and b.company_id = p_company_id
    left join internal.round_figures f on f.round_id = b.id
    cross join lateral (select internal.is_round_open(b.status, b.closes_at) as open) v
    group by b.sourcing_request_id
  ),
  selected as (
    select s.sourcing_request_id, json_build_object(
      'id', s.id,
      'vendor_user_id', s.vendor_user_id,
      'member_name', m.member_name,
      'business_name', m.business_name,
      'quoted_price', s.quoted_price,
      'delivery_time_days', s.delivery_time_days,
      'round_number', s.round_number
    ) as bid
    from rfqs
    join public.sourcing_bids s on s.sourcing_request_id = rfqs.id and s.is_selected
    left join public.yarnconnect_free m on m.id = s.vendor_user_id
  )
  select r.id, r.request_number, r.department, r.item_category_id, coalesce(c.name, r.custom_item),
    coalesce(p.name, c.name), r.custom_item, r.quantity, r.quantity_unit, r.description, r.status, r.bid_status,
    r.target_price, r.currency, r.freight_terms, r.payment_terms, r.target_delivery_days, r.anti_sniping_minutes,
    r.attachment_url, r.attachment_type, r.fabric_sourcing_request_id, r.created_at,
    coalesce(rs.list, '[]'::json), coalesce(rs.bids, 0)::integer, rs.best, sel.bid
  from rfqs r
  left join public.sourcing_item_categories c on c.id = r.item_category_id
  left join public.sourcing_item_categories p on p.id = c.parent_id
  left join rounds rs on rs.sourcing_request_id = r.id
  left join selected sel on sel.sourcing_request_id = r.id
  order by r.created_at desc, r.id;
end
$$;
