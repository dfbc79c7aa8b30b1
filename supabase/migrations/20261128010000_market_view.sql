/*
 * The market view (issue 27): a yarn price index computed from the corporate members' revealed prices,
 * daily closes for a year's trend, watchlists and alerts, and the e-mail digest opt-in.
 *
 * Classes and centres. A product's class comes from its own fields (public.market_class_key: fibre
 * type, specific type, count "40s" or denier "150D" for filament fibres and Nylon, and lustre where the
 * product has one), the same rule as marketClassOf in @domain/market.ts. Its trading centre is its
 * company's city (internal.market_centre: the address's part before the state). Every class also has an
 * all-India row, centre 'All India'.
 *
 * Only revealed products with a price > 0 count, and a class × centre is shown only when at least three
 * distinct companies price it, so no single mill's price and no hidden price can be read off the index.
 *
 * Keeping it current: incremental, in the same statement as the change. Statement-level triggers on
 * corporate_products (insert, update, delete: whatever made the change, save_product_changes included)
 * keep internal.market_members (one row per counted product) and recompute only the classes the
 * statement touched into internal.market_current (the live value per class × centre) and today's row of
 * internal.market_closes (daily closes, one indexed range read per class for a year's chart). The
 * alternative, a job each minute recomputing every class, is measured beside it in tests/bench/market
 * (see the README's "Market view" for the figures and the choice). A daily roll (market_roll_closes,
 * pg_cron on hosted Supabase, the local stack's scheduler) carries every series into the new day so each
 * day has its close even when nothing changed.
 *
 * Reads are security-definer RPCs that check the caller's plan: Paid Members and above see every class
 * live; visitors and Free Members the five most-quoted all-India classes as of yesterday's close.
 */

-- 1. Classes and centres -------------------------------------------------------------------------------
-- The pure helpers below set no search_path (they name every schema): a SET clause would stop PostgreSQL
-- from inlining them, and the triggers call them for every changed product.

/** One segment of a class key: lower case, runs of anything but letters and digits become one '-'. */
create function internal.market_slug(p text) returns text
language sql immutable as $$
  select nullif(btrim(lower(regexp_replace(coalesce(p, ''), '[^A-Za-z0-9]+', '-', 'g')), '-'), '')
$$;

/** A label part: whitespace collapsed, trimmed; empty is null. */
create function internal.market_tidy(p text) returns text
language sql immutable as $$
  select nullif(btrim(regexp_replace(coalesce(p, ''), '\s+', ' ', 'g')), '')
$$;

/** Filament fibres (and Nylon) are sold by denier ("150D"); spun and natural fibres by count ("40s"). */
create function internal.market_by_denier(p_fibre text) returns boolean
language sql immutable as $$
  select coalesce(p_fibre ~* 'filament' or internal.market_tidy(p_fibre) ~* '^nylon$', false)
$$;

/** The class key of a product's fields, e.g. 'polyester-filament/dty/150d/semi-dull-yarn', 'cotton/combed/40s'. */
create function public.market_class_key(p_fibre_type text, p_specific_type text, p_denier_count integer, p_lustre text)
returns text language sql immutable as $$
  select concat_ws('/', internal.market_slug(p_fibre_type), internal.market_slug(p_specific_type),
    case when p_denier_count > 0 then p_denier_count::text || case when internal.market_by_denier(p_fibre_type)
      then 'd' else 's' end end,
    internal.market_slug(p_lustre))
$$;

/** The class label of a product's fields, e.g. 'Polyester Filament · DTY · 150D · Semi Dull Yarn'. */
create function public.market_class_label(p_fibre_type text, p_specific_type text, p_denier_count integer, p_lustre text)
returns text language sql immutable as $$
  select concat_ws(' · ', internal.market_tidy(p_fibre_type), internal.market_tidy(p_specific_type),
    case when p_denier_count > 0 then p_denier_count::text || case when internal.market_by_denier(p_fibre_type)
      then 'D' else 's' end end,
    internal.market_tidy(p_lustre))
$$;

/**
 * A company's trading centre from its address: the part before the state ('Ring Road, Surat, Gujarat' ->
 * 'Surat'; 'Tiruppur, Tamil Nadu' -> 'Tiruppur'), in title case; null without an address.
 */
