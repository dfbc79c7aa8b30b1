/*
 * Member profiles (table yarnconnect_free, the spec's name, keyed on auth.users.id) and the
 * credit ledger. A member edits their own profile but never the columns that carry money or
 * status (membership_type, messaging_credits, referral_credits_earned, is_verified_member,
 * is_corporate_member, the monthly-grant bookkeeping): column privileges refuse them and a
 * trigger refuses them again. messaging_credits moves only through internal.apply_credit, which
 * writes a ledger row in the same transaction, so a balance always equals its ledger's sum.
 */

/** Member profile: one row per auth user. */
create table public.yarnconnect_free (
  id uuid primary key references auth.users (id) on delete cascade,
  member_name text not null check (char_length(btrim(member_name)) between 1 and 120),
  business_name text not null check (char_length(btrim(business_name)) between 1 and 200),
  email text not null check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  mobile_number text check (mobile_number ~ '^[0-9]{7,15}$'),
  country_code text default '+91' check (country_code ~ '^\+[0-9]{1,4}$'),
  state text,
  district text,
  city text,
  pin_zip_code text check (char_length(pin_zip_code) <= 10),
  country text not null default 'India',
  gst_number text check (char_length(gst_number) <= 20),
  business_type text[] not null default '{}',
  membership_type text not null default 'Free Member'
    check (membership_type in ('Free Member', 'Paid Member', 'Corporate Member')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  my_yarns text[] not null default '{}',
  mobile_verified boolean not null default false,
  messaging_credits integer not null default 0 check (messaging_credits >= 0),
  -- The day the last monthly grant was made (or the paid/corporate period began).
  last_credit_reset_date date,
  -- Monthly grants run while the day is before this date (a year after the upgrade).
  monthly_credits_until date,
  referral_code text unique check (referral_code ~ '^[A-Z0-9]{4,16}$'),
  referral_credits_earned integer not null default 0 check (referral_credits_earned >= 0),
  is_verified_member boolean not null default false,
  is_corporate_member boolean not null default false,
  list_in_directory boolean not null default true,
  vendor_category text,
  -- India's numbers are 10 digits starting 6-9.
  constraint yarnconnect_free_indian_mobile check (
    country_code is distinct from '+91' or mobile_number is null or mobile_number ~ '^[6-9][0-9]{9}$'
  )
);
alter table public.yarnconnect_free enable row level security;
create unique index yarnconnect_free_email_idx on public.yarnconnect_free (lower(email));
-- One account per mobile number ('This mobile number is already registered with a different account.').
create unique index yarnconnect_free_mobile_idx on public.yarnconnect_free (country_code, mobile_number)
  where mobile_number is not null;
-- Directory: opted-in members ordered by name, case-insensitive partial search, containment.
create index yarnconnect_free_directory_idx on public.yarnconnect_free (member_name) where list_in_directory;
create index yarnconnect_free_member_name_trgm on public.yarnconnect_free using gin (member_name extensions.gin_trgm_ops);
create index yarnconnect_free_business_name_trgm on public.yarnconnect_free using gin (business_name extensions.gin_trgm_ops);
create index yarnconnect_free_email_trgm on public.yarnconnect_free using gin (email extensions.gin_trgm_ops);
create index yarnconnect_free_mobile_trgm on public.yarnconnect_free using gin (mobile_number extensions.gin_trgm_ops);
create index yarnconnect_free_state_trgm on public.yarnconnect_free using gin (state extensions.gin_trgm_ops);
create index yarnconnect_free_district_trgm on public.yarnconnect_free using gin (district extensions.gin_trgm_ops);
create index yarnconnect_free_business_type_idx on public.yarnconnect_free using gin (business_type);
create index yarnconnect_free_my_yarns_idx on public.yarnconnect_free using gin (my_yarns);
create index yarnconnect_free_membership_idx on public.yarnconnect_free (membership_type);
create index yarnconnect_free_business_name_idx on public.yarnconnect_free (business_name);
create trigger yarnconnect_free_updated_at before update on public.yarnconnect_free
  for each row execute function internal.set_updated_at();

/** Second guard behind the column privileges: API roles never write status or credit columns. */
create function internal.guard_member_protected_columns() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'UPDATE' and new.messaging_credits is distinct from old.messaging_credits
     and coalesce(current_setting('loomconnect.credit_write', true), '') <> 'on' then
    raise exception 'messaging_credits changes only through the credit ledger.' using errcode = '42501';
  end if;
  if tg_op = 'INSERT' and new.messaging_credits <> 0
     and coalesce(current_setting('loomconnect.credit_write', true), '') <> 'on' then
    raise exception 'A new profile starts with 0 credits; credits come from the ledger.' using errcode = '42501';
  end if;
  if current_user in ('anon', 'authenticated') and (
    tg_op = 'INSERT' and (
      new.membership_type <> 'Free Member' or new.referral_credits_earned <> 0 or new.is_verified_member
      or new.is_corporate_member or new.last_credit_reset_date is not null or new.monthly_credits_until is not null)
    or tg_op = 'UPDATE' and (
      new.membership_type is distinct from old.membership_type
      or new.referral_credits_earned is distinct from old.referral_credits_earned
      or new.is_verified_member is distinct from old.is_verified_member
      or new.is_corporate_member is distinct from old.is_corporate_member
      or new.last_credit_reset_date is distinct from old.last_credit_reset_date
      or new.monthly_credits_until is distinct from old.monthly_credits_until)
  ) then
    raise exception 'Membership, credits and verification are changed by the platform, not by the member.'
      using errcode = '42501';
  end if;
  return new;
end
$$;
revoke execute on function internal.guard_member_protected_columns() from public;
create trigger yarnconnect_free_guard before insert or update on public.yarnconnect_free
  for each row execute function internal.guard_member_protected_columns();

/** Every movement of messaging credits; a member's balance is the sum of their rows. */
create table public.credit_ledger (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.yarnconnect_free (id) on delete cascade,
  delta integer not null check (delta <> 0),
  reason text not null check (reason in (
    'signup', 'referral', 'usage_enquiry', 'usage_offer', 'bid_submission',
    'membership_change', 'monthly_grant', 'admin_adjustment')),
  reference_id text,
  description text,
  created_at timestamptz not null default now()
);
alter table public.credit_ledger enable row level security;
create index credit_ledger_user_id_idx on public.credit_ledger (user_id, created_at desc);

/**
 * The one place credits move: locks the profile row, refuses a negative balance, updates the
 * balance and writes the ledger row. Returns the new balance.
 */
create function internal.apply_credit(
  p_user_id uuid, p_delta integer, p_reason text, p_reference_id text, p_description text
) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_balance integer;
begin
  select messaging_credits into v_balance from public.yarnconnect_free where id = p_user_id for update;
  if not found then
    raise exception 'Member profile not found.' using errcode = 'P0001';
  end if;
  if v_balance + p_delta < 0 then
    raise exception 'Not enough messaging credits.' using errcode = 'P0001',
      hint = 'Upgrade to Paid Member or wait for the monthly credits.';
  end if;
  perform set_config('loomconnect.credit_write', 'on', true);
  update public.yarnconnect_free set messaging_credits = v_balance + p_delta where id = p_user_id;
  perform set_config('loomconnect.credit_write', 'off', true);
  insert into public.credit_ledger (user_id, delta, reason, reference_id, description)
    values (p_user_id, p_delta, p_reason, p_reference_id, p_description);
  return v_balance + p_delta;
end
$$;
revoke execute on function internal.apply_credit(uuid, integer, text, text, text) from public;

-- Profile privileges: members read per the policies below and write only editable columns.
revoke all on public.yarnconnect_free from anon, authenticated, service_role;
grant select, delete on public.yarnconnect_free to authenticated;
grant insert (id, member_name, business_name, email, mobile_number, country_code, state, district, city,
  pin_zip_code, country, gst_number, business_type, my_yarns, mobile_verified, referral_code,
  list_in_directory, vendor_category, updated_at) on public.yarnconnect_free to authenticated;
-- id too: an upsert (the edit page) sets every column it sends; RLS keeps id the member's own.
grant update (id, member_name, business_name, email, mobile_number, country_code, state, district, city,
  pin_zip_code, country, gst_number, business_type, my_yarns, mobile_verified, referral_code,
  list_in_directory, vendor_category, updated_at) on public.yarnconnect_free to authenticated;
-- The service role (edge functions) reads everything and edits profiles, but credits and
-- membership still go through the RPCs so the ledger stays whole.
grant select, delete on public.yarnconnect_free to service_role;
grant insert (id, member_name, business_name, email, mobile_number, country_code, state, district, city,
  pin_zip_code, country, gst_number, business_type, my_yarns, mobile_verified, referral_code,
  list_in_directory, vendor_category, updated_at, is_verified_member, is_corporate_member)
  on public.yarnconnect_free to service_role;
grant update (member_name, business_name, email, mobile_number, country_code, state, district, city,
  pin_zip_code, country, gst_number, business_type, my_yarns, mobile_verified, referral_code,
  list_in_directory, vendor_category, updated_at, is_verified_member, is_corporate_member)
  on public.yarnconnect_free to service_role;

/** Executives and dealers of all companies: shown to logged-in users on company pages. */
create function public.company_contact_ids() returns uuid[]
language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(distinct id), '{}') from (
    select user_id as id from public.company_executives
    union all
    select unnest(dealer_user_ids) from public.company_details
  ) people
