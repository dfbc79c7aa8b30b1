/*
 * The market index moves from the save to a job each minute (issue 27, deliverable 5: "measure and choose").
 * tests/bench/market measured, at 200 companies / 50 000 products, a 500-row save_product_changes taking
 * 87 ms (p50) with the market triggers off and 460 ms with the index recomputed in the save (+429 %, goal
 * < 30 %): a 500-row save touches nearly every class, and each class's median needs all its members. A
 * whole rebuild took 7.4 s. So the save now only keeps internal.market_members (the products that count) and
 * marks the classes it touched in internal.market_dirty with the companies that changed them; the job
 * public.market_refresh() (each minute: pg_cron here, the local stack's scheduler) recomputes just those
 * classes, raises the class alerts (the member's own company still excluded) and stores each series' 1/7/30-day
 * changes and 30-day spark beside its live value, so the Market table is one read of internal.market_current.
 * Product watches still alert in the save itself (they read only the watched rows).
 */

/** Classes whose products changed since the last refresh, with the companies that changed them. */
create table internal.market_dirty (
  class_key text not null,
  company_id uuid not null,
  primary key (class_key, company_id)
);

alter table internal.market_current
  add column change_1d_pct numeric,
  add column change_7d_pct numeric,
  add column change_30d_pct numeric,
  add column spark numeric[] not null default '{}';

/**
 * A series' last 30 daily closes up to p_day (oldest first) and its closes 1, 7 and 30 days before, from days
 * with ≥ 3 mills only.
 */
create function internal.market_series_trend(p_class_key text, p_centre text, p_day date,
  out spark numeric[], out d1 numeric, out d7 numeric, out d30 numeric)
language sql stable as $$
  select array_agg(h.median order by h.day) filter (where h.day > p_day - 30),
    (array_agg(h.median order by h.day desc) filter (where h.day <= p_day - 1))[1],
    (array_agg(h.median order by h.day desc) filter (where h.day <= p_day - 7))[1],
    (array_agg(h.median order by h.day desc) filter (where h.day <= p_day - 30))[1]
  from internal.market_closes h
  where h.class_key = p_class_key and h.centre = p_centre and h.day between p_day - 40 and p_day
    and h.mills >= 3 and h.median is not null
$$;

/** The 1/7/30-day changes and 30-day spark of the given classes' series (all with null), as of today. */
create function internal.market_trends(p_keys text[]) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_day date := internal.market_today();
begin
  update internal.market_current c set change_1d_pct = internal.market_move_pct(t.d1, c.median),
    change_7d_pct = internal.market_move_pct(t.d7, c.median), change_30d_pct = internal.market_move_pct(t.d30, c.median),
    spark = coalesce(t.spark, '{}')
  from internal.market_current c2
  cross join lateral internal.market_series_trend(c2.class_key, c2.centre, v_day) t
  where c.class_key = c2.class_key and c.centre = c2.centre and c2.mills >= 3
    and (p_keys is null or c2.class_key = any (p_keys));
end
$$;
revoke execute on function internal.market_trends(text[]) from public;

/**
 * The minute job: recomputes the classes marked dirty (and their alerts and trends). One run at a time; returns
 * the classes refreshed. Service role only (pg_cron, the local scheduler, tests).
 */
create function public.market_refresh() returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_keys text[];
  v_changed_keys text[];
  v_changed_companies uuid[];
begin
  perform pg_advisory_xact_lock(hashtext('public.market_refresh'));
  with taken as (delete from internal.market_dirty returning class_key, company_id)
  select array_agg(class_key), array_agg(company_id) into v_changed_keys, v_changed_companies from taken;
  if v_changed_keys is null then
    return 0;
  end if;
  v_keys := array(select distinct k from unnest(v_changed_keys) k);
  perform internal.market_recompute(v_keys, v_changed_keys, v_changed_companies);
  perform internal.market_trends(v_keys);
  return cardinality(v_keys);
end
$$;
revoke execute on function public.market_refresh() from public, anon, authenticated;
grant execute on function public.market_refresh() to service_role;

/** The products' statement trigger, now: members kept, classes marked dirty, product watches checked. */
create or replace function internal.market_products_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_ids uuid[];
begin
  if tg_op = 'INSERT' then
    select array_agg(n.id) into v_ids from new_rows n;
  elsif tg_op = 'DELETE' then
    select array_agg(o.id) into v_ids from old_rows o;
  else
    select array_agg(n.id) into v_ids
    from new_rows n join old_rows o on o.id = n.id
    where (o.basic_price, o.visibility_status, o.fibre_type, o.specific_type, o.denier_count, o.lustre, o.company_id,
      o.department_name) is distinct from (n.basic_price, n.visibility_status, n.fibre_type, n.specific_type,
      n.denier_count, n.lustre, n.company_id, n.department_name);
  end if;
  if v_ids is null then
    return null;
  end if;

  -- A new price of a product that stays revealed in its class (the common save) only updates its member row.
  if tg_op = 'UPDATE' then
    with priced as (
      update internal.market_members m set price = n.basic_price
      from new_rows n join old_rows o on o.id = n.id
      where m.product_id = n.id and n.id = any (v_ids) and n.visibility_status = 'Reveal' and n.basic_price > 0
        and (o.visibility_status, o.fibre_type, o.specific_type, o.denier_count, o.lustre, o.company_id,
          o.department_name) is not distinct from (n.visibility_status, n.fibre_type, n.specific_type, n.denier_count,
          n.lustre, n.company_id, n.department_name)
      returning m.product_id, m.class_key, m.company_id
    ), marked as (
      insert into internal.market_dirty (class_key, company_id)
      select distinct class_key, company_id from priced
      on conflict do nothing
    )
    select array(select id from unnest(v_ids) id except select product_id from priced) into v_ids;
    perform internal.market_raise_product_alerts(array(select n.id from new_rows n join old_rows o on o.id = n.id
      where o.basic_price is distinct from n.basic_price or o.visibility_status is distinct from n.visibility_status));
    if cardinality(v_ids) = 0 then
      return null;
    end if;
  end if;

  with gone as (
    delete from internal.market_members m where m.product_id = any (v_ids) returning m.class_key, m.company_id
  )
  insert into internal.market_dirty (class_key, company_id)
  select distinct class_key, company_id from gone
  on conflict do nothing;
  if tg_op <> 'DELETE' then
    with added as (
      insert into internal.market_members (product_id, company_id, class_key, class_label, fibre_type,
        department_name, centre, price)
      select n.id, n.company_id, public.market_class_key(n.fibre_type, n.specific_type, n.denier_count, n.lustre),
        public.market_class_label(n.fibre_type, n.specific_type, n.denier_count, n.lustre), n.fibre_type,
        n.department_name, internal.market_centre(d.address), n.basic_price
      from new_rows n join public.company_details d on d.id = n.company_id
      where n.id = any (v_ids) and n.visibility_status = 'Reveal' and n.basic_price > 0
      returning class_key, company_id
    )
    insert into internal.market_dirty (class_key, company_id)
    select distinct class_key, company_id from added
    on conflict do nothing;
  end if;
  return null;
