/*
 * Sourcing (RFQ bidding) per company and department: registered vendors, the item catalog,
 * RFQs (sourcing_requests) with bid rounds and vendor bids, and detailed fabric RFQs.
 * A company's executives (and admins) manage everything of their company. Vendors see RFQs of
 * the company/department pairs they are registered for while bidding is private or open and a
 * round is open, never their own, and bid only into an open round. Anyone sees open public RFQs.
 * Closing an RFQ closes its rounds and cannot be undone.
 */

/** Department ids used in /sourcing/{department} and in department_vendors.department. */
create function internal.is_department(p text) returns boolean
language sql immutable set search_path = '' as $$
  select p in ('trims', 'packaging', 'finishing', 'printing', 'testing', 'compliance', 'machinery', 'manpower', 'fabrics')
$$;

/** A member registered as vendor of one company's department. */
create table public.department_vendors (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references public.company_details (id) on delete cascade,
  department text not null check (internal.is_department(department)),
  department_name text not null check (char_length(btrim(department_name)) between 1 and 100),
  vendor_user_id uuid not null references public.yarnconnect_free (id) on delete cascade,
  added_by_user_id uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  -- 'Vendor Already Added'
  constraint department_vendors_unique unique (company_id, department, vendor_user_id)
);
alter table public.department_vendors enable row level security;
create index department_vendors_vendor_idx on public.department_vendors (vendor_user_id, company_id, department);
create index department_vendors_company_name_idx on public.department_vendors (company_id, department_name);
create index department_vendors_added_by_idx on public.department_vendors (added_by_user_id);

/** A catalog category of a company's department, up to three levels deep. */
create table public.sourcing_item_categories (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 120),
  unit_type text check (unit_type in ('pcs', 'mtr', 'kgs', 'sets', 'pairs')),
  parent_id uuid references public.sourcing_item_categories (id) on delete cascade,
  department text not null check (internal.is_department(department)),
  company_id uuid not null references public.company_details (id) on delete cascade,
  created_at timestamptz not null default now()
);
alter table public.sourcing_item_categories enable row level security;
create index sourcing_item_categories_company_idx on public.sourcing_item_categories (company_id, department, name);
create index sourcing_item_categories_parent_idx on public.sourcing_item_categories (parent_id);

/** Refuses a fourth level of categories. */
create function internal.check_category_depth() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.parent_id is not null and exists (
    select 1 from public.sourcing_item_categories p
    join public.sourcing_item_categories gp on gp.id = p.parent_id
    where p.id = new.parent_id and gp.parent_id is not null
  ) then
    raise exception 'Categories nest at most three levels deep.' using errcode = '23514';
  end if;
  return new;
end
$$;
revoke execute on function internal.check_category_depth() from public;
create trigger sourcing_item_categories_depth before insert or update of parent_id on public.sourcing_item_categories
  for each row execute function internal.check_category_depth();

create sequence public.sourcing_request_number_seq;

/** A detailed fabric RFQ; its sourcing_requests row carries the bidding. */
create table public.fabric_sourcing_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  company_id uuid not null references public.company_details (id) on delete cascade,
  listing_type text not null default 'Buy' check (listing_type = 'Buy'),
  fabric_category text not null check (fabric_category in ('Woven', 'Knit', 'Non-Woven')),
  fabric_type text check (char_length(fabric_type) <= 60),
  product_title text not null check (char_length(btrim(product_title)) between 1 and 200),
  technical_specs jsonb not null default '{}' check (jsonb_typeof(technical_specs) = 'object'),
  commercial_details jsonb not null default '{}' check (jsonb_typeof(commercial_details) = 'object'),
  image_urls text[] not null default '{}' check (cardinality(image_urls) <= 4),
  spec_sheet_url text,
  remarks text,
  status text not null default 'active' check (status in ('active', 'inactive')),
  sourcing_request_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.fabric_sourcing_requests enable row level security;
