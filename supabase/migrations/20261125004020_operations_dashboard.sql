/*
 * /admin2, the operations view of the one administrator whose Admin entry leads there (accounts §2,
 * staff.is_admin2; issue 12 deliverable 3). One RPC per dashboard read, each refused (42501) to
 * everyone but that administrator (and the service role), each reading a window of days through an
 * index on the table's time column:
 *   ops_members_by_plan()             members, verified and corporate-flagged per plan
 *   ops_signups_per_day(p_days)       new profiles per day and plan
 *   ops_credits_per_day(p_days)       credits granted and spent per day and ledger reason
 *   ops_activity_per_day(p_days)      purchase enquiries, sales offers, bids on products, RFQ bids per day
 *   ops_open_rfqs()                   RFQs not closed, per department and bid status, and the newest ten
 *   ops_audit_log(p_entity, p_term, p_offset, p_limit)   the admin audit log, newest first, paged
 * Days are India's (Asia/Kolkata), the window ends today and has no gaps (days without rows are 0).
 */

/** True for the /admin2 administrator. */
create function public.is_admin2() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.staff where user_id = (select auth.uid()) and is_admin2)
$$;
revoke execute on function public.is_admin2() from public, anon;
grant execute on function public.is_admin2() to authenticated, service_role;

/** Refuses the call unless the caller is the /admin2 administrator or the platform. */
create function internal.require_admin2() returns void
language plpgsql stable set search_path = '' as $$
begin
  if not (internal.is_trusted_caller() or public.is_admin2()) then
    raise exception 'The operations view is only for its administrator.' using errcode = '42501';
  end if;
end
$$;
revoke execute on function internal.require_admin2() from public;

/** The window's first instant: midnight in India p_days - 1 days before today (p_days between 7 and 366). */
create function internal.ops_window_start(p_days integer) returns timestamptz
language sql stable set search_path = '' as $$
  select ((now() at time zone 'Asia/Kolkata')::date - (least(greatest(coalesce(p_days, 30), 7), 366) - 1))
    at time zone 'Asia/Kolkata'
$$;
revoke execute on function internal.ops_window_start(integer) from public;

/** The window's days, oldest first. */
create function internal.ops_days(p_days integer) returns table (day date)
language sql stable set search_path = '' as $$
  select generate_series((internal.ops_window_start(p_days) at time zone 'Asia/Kolkata')::date,
    (now() at time zone 'Asia/Kolkata')::date, interval '1 day')::date
$$;
revoke execute on function internal.ops_days(integer) from public;

-- The time columns the windows read.
create index yarnconnect_free_created_at_idx on public.yarnconnect_free (created_at) include (membership_type);
create index credit_ledger_created_at_idx on public.credit_ledger (created_at) include (reason, delta);
create index purchase_enquiries_created_at_idx on public.purchase_enquiries (created_at);
create index sales_offers_created_at_idx on public.sales_offers (created_at);
create index customer_bids_bid_time_idx on public.customer_bids (bid_time);
create index sourcing_bids_created_at_idx on public.sourcing_bids (created_at);
create index sourcing_requests_open_idx on public.sourcing_requests (department, bid_status, created_at desc)
  where status = 'active' and bid_status <> 'closed';

/** [{ plan, members, verified, corporate }] for the three plans (the kept counts of 20261125004005). */
create function public.ops_members_by_plan() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
begin
  perform internal.require_admin2();
  return (
    select jsonb_agg(jsonb_build_object('plan', c.membership_type, 'members', c.members, 'verified', c.verified,
      'corporate', c.corporate) order by p.ord)
    from unnest(array['Free Member', 'Paid Member', 'Corporate Member']) with ordinality p(plan, ord)
    join internal.member_plan_counts c on c.membership_type = p.plan);
end
$$;

/** [{ day, free, paid, corporate }]: new member profiles per day, by their plan now. */
create function public.ops_signups_per_day(p_days integer default 30) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
begin
  perform internal.require_admin2();
  return (
    with per_day as (
      select (created_at at time zone 'Asia/Kolkata')::date as day,
        count(*) filter (where membership_type = 'Free Member') as free,
        count(*) filter (where membership_type = 'Paid Member') as paid,
        count(*) filter (where membership_type = 'Corporate Member') as corporate
      from public.yarnconnect_free where created_at >= internal.ops_window_start(p_days)
      group by 1)
    select jsonb_agg(jsonb_build_object('day', d.day, 'free', coalesce(p.free, 0), 'paid', coalesce(p.paid, 0),
      'corporate', coalesce(p.corporate, 0)) order by d.day)
    from internal.ops_days(p_days) d left join per_day p on p.day = d.day);
end
$$;

/**
 * { days: [...], rows: [{ day, reason, granted, spent }] }: credits booked per day and ledger reason,
 * granted the sum of positive movements, spent the sum of negative ones (as a positive number).
 */
