/*
 * Corporate products and the bids members place on them. A product with visibility Reveal is
 * public; Hide is seen only by its company's executives and by staff. Staff add products, the
 * company's executives and admins price and hide them. Bids are written only by
 * place_corporate_bid() (which spends the credit) and accepted only by accept_customer_bid();
 * bidders read their own bids, executives their company's.
 */

/** A yarn product of a corporate company. */
create table public.corporate_products (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references public.company_details (id) on delete cascade,
  department_name text not null check (char_length(btrim(department_name)) between 1 and 100),
  associated_corporate_user_id uuid references auth.users (id) on delete set null,
  fibre_type text not null check (char_length(btrim(fibre_type)) between 1 and 60),
  specific_type text check (char_length(specific_type) <= 30),
  lustre text check (char_length(lustre) <= 30),
  twist_intermingling text check (char_length(twist_intermingling) <= 30),
  denier_count integer check (denier_count between 0 and 9999),
  filament_count integer check (filament_count between 0 and 9999),
  number_of_plys integer not null default 1 check (number_of_plys between 1 and 16),
  basic_price numeric(8, 2) check (basic_price >= 0 and basic_price <= 999999.99),
  grade text check (char_length(grade) <= 60),
  blend_ratio text check (char_length(blend_ratio) <= 30),
  visibility_status text not null default 'Reveal' check (visibility_status in ('Reveal', 'Hide')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.corporate_products enable row level security;
create index corporate_products_company_idx on public.corporate_products
  (company_id, visibility_status, department_name, updated_at desc);
create index corporate_products_associated_user_idx on public.corporate_products (associated_corporate_user_id);
create trigger corporate_products_updated_at before update on public.corporate_products
  for each row execute function internal.set_updated_at();

create sequence public.customer_bid_number_seq;

/** A member's bid on a corporate product, with a snapshot of the bidder and the product at bid time. */
create table public.customer_bids (
  id uuid primary key default gen_random_uuid(),
  bid_display_id text not null unique default internal.human_number('BID', 'public.customer_bid_number_seq'),
  bid_time timestamptz not null default now(),
  bid_status text not null default 'Pending' check (bid_status in ('Pending', 'Accepted', 'Rejected')),
  accept_bid_time timestamptz,
  accepted_by_executive_id uuid references auth.users (id) on delete set null,
  accepted_by_executive_name text,
  bidder_user_id uuid not null references public.yarnconnect_free (id) on delete cascade,
  bidder_name text not null,
  bidder_email text not null,
  bidder_country_code text,
  bidder_mobile_number text,
  company_name text not null,
  department_name text not null,
  product_updated_at timestamptz,
  fibre_type text not null,
  specific_type text,
  lustre text,
  twist_intermingling text,
  blend_ratio text,
  denier_count integer,
  filament_count integer,
  number_of_plys integer,
  grade text,
  basic_price numeric(8, 2),
  bid_price numeric(8, 2) not null check (bid_price >= 0.01 and bid_price <= 999999.99),
  bid_quantity integer not null check (bid_quantity > 0),
  corporate_product_id uuid references public.corporate_products (id) on delete set null,
  product_associated_corporate_user_id uuid references auth.users (id) on delete set null,
  corporate_company_id uuid not null references public.company_details (id) on delete cascade,
  constraint customer_bids_acceptance check (
    (bid_status = 'Accepted') = (accept_bid_time is not null and accepted_by_executive_id is not null)
  )
);
alter table public.customer_bids enable row level security;
create index customer_bids_bidder_idx on public.customer_bids (bidder_user_id, bid_time desc);
create index customer_bids_company_idx on public.customer_bids (corporate_company_id, bid_time desc);
create index customer_bids_product_idx on public.customer_bids (corporate_product_id);
create index customer_bids_accepted_by_idx on public.customer_bids (accepted_by_executive_id);
create index customer_bids_product_user_idx on public.customer_bids (product_associated_corporate_user_id);

-- Products: Reveal is public, Hide only for the company and staff.
revoke all on public.corporate_products from anon, authenticated;
grant select on public.corporate_products to anon, authenticated;
grant insert, update, delete on public.corporate_products to authenticated;
create policy "Revealed products are public" on public.corporate_products
  for select to anon, authenticated using (visibility_status = 'Reveal');
create policy "Company and staff see hidden products" on public.corporate_products
  for select to authenticated using ((select public.is_staff()) or company_id = (select public.my_company_id()));
create policy "Staff and the company's executives add products" on public.corporate_products
  for insert to authenticated
  with check ((select public.is_staff()) or company_id = (select public.my_company_id()));
create policy "Admins and the company's executives edit products" on public.corporate_products
  for update to authenticated
  using ((select public.is_admin()) or company_id = (select public.my_company_id()))
  with check ((select public.is_admin()) or company_id = (select public.my_company_id()));
create policy "Admins and the company's executives delete products" on public.corporate_products
  for delete to authenticated
  using ((select public.is_admin()) or company_id = (select public.my_company_id()));

-- Bids: read by the bidder, the company's executives and admins; written only through the RPCs.
revoke all on public.customer_bids from anon, authenticated;
grant select on public.customer_bids to authenticated;
create policy "Bidders, the company and admins read bids" on public.customer_bids
  for select to authenticated using (
    bidder_user_id = (select auth.uid())
    or corporate_company_id = (select public.my_company_id())
    or (select public.is_admin())
  );