create index fabric_sourcing_requests_company_idx on public.fabric_sourcing_requests (company_id, created_at desc);
create index fabric_sourcing_requests_user_idx on public.fabric_sourcing_requests (user_id);
create index fabric_sourcing_requests_request_idx on public.fabric_sourcing_requests (sourcing_request_id);
create trigger fabric_sourcing_requests_updated_at before update on public.fabric_sourcing_requests
  for each row execute function internal.set_updated_at();

/** An RFQ raised by a company for one department. */
create table public.sourcing_requests (
  id uuid primary key default gen_random_uuid(),
  request_number text not null unique default internal.human_number('RFQ', 'public.sourcing_request_number_seq'),
  -- The poster's profile (embeddable as the poster's business_name).
  user_id uuid not null default auth.uid() references public.yarnconnect_free (id) on delete cascade,
  company_id uuid not null references public.company_details (id) on delete cascade,
  department text not null check (internal.is_department(department)),
  action text not null default 'Buy' check (action = 'Buy'),
  item_category_id uuid references public.sourcing_item_categories (id) on delete set null,
  custom_item text check (char_length(custom_item) <= 200),
  quantity text not null check (char_length(btrim(quantity)) between 1 and 60),
  quantity_unit text check (char_length(quantity_unit) <= 20),
  description text,
  status text not null default 'active' check (status in ('active', 'inactive')),
  bid_status text not null default 'pending' check (bid_status in ('pending', 'private', 'open', 'closed')),
  target_price numeric(12, 2) check (target_price >= 0),
  currency text not null default 'INR' check (currency in ('INR', 'USD', 'EUR')),
  freight_terms text not null default 'Ex-Factory' check (freight_terms in ('Ex-Factory', 'C&F', 'FOB')),
  payment_terms text not null default 'On Delivery' check (payment_terms in ('Advance', 'On Delivery', 'Credit', 'LC')),
  target_delivery_days integer check (target_delivery_days > 0),
  attachment_url text,
  attachment_type text not null default 'none' check (attachment_type in ('image', 'document', 'none')),
  fabric_sourcing_request_id uuid references public.fabric_sourcing_requests (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint sourcing_requests_item check (item_category_id is not null or custom_item is not null)
);
alter table public.sourcing_requests enable row level security;
create index sourcing_requests_company_idx on public.sourcing_requests (company_id, department, created_at desc);
create index sourcing_requests_public_idx on public.sourcing_requests (created_at desc)
  where status = 'active' and bid_status = 'open';
create index sourcing_requests_user_idx on public.sourcing_requests (user_id);
create index sourcing_requests_item_idx on public.sourcing_requests (item_category_id);
create index sourcing_requests_fabric_idx on public.sourcing_requests (fabric_sourcing_request_id);
create trigger sourcing_requests_updated_at before update on public.sourcing_requests
  for each row execute function internal.set_updated_at();

alter table public.fabric_sourcing_requests
  add constraint fabric_sourcing_requests_request_fk foreign key (sourcing_request_id)
  references public.sourcing_requests (id) on delete set null;