create function internal.market_centre(p_address text) returns text
language sql immutable as $$
  select initcap(internal.market_tidy(case when array_length(parts, 1) >= 2
    then parts[array_length(parts, 1) - 1] else parts[1] end))
  from (select string_to_array(internal.market_tidy(p_address), ',') as parts) a
$$;

/** Today and yesterday in India (closes are daily in Asia/Kolkata). */
create function internal.market_today() returns date
language sql stable as $$
  select (now() at time zone 'Asia/Kolkata')::date
$$;

/** Paid Members and above: Paid and Corporate Members, corporate executives, limited admins and admins. */
create function internal.market_is_paid() returns boolean
language sql stable security definer set search_path = '' as $$
  select public.can_view_directory()
$$;

-- 2. The index's tables (internal: no API role reads them; the RPCs below decide what each caller sees) -------

/**
 * One counted product: revealed, priced > 0, with its class and centre. No foreign keys: a cascade would
 * remove the row before the statement trigger learns which class the deleted product left.
 */
create table internal.market_members (
  product_id uuid primary key,
  company_id uuid not null,
  class_key text not null,
  class_label text not null,
  fibre_type text not null,
  department_name text not null,
  centre text,
  price numeric(8, 2) not null
);
create index market_members_class_idx on internal.market_members (class_key, centre);
create index market_members_company_idx on internal.market_members (company_id);

/** The live value of each class × centre (and 'All India') that ever had a counted product. */
create table internal.market_current (
  class_key text not null,
  centre text not null,
  class_label text not null,
  fibre_type text not null,
  department_name text not null,
  median numeric(10, 2),
  low numeric(8, 2),
  high numeric(8, 2),
  mills integer not null,
  updated_at timestamptz not null default now(),
  primary key (class_key, centre)
);

/** Daily closes: the last value of each class × centre on each day (India time). */
create table internal.market_closes (
  class_key text not null,
  centre text not null,
  day date not null,
  median numeric(10, 2),
  low numeric(8, 2),
  high numeric(8, 2),
  mills integer not null,
  primary key (class_key, centre, day)
);

-- 3. Watches and alerts -------------------------------------------------------------------------------

/** A member follows a class (in a centre) or one company's product, with a move threshold in %. */
create table public.market_watches (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  class_key text check (class_key ~ '^[a-z0-9/-]{1,200}$'),
  centre text not null default 'All India' check (centre ~ '^[^\r\n]{1,100}$'),
  product_id uuid references public.corporate_products (id) on delete cascade,
  threshold_pct numeric(5, 2) not null default 2 check (threshold_pct between 0.1 and 50),
  -- The value the next move is measured from: the value when watched, then when an alert was last raised.
  base_value numeric(10, 2),
  created_at timestamptz not null default now(),
  constraint market_watches_one_target check ((class_key is null) <> (product_id is null))
);
alter table public.market_watches enable row level security;
create unique index market_watches_class_idx on public.market_watches (user_id, class_key, centre)
  where class_key is not null;
create unique index market_watches_product_idx on public.market_watches (user_id, product_id)
  where product_id is not null;
create index market_watches_user_idx on public.market_watches (user_id, created_at desc);
create index market_watches_target_class_idx on public.market_watches (class_key, centre) where class_key is not null;
create index market_watches_product_id_idx on public.market_watches (product_id);

/** An alert raised by a watched move; the member marks it read. */
create table public.market_alerts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  watch_id uuid references public.market_watches (id) on delete set null,
  class_key text check (class_key ~ '^[a-z0-9/-]{1,200}$'),
  product_id uuid references public.corporate_products (id) on delete set null,
  company_id uuid references public.company_details (id) on delete set null,
  title text not null check (title ~ '^.{1,200}$'),
  body text not null check (body ~ '^.{1,250}$'),
  change_pct numeric(8, 2) not null,
  created_at timestamptz not null default now(),
  read_at timestamptz
);
alter table public.market_alerts enable row level security;
create index market_alerts_user_idx on public.market_alerts (user_id, created_at desc);
create index market_alerts_unread_idx on public.market_alerts (user_id) where read_at is null;
create index market_alerts_watch_idx on public.market_alerts (watch_id);
create index market_alerts_product_idx on public.market_alerts (product_id);
create index market_alerts_company_idx on public.market_alerts (company_id);

