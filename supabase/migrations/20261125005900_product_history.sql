/*
 * The history of every corporate product's price and visibility (issue 11, trade §2 "Price and Status
 * Management"): who changed what, when, from what to what. The price sheet's side panel charts a
 * product's price over time from it and lists "who else changed what" live; the company page shows
 * members a small trend beside each revealed product.
 *
 * Written by the database itself, in the same statement as the change, whatever made it: the price
 * sheet's save (save_product_changes, 20261125006000), the admin's bulk insert of products, the desktop
 * outbox, an edge function or a SQL script. Two statement-level triggers read the rows a statement
 * inserted or changed (transition tables), so a 500-row save writes its 500 history rows in one insert.
 * The author is the caller of the request (auth.uid(); their member name, else e-mail); the seed, the
 * service role and migrations write with no author.
 *
 * Only admins and the company's executives read a company's history (RLS); nobody writes it through the
 * API. Members see prices over time only through product_price_trends: revealed products' price points,
 * no names.
 */

/** One change of a corporate product's price or visibility (an insert has no old values). */
create table public.corporate_product_history (
  id bigint generated always as identity primary key,
  product_id uuid not null references public.corporate_products (id) on delete cascade,
  company_id uuid not null references public.company_details (id) on delete cascade,
  old_price numeric(8, 2),
  new_price numeric(8, 2),
  old_visibility text,
  new_visibility text,
  changed_by uuid references auth.users (id) on delete set null,
  -- The author's member name, else e-mail (internal.executive_name()); null for the seed or the platform.
  changed_by_name text,
  changed_at timestamptz not null default now()
);
alter table public.corporate_product_history enable row level security;
create index corporate_product_history_product_idx on public.corporate_product_history (product_id, changed_at);
create index corporate_product_history_company_idx on public.corporate_product_history (company_id, changed_at desc);
create index corporate_product_history_changed_by_idx on public.corporate_product_history (changed_by);

revoke all on public.corporate_product_history from anon, authenticated, service_role;
grant select on public.corporate_product_history to authenticated, service_role;
create policy "Admins and the company's executives read product history" on public.corporate_product_history
  for select to authenticated
  using ((select public.is_admin()) or company_id = (select public.my_company_id()));

/**
 * Statement trigger of corporate_products (after insert, after update): one history row per inserted
 * product, and per updated product whose price or visibility changed. The author is the request's
 * user when that user exists (a JWT of a deleted login writes no author rather than failing the change).
 */
create function internal.record_product_history() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_by uuid := (select u.id from auth.users u where u.id = auth.uid());
  v_name text := case when v_by is not null then internal.executive_name() end;
begin
  if tg_op = 'INSERT' then
    insert into public.corporate_product_history (product_id, company_id, new_price, new_visibility, changed_by,
      changed_by_name)
    select n.id, n.company_id, n.basic_price, n.visibility_status, v_by, v_name from new_rows n;
  else
    insert into public.corporate_product_history (product_id, company_id, old_price, new_price, old_visibility,
      new_visibility, changed_by, changed_by_name)
    select n.id, n.company_id, o.basic_price, n.basic_price, o.visibility_status, n.visibility_status, v_by, v_name
    from new_rows n join old_rows o on o.id = n.id
    where o.basic_price is distinct from n.basic_price or o.visibility_status is distinct from n.visibility_status;
  end if;
  return null;
end
$$;
revoke execute on function internal.record_product_history() from public;

-- A trigger with transition tables names one event, so insert and update have one trigger each.
create trigger corporate_products_history_insert after insert on public.corporate_products
  referencing new table as new_rows
  for each statement execute function internal.record_product_history();
create trigger corporate_products_history_update after update on public.corporate_products
  referencing old table as old_rows new table as new_rows
  for each statement execute function internal.record_product_history();

-- Products that exist already start their history with the values they hold, known since their last update.
insert into public.corporate_product_history (product_id, company_id, new_price, new_visibility, changed_at)
select id, company_id, basic_price, visibility_status, updated_at from public.corporate_products;

-- Executives see who else changed what as it happens; RLS decides who receives each row.
alter publication supabase_realtime add table public.corporate_product_history;

/**
 * Members' price trend on the company page: for each of the company's revealed products, its price
 * points of the last p_days days (1–3660) as [[epoch ms, price], …] ascending. The first point is the
 * last price known before the window, placed at the window's start; then every change of the price
 * within it. A cleared price (null) is no point. Products without any price have an empty list. No
 * names, no hidden products: safe for visitors.
 */
create function public.product_price_trends(p_company_id uuid, p_days integer default 90)
returns table (product_id uuid, points jsonb)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_start timestamptz;
begin
  if p_days is null or p_days not between 1 and 3660 then
    raise exception 'A price trend covers 1 to 3660 days.' using errcode = '22023';
  end if;
  v_start := now() - make_interval(days => p_days);
  return query
  select p.id, coalesce((
    select jsonb_agg(jsonb_build_array((extract(epoch from t.at) * 1000)::bigint, t.price) order by t.at, t.seq)
    from (
      select v_start as at, 0::bigint as seq, b.new_price as price
      from (
        select h.new_price from public.corporate_product_history h
        where h.product_id = p.id and h.changed_at < v_start
        order by h.changed_at desc, h.id desc limit 1
      ) b
      where b.new_price is not null
      union all
      select h.changed_at, h.id, h.new_price from public.corporate_product_history h
      where h.product_id = p.id and h.changed_at >= v_start and h.new_price is not null
        and h.old_price is distinct from h.new_price
    ) t), '[]'::jsonb)
  from public.corporate_products p
  where p.company_id = p_company_id and p.visibility_status = 'Reveal'
  order by p.id;
end
$$;
revoke execute on function public.product_price_trends(uuid, integer) from public;
grant execute on function public.product_price_trends(uuid, integer) to anon, authenticated, service_role;