/** A bidding round of an RFQ, numbered 1, 2, … per RFQ. */
create table public.sourcing_bid_rounds (
  id uuid primary key default gen_random_uuid(),
  sourcing_request_id uuid not null references public.sourcing_requests (id) on delete cascade,
  round_number integer not null check (round_number >= 1),
  status text not null default 'open' check (status in ('open', 'closed')),
  initiated_by_user_id uuid default auth.uid() references auth.users (id) on delete set null,
  company_id uuid not null references public.company_details (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint sourcing_bid_rounds_number unique (sourcing_request_id, round_number)
);
alter table public.sourcing_bid_rounds enable row level security;
create index sourcing_bid_rounds_open_idx on public.sourcing_bid_rounds (sourcing_request_id, status);
create index sourcing_bid_rounds_company_idx on public.sourcing_bid_rounds (company_id);
create index sourcing_bid_rounds_initiated_by_idx on public.sourcing_bid_rounds (initiated_by_user_id);
create trigger sourcing_bid_rounds_updated_at before update on public.sourcing_bid_rounds
  for each row execute function internal.set_updated_at();

/** A vendor's quote in one round; is_selected marks the RFQ's single winner. */
create table public.sourcing_bids (
  id uuid primary key default gen_random_uuid(),
  sourcing_request_id uuid not null references public.sourcing_requests (id) on delete cascade,
  vendor_user_id uuid not null default auth.uid() references public.yarnconnect_free (id) on delete cascade,
  company_user_id uuid references auth.users (id) on delete set null,
  quoted_price numeric(12, 2) not null check (quoted_price > 0),
  moq text check (char_length(moq) <= 60),
  delivery_time_days integer not null check (delivery_time_days > 0),
  vendor_notes text check (char_length(vendor_notes) <= 2000),
  round_id uuid not null references public.sourcing_bid_rounds (id) on delete cascade,
  round_number integer not null check (round_number >= 1),
  is_selected boolean not null default false,
  created_at timestamptz not null default now()
);
alter table public.sourcing_bids enable row level security;
create index sourcing_bids_request_idx on public.sourcing_bids (sourcing_request_id, round_number);
create index sourcing_bids_vendor_idx on public.sourcing_bids (vendor_user_id, created_at desc);
create index sourcing_bids_round_idx on public.sourcing_bids (round_id);
create index sourcing_bids_company_user_idx on public.sourcing_bids (company_user_id);
create unique index sourcing_bids_one_winner_idx on public.sourcing_bids (sourcing_request_id) where is_selected;

/** Closed is final; closing an RFQ closes its rounds. */
create function internal.on_sourcing_request_status() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if old.bid_status = 'closed' and new.bid_status <> 'closed' then
    raise exception 'A closed RFQ cannot be reopened.' using errcode = 'P0001';
  end if;
  if new.bid_status = 'closed' and old.bid_status <> 'closed' then
    update public.sourcing_bid_rounds set status = 'closed' where sourcing_request_id = new.id and status = 'open';
  end if;
  return new;
end
$$;
revoke execute on function internal.on_sourcing_request_status() from public;
create trigger sourcing_requests_status before update of bid_status on public.sourcing_requests
  for each row execute function internal.on_sourcing_request_status();

/** Rounds open (or reopen) only while their RFQ is not closed. */
create function internal.check_round_rfq_open() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.status = 'open' and exists (
    select 1 from public.sourcing_requests where id = new.sourcing_request_id and bid_status = 'closed'
  ) then
    raise exception 'This RFQ is closed; its rounds cannot be opened.' using errcode = 'P0001';
  end if;
  return new;
end
$$;
revoke execute on function internal.check_round_rfq_open() from public;
create trigger sourcing_bid_rounds_rfq_open before insert or update of status on public.sourcing_bid_rounds
  for each row execute function internal.check_round_rfq_open();

/** True when the caller is a registered vendor of the company's department. */
create function public.is_vendor_for(p_company_id uuid, p_department text) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.department_vendors
    where vendor_user_id = (select auth.uid()) and company_id = p_company_id and department = p_department
  )
$$;

/** True when the RFQ accepts bids from the caller: a registered vendor, not the poster, bidding private/open, a round open. */
create function public.can_bid_on_request(p_request_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.sourcing_requests r
    join public.department_vendors v
      on v.company_id = r.company_id and v.department = r.department and v.vendor_user_id = (select auth.uid())
    where r.id = p_request_id
      and r.bid_status in ('open', 'private')
      and r.user_id <> (select auth.uid())
      and exists (select 1 from public.sourcing_bid_rounds b where b.sourcing_request_id = r.id and b.status = 'open')
  )
$$;

-- Executives see the profiles of their company's vendors (registered-vendors accordion, bids).
/** The members registered as vendors of the caller's company. */
create function public.my_company_vendor_ids() returns uuid[]
language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(distinct v.vendor_user_id), '{}')
  from public.department_vendors v
  join public.company_executives e on e.company_id = v.company_id and e.user_id = (select auth.uid())