/** The member's opt-in to a daily e-mail digest of the day's market alerts. */
alter table public.yarnconnect_free add column market_digest boolean not null default false;
grant update (market_digest) on public.yarnconnect_free to authenticated;

-- 4. Keeping the index current ------------------------------------------------------------------------

/**
 * Recomputes the live value and today's close of the given classes (every centre and 'All India') from
 * market_members, then raises the alerts of the watches on them. p_changed_* name, pairwise, the classes
 * and companies whose products changed (a watcher's own company's change moves the watch's base, no alert).
 */
create function internal.market_recompute(p_keys text[], p_changed_keys text[] default '{}',
  p_changed_companies uuid[] default '{}') returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_today date := internal.market_today();
begin
  if coalesce(cardinality(p_keys), 0) = 0 then
    return;
  end if;
  with m as (
    select * from internal.market_members where class_key = any (p_keys)
  ), agg as (
    select class_key, centre, min(class_label) as class_label, min(fibre_type) as fibre_type,
      mode() within group (order by department_name) as department_name,
      round(percentile_cont(0.5) within group (order by price)::numeric, 2) as median, min(price) as low,
      max(price) as high, count(distinct company_id)::int as mills
    from m where centre is not null group by class_key, centre
    union all
    select class_key, 'All India', min(class_label), min(fibre_type), mode() within group (order by department_name),
      round(percentile_cont(0.5) within group (order by price)::numeric, 2), min(price), max(price),
      count(distinct company_id)::int
    from m group by class_key
  ), gone as (
    update internal.market_current c set median = null, low = null, high = null, mills = 0, updated_at = now()
    where c.class_key = any (p_keys) and c.mills > 0
      and not exists (select 1 from agg a where a.class_key = c.class_key and a.centre = c.centre)
    returning c.class_key, c.centre
  )
  insert into internal.market_current as c (class_key, centre, class_label, fibre_type, department_name, median, low,
    high, mills, updated_at)
  select class_key, centre, class_label, fibre_type, department_name, median, low, high, mills, now() from agg
  on conflict (class_key, centre) do update set class_label = excluded.class_label, fibre_type = excluded.fibre_type,
    department_name = excluded.department_name, median = excluded.median, low = excluded.low, high = excluded.high,
    mills = excluded.mills, updated_at = excluded.updated_at
  where (c.median, c.low, c.high, c.mills, c.class_label, c.department_name)
    is distinct from (excluded.median, excluded.low, excluded.high, excluded.mills, excluded.class_label,
      excluded.department_name);

  insert into internal.market_closes as k (class_key, centre, day, median, low, high, mills)
  select class_key, centre, v_today, median, low, high, mills from internal.market_current where class_key = any (p_keys)
  on conflict (class_key, centre, day) do update set median = excluded.median, low = excluded.low,
    high = excluded.high, mills = excluded.mills
  where (k.median, k.low, k.high, k.mills) is distinct from (excluded.median, excluded.low, excluded.high, excluded.mills);

  perform internal.market_raise_class_alerts(p_keys, p_changed_keys, p_changed_companies);
end
$$;
revoke execute on function internal.market_recompute(text[], text[], uuid[]) from public;

/** Percent move from a base, 2 decimals. */
create function internal.market_move_pct(p_from numeric, p_to numeric) returns numeric
language sql immutable as $$
  select case when p_from > 0 then round((p_to - p_from) / p_from * 100, 2) end
$$;

/** ₹ with 2 decimals, for alert texts. */
create function internal.market_rupees(p numeric) returns text
language sql immutable as $$
  select '₹' || to_char(p, 'FM99999990.00')
$$;

/**
 * Class watches on the recomputed classes: a median (shown, ≥ 3 mills) that moved past the threshold from
 * the watch's base raises one alert and becomes the new base. When the watcher's own company changed a
 * product of the class in this statement, the base moves silently. A watch without a base takes the
 * first shown median.
 */
