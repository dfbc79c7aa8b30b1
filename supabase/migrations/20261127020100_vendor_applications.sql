/*
 * Vendor applications (issue 23): a Free or Paid Member asks to become a vendor of a company department
 * ('Apply to Participate' on Buyer Enquiries, the sourcing Access Denied page, Submit Bids). The company's
 * corporate executives review it in Vendor Mgmt of their sourcing desk — admins too, as they manage every
 * company's vendors — and accept it, which registers the member as vendor of that department, or reject it
 * with a reason. The applicant reads the outcome in the app and on WhatsApp (vendor-application-reply, after
 * the decision; a message that fails never undoes it).
 *
 * Applications change only through the functions below: each locks the row it decides on, checks its state
 * and the caller, and says why it refuses (42501 not yours to decide, P0001 a state that does not allow it,
 * 22023 bad input), in the words of @domain/vendor-applications.ts. An application is decided once.
 */

/** A member's request to be registered as vendor of one company's department. */
create table public.vendor_applications (
  id uuid primary key default gen_random_uuid(),
  applicant_user_id uuid not null references public.yarnconnect_free (id) on delete cascade,
  company_id uuid not null references public.company_details (id) on delete cascade,
  department text not null check (internal.is_department(department)),
  department_name text not null check (char_length(btrim(department_name)) between 1 and 100),
  -- What the applicant tells the company about their business (optional).
  note text check (char_length(note) <= 500),
  status text not null default 'pending' check (status in ('pending', 'accepted', 'rejected', 'withdrawn')),
  decided_by_user_id uuid references auth.users (id) on delete set null,
  decided_by_name text check (char_length(decided_by_name) <= 200),
  decided_at timestamptz,
  rejection_reason text check (char_length(btrim(rejection_reason)) between 1 and 200),
  -- Written by vendor-application-reply (service role) once the applicant has been told of the decision.
  outcome_notified_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint vendor_applications_decided check ((status in ('accepted', 'rejected')) = (decided_at is not null)),
  constraint vendor_applications_reason check ((status = 'rejected') = (rejection_reason is not null))
);
alter table public.vendor_applications enable row level security;
-- One open application per member and company department, however often (or concurrently) they press Apply.
create unique index vendor_applications_one_pending_idx
  on public.vendor_applications (applicant_user_id, company_id, department) where status = 'pending';
create index vendor_applications_applicant_idx on public.vendor_applications (applicant_user_id, created_at desc);
create index vendor_applications_company_idx on public.vendor_applications (company_id, department, created_at desc);
create index vendor_applications_decided_by_idx on public.vendor_applications (decided_by_user_id);
create trigger vendor_applications_updated_at before update on public.vendor_applications
  for each row execute function internal.set_updated_at();

-- The applicant reads their own; the company (and admins) read those made to it. Nobody writes directly.
revoke all on public.vendor_applications from anon, authenticated;
grant select on public.vendor_applications to authenticated;
create policy "Applicants and the company read applications" on public.vendor_applications
  for select to authenticated
  using (applicant_user_id = (select auth.uid()) or (select public.can_manage_company(company_id)));

/**
 * A Free or Paid Member applies to be vendor of a company's department. Refuses visitors, staff and
 * corporate executives and an expired trial (42501), an unknown company (P0001), an unknown department or a
 * note over 500 characters (22023), a member already registered there or with an application pending (P0001).
 */
create function public.apply_as_vendor(
  p_company_id uuid, p_department text, p_department_name text, p_note text default null
) returns public.vendor_applications
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := internal.require_user();
  v_note text := nullif(btrim(coalesce(p_note, '')), '');
  v_company text;
  v_row public.vendor_applications;
begin
  if exists (select 1 from public.staff where user_id = v_user)
     or exists (select 1 from public.company_executives where user_id = v_user) then
    raise exception 'Company executives and administrators raise RFQs and award bids; they cannot apply as vendors.'
      using errcode = '42501';
  end if;
  if not exists (select 1 from public.yarnconnect_free where id = v_user) then
    raise exception 'Please complete your profile before applying as a vendor.' using errcode = '42501';
  end if;
  perform internal.require_member_access(v_user);
  if not internal.is_department(coalesce(p_department, '')) then
    raise exception 'Please choose one of the sourcing departments.' using errcode = '22023';
  end if;
  if char_length(btrim(coalesce(p_department_name, ''))) not between 1 and 100 then
    raise exception 'Please choose one of the sourcing departments.' using errcode = '22023';
  end if;
  if char_length(v_note) > 500 then
    raise exception 'The note to the company can be at most 500 characters.' using errcode = '22023';
  end if;
  select company_name into v_company from public.company_details where id = p_company_id;
  if not found then
    raise exception 'Company not found.' using errcode = 'P0001';
  end if;
  if exists (
    select 1 from public.department_vendors
    where vendor_user_id = v_user and company_id = p_company_id and department = p_department
  ) then
    raise exception 'You are already a vendor of % at %.', btrim(p_department_name), v_company
      using errcode = 'P0001', hint = 'already_vendor';
  end if;
  begin
    insert into public.vendor_applications (applicant_user_id, company_id, department, department_name, note)
    values (v_user, p_company_id, p_department, btrim(p_department_name), v_note)
    returning * into v_row;
  exception when unique_violation then
    raise exception 'You have already applied to % for %; the company has not decided yet.', v_company,
      btrim(p_department_name) using errcode = 'P0001', hint = 'already_pending';
  end;
  return v_row;
end
$$;

/**
 * Locks an application the caller may decide now: an executive of its company, or an admin. Refuses: no such
 * application (P0001), not the company's (42501), already decided or withdrawn (P0001, with details
 * `{"status", "decided_by", "decided_at"}`).
 */