$$;

create policy "Executives read their company's vendors" on public.yarnconnect_free
  for select to authenticated using (id = any ((select public.my_company_vendor_ids())::uuid[]));

/**
 * Vendor search for executives and admins: members by e-mail, business or member name (partial,
 * case-insensitive), at most 10, including members not listed in the directory.
 */
create function public.search_members(p_term text)
returns table (id uuid, member_name text, business_name text, email text)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_pattern text := '%' || replace(replace(replace(btrim(coalesce(p_term, '')), '\', '\\'), '%', '\%'), '_', '\_') || '%';
begin
  if not (public.is_corporate_executive() or public.is_admin()) then
    raise exception 'Vendor search is for company executives and admins.' using errcode = '42501';
  end if;
  if char_length(btrim(coalesce(p_term, ''))) < 3 then
    raise exception 'Please enter at least 3 characters.' using errcode = '22023';
  end if;
  return query
    select p.id, p.member_name, p.business_name, p.email from public.yarnconnect_free p
    where p.email ilike v_pattern or p.business_name ilike v_pattern or p.member_name ilike v_pattern
    order by p.member_name
    limit 10;
end
$$;

-- Vendors: the company (and admins) manage; vendors see their own registrations.
revoke all on public.department_vendors from anon, authenticated;
grant select, insert, delete on public.department_vendors to authenticated;
create policy "Company, admins and the vendor read registrations" on public.department_vendors
  for select to authenticated
  using (vendor_user_id = (select auth.uid()) or (select public.can_manage_company(company_id)));
create policy "Company and admins register vendors" on public.department_vendors
  for insert to authenticated with check ((select public.can_manage_company(company_id)));
create policy "Company and admins remove vendors" on public.department_vendors
  for delete to authenticated using ((select public.can_manage_company(company_id)));

/** True when an open public RFQ names this catalog item or one of its sub-categories. */
create function public.is_public_catalog_item(p_category_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.sourcing_requests r
    left join public.sourcing_item_categories c on c.id = r.item_category_id
    where (r.item_category_id = p_category_id or c.parent_id = p_category_id)
      and r.status = 'active' and r.bid_status = 'open'
  )
$$;

-- Catalog: the company and admins; vendors of the department read it (RFQ item names).
revoke all on public.sourcing_item_categories from anon, authenticated;
grant select on public.sourcing_item_categories to anon, authenticated;
grant insert, update, delete on public.sourcing_item_categories to authenticated;
create policy "Catalog items of public RFQs, vendors and the company are readable" on public.sourcing_item_categories
  for select to anon, authenticated using (
    (select public.can_manage_company(company_id))
    or (select public.is_vendor_for(company_id, department))
    or (select public.is_public_catalog_item(id))
  );
create policy "Company and admins add catalog items" on public.sourcing_item_categories
  for insert to authenticated with check ((select public.can_manage_company(company_id)));
create policy "Company and admins edit catalog items" on public.sourcing_item_categories
  for update to authenticated
  using ((select public.can_manage_company(company_id))) with check ((select public.can_manage_company(company_id)));
create policy "Company and admins delete catalog items" on public.sourcing_item_categories
  for delete to authenticated using ((select public.can_manage_company(company_id)));

-- RFQs: public when open; vendors per registration; the company and admins manage.
revoke all on public.sourcing_requests from anon, authenticated;
grant select on public.sourcing_requests to anon, authenticated;
grant insert, delete on public.sourcing_requests to authenticated;
grant update (item_category_id, custom_item, quantity, quantity_unit, description, status, bid_status, target_price,
  currency, freight_terms, payment_terms, target_delivery_days, attachment_url, attachment_type,
  fabric_sourcing_request_id) on public.sourcing_requests to authenticated;
create policy "Open public RFQs are public" on public.sourcing_requests
  for select to anon, authenticated using (status = 'active' and action = 'Buy' and bid_status = 'open');
create policy "Vendors see RFQs they may bid on" on public.sourcing_requests
  for select to authenticated using ((select public.can_bid_on_request(id)));
create policy "Company and admins read their RFQs" on public.sourcing_requests
  for select to authenticated using ((select public.can_manage_company(company_id)));
create policy "Company and admins raise RFQs" on public.sourcing_requests
  for insert to authenticated
  with check ((select public.can_manage_company(company_id)) and user_id = (select auth.uid()));
create policy "Company and admins edit RFQs" on public.sourcing_requests
  for update to authenticated
  using ((select public.can_manage_company(company_id))) with check ((select public.can_manage_company(company_id)));
create policy "Company and admins delete RFQs" on public.sourcing_requests
  for delete to authenticated using ((select public.can_manage_company(company_id)));

-- Rounds: the company and admins manage; vendors read rounds of RFQs they may bid on.
revoke all on public.sourcing_bid_rounds from anon, authenticated;
grant select, insert on public.sourcing_bid_rounds to authenticated;
grant update (status) on public.sourcing_bid_rounds to authenticated;
create policy "Company, admins and eligible vendors read rounds" on public.sourcing_bid_rounds
  for select to authenticated using (
    (select public.can_manage_company(company_id)) or (select public.can_bid_on_request(sourcing_request_id))
  );
create policy "Company and admins open rounds" on public.sourcing_bid_rounds
  for insert to authenticated with check (
    (select public.can_manage_company(company_id))
    and exists (select 1 from public.sourcing_requests r where r.id = sourcing_request_id and r.company_id = sourcing_bid_rounds.company_id)
  );
create policy "Company and admins close or reopen rounds" on public.sourcing_bid_rounds
  for update to authenticated
  using ((select public.can_manage_company(company_id))) with check ((select public.can_manage_company(company_id)));

-- Vendor bids: vendors bid into an open round of an RFQ they may bid on and read their own; the
-- company and admins read all bids of their RFQs. Selection happens only in select_sourcing_bid().
revoke all on public.sourcing_bids from anon, authenticated;
grant select on public.sourcing_bids to authenticated;
grant insert (sourcing_request_id, vendor_user_id, company_user_id, quoted_price, moq, delivery_time_days,
  vendor_notes, round_id, round_number) on public.sourcing_bids to authenticated;
create policy "Vendors read their bids, the company all bids of its RFQs" on public.sourcing_bids
  for select to authenticated using (
    vendor_user_id = (select auth.uid())
    or exists (
      select 1 from public.sourcing_requests r
      where r.id = sourcing_request_id and (select public.can_manage_company(r.company_id))
    )
  );
create policy "Registered vendors bid into an open round" on public.sourcing_bids
  for insert to authenticated with check (
    vendor_user_id = (select auth.uid())
    and not is_selected
    and (select public.can_bid_on_request(sourcing_request_id))
    and exists (
      select 1 from public.sourcing_bid_rounds b
      where b.id = round_id and b.sourcing_request_id = sourcing_bids.sourcing_request_id
        and b.round_number = sourcing_bids.round_number and b.status = 'open'
    )
  );

-- Fabric RFQs: the company and admins.
revoke all on public.fabric_sourcing_requests from anon, authenticated;
grant select, insert, update, delete on public.fabric_sourcing_requests to authenticated;
create policy "Company and admins read fabric RFQs" on public.fabric_sourcing_requests
  for select to authenticated using ((select public.can_manage_company(company_id)));
create policy "Company and admins raise fabric RFQs" on public.fabric_sourcing_requests
  for insert to authenticated
  with check ((select public.can_manage_company(company_id)) and user_id = (select auth.uid()));
create policy "Company and admins edit fabric RFQs" on public.fabric_sourcing_requests
  for update to authenticated
  using ((select public.can_manage_company(company_id))) with check ((select public.can_manage_company(company_id)));
create policy "Company and admins delete fabric RFQs" on public.fabric_sourcing_requests
  for delete to authenticated using ((select public.can_manage_company(company_id)));