create function internal.market_raise_class_alerts(p_keys text[], p_changed_keys text[], p_changed_companies uuid[])
returns void language plpgsql security definer set search_path = '' as $$
begin
  with w as (
    select w.id, w.user_id, w.class_key, w.centre, w.base_value, w.threshold_pct, c.median, c.class_label,
      internal.market_move_pct(w.base_value, c.median) as pct,
      exists (
        select 1 from unnest(p_changed_keys, p_changed_companies) x(k, company_id)
        join public.company_executives e on e.company_id = x.company_id
        where x.k = w.class_key and e.user_id = w.user_id
      ) as own
    from public.market_watches w
    join internal.market_current c on c.class_key = w.class_key and c.centre = w.centre
    where w.class_key = any (p_keys) and c.mills >= 3 and c.median is not null
      and w.base_value is distinct from c.median
  ), raised as (
    insert into public.market_alerts (user_id, watch_id, class_key, title, body, change_pct)
    select w.user_id, w.id, w.class_key,
      left(w.class_label || ' (' || w.centre || ') ' || case when w.pct > 0 then 'up ' else 'down ' end
        || to_char(abs(w.pct), 'FM9999990.00') || ' %', 200),
      'Median ' || internal.market_rupees(w.base_value) || ' → ' || internal.market_rupees(w.median) || ' per kg.',
      w.pct
    from w where not w.own and w.base_value > 0 and abs(w.pct) >= w.threshold_pct
    returning watch_id
  )
  update public.market_watches m set base_value = w.median
  from w
  where m.id = w.id and (w.base_value is null or w.own or w.id in (select watch_id from raised));
end
$$;
revoke execute on function internal.market_raise_class_alerts(text[], text[], uuid[]) from public;

/**
 * Product watches on changed products: a revealed price that moved past the threshold from the base
 * raises one alert (none for the watcher's own company's product, whose base moves silently). A hidden
 * product raises nothing and keeps its base, so no hidden price leaves the company.
 */
create function internal.market_raise_product_alerts(p_product_ids uuid[]) returns void
language plpgsql security definer set search_path = '' as $$
begin
  with w as (
    select w.id, w.user_id, w.product_id, w.base_value, w.threshold_pct, p.basic_price as price, p.company_id,
      c.company_name, public.market_class_label(p.fibre_type, p.specific_type, p.denier_count, p.lustre) as label,
      internal.market_move_pct(w.base_value, p.basic_price) as pct,
      exists (select 1 from public.company_executives e where e.user_id = w.user_id and e.company_id = p.company_id)
        as own
    from public.market_watches w
    join public.corporate_products p on p.id = w.product_id
    join public.company_details c on c.id = p.company_id
    where w.product_id = any (p_product_ids) and p.visibility_status = 'Reveal' and p.basic_price > 0
      and w.base_value is distinct from p.basic_price
  ), raised as (
    insert into public.market_alerts (user_id, watch_id, product_id, company_id, class_key, title, body, change_pct)
    select w.user_id, w.id, w.product_id, w.company_id,
      (select public.market_class_key(p.fibre_type, p.specific_type, p.denier_count, p.lustre)
       from public.corporate_products p where p.id = w.product_id),
      left(w.company_name || ': ' || w.label || ' ' || case when w.pct > 0 then 'up ' else 'down ' end
        || to_char(abs(w.pct), 'FM9999990.00') || ' %', 200),
      left('Price ' || internal.market_rupees(w.base_value) || ' → ' || internal.market_rupees(w.price) || ' per kg.', 250),
      w.pct
    from w where not w.own and w.base_value > 0 and abs(w.pct) >= w.threshold_pct
    returning watch_id
  )
  update public.market_watches m set base_value = w.price
  from w
  where m.id = w.id and (w.base_value is null or w.own or w.id in (select watch_id from raised));
end
$$;
revoke execute on function internal.market_raise_product_alerts(uuid[]) from public;

/**
 * Statement trigger of corporate_products (insert, update, delete; transition tables new_rows/old_rows):
 * the changed products leave and re-enter market_members, their classes (old and new) are recomputed,
 * and product watches are checked.
 */
create function internal.market_products_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_ids uuid[];
  v_keys text[];
  v_companies uuid[];
  v_old_keys text[];
  v_old_companies uuid[];
