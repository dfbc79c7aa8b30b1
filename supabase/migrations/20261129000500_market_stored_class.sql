/*
 * The market view, cheaper to keep and to read (issue 27's remaining goals).
 *
 * 1. Each product's class key is stored (corporate_products.market_class_key, kept by a before-row trigger that
 *    fires only when a class field is written, so a price save never computes it; indexed). The migration fills
 *    it for every product with the table's own triggers off: nothing about the products changes, so no history,
 *    audit, version or realtime row may say it did.
 * 2. The save only marks. The products' statement trigger no longer keeps internal.market_members: it inserts the
 *    (class, company) pairs the statement touched into internal.market_dirty, one insert … on conflict do nothing
 *    per statement, reading the stored keys from the transition tables (nothing recomputed per row). The minute
 *    job (market_refresh) brings the members of the marked pairs in line with corporate_products before it
 *    recomputes their classes. Between the save and the job the index shows the last computed figures, as before; the
 *    class page's mills list reads each product's current revealed price, so a product hidden or repriced in a
 *    save never shows its old figure there.
 * 3. market_for_products reads the stored key and answers one page: keyset (p_after, up to p_limit ≤ 1000 rows,
 *    under hosted Supabase's 1000-row cap) or the products named (p_ids, ≤ 1000), so the sheet asks only for the
 *    products it has.
 * 4. public.market_class_refreshes: when the job changes a class's all-India figures (shown ones, or ones that
 *    stop being shown), it stamps the class here. The table is published to Realtime and holds only class keys
 *    and times, so the open price sheets refresh their market columns for those classes without a reload.
 */

-- 1. The stored class key -------------------------------------------------------------------------------

-- The default only lets inserts leave it out: the trigger below always writes the key.
alter table public.corporate_products add column market_class_key text not null default '';

/** Before insert, or an update writing a class field (or the key itself): the product's class key. */
create function internal.market_store_class_key() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.market_class_key := public.market_class_key(new.fibre_type, new.specific_type, new.denier_count, new.lustre);
  return new;
end
$$;
revoke execute on function internal.market_store_class_key() from public;
create trigger corporate_products_market_class_key
  before insert or update of fibre_type, specific_type, denier_count, lustre, market_class_key
  on public.corporate_products for each row execute function internal.market_store_class_key();

alter table public.corporate_products disable trigger user;
update public.corporate_products
set market_class_key = public.market_class_key(fibre_type, specific_type, denier_count, lustre);
alter table public.corporate_products enable trigger user;
create index corporate_products_market_class_idx on public.corporate_products (market_class_key);

-- 2. The save marks; the job keeps the members ---------------------------------------------------------

/** The products' statement trigger: the (class, company) pairs whose counted products changed, marked dirty. */
create or replace function internal.market_products_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    insert into internal.market_dirty (class_key, company_id)
    select distinct n.market_class_key, n.company_id from new_rows n
    where n.visibility_status = 'Reveal' and n.basic_price > 0
    on conflict do nothing;
  elsif tg_op = 'DELETE' then
    insert into internal.market_dirty (class_key, company_id)
    select distinct o.market_class_key, o.company_id from old_rows o
    where o.visibility_status = 'Reveal' and o.basic_price > 0
    on conflict do nothing;
  else
    -- A product counted before or after the change marks the class it left and the one it is in.
    insert into internal.market_dirty (class_key, company_id)
    select distinct s.class_key, s.company_id
    from new_rows n join old_rows o on o.id = n.id
    cross join lateral (values (o.market_class_key, o.company_id, o.visibility_status = 'Reveal' and o.basic_price > 0),
      (n.market_class_key, n.company_id, n.visibility_status = 'Reveal' and n.basic_price > 0)) s(class_key, company_id, counted)
    where s.counted
      and (o.basic_price, o.visibility_status, o.fibre_type, o.specific_type, o.denier_count, o.lustre, o.company_id,
        o.department_name) is distinct from (n.basic_price, n.visibility_status, n.fibre_type, n.specific_type,
        n.denier_count, n.lustre, n.company_id, n.department_name)
    on conflict do nothing;
    -- Product watches alert in the save (they read only the watched rows); most saves have none to check.
    if exists (select 1 from public.market_watches w join new_rows n on n.id = w.product_id) then
      perform internal.market_raise_product_alerts(array(select n.id from new_rows n join old_rows o on o.id = n.id
        where o.basic_price is distinct from n.basic_price or o.visibility_status is distinct from n.visibility_status));
    end if;
  end if;
  return null;
end
$$;

