/*
 * Purchase enquiries and sales offers (public boards) and the interests members express in
 * them. Anyone reads the boards; a member posts, edits and deletes only their own posts; admins
 * moderate. Interests are written only by express_interest(), which spends the credit.
 */

create sequence public.purchase_enquiry_number_seq;
create sequence public.sales_offer_number_seq;

/** A buyer's purchase enquiry. */
create table public.purchase_enquiries (
  id uuid primary key default gen_random_uuid(),
  enquiry_number text not null unique
    default internal.human_number('ENQ', 'public.purchase_enquiry_number_seq'),
  user_id uuid not null default auth.uid() references public.yarnconnect_free (id) on delete cascade,
  fibre_type text not null check (char_length(btrim(fibre_type)) between 1 and 60),
  specific_type text check (char_length(specific_type) <= 30),
  lustre text check (char_length(lustre) <= 30),
  twist_intermingling text check (char_length(twist_intermingling) <= 30),
  denier_count integer check (denier_count between 0 and 9999),
  filament_count integer check (filament_count between 0 and 9999),
  number_of_plys integer not null default 1 check (number_of_plys between 1 and 16),
  grade text check (char_length(grade) <= 60),
  quantity_required_kgs numeric(12, 2) check (quantity_required_kgs > 0),
  preferred_company text check (char_length(preferred_company) <= 200),
  blend_ratio text check (char_length(blend_ratio) <= 30),
  poster_member_name text,
  poster_email text,
  company_name text,
  lot_no text check (char_length(lot_no) <= 60),
  status text not null default 'active' check (status in ('active', 'closed')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.purchase_enquiries enable row level security;
create index purchase_enquiries_updated_at_idx on public.purchase_enquiries (updated_at desc);
create index purchase_enquiries_user_id_idx on public.purchase_enquiries (user_id, created_at desc);
-- The list's search box: case-insensitive partial match on the yarn and the company.
create index purchase_enquiries_fibre_type_trgm on public.purchase_enquiries using gin (fibre_type extensions.gin_trgm_ops);
create index purchase_enquiries_preferred_company_trgm on public.purchase_enquiries using gin (preferred_company extensions.gin_trgm_ops);

/** A seller's sales offer: an enquiry's fields plus a price, quantity_kgs instead of quantity_required_kgs. */
create table public.sales_offers (
  id uuid primary key default gen_random_uuid(),
  offer_number text not null unique default internal.human_number('OFF', 'public.sales_offer_number_seq'),
  user_id uuid not null default auth.uid() references public.yarnconnect_free (id) on delete cascade,
  fibre_type text not null check (char_length(btrim(fibre_type)) between 1 and 60),
  specific_type text check (char_length(specific_type) <= 30),
  lustre text check (char_length(lustre) <= 30),
  twist_intermingling text check (char_length(twist_intermingling) <= 30),
  denier_count integer check (denier_count between 0 and 9999),
  filament_count integer check (filament_count between 0 and 9999),
  number_of_plys integer not null default 1 check (number_of_plys between 1 and 16),
  grade text check (char_length(grade) <= 60),
  quantity_kgs numeric(12, 2) check (quantity_kgs > 0),
  price numeric(8, 2) check (price >= 0 and price <= 999999.99),
  preferred_company text check (char_length(preferred_company) <= 200),
  blend_ratio text check (char_length(blend_ratio) <= 30),
  poster_member_name text,
  poster_email text,
  company_name text,
  lot_no text check (char_length(lot_no) <= 60),
  status text not null default 'active' check (status in ('active', 'closed')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.sales_offers enable row level security;
create index sales_offers_updated_at_idx on public.sales_offers (updated_at desc);
create index sales_offers_user_id_idx on public.sales_offers (user_id, created_at desc);
-- The list's search box: case-insensitive partial match on the yarn and the company.
create index sales_offers_fibre_type_trgm on public.sales_offers using gin (fibre_type extensions.gin_trgm_ops);
create index sales_offers_preferred_company_trgm on public.sales_offers using gin (preferred_company extensions.gin_trgm_ops);

/** Fills the poster's name, e-mail and business from their profile, so the board cannot be spoofed. */
create function internal.stamp_post_poster() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  select p.member_name, p.email, p.business_name into new.poster_member_name, new.poster_email, new.company_name
  from public.yarnconnect_free p where p.id = new.user_id;
  return new;
end
$$;
revoke execute on function internal.stamp_post_poster() from public;

create trigger purchase_enquiries_poster before insert on public.purchase_enquiries
  for each row execute function internal.stamp_post_poster();
create trigger purchase_enquiries_updated_at before update on public.purchase_enquiries
  for each row execute function internal.set_updated_at();
create trigger sales_offers_poster before insert on public.sales_offers
  for each row execute function internal.stamp_post_poster();
create trigger sales_offers_updated_at before update on public.sales_offers
  for each row execute function internal.set_updated_at();

/** 'I'm Interested' taps: who, which enquiry or offer, when, and the ledger row that paid for it. */
create table public.post_interests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.yarnconnect_free (id) on delete cascade,
  enquiry_id uuid references public.purchase_enquiries (id) on delete cascade,
  offer_id uuid references public.sales_offers (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint post_interests_one_post check ((enquiry_id is null) <> (offer_id is null))
);
alter table public.post_interests enable row level security;
create index post_interests_user_id_idx on public.post_interests (user_id, created_at desc);
create index post_interests_enquiry_id_idx on public.post_interests (enquiry_id);
create index post_interests_offer_id_idx on public.post_interests (offer_id);

-- Boards: public read; members post as themselves; owners and admins edit and delete.
do $$
declare
  t text;
begin
  foreach t in array array['purchase_enquiries', 'sales_offers'] loop
    execute format('revoke all on public.%I from anon, authenticated', t);
    execute format('grant select on public.%I to anon, authenticated', t);
    execute format('grant delete on public.%I to authenticated', t);
    execute format($p$create policy "Boards are public" on public.%I
      for select to anon, authenticated using (true)$p$, t);
    execute format($p$create policy "Members post as themselves" on public.%I
      for insert to authenticated with check (user_id = (select auth.uid()))$p$, t);
    execute format($p$create policy "Owners and admins edit posts" on public.%I
      for update to authenticated
      using (user_id = (select auth.uid()) or (select public.is_admin()))
      with check (user_id = (select auth.uid()) or (select public.is_admin()))$p$, t);
    execute format($p$create policy "Owners and admins delete posts" on public.%I
      for delete to authenticated using (user_id = (select auth.uid()) or (select public.is_admin()))$p$, t);
  end loop;
end
$$;
-- Numbers, posters and timestamps are the server's: members write only the trade fields.
grant insert (user_id, fibre_type, specific_type, lustre, twist_intermingling, denier_count, filament_count,
  number_of_plys, grade, quantity_required_kgs, preferred_company, blend_ratio, lot_no, status)
  on public.purchase_enquiries to authenticated;
grant update (fibre_type, specific_type, lustre, twist_intermingling, denier_count, filament_count,
  number_of_plys, grade, quantity_required_kgs, preferred_company, blend_ratio, lot_no, status)
  on public.purchase_enquiries to authenticated;
grant insert (user_id, fibre_type, specific_type, lustre, twist_intermingling, denier_count, filament_count,
  number_of_plys, grade, quantity_kgs, price, preferred_company, blend_ratio, lot_no, status)
  on public.sales_offers to authenticated;
grant update (fibre_type, specific_type, lustre, twist_intermingling, denier_count, filament_count,
  number_of_plys, grade, quantity_kgs, price, preferred_company, blend_ratio, lot_no, status)
  on public.sales_offers to authenticated;

-- Interests: the interested member, the post's owner and admins read them.
revoke all on public.post_interests from anon, authenticated;
grant select on public.post_interests to authenticated;
create policy "Interested member, poster and admins read interests" on public.post_interests
  for select to authenticated using (
    user_id = (select auth.uid())
    or (select public.is_admin())
    or exists (select 1 from public.purchase_enquiries e where e.id = enquiry_id and e.user_id = (select auth.uid()))
    or exists (select 1 from public.sales_offers o where o.id = offer_id and o.user_id = (select auth.uid()))
  );