begin
  -- The changed products with their new class, then the classes they leave.
  if tg_op = 'INSERT' then
    select array_agg(n.id),
      array_agg(public.market_class_key(n.fibre_type, n.specific_type, n.denier_count, n.lustre)),
      array_agg(n.company_id)
    into v_ids, v_keys, v_companies from new_rows n;
  elsif tg_op = 'DELETE' then
    select array_agg(o.id) into v_ids from old_rows o;
  else
    select array_agg(n.id),
      array_agg(public.market_class_key(n.fibre_type, n.specific_type, n.denier_count, n.lustre)),
      array_agg(n.company_id)
    into v_ids, v_keys, v_companies
    from new_rows n join old_rows o on o.id = n.id
    where (o.basic_price, o.visibility_status, o.fibre_type, o.specific_type, o.denier_count, o.lustre, o.company_id,
      o.department_name) is distinct from (n.basic_price, n.visibility_status, n.fibre_type, n.specific_type,
      n.denier_count, n.lustre, n.company_id, n.department_name);
  end if;
  if v_ids is null then
    return null;
  end if;

  with gone as (
    delete from internal.market_members m where m.product_id = any (v_ids) returning m.class_key, m.company_id
  )
  select array_agg(class_key), array_agg(company_id) into v_old_keys, v_old_companies from gone;
  if tg_op <> 'DELETE' then
    insert into internal.market_members (product_id, company_id, class_key, class_label, fibre_type, department_name,
      centre, price)
    select n.id, n.company_id, public.market_class_key(n.fibre_type, n.specific_type, n.denier_count, n.lustre),
      public.market_class_label(n.fibre_type, n.specific_type, n.denier_count, n.lustre), n.fibre_type,
      n.department_name, internal.market_centre(d.address), n.basic_price
    from new_rows n join public.company_details d on d.id = n.company_id
    where n.id = any (v_ids) and n.visibility_status = 'Reveal' and n.basic_price > 0;
  end if;

  v_keys := coalesce(v_keys, '{}') || coalesce(v_old_keys, '{}');
  v_companies := coalesce(v_companies, '{}') || coalesce(v_old_companies, '{}');
  perform internal.market_recompute(array(select distinct k from unnest(v_keys) k), v_keys, v_companies);
  if tg_op = 'UPDATE' then
    perform internal.market_raise_product_alerts(v_ids);
  end if;
  return null;
end
$$;
revoke execute on function internal.market_products_changed() from public;

create trigger corporate_products_market_insert after insert on public.corporate_products
  referencing new table as new_rows for each statement execute function internal.market_products_changed();
create trigger corporate_products_market_update after update on public.corporate_products
  referencing old table as old_rows new table as new_rows
  for each statement execute function internal.market_products_changed();
create trigger corporate_products_market_delete after delete on public.corporate_products
  referencing old table as old_rows for each statement execute function internal.market_products_changed();

/** A company that moves (its address) moves its products to the new centre. */
create function internal.market_company_moved() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_keys text[];
begin
  if internal.market_centre(new.address) is not distinct from internal.market_centre(old.address) then
    return null;
  end if;
  update internal.market_members set centre = internal.market_centre(new.address) where company_id = new.id;
  select array_agg(distinct class_key) into v_keys from internal.market_members where company_id = new.id;
  perform internal.market_recompute(v_keys);
  return null;
end
$$;
revoke execute on function internal.market_company_moved() from public;
create trigger company_details_market_centre after update of address on public.company_details
  for each row execute function internal.market_company_moved();

/**
 * Rebuilds the whole index from corporate_products (the "job each minute" alternative, measured in the
 * bench; also used once below). Returns the number of counted products.
 */
create function internal.market_rebuild() returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_keys text[];
  v_count integer;
begin
  delete from internal.market_members;
  insert into internal.market_members (product_id, company_id, class_key, class_label, fibre_type, department_name,
    centre, price)
  select p.id, p.company_id, public.market_class_key(p.fibre_type, p.specific_type, p.denier_count, p.lustre),
    public.market_class_label(p.fibre_type, p.specific_type, p.denier_count, p.lustre), p.fibre_type,
    p.department_name, internal.market_centre(d.address), p.basic_price
  from public.corporate_products p join public.company_details d on d.id = p.company_id
  where p.visibility_status = 'Reveal' and p.basic_price > 0;
  get diagnostics v_count = row_count;
  select array_agg(distinct class_key) into v_keys
  from (select class_key from internal.market_members union select class_key from internal.market_current) k;
  perform internal.market_recompute(v_keys);
  return v_count;
