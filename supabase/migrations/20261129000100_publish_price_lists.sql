/**
 * Publishing price lists from the price sheet (issue 28), the server's part:
 * 1. Clients never write the published columns: staff's upload form keeps inserting and editing the columns
 *    it always had; company, edition, validity, share code, counts, superseded/withdrawn are written only here.
 * 2. price_list_prices: each published list's prices (and the old price it showed), so the next edition of
 *    the same scope marks ▲/▼ with the old price.
 * 3. price_list_draft (what a list would hold now), record_price_list (the edge function records the PDF it
 *    stored, as the caller) and withdraw_price_list. The messages are those of @domain/price-list-publish.ts.
 */

-- 1. Column grants: the hand-upload columns only.
revoke insert, update on public.price_updates_pdfs from authenticated;
grant insert (id, file_url, description, uploaded_at, user_id, uploader_email, file_name, bucket_name, storage_file_path),
  update (file_url, description, uploaded_at, user_id, uploader_email, file_name, bucket_name, storage_file_path)
  on public.price_updates_pdfs to authenticated;

-- 2. The snapshot of each published list.
/** A product's price on a published list, and the price it had on the scope's previous list (null: new). */
create table public.price_list_prices (
  list_id uuid not null references public.price_updates_pdfs (id) on delete cascade,
  -- No foreign key: a product deleted later keeps its place in the lists it was on.
  product_id uuid not null,
  price numeric(8, 2) not null check (price >= 0),
  previous_price numeric(8, 2) check (previous_price >= 0),
  primary key (list_id, product_id)
);
alter table public.price_list_prices enable row level security;
revoke all on public.price_list_prices from anon, authenticated;
grant select on public.price_list_prices to authenticated;
create policy "The company's executives and admins read its lists' prices" on public.price_list_prices
  for select to authenticated using (exists (
    select 1 from public.price_updates_pdfs l
    where l.id = list_id and (select public.can_manage_company(l.company_id))
  ));

/** The latest list of a company+department scope that is not withdrawn: the one buyers compare with. */
create index price_updates_pdfs_scope_idx on public.price_updates_pdfs (company_id, department, edition desc)
  where company_id is not null;

-- 3. The functions.
/** Refuses (42501) unless the caller is one of the company's executives or an admin. */
create function internal.require_price_list_manager(p_company_id uuid, p_message text) returns void
language plpgsql stable security definer set search_path = '' as $$
begin
  if p_company_id is null or not public.can_manage_company(p_company_id) then
    raise exception '%', p_message using errcode = '42501';
  end if;
end
$$;
revoke execute on function internal.require_price_list_manager(uuid, text) from public;

/**
 * The revealed products with a price that a list of the scope would hold now, each with its price on the
 * scope's previous list (the latest one not withdrawn), and the edition the list would get.
 */
create function public.price_list_draft(p_company_id uuid, p_department text default null)
returns table (
  product_id uuid, department_name text, fibre_type text, specific_type text, lustre text,
  twist_intermingling text, denier_count integer, filament_count integer, number_of_plys integer,
  grade text, blend_ratio text, price numeric, previous_price numeric, next_edition integer
)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform internal.require_price_list_manager(p_company_id,
    'Only the company''s executives and admins publish its price lists.');
  return query
  with previous as (
    select l.id from public.price_updates_pdfs l
    where l.company_id = p_company_id and l.department is not distinct from p_department and l.withdrawn_at is null
    order by l.edition desc limit 1
  )
  select p.id, p.department_name, p.fibre_type, p.specific_type, p.lustre, p.twist_intermingling, p.denier_count,
    p.filament_count, p.number_of_plys, p.grade, p.blend_ratio, p.basic_price::numeric,
    (select s.price::numeric from public.price_list_prices s where s.list_id = (select id from previous)
       and s.product_id = p.id),
    (select coalesce(max(l.edition), 0) + 1 from public.price_updates_pdfs l
     where l.company_id = p_company_id and l.department is not distinct from p_department)::integer
  from public.corporate_products p
  where p.company_id = p_company_id and p.visibility_status = 'Reveal' and p.basic_price is not null
    and (p_department is null or p.department_name = p_department)
  order by p.department_name, p.fibre_type, p.specific_type, p.denier_count, p.id;
end
$$;
revoke execute on function public.price_list_draft(uuid, text) from public, anon;
grant execute on function public.price_list_draft(uuid, text) to authenticated;

/** A short code for the public link (/l/<code>), not used by any list yet. */
create function internal.new_share_code() returns text
language plpgsql volatile set search_path = '' as $$
declare
  v_code text;
begin
  loop
    v_code := substr(md5(gen_random_uuid()::text), 1, 10);
    exit when not exists (select 1 from public.price_updates_pdfs where share_code = v_code);
  end loop;
  return v_code;
end
$$;
revoke execute on function internal.new_share_code() from public;

