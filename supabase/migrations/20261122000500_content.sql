/*
 * Published content: price list PDFs, news, snippets, partner organisations, ads, and the
 * corporate-sales contact form. Visitors read what is published (ads only while active and in
 * their date window); staff (admins and limited admins) publish; only admins read the contact
 * form's enquiries.
 */

/** A price list PDF in the prices bucket. */
create table public.price_updates_pdfs (
  id uuid primary key default gen_random_uuid(),
  file_url text not null,
  description text not null check (char_length(btrim(description)) between 1 and 300),
  uploaded_at timestamptz not null default now(),
  user_id uuid default auth.uid() references auth.users (id) on delete set null,
  uploader_email text default auth.email(),
  file_name text,
  bucket_name text not null default 'prices',
  storage_file_path text
);
alter table public.price_updates_pdfs enable row level security;
create index price_updates_pdfs_uploaded_at_idx on public.price_updates_pdfs (uploaded_at desc);
create index price_updates_pdfs_user_id_idx on public.price_updates_pdfs (user_id);
create index price_updates_pdfs_description_trgm on public.price_updates_pdfs using gin (description extensions.gin_trgm_ops);

/** A news article. */
create table public.news_items (
  id uuid primary key default gen_random_uuid(),
  headline text not null check (char_length(btrim(headline)) between 1 and 300),
  content text not null check (char_length(btrim(content)) >= 1),
  image_url text,
  user_id uuid default auth.uid() references auth.users (id) on delete set null,
  uploader_email text default auth.email(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.news_items enable row level security;
create index news_items_created_at_idx on public.news_items (created_at desc);
create index news_items_user_id_idx on public.news_items (user_id);
create trigger news_items_updated_at before update on public.news_items
  for each row execute function internal.set_updated_at();

/** A short news snippet (at most 250 characters). */
create table public.news_snippets (
  id uuid primary key default gen_random_uuid(),
  headline text not null check (char_length(btrim(headline)) between 1 and 300),
  snippet_content text not null check (char_length(btrim(snippet_content)) between 1 and 250),
  user_id uuid default auth.uid() references auth.users (id) on delete set null,
  uploader_email text default auth.email(),
  created_at timestamptz not null default now()
);
alter table public.news_snippets enable row level security;
create index news_snippets_created_at_idx on public.news_snippets (created_at desc);
create index news_snippets_user_id_idx on public.news_snippets (user_id);

/** An authorised city partner shown on the partners page. */
create table public.partner_organisations (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 200),
  website_url text check (website_url ~* '^https?://'),
  logo_url text not null,
  created_at timestamptz not null default now()
);
alter table public.partner_organisations enable row level security;
create index partner_organisations_name_idx on public.partner_organisations (name);

/** The corporate-sales contact form. */
create table public.corporate_enquiries (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 120),
  organisation_name text not null check (char_length(btrim(organisation_name)) between 1 and 200),
  email text not null check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  country_code text not null default '+91' check (country_code ~ '^\+[0-9]{1,4}$'),
  mobile_number text not null check (mobile_number ~ '^[0-9]{7,15}$'),
  created_at timestamptz not null default now()
);
alter table public.corporate_enquiries enable row level security;
create index corporate_enquiries_created_at_idx on public.corporate_enquiries (created_at desc);

/** An ad banner for one page group (placement_type) and page, shown between from_date and to_date. */
create table public.corporate_ads (
  id uuid primary key default gen_random_uuid(),
  company_name text not null check (char_length(btrim(company_name)) between 1 and 200),
  from_date date not null,
  to_date date not null,
  placement_type text not null check (placement_type in ('Home', 'Premium', 'Non-Premium')),
  page_location text not null check (char_length(btrim(page_location)) between 1 and 100),
  ad_image_url text not null,
  ad_image_path text,
  click_url text check (click_url ~* '^https?://'),
  alt_text text not null check (char_length(btrim(alt_text)) between 1 and 200),
  status boolean not null default true,
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint corporate_ads_dates check (from_date <= to_date)
);
alter table public.corporate_ads enable row level security;
create index corporate_ads_slot_idx on public.corporate_ads (placement_type, page_location, from_date, to_date) where status;
create index corporate_ads_created_at_idx on public.corporate_ads (created_at desc);
create index corporate_ads_created_by_idx on public.corporate_ads (created_by);

-- Published content: public read, staff write.
do $$
declare
  t text;
begin
  foreach t in array array['price_updates_pdfs', 'news_items', 'news_snippets', 'partner_organisations'] loop
    execute format('revoke all on public.%I from anon, authenticated', t);
    execute format('grant select on public.%I to anon, authenticated', t);
    execute format('grant insert, update, delete on public.%I to authenticated', t);
    execute format($p$create policy "Published content is public" on public.%I
      for select to anon, authenticated using (true)$p$, t);
    execute format($p$create policy "Staff publish" on public.%I
      for insert to authenticated with check ((select public.is_staff()))$p$, t);
    execute format($p$create policy "Staff edit" on public.%I
      for update to authenticated using ((select public.is_staff())) with check ((select public.is_staff()))$p$, t);
    execute format($p$create policy "Staff delete" on public.%I
      for delete to authenticated using ((select public.is_staff()))$p$, t);
  end loop;
end
$$;

-- Contact form: anyone submits; admins read and delete.
revoke all on public.corporate_enquiries from anon, authenticated;
grant insert (name, organisation_name, email, country_code, mobile_number) on public.corporate_enquiries
  to anon, authenticated;
grant select, delete on public.corporate_enquiries to authenticated;
create policy "Anyone sends a corporate enquiry" on public.corporate_enquiries
  for insert to anon, authenticated with check (true);
create policy "Admins read corporate enquiries" on public.corporate_enquiries
  for select to authenticated using ((select public.is_admin()));
create policy "Admins delete corporate enquiries" on public.corporate_enquiries
  for delete to authenticated using ((select public.is_admin()));

-- Ads: visitors see active ads in their window; staff manage all.
revoke all on public.corporate_ads from anon, authenticated;
grant select on public.corporate_ads to anon, authenticated;
grant insert, update, delete on public.corporate_ads to authenticated;
create policy "Active ads are public" on public.corporate_ads
  for select to anon, authenticated using (status and current_date between from_date and to_date);
create policy "Staff see every ad" on public.corporate_ads
  for select to authenticated using ((select public.is_staff()));
create policy "Staff create ads" on public.corporate_ads
  for insert to authenticated with check ((select public.is_staff()));
create policy "Staff edit ads" on public.corporate_ads
  for update to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));
create policy "Staff delete ads" on public.corporate_ads
  for delete to authenticated using ((select public.is_staff()));
