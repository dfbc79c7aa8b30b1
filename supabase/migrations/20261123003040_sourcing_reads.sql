/*
 * Reads and checks of the sourcing dashboard and the vendor pages (issue 13):
 * - sourcing_overview: one row per RFQ of a company department with its rounds' state and bid
 *   figures (bids, vendors, lowest quote), in one statement; a sealed open round shows how many bids
 *   it holds but no price. The figures are kept per round as bids arrive (internal.round_figures,
 *   written under the round lock every bid takes), so the overview reads one row per round rather
 *   than every bid. The bids themselves are read per RFQ through RLS (the comparison matrix).
 * - An RFQ's catalog item must belong to the company's catalog of that department.
 * - A fabric RFQ's full specification is readable by whoever may read its linked RFQ (vendors
 *   invited to bid, and everyone while it is open to the public), so vendors know what they quote on.
 */

/** Per round: how many bids, from how many vendors, and the lowest quote received. Read only by definer functions. */
create table internal.round_figures (
  round_id uuid primary key references public.sourcing_bid_rounds (id) on delete cascade,
  bid_count integer not null default 0,
  bidder_count integer not null default 0,
  best_price numeric(12, 2)
);
alter table internal.round_figures enable row level security;
revoke all on internal.round_figures from public, anon, authenticated;

insert into internal.round_figures (round_id, bid_count, bidder_count, best_price)
select round_id, count(*), count(distinct vendor_user_id), min(quoted_price) from public.sourcing_bids group by round_id;

-- Has this vendor bid in this round before? (the figures' vendor count)
create index sourcing_bids_round_vendor_idx on public.sourcing_bids (round_id, vendor_user_id);

/** Counts a stored bid into its round's figures (the round row is locked by the bid already). */
create function internal.count_sourcing_bid() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into internal.round_figures as f (round_id, bid_count, bidder_count, best_price)
  values (new.round_id, 1, 1, new.quoted_price)
  on conflict (round_id) do update set
    bid_count = f.bid_count + 1,
    bidder_count = f.bidder_count + case when exists (
      select 1 from public.sourcing_bids b
      where b.round_id = new.round_id and b.vendor_user_id = new.vendor_user_id and b.id <> new.id
    ) then 0 else 1 end,
    best_price = least(f.best_price, new.quoted_price);
  return null;
end
$$;
revoke execute on function internal.count_sourcing_bid() from public;
create trigger sourcing_bids_figures after insert on public.sourcing_bids
  for each row execute function internal.count_sourcing_bid();

/**
 * The RFQs of a company department, newest first, each with its rounds (effective open state,
 * deadline, extensions, bid figures) and its selected bid. For the company's executives and admins.
 */
create function public.sourcing_overview(p_company_id uuid, p_department text)
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
        'status', b.status,
        'is_open', v.open,
        'sealed', b.sealed,
        'closes_at', b.closes_at,
        'closed_at', b.closed_at,
        'extension_count', b.extension_count,
        'created_at', b.created_at,
        'bid_count', coalesce(f.bid_count, 0),
        'bidder_count', coalesce(f.bidder_count, 0),
        'bids_visible', not (b.sealed and v.open),
        'best_price', case when not (b.sealed and v.open) then f.best_price end
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

revoke execute on function public.sourcing_overview(uuid, text) from public, anon, authenticated;
grant execute on function public.sourcing_overview(uuid, text) to authenticated, service_role;

/** 'Item Not in Your Catalog': an RFQ's item must be a category of its own company department. */
create function internal.check_rfq_catalog_item() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.item_category_id is not null and not exists (
    select 1 from public.sourcing_item_categories
    where id = new.item_category_id and company_id = new.company_id and department = new.department
  ) then
    raise exception 'This item is not in your company''s catalog for this department.' using errcode = '23514';
  end if;
  return new;
end
$$;
revoke execute on function internal.check_rfq_catalog_item() from public;
create trigger sourcing_requests_catalog_item before insert or update of item_category_id, company_id, department
  on public.sourcing_requests for each row execute function internal.check_rfq_catalog_item();

-- Fabric specs: also for whoever may read the linked RFQ (RLS of sourcing_requests decides).
grant select on public.fabric_sourcing_requests to anon;
create policy "Fabric specs of RFQs the reader may see" on public.fabric_sourcing_requests
  for select to anon, authenticated using (
    sourcing_request_id is not null
    and exists (select 1 from public.sourcing_requests r where r.id = fabric_sourcing_requests.sourcing_request_id)
  );