/**
 * Records a list the publish-price-list function rendered from price_list_draft and stored at
 * prices/published/<company>/<list id>.pdf. The scope is locked, so two publishes never take one edition:
 * when p_edition is no longer the next one, or the prices sent (product, price, old price) are not what the
 * draft holds now, it refuses with 40001 and the function renders again. The previous latest list of the
 * scope is marked superseded.
 */
create function public.record_price_list(
  p_list_id uuid, p_company_id uuid, p_department text, p_edition integer, p_valid_until date,
  p_headline text, p_prices jsonb
) returns public.price_updates_pdfs
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_path text := format('published/%s/%s.pdf', p_company_id, p_list_id);
  v_today date := (now() at time zone 'Asia/Kolkata')::date;
  v_company text;
  v_mismatch boolean;
  v_row public.price_updates_pdfs;
begin
  perform internal.require_price_list_manager(p_company_id,
    'Only the company''s executives and admins publish its price lists.');
  if p_valid_until is null or p_valid_until < v_today or p_valid_until > v_today + 31 then
    raise exception 'Choose a validity date from today to 31 days ahead.' using errcode = '22023';
  end if;
  if p_prices is null or jsonb_typeof(p_prices) <> 'array' or jsonb_array_length(p_prices) = 0 then
    raise exception 'There are no revealed products with a price to list.' using errcode = '22023';
  end if;
  if not exists (select 1 from storage.objects o where o.bucket_id = 'prices' and o.name = v_path) then
    raise exception 'The price list''s PDF is missing.' using errcode = '22023';
  end if;

  perform pg_advisory_xact_lock(hashtextextended(
    format('public.price_list/%s/%s', p_company_id, coalesce(p_department, '')), 0));

  select exists (
    select 1
    from (
      select (e ->> 'product_id')::uuid as product_id, (e ->> 'price')::numeric as price,
        (e ->> 'previous_price')::numeric as previous_price
      from jsonb_array_elements(p_prices) e
    ) sent
    full join public.price_list_draft(p_company_id, p_department) d on d.product_id = sent.product_id
    where sent.product_id is null or d.product_id is null or d.next_edition <> p_edition
      or sent.price is distinct from d.price or sent.previous_price is distinct from d.previous_price
  ) into v_mismatch;
  if v_mismatch then
    raise exception 'The prices changed while the list was being made. Please publish again.' using errcode = '40001';
  end if;

  update public.price_updates_pdfs set superseded_at = now()
  where company_id = p_company_id and department is not distinct from p_department and superseded_at is null;

  select c.company_name into v_company from public.company_details c where c.id = p_company_id;
  insert into public.price_updates_pdfs (id, file_url, description, file_name, bucket_name, storage_file_path,
    company_id, department, edition, valid_until, share_code, headline, product_count, changed_count)
  select p_list_id, v_path,
    left(format('%s price list %s · %s', v_company, p_edition, coalesce(p_department, 'All departments')), 300),
    format('price-list-%s.pdf', p_edition), 'prices', v_path, p_company_id, p_department, p_edition, p_valid_until,
    internal.new_share_code(), left(p_headline, 600), count(*),
    count(*) filter (where previous_price is not null and previous_price <> price)
  from jsonb_to_recordset(p_prices) as s(product_id uuid, price numeric, previous_price numeric)
  returning * into v_row;

  insert into public.price_list_prices (list_id, product_id, price, previous_price)
  select p_list_id, s.product_id, s.price, s.previous_price
  from jsonb_to_recordset(p_prices) as s(product_id uuid, price numeric, previous_price numeric);
  return v_row;
end
$$;
revoke execute on function public.record_price_list(uuid, uuid, text, integer, date, text, jsonb) from public, anon;
grant execute on function public.record_price_list(uuid, uuid, text, integer, date, text, jsonb) to authenticated;

/** Withdraws a published list once: it stays in the history, marked withdrawn, and its link says so. */
create function public.withdraw_price_list(p_list_id uuid) returns public.price_updates_pdfs
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_row public.price_updates_pdfs;
begin
  select * into v_row from public.price_updates_pdfs where id = p_list_id for update;
  if not found then
    raise exception 'This price list no longer exists.' using errcode = 'P0002';
  end if;
  if v_row.company_id is null then
    raise exception 'Only price lists published from the price sheet can be withdrawn.' using errcode = '22023';
  end if;
  perform internal.require_price_list_manager(v_row.company_id,
    'Only the company''s executives and admins withdraw its price lists.');
  if v_row.withdrawn_at is not null then
    raise exception 'This price list has already been withdrawn.' using errcode = '22023';
  end if;
  update public.price_updates_pdfs set withdrawn_at = now() where id = p_list_id returning * into v_row;
  return v_row;
end
$$;
revoke execute on function public.withdraw_price_list(uuid) from public, anon;
grant execute on function public.withdraw_price_list(uuid) to authenticated;
