/*
 * The admin panel's company management (trade §2 "Admin panel", §4 "Corporate member deletion",
 * §5 "Dealer"): dealers are added and removed one at a time under the company row's lock, and a
 * company is deleted with its products in one transaction after the panel has removed its files.
 * Only admins (not limited admins) may call these: each checks the caller first and refuses
 * everyone else with 42501, whatever the client shows.
 */

/** The refusal every admin-only call gives a limited admin, an executive or a member. */
create function internal.require_admin() returns void
language plpgsql stable set search_path = '' as $$
begin
  if not public.is_admin() then
    raise exception 'Only admins manage corporate members.' using errcode = '42501';
  end if;
end
$$;
revoke execute on function internal.require_admin() from public;
grant execute on function internal.require_admin() to authenticated, service_role;

/**
 * Makes a member a dealer of a company. The company row is locked first, so two admins adding the
 * same dealer at once get one success and one 'already a dealer' (23505). Answers the dealer list.
 */
create function public.add_company_dealer(p_company_id uuid, p_user_id uuid) returns uuid[]
language plpgsql security definer set search_path = '' as $$
declare
  v_dealers uuid[];
begin
  perform internal.require_admin();
  if p_company_id is null or p_user_id is null then
    raise exception 'Please select a company and a user.' using errcode = '22023';
  end if;
  select dealer_user_ids into v_dealers from public.company_details where id = p_company_id for update;
  if not found then
    raise exception 'This company no longer exists.' using errcode = 'P0002';
  end if;
  if not exists (select 1 from public.yarnconnect_free where id = p_user_id) then
    raise exception 'This user has no member profile.' using errcode = '22023';
  end if;
  if p_user_id = any (v_dealers) then
    raise exception 'This user is already a dealer for the selected company.' using errcode = '23505';
  end if;
  update public.company_details set dealer_user_ids = array_append(dealer_user_ids, p_user_id)
  where id = p_company_id
  returning dealer_user_ids into v_dealers;
  return v_dealers;
end
$$;

/** Removes a dealer (removing one who is not a dealer changes nothing). Answers the dealer list. */
create function public.remove_company_dealer(p_company_id uuid, p_user_id uuid) returns uuid[]
language plpgsql security definer set search_path = '' as $$
declare
  v_dealers uuid[];
begin
  perform internal.require_admin();
  select dealer_user_ids into v_dealers from public.company_details where id = p_company_id for update;
  if not found then
    raise exception 'This company no longer exists.' using errcode = 'P0002';
  end if;
  if p_user_id = any (v_dealers) then
    update public.company_details set dealer_user_ids = array_remove(dealer_user_ids, p_user_id)
    where id = p_company_id
    returning dealer_user_ids into v_dealers;
  end if;
  return v_dealers;
end
$$;

/**
 * What deleting a company removes, for the confirmation that names it: its files, products, the
 * bids on them, executives' links, vendor registrations and RFQs (all go with the company).
 * Null when there is no such company.
 */
create function public.company_deletion_preview(p_company_id uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_company public.company_details;
begin
  perform internal.require_admin();
  select * into v_company from public.company_details where id = p_company_id;
  if not found then
    return null;
  end if;
  return jsonb_build_object(
    'company_name', v_company.company_name,
    'files', to_jsonb(array_remove(array[v_company.logo_url, v_company.banner_image_url,
      v_company.brochure_pdf_url, v_company.brochure_thumbnail_url], null)),
    'products', (select count(*) from public.corporate_products where company_id = p_company_id),
    'bids', (select count(*) from public.customer_bids where corporate_company_id = p_company_id),
    'executives', (select count(*) from public.company_executives where company_id = p_company_id),
    'vendors', (select count(*) from public.department_vendors where company_id = p_company_id),
    'rfqs', (select count(*) from public.sourcing_requests where company_id = p_company_id)
  );
end
$$;

/**
 * Deletes a company: its products first, then the company (whose other rows cascade), under the
 * company row's lock. The panel removes the files before calling this (trade §4). Deleting a
 * company that is already gone answers deleted false, so a repeated or racing call is harmless.
 */
create function public.delete_company(p_company_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_products integer;
begin
  perform internal.require_admin();
  perform 1 from public.company_details where id = p_company_id for update;
  if not found then
    return jsonb_build_object('deleted', false, 'products', 0);
  end if;
  delete from public.corporate_products where company_id = p_company_id;
  get diagnostics v_products = row_count;
  delete from public.company_details where id = p_company_id;
  return jsonb_build_object('deleted', true, 'products', v_products);
end
$$;

revoke execute on function public.add_company_dealer(uuid, uuid), public.remove_company_dealer(uuid, uuid),
  public.company_deletion_preview(uuid), public.delete_company(uuid) from public, anon;
grant execute on function public.add_company_dealer(uuid, uuid), public.remove_company_dealer(uuid, uuid),
  public.company_deletion_preview(uuid), public.delete_company(uuid) to authenticated, service_role;