create function public.ops_credits_per_day(p_days integer default 30) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
begin
  perform internal.require_admin2();
  return jsonb_build_object(
    'days', (select jsonb_agg(day order by day) from internal.ops_days(p_days)),
    'rows', coalesce((
      select jsonb_agg(jsonb_build_object('day', day, 'reason', reason, 'granted', granted, 'spent', spent)
        order by day, reason)
      from (
        select (created_at at time zone 'Asia/Kolkata')::date as day, reason,
          coalesce(sum(delta) filter (where delta > 0), 0) as granted,
          coalesce(-sum(delta) filter (where delta < 0), 0) as spent
        from public.credit_ledger where created_at >= internal.ops_window_start(p_days)
        group by 1, 2) c), '[]'::jsonb));
end
$$;

/** [{ day, enquiries, offers, product_bids, rfq_bids }]: trading activity per day. */
create function public.ops_activity_per_day(p_days integer default 30) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_start timestamptz := internal.ops_window_start(p_days);
begin
  perform internal.require_admin2();
  return (
    with enquiries as (
      select (created_at at time zone 'Asia/Kolkata')::date as day, count(*) as n
      from public.purchase_enquiries where created_at >= v_start group by 1),
    offers as (
      select (created_at at time zone 'Asia/Kolkata')::date as day, count(*) as n
      from public.sales_offers where created_at >= v_start group by 1),
    product_bids as (
      select (bid_time at time zone 'Asia/Kolkata')::date as day, count(*) as n
      from public.customer_bids where bid_time >= v_start group by 1),
    rfq_bids as (
      select (created_at at time zone 'Asia/Kolkata')::date as day, count(*) as n
      from public.sourcing_bids where created_at >= v_start group by 1)
    select jsonb_agg(jsonb_build_object('day', d.day, 'enquiries', coalesce(e.n, 0), 'offers', coalesce(o.n, 0),
      'product_bids', coalesce(pb.n, 0), 'rfq_bids', coalesce(rb.n, 0)) order by d.day)
    from internal.ops_days(p_days) d
    left join enquiries e on e.day = d.day
    left join offers o on o.day = d.day
    left join product_bids pb on pb.day = d.day
    left join rfq_bids rb on rb.day = d.day);
end
$$;

/**
 * { total, by_department: [{ department, pending, private, open }], newest: [10 × { id, request_number,
 * company_name, department, item, quantity, bid_status, created_at }] }: RFQs that are active and not closed.
 */
create function public.ops_open_rfqs() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
begin
  perform internal.require_admin2();
  return jsonb_build_object(
    'total', (select count(*) from public.sourcing_requests where status = 'active' and bid_status <> 'closed'),
    'by_department', coalesce((
      select jsonb_agg(jsonb_build_object('department', department, 'pending', pending, 'private', private,
        'open', open) order by department)
      from (
        select department, count(*) filter (where bid_status = 'pending') as pending,
          count(*) filter (where bid_status = 'private') as private,
          count(*) filter (where bid_status = 'open') as open
        from public.sourcing_requests where status = 'active' and bid_status <> 'closed'
        group by department) d), '[]'::jsonb),
    'newest', coalesce((
      select jsonb_agg(jsonb_build_object('id', r.id, 'request_number', r.request_number,
        'company_name', c.company_name, 'department', r.department,
        'item', coalesce(r.custom_item, cat.name), 'quantity', concat_ws(' ', r.quantity, r.quantity_unit),
        'bid_status', r.bid_status, 'created_at', r.created_at) order by r.created_at desc)
      from (
        select * from public.sourcing_requests where status = 'active' and bid_status <> 'closed'
        order by created_at desc limit 10) r
      join public.company_details c on c.id = r.company_id
      left join public.sourcing_item_categories cat on cat.id = r.item_category_id), '[]'::jsonb));
end
$$;

/**
 * The audit log, newest first: { total, rows }, optionally of one entity and matching a term in the
 * actor's e-mail or the row's label (case-insensitive, partial).
 */
create function public.ops_audit_log(p_entity text default null, p_term text default null,
  p_offset integer default 0, p_limit integer default 50)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_pattern text := internal.contains_pattern(p_term);
begin
  perform internal.require_admin2();
  return (
    with matching as (
      select * from public.admin_audit_log
      where (p_entity is null or entity = p_entity)
        and (v_pattern is null or lower(label) like v_pattern or lower(coalesce(actor_email, '')) like v_pattern))
    select jsonb_build_object(
      'total', (select count(*) from matching),
      'rows', coalesce((
        select jsonb_agg(to_jsonb(page) order by page.at desc, page.id desc)
        from (select * from matching order by at desc, id desc
          offset greatest(coalesce(p_offset, 0), 0) limit least(greatest(coalesce(p_limit, 50), 1), 200)) page),
        '[]'::jsonb)));
end
$$;

revoke execute on function public.ops_members_by_plan(), public.ops_signups_per_day(integer),
  public.ops_credits_per_day(integer), public.ops_activity_per_day(integer), public.ops_open_rfqs(),
  public.ops_audit_log(text, text, integer, integer) from public, anon;
grant execute on function public.ops_members_by_plan(), public.ops_signups_per_day(integer),
  public.ops_credits_per_day(integer), public.ops_activity_per_day(integer), public.ops_open_rfqs(),
  public.ops_audit_log(text, text, integer, integer) to authenticated, service_role;