$$;

/** Directory viewers: Paid (or Corporate) Members, corporate executives and admins. */
create function public.can_view_directory() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.staff where user_id = (select auth.uid()))
      or exists (select 1 from public.company_executives where user_id = (select auth.uid()))
      or exists (
        select 1 from public.yarnconnect_free
        where id = (select auth.uid()) and membership_type in ('Paid Member', 'Corporate Member')
      )
$$;

create policy "Members read their own profile" on public.yarnconnect_free
  for select to authenticated using (id = (select auth.uid()));
create policy "Directory rows for paid-level members" on public.yarnconnect_free
  for select to authenticated using (list_in_directory and (select public.can_view_directory()));
create policy "Staff read every member (admin panel)" on public.yarnconnect_free
  for select to authenticated using ((select public.is_staff()));
create policy "Logged-in users see company executives and dealers" on public.yarnconnect_free
  for select to authenticated using (id = any ((select public.company_contact_ids())::uuid[]));
create policy "Members create their own profile" on public.yarnconnect_free
  for insert to authenticated with check (id = (select auth.uid()));
create policy "Members edit their own profile, admins any" on public.yarnconnect_free
  for update to authenticated
  using (id = (select auth.uid()) or (select public.is_admin()))
  with check (id = (select auth.uid()) or (select public.is_admin()));
create policy "Members delete their own profile, admins any" on public.yarnconnect_free
  for delete to authenticated using (id = (select auth.uid()) or (select public.is_admin()));

-- Ledger: members read their own history, admins everyone's; rows come only from functions
-- (not even the service role writes it directly, so balances always equal the ledger).
revoke all on public.credit_ledger from anon, authenticated, service_role;
grant select on public.credit_ledger to service_role;
grant select on public.credit_ledger to authenticated;
create policy "Members read their own ledger, admins all" on public.credit_ledger
  for select to authenticated using (user_id = (select auth.uid()) or (select public.is_admin()));