end
$$;

/** A company that moves (its address) moves its products to the new centre; the job recomputes them. */
create or replace function internal.market_company_moved() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if internal.market_centre(new.address) is not distinct from internal.market_centre(old.address) then
    return null;
  end if;
  update internal.market_members set centre = internal.market_centre(new.address) where company_id = new.id;
  insert into internal.market_dirty (class_key, company_id)
  select distinct class_key, company_id from internal.market_members where company_id = new.id
  on conflict do nothing;
  return null;
end
$$;

/** The daily roll, now also bringing every series' trend to the new day. */
create or replace function public.market_roll_closes() returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_count integer;
begin
  insert into internal.market_closes (class_key, centre, day, median, low, high, mills)
  select class_key, centre, internal.market_today(), median, low, high, mills from internal.market_current
  on conflict (class_key, centre, day) do nothing;
  get diagnostics v_count = row_count;
  perform internal.market_trends(null);
  return v_count;
end
$$;

/** The Market table: Paid and above read the stored series (one read); others the delayed five as before. */
create or replace function public.market_index(p_fibre text default null, p_department text default null,
  p_centre text default null, p_search text default null)
returns table (class_key text, class_label text, fibre_type text, department_name text, centre text, median numeric,
  low numeric, high numeric, mills integer, change_1d_pct numeric, change_7d_pct numeric, change_30d_pct numeric,
  spark numeric[], as_of date, delayed boolean)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_paid boolean := internal.market_is_paid();
  v_day date := internal.market_today() - case when v_paid then 0 else 1 end;
  v_five text[] := case when v_paid then null else internal.market_delayed_five(v_day) end;
begin
  if v_paid then
    return query
    select c.class_key, c.class_label, c.fibre_type, c.department_name, c.centre, c.median, c.low, c.high, c.mills,
      c.change_1d_pct, c.change_7d_pct, c.change_30d_pct, c.spark, v_day, false
    from internal.market_current c
    where c.mills >= 3 and c.median is not null
      and (p_fibre is null or lower(c.fibre_type) = lower(btrim(p_fibre)))
      and (p_department is null or lower(c.department_name) = lower(btrim(p_department)))
      and (p_centre is null or lower(c.centre) = lower(btrim(p_centre)))
      and (p_search is null or c.class_label ilike '%' || btrim(p_search) || '%'
        or c.class_key ilike '%' || btrim(p_search) || '%')
    order by c.mills desc, c.class_label, c.centre = 'All India' desc, c.centre;
    return;
  end if;
  return query
  select c.class_key, c.class_label, c.fibre_type, c.department_name, c.centre, k.median, k.low, k.high, k.mills,
    internal.market_move_pct(t.d1, k.median), internal.market_move_pct(t.d7, k.median),
    internal.market_move_pct(t.d30, k.median), coalesce(t.spark, '{}'), v_day, true
  from internal.market_current c
  cross join lateral (
    select h.median, h.low, h.high, h.mills from internal.market_closes h
    where h.class_key = c.class_key and h.centre = c.centre and h.day <= v_day
    order by h.day desc limit 1
  ) k
  cross join lateral internal.market_series_trend(c.class_key, c.centre, v_day) t
  where c.centre = 'All India' and c.class_key = any (v_five) and k.mills >= 3 and k.median is not null
    and (p_fibre is null or lower(c.fibre_type) = lower(btrim(p_fibre)))
    and (p_department is null or lower(c.department_name) = lower(btrim(p_department)))
    and (p_search is null or c.class_label ilike '%' || btrim(p_search) || '%'
      or c.class_key ilike '%' || btrim(p_search) || '%')
    and (p_centre is null or lower(p_centre) = 'all india')
  order by k.mills desc, c.class_label;
end
$$;

-- What the save left for the job, and every series' trend, now.
insert into internal.market_dirty (class_key, company_id)
select distinct class_key, company_id from internal.market_members on conflict do nothing;
select public.market_refresh();
select internal.market_trends(null);

do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    perform cron.schedule('market-refresh', '* * * * *', 'select public.market_refresh()');
  end if;
end
$$;
