/*
 * Company files are part of the company (trade §6: limited admins do not manage corporate
 * members). Staff still upload into companyfiles (registrations are in the limited panel), but
 * replacing or removing a file there is for admins; a limited admin may only remove a file they
 * uploaded themselves that no company or partner uses yet (the clean-up after a registration
 * whose row could not be written). Other buckets keep the rule of 20261122001000_storage.sql.
 */

/** True when a company or partner row refers to this companyfiles object by its path. */
create function internal.company_file_in_use(p_name text) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.company_details c
    where p_name in (c.logo_url, c.banner_image_url, c.brochure_pdf_url, c.brochure_thumbnail_url)
  ) or exists (select 1 from public.partner_organisations p where p.logo_url = p_name)
$$;
revoke execute on function internal.company_file_in_use(text) from public;

/** May the caller replace or remove this object? */
create function public.can_remove_storage_object(p_bucket text, p_name text, p_owner_id text) returns boolean
language sql stable security definer set search_path = '' as $$
  select case
    when p_bucket = 'companyfiles' then
      public.is_admin()
      or (public.is_staff() and p_owner_id = (select auth.uid())::text
          and not internal.company_file_in_use(p_name))
    else public.can_write_storage_object(p_bucket, p_name)
  end
$$;
revoke execute on function public.can_remove_storage_object(text, text, text) from public, anon;
grant execute on function public.can_remove_storage_object(text, text, text) to authenticated, service_role;

drop policy "Marketplace files replaced by who may write them" on storage.objects;
create policy "Marketplace files replaced by who may remove them" on storage.objects
  for update to authenticated
  using ((select public.can_remove_storage_object(bucket_id, name, owner_id)))
  with check ((select public.can_remove_storage_object(bucket_id, name, owner_id)));

drop policy "Marketplace files removed by who may write them" on storage.objects;
create policy "Marketplace files removed by who may remove them" on storage.objects
  for delete to authenticated using ((select public.can_remove_storage_object(bucket_id, name, owner_id)));
