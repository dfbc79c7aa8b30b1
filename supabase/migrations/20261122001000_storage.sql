/*
 * Storage buckets of spec §7 with their size and MIME limits, and who may write where:
 * staff publish price lists, news images, company files and ads; company executives and admins
 * upload RFQ attachments and fabric RFQ media into their own {userId}/ folder of a department
 * bucket. All buckets are public (the app shows public URLs); files are never overwritten by
 * anyone else, and their uploader or staff remove them.
 */

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('prices', 'prices', true, 10485760, array['application/pdf']),
  ('newsimages', 'newsimages', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  ('companyfiles', 'companyfiles', true, 10485760,
    array['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml', 'application/pdf']),
  ('corporateads', 'corporateads', true, 1048576, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do update set public = excluded.public, file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- RFQ attachments (5 MB) per department; fabric also holds fabric RFQ images and spec sheets.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
select b, b, true, 5242880, array[
  'image/jpeg', 'image/png', 'image/webp', 'application/pdf',
  'application/vnd.ms-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document']
from unnest(array['trims', 'packaging', 'chemicals', 'printing', 'testing', 'machinery', 'manpower', 'fabric']) as b
on conflict (id) do update set public = excluded.public, file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

/** Buckets written by staff (admin panel uploads). */
create function internal.is_staff_bucket(p_bucket text) returns boolean
language sql immutable set search_path = '' as $$
  select p_bucket in ('prices', 'newsimages', 'companyfiles', 'corporateads')
$$;

/** Buckets of sourcing attachments, written by executives and admins into their own folder. */
create function internal.is_sourcing_bucket(p_bucket text) returns boolean
language sql immutable set search_path = '' as $$
  select p_bucket in ('trims', 'packaging', 'chemicals', 'printing', 'testing', 'machinery', 'manpower', 'fabric')
$$;

/** May the caller write this object? Staff in staff buckets; executives/admins in their own sourcing folder. */
create function public.can_write_storage_object(p_bucket text, p_name text) returns boolean
language sql stable security definer set search_path = '' as $$
  select (internal.is_staff_bucket(p_bucket) and public.is_staff())
      or (internal.is_sourcing_bucket(p_bucket)
          and (public.is_corporate_executive() or public.is_admin())
          and (storage.foldername(p_name))[1] = (select auth.uid())::text)
$$;
revoke execute on function public.can_write_storage_object(text, text) from public, anon;
grant execute on function public.can_write_storage_object(text, text) to authenticated, service_role;

create policy "Marketplace files are public to read" on storage.objects
  for select to anon, authenticated
  using (internal.is_staff_bucket(bucket_id) or internal.is_sourcing_bucket(bucket_id));
create policy "Marketplace uploads by staff and company users" on storage.objects
  for insert to authenticated with check ((select public.can_write_storage_object(bucket_id, name)));
create policy "Marketplace files replaced by who may write them" on storage.objects
  for update to authenticated
  using ((select public.can_write_storage_object(bucket_id, name)))
  with check ((select public.can_write_storage_object(bucket_id, name)));
create policy "Marketplace files removed by who may write them" on storage.objects
  for delete to authenticated using ((select public.can_write_storage_object(bucket_id, name)));