/**
 * Brings the members of the given (class, company) pairs in line with corporate_products: every revealed product
 * priced > 0 of that class and company, with its company's centre; rows of products that left are removed. Only
 * the marked pairs can have changed (every change marks the pair it left and the one it joined), so the job reads
 * the saving companies' products, not whole classes. Labels are computed once per distinct class fields.
 */
create function internal.market_sync_members(p_keys text[], p_companies uuid[]) returns void
language plpgsql security definer set search_path = '' as $$
begin
  create temporary table if not exists pg_temp.market_sync_pairs (class_key text, company_id uuid) on commit drop;
  truncate pg_temp.market_sync_pairs;
  insert into pg_temp.market_sync_pairs select distinct k, c from unnest(p_keys, p_companies) x(k, c);
  analyze pg_temp.market_sync_pairs;
  -- Products that no longer count (hidden, unpriced, deleted, or moved: the pair they moved to is marked too).
  delete from internal.market_members m
  using pg_temp.market_sync_pairs x
  where m.class_key = x.class_key and m.company_id = x.company_id and not exists (
    select 1 from public.corporate_products p
    where p.id = m.product_id and p.market_class_key = m.class_key and p.company_id = m.company_id
      and p.visibility_status = 'Reveal' and p.basic_price > 0);
  -- Only the rows that differ are written: an upsert of the unchanged ones would still lock (write) each of them.
  insert into internal.market_members as m (product_id, company_id, class_key, class_label, fibre_type,
    department_name, centre, price)
  select w.product_id, w.company_id, w.class_key, w.class_label, w.fibre_type, w.department_name, w.centre, w.price
  from (
    select c.id as product_id, c.company_id, c.market_class_key as class_key,
      public.market_class_label(c.fibre_type, c.specific_type, c.denier_count, c.lustre) as class_label,
      c.fibre_type, c.department_name, internal.market_centre(d.address) as centre, c.basic_price as price
    from pg_temp.market_sync_pairs x
    join public.corporate_products c on c.company_id = x.company_id and c.market_class_key = x.class_key
    join public.company_details d on d.id = c.company_id
    where c.visibility_status = 'Reveal' and c.basic_price > 0
  ) w
  left join internal.market_members o on o.product_id = w.product_id
  where (o.company_id, o.class_key, o.class_label, o.fibre_type, o.department_name, o.centre, o.price)
    is distinct from (w.company_id, w.class_key, w.class_label, w.fibre_type, w.department_name, w.centre, w.price)
  on conflict (product_id) do update set company_id = excluded.company_id, class_key = excluded.class_key,
    class_label = excluded.class_label, fibre_type = excluded.fibre_type, department_name = excluded.department_name,
    centre = excluded.centre, price = excluded.price;
end
$$;
revoke execute on function internal.market_sync_members(text[], uuid[]) from public;

-- 4. The refresh signal (before the job that writes it) -------------------------------------------------

/** When the minute job last changed each class's all-India figures. Keys and times only: no figure. */
create table public.market_class_refreshes (
  class_key text primary key check (class_key ~ '^[a-z0-9/-]{0,200}$'),
  refreshed_at timestamptz not null default now()
);
alter table public.market_class_refreshes enable row level security;
revoke all on public.market_class_refreshes from anon, authenticated;
grant select on public.market_class_refreshes to authenticated;
create policy "Signed-in members hear class refreshes" on public.market_class_refreshes
  for select to authenticated using (true);
alter publication supabase_realtime add table public.market_class_refreshes;

/**
 * The minute job: brings the dirty classes' members in line, recomputes them (alerts and trends too) and stamps
 * the classes whose shown all-India figures changed (or stopped being shown) in market_class_refreshes. One run
 * at a time; returns the classes refreshed. Service role only.
 */
create or replace function public.market_refresh() returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_keys text[];
  v_changed_keys text[];
  v_changed_companies uuid[];
  v_shown text[];
