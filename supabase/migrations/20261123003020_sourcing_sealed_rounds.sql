/*
 * Who sees which bids (issue 13), decided by RLS so every reader — REST, Realtime, the desktop
 * sync — gets the same answer. No vendor ever reads another vendor's bid. The company (its
 * executives, and admins) reads the bids of an unsealed round at once, and those of a sealed round
 * only after the round has closed (by status or by its deadline). In unsealed rounds a vendor learns
 * their rank and how many vendors bid (my_round_standings), never who the others are or what they
 * quoted. A vendor keeps seeing the RFQs and rounds they bid in after bidding stops, to follow the
 * outcome.
 */

/** True when the round's bids are visible to its company: unsealed, or closed. */
create function public.are_round_bids_visible(p_round_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.sourcing_bid_rounds b
    where b.id = p_round_id and (not b.sealed or not internal.is_round_open(b.status, b.closes_at))
  )
$$;

/** True when the caller has bid on the RFQ. */
create function public.has_bid_on_request(p_request_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.sourcing_bids where sourcing_request_id = p_request_id and vendor_user_id = (select auth.uid())
  )
$$;

drop policy "Vendors read their bids, the company all bids of its RFQs" on public.sourcing_bids;
create policy "Vendors read their own bids; the company reads bids of unsealed or closed rounds" on public.sourcing_bids
  for select to authenticated using (
    vendor_user_id = (select auth.uid())
    or (
      ((select public.is_admin()) or company_id = (select public.my_company_id()))
      and public.are_round_bids_visible(round_id)
    )
  );

/**
 * The RFQs the caller reads as a vendor: those they may bid on now (can_bid_on_request's rule, for all
 * their registrations at once) and those they have bid on. Policies compare against it once per query.
 */
create function public.my_vendor_rfq_ids() returns uuid[]
language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(ids.id), '{}') from (
    select r.id
    from public.department_vendors v
    join public.sourcing_requests r on r.company_id = v.company_id and r.department = v.department
    where v.vendor_user_id = (select auth.uid())
      and r.bid_status in ('open', 'private')
      and r.user_id <> (select auth.uid())
      and exists (
        select 1 from public.sourcing_bid_rounds b
        where b.sourcing_request_id = r.id and internal.is_round_open(b.status, b.closes_at)
      )
    union
    select b.sourcing_request_id from public.sourcing_bids b where b.vendor_user_id = (select auth.uid())
  ) ids
$$;

drop policy "Vendors see RFQs they may bid on" on public.sourcing_requests;
create policy "Vendors see RFQs they may bid on or have bid on" on public.sourcing_requests
  for select to authenticated using (id = any ((select public.my_vendor_rfq_ids())::uuid[]));

drop policy "Company, admins and eligible vendors read rounds" on public.sourcing_bid_rounds;
create policy "Company, admins, eligible vendors and bidders read rounds" on public.sourcing_bid_rounds
  for select to authenticated using (
    (select public.is_admin())
    or company_id = (select public.my_company_id())
    or sourcing_request_id = any ((select public.my_vendor_rfq_ids())::uuid[])
  );

/**
 * The caller's standing in the open, unsealed rounds of these RFQs they bid in: their rank (1 = lowest
 * price; an earlier bid wins a tie) among every vendor's latest bid of the round, and the number of
 * vendors who bid. Closed rounds have no standing: the outcome is the award.
 */
create function public.my_round_standings(p_request_ids uuid[])
returns table (round_id uuid, sourcing_request_id uuid, my_rank integer, bidder_count integer)
language sql stable security definer set search_path = '' as $$
  with mine as (
    select distinct b.round_id from public.sourcing_bids b
    join public.sourcing_bid_rounds r
      on r.id = b.round_id and not r.sealed and internal.is_round_open(r.status, r.closes_at)
    where b.vendor_user_id = (select auth.uid()) and b.sourcing_request_id = any (p_request_ids)
  ),
  latest as (
    select distinct on (b.round_id, b.vendor_user_id) b.round_id, b.sourcing_request_id, b.vendor_user_id,
      b.quoted_price, b.created_at
    from public.sourcing_bids b
    join mine on mine.round_id = b.round_id
    order by b.round_id, b.vendor_user_id, b.created_at desc, b.id desc
  ),
  ranked as (
    select l.*, rank() over (partition by l.round_id order by l.quoted_price, l.created_at) as position,
      count(*) over (partition by l.round_id) as vendors
    from latest l
  )
  select ranked.round_id, ranked.sourcing_request_id, ranked.position::integer, ranked.vendors::integer
  from ranked where ranked.vendor_user_id = (select auth.uid())
$$;

revoke execute on function public.are_round_bids_visible(uuid), public.has_bid_on_request(uuid),
  public.my_vendor_rfq_ids(), public.my_round_standings(uuid[]) from public, anon, authenticated;
-- Policy helpers of policies for signed-in users only.
grant execute on function public.are_round_bids_visible(uuid), public.has_bid_on_request(uuid),
  public.my_vendor_rfq_ids(), public.my_round_standings(uuid[]) to authenticated, service_role;
