/*
 * Vendor alerts on WhatsApp (issue 13): an outbox of messages to a company's registered vendors about
 * an RFQ — a round opened, a round closing within the hour, a deadline extended by a late bid, the
 * RFQ awarded to them or not. SQL queues a row inside the transaction that makes the event, so an
 * alert exists exactly when its event committed; the functions notify-vendors-for-bidding and
 * send-sourcing-alerts claim rows (skipping rows another sender holds), send them through the
 * text-message provider and mark them sent. A row is sent at most once; a failed send gives the
 * claim back for a later attempt (five at most); a vendor without a mobile number is not retried.
 */

/** One message owed to one vendor about one event of an RFQ. */
create table public.sourcing_vendor_alerts (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('round_opened', 'closing_soon', 'extended', 'awarded', 'not_awarded')),
  sourcing_request_id uuid not null references public.sourcing_requests (id) on delete cascade,
  -- The round the alert is about (none for awarded / not_awarded, which concern the whole RFQ).
  round_id uuid references public.sourcing_bid_rounds (id) on delete cascade,
  company_id uuid not null references public.company_details (id) on delete cascade,
  vendor_user_id uuid not null references public.yarnconnect_free (id) on delete cascade,
  -- An extension's new deadline: each extension is its own event.
  closes_at timestamptz,
  created_at timestamptz not null default now(),
  claimed_at timestamptz,
  sent_at timestamptz,
  attempts integer not null default 0,
  last_error text
);
alter table public.sourcing_vendor_alerts enable row level security;
-- One alert per event and vendor, whoever queues it twice.
create unique index sourcing_vendor_alerts_once_idx
  on public.sourcing_vendor_alerts (kind, sourcing_request_id, round_id, vendor_user_id, closes_at) nulls not distinct;
create index sourcing_vendor_alerts_pending_idx on public.sourcing_vendor_alerts (sourcing_request_id, created_at)
  where sent_at is null;
create index sourcing_vendor_alerts_round_idx on public.sourcing_vendor_alerts (round_id);
create index sourcing_vendor_alerts_company_idx on public.sourcing_vendor_alerts (company_id);
create index sourcing_vendor_alerts_vendor_idx on public.sourcing_vendor_alerts (vendor_user_id);

-- The company sees what its vendors were told, each vendor their own alerts; only functions write.
revoke all on public.sourcing_vendor_alerts from anon, authenticated;
grant select on public.sourcing_vendor_alerts to authenticated;
create policy "The company and the vendor read alerts" on public.sourcing_vendor_alerts
  for select to authenticated
  using (vendor_user_id = (select auth.uid()) or (select public.can_manage_company(company_id)));

/**
 * Queues `p_kind` about `p_round_id` of an RFQ for every vendor registered with the RFQ's company
 * department (never the poster). Returns how many alerts were new.
 */
create function internal.queue_vendor_alerts(
  p_kind text,
  p_request_id uuid,
  p_round_id uuid,
  p_closes_at timestamptz default null
) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_count integer;
begin
  insert into public.sourcing_vendor_alerts (kind, sourcing_request_id, round_id, company_id, vendor_user_id, closes_at)
  select p_kind, r.id, p_round_id, r.company_id, v.vendor_user_id, p_closes_at
  from public.sourcing_requests r
  join public.department_vendors v on v.company_id = r.company_id and v.department = r.department
  where r.id = p_request_id and v.vendor_user_id <> r.user_id
  on conflict do nothing;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;
revoke execute on function internal.queue_vendor_alerts(text, uuid, uuid, timestamptz) from public;

/**
 * Claims up to `p_limit` unsent alerts, oldest first: of one RFQ and/or one round and of some kinds
 * (null: any). Rows another sender holds are skipped; a claim older than five minutes is taken to
 * be abandoned. Each row comes with what its message says.
 */
create function public.claim_sourcing_alerts(
  p_request_id uuid default null,
  p_round_id uuid default null,
  p_kinds text[] default null,
  p_limit integer default 200
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

/**
 * Settles claimed alerts: `p_sent` were delivered; `p_failed` go back to the queue with `p_error`;
 * `p_undeliverable` (no mobile number) are not tried again.
 */
create function public.finish_sourcing_alerts(
  p_sent uuid[],
  p_failed uuid[] default '{}',
  p_undeliverable uuid[] default '{}',
  p_error text default null
) returns void
language plpgsql security definer set search_path = '' as $$
begin
  update public.sourcing_vendor_alerts set sent_at = now(), last_error = null where id = any (p_sent);
  update public.sourcing_vendor_alerts set claimed_at = null, last_error = coalesce(p_error, 'Not delivered.')
    where id = any (p_failed) and sent_at is null;
  update public.sourcing_vendor_alerts set claimed_at = null, attempts = 5, last_error = 'The vendor has no mobile number.'
    where id = any (p_undeliverable) and sent_at is null;
end
$$;

revoke execute on function public.claim_sourcing_alerts(uuid, uuid, text[], integer),
  public.finish_sourcing_alerts(uuid[], uuid[], uuid[], text) from public, anon, authenticated;
grant execute on function public.claim_sourcing_alerts(uuid, uuid, text[], integer),
  public.finish_sourcing_alerts(uuid[], uuid[], uuid[], text) to service_role;
