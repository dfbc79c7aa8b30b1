/*
 * Who is who, from server data: staff (admins, limited admins, the /admin2 administrator),
 * corporate companies and the executives who belong to them. The SQL helpers the policies use
 * (is_admin(), is_staff(), my_company_id(), …) read these tables as their owner, so a policy on
 * one of these tables can call them without recursing into its own RLS.
 */

/** Platform staff. role admin sees the full admin panel, limited_admin the reduced one. */
create table public.staff (
  user_id uuid primary key references auth.users (id) on delete cascade,
  role text not null check (role in ('admin', 'limited_admin')),
  -- The one administrator whose Admin menu entry leads to /admin2.
  is_admin2 boolean not null default false,
  created_at timestamptz not null default now()
);
alter table public.staff enable row level security;
create unique index staff_single_admin2_idx on public.staff (is_admin2) where is_admin2;

/** Corporate member companies with their public page. */
create table public.company_details (
  id uuid primary key default gen_random_uuid(),
  company_name text not null check (char_length(btrim(company_name)) between 1 and 200),
  website_url text check (website_url ~* '^https?://'),
  logo_url text,
  company_head_name text,
  company_head_designation text,
  address text,
  banner_image_url text,
  brochure_pdf_url text,
  brochure_pdf_name text,
  brochure_thumbnail_url text,
  marketing_team_info text,
  dealer_user_ids uuid[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.company_details enable row level security;
create unique index company_details_name_idx on public.company_details (lower(company_name));
create index company_details_company_name_idx on public.company_details (company_name);
create index company_details_dealers_idx on public.company_details using gin (dealer_user_ids);
create trigger company_details_updated_at before update on public.company_details
  for each row execute function internal.set_updated_at();

/** Dealers are managed by admins only; a company's executives edit the rest of its page. */
-- Runs as the caller (current_user is the API role); is_admin() is defined below.
create function internal.guard_company_dealers() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.dealer_user_ids is distinct from old.dealer_user_ids and current_user in ('anon', 'authenticated')
     and not public.is_admin() then
    raise exception 'Only admins manage a company''s dealers.' using errcode = '42501';
  end if;
  return new;
end
$$;
revoke execute on function internal.guard_company_dealers() from public;
create trigger company_details_dealers before update of dealer_user_ids on public.company_details
  for each row execute function internal.guard_company_dealers();

/** Corporate executives (role corporate_executive): each belongs to exactly one company. */
create table public.company_executives (
  user_id uuid primary key references auth.users (id) on delete cascade,
  company_id uuid not null references public.company_details (id) on delete cascade,
  created_at timestamptz not null default now()
);
alter table public.company_executives enable row level security;
create index company_executives_company_id_idx on public.company_executives (company_id);

/** True when the caller is an admin (full panel). */
create function public.is_admin() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.staff where user_id = (select auth.uid()) and role = 'admin')
$$;

/** True when the caller is an admin or a limited admin. */
create function public.is_staff() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.staff where user_id = (select auth.uid()))
$$;

/** The company the caller is an executive of, or null. */
create function public.my_company_id() returns uuid
language sql stable security definer set search_path = '' as $$
  select company_id from public.company_executives where user_id = (select auth.uid())
$$;

/** True when the caller is a corporate executive of any company. */
create function public.is_corporate_executive() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.company_executives where user_id = (select auth.uid()))
$$;

/** Executives manage their own company's data; admins manage every company's. */
create function public.can_manage_company(p_company_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.staff where user_id = (select auth.uid()) and role = 'admin')
      or exists (
        select 1 from public.company_executives
        where user_id = (select auth.uid()) and company_id = p_company_id
      )
$$;

-- staff: readable by staff and by the staff member themself; written only by the service role.
revoke all on public.staff from anon, authenticated;
grant select on public.staff to authenticated;
create policy "Staff rows are read by staff and by themselves" on public.staff
  for select to authenticated using (user_id = (select auth.uid()) or (select public.is_staff()));

-- company_details: company pages are public; staff register companies; admins and the
-- company's own executives edit; admins delete.
revoke all on public.company_details from anon, authenticated;
grant select on public.company_details to anon, authenticated;
grant insert, update, delete on public.company_details to authenticated;
create policy "Company pages are public" on public.company_details
  for select to anon, authenticated using (true);
create policy "Staff register companies" on public.company_details
  for insert to authenticated with check ((select public.is_staff()));
create policy "Admins and the company's executives edit it" on public.company_details
  for update to authenticated
  using ((select public.can_manage_company(id)))
  with check ((select public.can_manage_company(id)));
create policy "Admins delete companies" on public.company_details
  for delete to authenticated using ((select public.is_admin()));

-- company_executives: logged-in users see who the executives are (company pages); staff add,
-- admins remove.
revoke all on public.company_executives from anon, authenticated;
grant select, insert, delete on public.company_executives to authenticated;
create policy "Logged-in users see company executives" on public.company_executives
  for select to authenticated using (true);
create policy "Staff register executives" on public.company_executives
  for insert to authenticated with check ((select public.is_staff()));
create policy "Admins remove executives" on public.company_executives
  for delete to authenticated using ((select public.is_admin()));