end
$$;
revoke execute on function internal.market_rebuild() from public;

/**
 * The daily roll: every series gets today's close (its live value) if nothing changed it yet today.
 * Idempotent; pg_cron on hosted Supabase, the local stack's scheduler. Returns the rows added.
 */
create function public.market_roll_closes() returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_count integer;
begin
  insert into internal.market_closes (class_key, centre, day, median, low, high, mills)
  select class_key, centre, internal.market_today(), median, low, high, mills from internal.market_current
  on conflict (class_key, centre, day) do nothing;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;
revoke execute on function public.market_roll_closes() from public, anon, authenticated;
grant execute on function public.market_roll_closes() to service_role;

/**
 * Backfills daily closes from corporate_product_history (each product's last price and visibility of
 * each day, its class and centre as they are now) for the days from p_from to yesterday.
 */
create function internal.market_backfill(p_from date) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_until date := internal.market_today() - 1;
  v_count integer;
begin
  with h as (
    select h.product_id, h.new_price, h.new_visibility, (h.changed_at at time zone 'Asia/Kolkata')::date as d,
      row_number() over (partition by h.product_id, (h.changed_at at time zone 'Asia/Kolkata')::date
        order by h.changed_at desc, h.id desc) as rn
    from public.corporate_product_history h
  ), spans as (
    select product_id, new_price, new_visibility, d,
      coalesce(lead(d) over (partition by product_id order by d) - 1, v_until) as until
    from h where rn = 1
  ), daily as (
    select s.product_id, g.day::date as day, s.new_price as price
    from spans s cross join lateral generate_series(greatest(s.d, p_from), least(s.until, v_until), interval '1 day') g(day)
    where s.new_visibility = 'Reveal' and s.new_price > 0
  ), m as (
    select p.company_id, public.market_class_key(p.fibre_type, p.specific_type, p.denier_count, p.lustre) as class_key,
      internal.market_centre(c.address) as centre,
      d.day, d.price
    from daily d join public.corporate_products p on p.id = d.product_id
    join public.company_details c on c.id = p.company_id
  ), agg as (
    select class_key, centre, day, round(percentile_cont(0.5) within group (order by price)::numeric, 2) as median,
      min(price) as low, max(price) as high, count(distinct company_id)::int as mills
    from m where centre is not null group by class_key, centre, day
    union all
    select class_key, 'All India', day, round(percentile_cont(0.5) within group (order by price)::numeric, 2),
      min(price), max(price), count(distinct company_id)::int
    from m group by class_key, day
  )
  insert into internal.market_closes (class_key, centre, day, median, low, high, mills)
  select class_key, centre, day, median, low, high, mills from agg
  on conflict (class_key, centre, day) do update set median = excluded.median, low = excluded.low,
    high = excluded.high, mills = excluded.mills;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;
revoke execute on function internal.market_backfill(date) from public;

select internal.market_rebuild();
select internal.market_backfill(internal.market_today() - 365);

-- 5. Reads ---------------------------------------------------------------------------------------------

/**
 * The delayed five for visitors and Free Members: the five most-quoted all-India classes (most mills,
 * then key) as of the close of p_day.
 */
create function internal.market_delayed_five(p_day date) returns text[]
language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(class_key order by mills desc, class_key), '{}')
  from (
    select c.class_key, k.mills
    from internal.market_current c
    cross join lateral (
      select h.mills, h.median from internal.market_closes h
      where h.class_key = c.class_key and h.centre = c.centre and h.day <= p_day
      order by h.day desc limit 1
    ) k
    where c.centre = 'All India' and k.mills >= 3 and k.median is not null
    order by k.mills desc, c.class_key
    limit 5
  ) five
$$;
revoke execute on function internal.market_delayed_five(date) from public;

/**
 * The Market table. Paid Members and above: every class × centre with ≥ 3 mills, live (as_of today).
 * Others: the delayed five as of yesterday's close (delayed = true). Filters: fibre type, department,
 * centre (exact, case-insensitive), search (in the label).
 */