begin
  perform pg_advisory_xact_lock(hashtext('public.market_refresh'));
  with taken as (delete from internal.market_dirty returning class_key, company_id)
  select array_agg(class_key), array_agg(company_id) into v_changed_keys, v_changed_companies from taken;
  if v_changed_keys is null then
    return 0;
  end if;
  v_keys := array(select distinct k from unnest(v_changed_keys) k);
  v_shown := array(select c.class_key from internal.market_current c
    where c.class_key = any (v_keys) and c.centre = 'All India' and c.mills >= 3);
  perform internal.market_sync_members(v_changed_keys, v_changed_companies);
  perform internal.market_recompute(v_keys, v_changed_keys, v_changed_companies);
  perform internal.market_trends(v_keys);
  -- market_recompute stamps updated_at = now() (this transaction's time) only on rows whose figures changed.
  insert into public.market_class_refreshes as r (class_key, refreshed_at)
  select c.class_key, now() from internal.market_current c
  where c.class_key = any (v_keys) and c.centre = 'All India' and c.updated_at = now()
    and (c.mills >= 3 or c.class_key = any (v_shown))
  on conflict (class_key) do update set refreshed_at = excluded.refreshed_at;
  return cardinality(v_keys);
end
$$;

/** The whole index again from corporate_products (the bench's alternative; also after bulk fixes). */
create or replace function internal.market_rebuild() returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_keys text[];
  v_companies uuid[];
  v_count integer;
begin
  select array_agg(k), array_agg(c) into v_keys, v_companies
  from (select market_class_key as k, company_id as c from public.corporate_products
    union select class_key, company_id from internal.market_members) x;
  perform internal.market_sync_members(coalesce(v_keys, '{}'), coalesce(v_companies, '{}'));
  delete from internal.market_members m
  where not exists (select 1 from public.corporate_products p where p.id = m.product_id);
  select count(*)::int into v_count from internal.market_members;
  v_keys := array(select distinct k from unnest(v_keys) k union select class_key from internal.market_current);
  perform internal.market_recompute(v_keys);
  return v_count;
end
$$;

/**
 * The mills quoting a class: each member's current revealed price (a product hidden or repriced since the last
 * minute job shows as it is now, or not at all). Paid Members and above only (42501 otherwise).
 */
create or replace function public.market_class_mills(p_class_key text, p_centre text default 'All India')
returns table (company_id uuid, company_name text, city text, product_id uuid, price numeric, updated_at timestamptz)
language plpgsql stable security definer set search_path = '' as $$
begin
  if not internal.market_is_paid() then
    raise exception 'Upgrade to Paid Membership to see the mills quoting this class.' using errcode = '42501';
  end if;
  return query
  select p.company_id, d.company_name, m.centre, m.product_id, p.basic_price, p.updated_at
  from internal.market_members m
  join public.corporate_products p on p.id = m.product_id and p.market_class_key = m.class_key
    and p.visibility_status = 'Reveal' and p.basic_price > 0
  join public.company_details d on d.id = p.company_id
  where m.class_key = p_class_key
    and (coalesce(p_centre, 'All India') = 'All India' or m.centre = p_centre)
    and exists (select 1 from internal.market_current c where c.class_key = p_class_key
      and c.centre = coalesce(p_centre, 'All India') and c.mills >= 3)
  order by p.basic_price, d.company_name, m.product_id;
end
$$;

-- 3. The sheet's read, by page or by ids -----------------------------------------------------------------

drop function public.market_for_products(uuid);

/**
 * For the company's products, each one's class (labelled as the index labels it) and the class's all-India median
 * (null below 3 mills): those named in p_ids (≤ 1000), or else the next p_limit (≤ 1000) after p_after in id
 * order. The company's executives and admins only (42501); a bad page 22023.
 */
create function public.market_for_products(p_company_id uuid, p_ids uuid[] default null, p_after uuid default null,
  p_limit integer default 1000)
returns table (product_id uuid, class_key text, class_label text, median numeric, mills integer)
language plpgsql stable security definer set search_path = '' as $$
begin
  if not public.can_manage_company(p_company_id) then
    raise exception 'Only the company''s executives and admins see its products against the market.'
      using errcode = '42501';
  end if;
  if p_limit is null or p_limit not between 1 and 1000 or coalesce(cardinality(p_ids), 0) > 1000 then
    raise exception 'Market figures come 1 to 1000 products at a time.' using errcode = '22023';
  end if;
  if p_ids is null then
    -- The page's ids first (an index range of the company's products), then the same read as for named ids.
    p_ids := array(select p.id from public.corporate_products p
      where p.company_id = p_company_id and p.id > coalesce(p_after, '00000000-0000-0000-0000-000000000000'::uuid)
      order by p.id limit p_limit);
  end if;
  return query
  select p.id, p.market_class_key,
    coalesce(c.class_label, public.market_class_label(p.fibre_type, p.specific_type, p.denier_count, p.lustre)),
    case when c.mills >= 3 then c.median end, coalesce(c.mills, 0)
  from public.corporate_products p
  left join internal.market_current c on c.class_key = p.market_class_key and c.centre = 'All India'
  where p.id = any (p_ids) and p.company_id = p_company_id
  order by p.id;
end
$$;
revoke execute on function public.market_for_products(uuid, uuid[], uuid, integer) from public;
grant execute on function public.market_for_products(uuid, uuid[], uuid, integer) to authenticated, service_role;
