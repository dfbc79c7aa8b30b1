/*
 * Reads and checks of the sourcing dashboard and the vendor pages (issue 13):
 * - sourcing_overview: one row per RFQ of a company department with its rounds' state and bid
 *   figures (count, vendors, best price), in one statement; a sealed open round shows how many bids
 *   it holds but no price. The bids themselves are read per RFQ through RLS (the comparison matrix).
 * - An RFQ's catalog item must belong to the company's catalog of that department.
 * - A fabric RFQ's full specification is readable by whoever may read its linked RFQ (vendors
 *   invited to bid, and everyone while it is open to the public), so vendors know what they quote on.
 */

-- The matrix and the overview count bids per round without visiting the table.
create index sourcing_bids_round_figures_idx on public.sourcing_bids (round_id) include (vendor_user_id, quoted_price);

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
  rounds jsonb,
  bid_count integer,
  best_price numeric,
  selected_bid jsonb
)
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
begin
  if not public.can_manage_company(p_company_id) then
    raise exception 'Only the company''s executives and admins see its sourcing dashboard.' using errcode = '42501';
  end if;
  return query
  select r.id, r.request_number, r.department, r.item_category_id, coalesce(c.name, r.custom_item),
    coalesce(p.name, c.name), r.custom_item, r.quantity, r.quantity_unit, r.description, r.status, r.bid_status,
    r.target_price, r.currency, r.freight_terms, r.payment_terms, r.target_delivery_days, r.anti_sniping_minutes,
    r.attachment_url, r.attachment_type, r.fabric_sourcing_request_id, r.created_at,
    coalesce(rs.list, '[]'::jsonb), coalesce(rs.bids, 0)::integer, rs.best, sel.bid
  from public.sourcing_requests r
  left join public.sourcing_item_categories c on c.id = r.item_category_id
  left join public.sourcing_item_categories p on p.id = c.parent_id
  left join lateral (
    select
      jsonb_agg(jsonb_build_object(
        'id', b.id,
        'round_number', b.round_number,
        'status', b.status,
        'is_open', internal.is_round_open(b.status, b.closes_at),
        'sealed', b.sealed,
        'closes_at', b.closes_at,
        'closed_at', b.closed_at,
        'extension_count', b.extension_count,
        'created_at', b.created_at,
        'bid_count', f.bids,
        'bidder_count', f.vendors,
        'bids_visible', f.visible,
        'best_price', case when f.visible then f.best end
      ) order by b.round_number) as list,
      sum(f.bids) as bids,
      min(case when f.visible then f.best end) as best
    from public.sourcing_bid_rounds b
    cross join lateral (
      select count(*)::integer as bids, count(distinct s.vendor_user_id)::integer as vendors, min(s.quoted_price) as best,
        not (b.sealed and internal.is_round_open(b.status, b.closes_at)) as visible
      from public.sourcing_bids s where s.round_id = b.id
    ) f
    where b.sourcing_request_id = r.id
  ) rs on true
  left join lateral (
    select jsonb_build_object(
      'id', s.id,
      'vendor_user_id', s.vendor_user_id,
      'member_name', m.member_name,
      'business_name', m.business_name,
      'quoted_price', s.quoted_price,
      'delivery_time_days', s.delivery_time_days,
      'round_number', s.round_number
    ) as bid
    from public.sourcing_bids s
    left join public.yarnconnect_free m on m.id = s.vendor_user_id
    where s.sourcing_request_id = r.id and s.is_selected
  ) sel on true
  where r.company_id = p_company_id and r.department = p_department
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