create function public.market_index(p_fibre text default null, p_department text default null,
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
  return query
  select c.class_key, c.class_label, c.fibre_type, c.department_name, c.centre, k.median, k.low, k.high, k.mills,
    internal.market_move_pct(t.d1, k.median), internal.market_move_pct(t.d7, k.median),
    internal.market_move_pct(t.d30, k.median), coalesce(t.spark, '{}'), v_day, not v_paid
  from internal.market_current c
  cross join lateral (
    select h.median, h.low, h.high, h.mills from internal.market_closes h
    where h.class_key = c.class_key and h.centre = c.centre and h.day <= v_day
    order by h.day desc limit 1
  ) k
  cross join lateral (
    select array_agg(h.median order by h.day) filter (where h.day > v_day - 30) as spark,
      (array_agg(h.median order by h.day desc) filter (where h.day <= v_day - 1))[1] as d1,
      (array_agg(h.median order by h.day desc) filter (where h.day <= v_day - 7))[1] as d7,
      (array_agg(h.median order by h.day desc) filter (where h.day <= v_day - 30))[1] as d30
    from internal.market_closes h
    where h.class_key = c.class_key and h.centre = c.centre and h.day between v_day - 40 and v_day
      and h.mills >= 3 and h.median is not null
  ) t
  where k.mills >= 3 and k.median is not null
    and (v_paid or (c.centre = 'All India' and c.class_key = any (v_five)))
    and (p_fibre is null or lower(c.fibre_type) = lower(btrim(p_fibre)))
    and (p_department is null or lower(c.department_name) = lower(btrim(p_department)))
    and (p_centre is null or lower(c.centre) = lower(btrim(p_centre)))
    and (p_search is null or c.class_label ilike '%' || btrim(p_search) || '%' or c.class_key ilike '%' || btrim(p_search) || '%')
  order by k.mills desc, c.class_label, c.centre = 'All India' desc, c.centre;
end
$$;

/**
 * A class's daily closes in a centre for the last p_days days (1–3660), oldest first, only days with
 * ≥ 3 mills. Paid and above: up to today; others: the delayed five, all-India, up to yesterday.
 */
create function public.market_class_history(p_class_key text, p_centre text default 'All India',
  p_days integer default 365)
returns table (day date, median numeric, low numeric, high numeric, mills integer)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_paid boolean := internal.market_is_paid();
  v_day date := internal.market_today() - case when v_paid then 0 else 1 end;
begin
  if p_days is null or p_days not between 1 and 3660 then
    raise exception 'A market history covers 1 to 3660 days.' using errcode = '22023';
  end if;
  if not v_paid and (p_centre is distinct from 'All India'
      or not p_class_key = any (internal.market_delayed_five(v_day))) then
    return;
  end if;
  return query
  select h.day, h.median, h.low, h.high, h.mills from internal.market_closes h
  where h.class_key = p_class_key and h.centre = coalesce(p_centre, 'All India')
    and h.day between v_day - p_days + 1 and v_day and h.mills >= 3 and h.median is not null
  order by h.day;
end
$$;

/**
 * The revealed products quoting a class in a centre ('All India': everywhere), when the class is shown
 * (≥ 3 mills). Paid Members and above only: others get the error below (42501).
 */
create function public.market_class_mills(p_class_key text, p_centre text default 'All India')
returns table (company_id uuid, company_name text, city text, product_id uuid, price numeric, updated_at timestamptz)
language plpgsql stable security definer set search_path = '' as $$
begin
  if not internal.market_is_paid() then
    raise exception 'Upgrade to Paid Membership to see the mills quoting this class.' using errcode = '42501';
  end if;
  return query
  select m.company_id, d.company_name, m.centre, m.product_id, m.price, p.updated_at
  from internal.market_members m
  join public.corporate_products p on p.id = m.product_id
  join public.company_details d on d.id = m.company_id
  where m.class_key = p_class_key
    and (coalesce(p_centre, 'All India') = 'All India' or m.centre = p_centre)
    and exists (select 1 from internal.market_current c where c.class_key = p_class_key
      and c.centre = coalesce(p_centre, 'All India') and c.mills >= 3)
  order by m.price, d.company_name, m.product_id;
end
$$;

/**
 * For each of a company's products, its class and the class's all-India median (null below 3 mills).
 * For the company's executives and admins (the price sheet).
 */
create function public.market_for_products(p_company_id uuid)
returns table (product_id uuid, class_key text, class_label text, median numeric, mills integer)
language plpgsql stable security definer set search_path = '' as $$
begin
  if not public.can_manage_company(p_company_id) then
    raise exception 'Only the company''s executives and admins see its products against the market.'
      using errcode = '42501';
  end if;
  return query
  select p.id, public.market_class_key(p.fibre_type, p.specific_type, p.denier_count, p.lustre),
    public.market_class_label(p.fibre_type, p.specific_type, p.denier_count, p.lustre),
    case when c.mills >= 3 then c.median end, coalesce(c.mills, 0)
  from public.corporate_products p
  left join internal.market_current c
    on c.class_key = public.market_class_key(p.fibre_type, p.specific_type, p.denier_count, p.lustre)
    and c.centre = 'All India'
  where p.company_id = p_company_id
  order by p.id;
end
$$;

/** The caller's unread market alerts. */
create function public.market_unread_count() returns integer
language sql stable security invoker set search_path = '' as $$
  select count(*)::int from public.market_alerts where user_id = (select auth.uid()) and read_at is null
$$;

revoke execute on function public.market_index(text, text, text, text), public.market_class_history(text, text, integer),
  public.market_class_mills(text, text), public.market_for_products(uuid), public.market_unread_count(),
  public.market_class_key(text, text, integer, text), public.market_class_label(text, text, integer, text)
  from public;
grant execute on function public.market_index(text, text, text, text), public.market_class_history(text, text, integer),
  public.market_class_mills(text, text), public.market_class_key(text, text, integer, text),
  public.market_class_label(text, text, integer, text) to anon, authenticated, service_role;
grant execute on function public.market_for_products(uuid), public.market_unread_count() to authenticated, service_role;

-- 6. Watches and alerts: own rows only ----------------------------------------------------------------

/**
 * Before a watch is added: Paid Members and above only; a product must be revealed and priced; the base
 * is the value now (the shown median, or the product's price). Clear errors instead of RLS's generic one.
 */
create function internal.market_watch_guard() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  -- The API's caller (this function runs as its owner, so current_user would not tell).
  if auth.role() in ('anon', 'authenticated') and not internal.market_is_paid() then
    raise exception 'Upgrade to Paid Membership to follow the market.' using errcode = '42501';
  end if;
  if new.product_id is not null then
    new.centre := 'All India';
    select p.basic_price into new.base_value from public.corporate_products p
    where p.id = new.product_id and p.visibility_status = 'Reveal' and p.basic_price > 0;
    if not found then
      raise exception 'Only products with a revealed price can be followed.' using errcode = '23514';
    end if;
  else
    select case when c.mills >= 3 then c.median end into new.base_value from internal.market_current c
    where c.class_key = new.class_key and c.centre = new.centre;
  end if;
  return new;
end
$$;
revoke execute on function internal.market_watch_guard() from public;
create trigger market_watches_guard before insert on public.market_watches
  for each row execute function internal.market_watch_guard();

revoke all on public.market_watches from anon, authenticated;
grant select, delete on public.market_watches to authenticated;
grant insert (class_key, centre, product_id, threshold_pct) on public.market_watches to authenticated;
grant update (threshold_pct) on public.market_watches to authenticated;
create policy "Members read their own watches" on public.market_watches
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Paid members add their own watches" on public.market_watches
  for insert to authenticated with check (user_id = (select auth.uid()) and (select internal.market_is_paid()));
create policy "Members change their own watches' threshold" on public.market_watches
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Members remove their own watches" on public.market_watches
  for delete to authenticated using (user_id = (select auth.uid()));

revoke all on public.market_alerts from anon, authenticated;
grant select on public.market_alerts to authenticated;
grant update (read_at) on public.market_alerts to authenticated;
create policy "Members read their own alerts" on public.market_alerts
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Members mark their own alerts read" on public.market_alerts
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

alter publication supabase_realtime add table public.market_alerts;

-- 7. Schedule (hosted Supabase; locally supabase/local/scheduler.ts calls the same function) -----------
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    -- 00:05 in India (18:35 UTC the day before) and hourly after, in case a run was missed.
    perform cron.schedule('market-roll-closes', '35 * * * *', 'select public.market_roll_closes()');
  end if;
end
$$;