create function internal.lock_pending_application(p_id uuid) returns public.vendor_applications
language plpgsql security definer set search_path = '' as $$
declare
  v_row public.vendor_applications;
begin
  perform internal.require_user();
  select * into v_row from public.vendor_applications where id = p_id for update;
  if not found then
    raise exception 'Vendor application not found.' using errcode = 'P0001';
  end if;
  if not public.can_manage_company(v_row.company_id) then
    raise exception 'Only the company''s corporate executives and admins decide its vendor applications.'
      using errcode = '42501';
  end if;
  if v_row.status <> 'pending' then
    raise exception 'This application was already %.', v_row.status || coalesce(' by ' || v_row.decided_by_name, '')
      using errcode = 'P0001',
        detail = json_build_object('status', v_row.status, 'decided_by', v_row.decided_by_name,
          'decided_at', coalesce(v_row.decided_at, v_row.updated_at))::text;
  end if;
  return v_row;
end
$$;
revoke execute on function internal.lock_pending_application(uuid) from public;

/** Accepts a pending application: the applicant becomes vendor of the department (once, whoever races). */
create function public.accept_vendor_application(p_id uuid) returns public.vendor_applications
language plpgsql security definer set search_path = '' as $$
declare
  v_row public.vendor_applications := internal.lock_pending_application(p_id);
begin
  -- Registered meanwhile by hand (Vendor Mgmt's search): the registration stands, the application is accepted.
  insert into public.department_vendors (company_id, department, department_name, vendor_user_id, added_by_user_id)
  values (v_row.company_id, v_row.department, v_row.department_name, v_row.applicant_user_id, auth.uid())
  on conflict on constraint department_vendors_unique do nothing;
  update public.vendor_applications set
    status = 'accepted',
    decided_by_user_id = auth.uid(),
    decided_by_name = left(internal.executive_name(), 200),
    decided_at = now()
  where id = v_row.id
  returning * into v_row;
  return v_row;
end
$$;

/** Rejects a pending application with a reason for the applicant (1–200 characters). */
create function public.reject_vendor_application(p_id uuid, p_reason text) returns public.vendor_applications
language plpgsql security definer set search_path = '' as $$
declare
  v_reason text := btrim(coalesce(p_reason, ''));
  v_row public.vendor_applications;
begin
  if char_length(v_reason) = 0 then
    raise exception 'Please give the applicant a reason for the rejection.' using errcode = '22023';
  end if;
  if char_length(v_reason) > 200 then
    raise exception 'The reason can be at most 200 characters.' using errcode = '22023';
  end if;
  v_row := internal.lock_pending_application(p_id);
  update public.vendor_applications set
    status = 'rejected',
    decided_by_user_id = auth.uid(),
    decided_by_name = left(internal.executive_name(), 200),
    decided_at = now(),
    rejection_reason = v_reason
  where id = v_row.id
  returning * into v_row;
  return v_row;
end
$$;

/** The applicant withdraws their pending application. */
create function public.withdraw_vendor_application(p_id uuid) returns public.vendor_applications
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := internal.require_user();
  v_row public.vendor_applications;
begin
  select * into v_row from public.vendor_applications where id = p_id for update;
  if not found or v_row.applicant_user_id <> v_user then
    -- Someone else's application is not theirs to know about.
    raise exception 'Vendor application not found.' using errcode = 'P0001';
  end if;
  if v_row.status <> 'pending' then
    raise exception 'This application was already %.', v_row.status using errcode = 'P0001';
  end if;
  update public.vendor_applications set status = 'withdrawn' where id = v_row.id returning * into v_row;
  return v_row;
end
$$;

/**
 * A company department's applications for its executives and admins (Vendor Mgmt): pending first, then the
 * decided ones, newest first, with what the applicant's profile says about them. 42501 for anyone else.
 */
create function public.company_vendor_applications(p_company_id uuid, p_department text)
returns table (
  id uuid,
  applicant_user_id uuid,
  department text,
  department_name text,
  note text,
  status text,
  decided_by_name text,
  decided_at timestamptz,
  rejection_reason text,
  created_at timestamptz,
  member_name text,
  business_name text,
  email text,
  country_code text,
  mobile_number text,
  city text,
  state text,
  membership_type text,
  is_verified_member boolean,
  business_type text[]
)
language plpgsql stable security definer set search_path = '' as $$
begin
  if not public.can_manage_company(p_company_id) then
    raise exception 'Only the company''s corporate executives and admins read its vendor applications.'
      using errcode = '42501';
  end if;
  return query
    select a.id, a.applicant_user_id, a.department, a.department_name, a.note, a.status, a.decided_by_name,
      a.decided_at, a.rejection_reason, a.created_at, m.member_name, m.business_name, m.email, m.country_code,
      m.mobile_number, m.city, m.state, m.membership_type, m.is_verified_member, m.business_type
    from public.vendor_applications a
    join public.yarnconnect_free m on m.id = a.applicant_user_id
    where a.company_id = p_company_id and a.department = p_department and a.status <> 'withdrawn'
    order by a.status = 'pending' desc, a.created_at desc
    limit 200;
end
$$;

revoke execute on function public.apply_as_vendor(uuid, text, text, text), public.accept_vendor_application(uuid),
  public.reject_vendor_application(uuid, text), public.withdraw_vendor_application(uuid),
  public.company_vendor_applications(uuid, text) from public, anon;
grant execute on function public.apply_as_vendor(uuid, text, text, text), public.accept_vendor_application(uuid),
  public.reject_vendor_application(uuid, text), public.withdraw_vendor_application(uuid),
  public.company_vendor_applications(uuid, text) to authenticated;
