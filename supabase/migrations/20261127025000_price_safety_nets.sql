/*
 * Safety nets on prices (issue 23, part 3): a wrong price cannot go live unnoticed.
 *
 * 1. A revealed product never costs ₹0.00. Members would see a free product and bid on it. The table refuses
 *    it (check constraint corporate_products_revealed_price_not_zero) and save_product_changes refuses it
 *    first, with the message of @domain/price-management.ts (ZERO_PRICE_REVEALED; the integration test
 *    tests/integration/price-safety.test.ts holds both to the same words). A product without a price
 *    (basic_price null) stays possible, revealed or hidden, as before; a hidden product may be at ₹0.00.
 * 2. A company's price check: a change of a price beyond ±max_change_pct % (25 % unless the company's
 *    executives set another limit) must be confirmed. The sheet asks the person, listing those rows, and
 *    then saves with p_confirmed; a save without it that holds such a change is refused (P0001, its rows
 *    in the details), so no client can skip the question. The limit is the company's: its executives (and
 *    admins) set it through set_company_price_check; it is read by them only.
 *
 *   supabase.rpc('save_product_changes', { p_company_id, p_changes, p_confirmed? })  -- as 20261125006000, plus:
 *     23514 ZERO_PRICE_REVEALED, details {id, reason: 'zero_price_revealed'}
 *     P0001 'N price changes go beyond ±X % …', details {reason: 'unconfirmed_price_changes', max_change_pct,
 *           rows: [{id, old_price, new_price}]}
 *   supabase.rpc('set_company_price_check', { p_company_id, p_max_change_pct }) -> the limit now in force
 *
 * The desktop outbox replays edits the person confirmed on the sheet before they were queued, so it sends
 * p_confirmed (electron/main/sync/push-outbox.ts).
 */

-- 1. No revealed product at ₹0.00. Rows that broke the rule before it existed are hidden (their price is
-- kept for the company to correct), so the constraint is validated.
update public.corporate_products set visibility_status = 'Hide'
where visibility_status = 'Reveal' and basic_price = 0;

alter table public.corporate_products
  add constraint corporate_products_revealed_price_not_zero
    check (visibility_status <> 'Reveal' or basic_price is null or basic_price <> 0);

-- 2. Each company's price check.
/** A company's limit on price changes saved without confirmation, in % of the old price (absent: 25 %). */
create table public.company_price_checks (
  company_id uuid primary key references public.company_details (id) on delete cascade,
  max_change_pct numeric(6, 2) not null default 25 check (max_change_pct >= 1 and max_change_pct <= 1000),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);
alter table public.company_price_checks enable row level security;
create index company_price_checks_updated_by_idx on public.company_price_checks (updated_by);
-- No NaN or ±Infinity where a number is stored (migration 20261127000100).
select internal.add_finite_check('public.company_price_checks', 'max_change_pct');

revoke all on public.company_price_checks from anon, authenticated, service_role;
grant select on public.company_price_checks to authenticated, service_role;
create policy "Admins and the company's executives read its price check" on public.company_price_checks
  for select to authenticated
  using ((select public.is_admin()) or company_id = (select public.my_company_id()));

/** The limit in force for a company: its own, or 25 %. */
create function internal.max_price_change_pct(p_company_id uuid) returns numeric
language sql stable set search_path = '' as $$
  select coalesce((select c.max_change_pct from public.company_price_checks c where c.company_id = p_company_id), 25)
$$;
revoke execute on function internal.max_price_change_pct(uuid) from public;

/**
 * Sets a company's price check: the company's executives and admins (42501 otherwise); a limit from 1 to
 * 1000 % with at most 2 decimals (22023 otherwise). Returns the limit now in force.
 */
create function public.set_company_price_check(p_company_id uuid, p_max_change_pct numeric) returns numeric
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := internal.require_user();
begin
  if p_company_id is null or not public.can_manage_company(p_company_id) then
    raise exception 'Only the company''s corporate executives and admins may set its price check.' using errcode = '42501';
  end if;
  perform internal.require_finite(p_max_change_pct, 'The price check');
  if p_max_change_pct is null or p_max_change_pct < 1 or p_max_change_pct > 1000
    or p_max_change_pct <> round(p_max_change_pct, 2) then
    raise exception 'The price check must be a change from 1 to 1000 %% with at most 2 decimals.' using errcode = '22023';
  end if;
  insert into public.company_price_checks (company_id, max_change_pct, updated_at, updated_by)
  values (p_company_id, p_max_change_pct, now(), v_user)
  on conflict (company_id) do update
    set max_change_pct = excluded.max_change_pct, updated_at = excluded.updated_at, updated_by = excluded.updated_by;
  return p_max_change_pct;
end
$$;
revoke execute on function public.set_company_price_check(uuid, numeric) from public, anon;
grant execute on function public.set_company_price_check(uuid, numeric) to authenticated;

-- 3. save_product_changes with both checks (otherwise as in 20261125006000).
drop function public.save_product_changes(uuid, jsonb);

/**
 * Saves a price sheet edit of one company atomically (20261125006000: the caller, the input, the lock, the
 * version check and the write are unchanged). After the version check, on the rows as they would be saved:
 * a revealed product at ₹0.00 refuses the save (23514), and so does a price change beyond the company's
 * limit unless p_confirmed says the person confirmed the changes listed to them (P0001). Nothing is written
 * then.
 */
create function public.save_product_changes(p_company_id uuid, p_changes jsonb, p_confirmed boolean default false)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := internal.require_user();
  v_bad record;
  v_ids uuid[];
  v_versions bigint[];
  v_set_price boolean[];
  v_prices numeric[];
  v_set_visibility boolean[];
  v_visibilities text[];
  v_conflicts jsonb;
  v_zero uuid;
  v_max numeric;
  v_unconfirmed jsonb;
  v_saved integer;
  v_rows jsonb;
begin
  if p_company_id is null or not (public.is_admin() or exists (
    select 1 from public.company_executives e where e.user_id = v_user and e.company_id = p_company_id
  )) then
    raise exception 'Only the company''s corporate executives and admins may change its prices.' using errcode = '42501';
  end if;
  if p_changes is null or jsonb_typeof(p_changes) <> 'array' or jsonb_array_length(p_changes) not between 1 and 50000 then
    raise exception 'A save holds 1 to 50000 product changes.' using errcode = '22023';
  end if;

  -- The first unusable element, in the order sent.
  select x.label, x.why into v_bad
  from (
    select coalesce(case when jsonb_typeof(a.e -> 'id') = 'string' then a.e ->> 'id' end, '#' || a.n) as label, a.n,
      coalesce(internal.product_change_problem(a.e), case
        when jsonb_typeof(a.e -> 'id') = 'string'
          and row_number() over (partition by lower(a.e ->> 'id') order by a.n) > 1 then 'the product is listed twice'
      end) as why
    from jsonb_array_elements(p_changes) with ordinality a(e, n)
  ) x
  where x.why is not null
  order by x.n
  limit 1;
  if found then
    raise exception 'Failed to update product %: %', v_bad.label, v_bad.why
      using errcode = '22023', detail = jsonb_build_object('id', v_bad.label, 'reason', v_bad.why)::text;
  end if;

  select array_agg((a.e ->> 'id')::uuid order by a.n), array_agg((a.e ->> 'version')::bigint order by a.n),
    array_agg(a.e ? 'basic_price' order by a.n), array_agg((a.e ->> 'basic_price')::numeric order by a.n),
    array_agg(a.e ? 'visibility_status' order by a.n), array_agg(a.e ->> 'visibility_status' order by a.n)
  into v_ids, v_versions, v_set_price, v_prices, v_set_visibility, v_visibilities
  from jsonb_array_elements(p_changes) with ordinality a(e, n);

  -- Lock the company's rows named, in one order for every caller; later statements see them as committed.
  perform 1 from public.corporate_products p
  where p.company_id = p_company_id and p.id = any (v_ids)
  order by p.id
  for update;

  select jsonb_agg(jsonb_build_object('id', c.id, 'theirs', case when p.id is not null then jsonb_build_object(
      'id', p.id, 'version', p.version, 'basic_price', p.basic_price, 'visibility_status', p.visibility_status,
      'updated_at', p.updated_at,
      'changed_by_name', (select h.changed_by_name from public.corporate_product_history h
        where h.product_id = p.id order by h.changed_at desc, h.id desc limit 1)) end) order by c.n)
  into v_conflicts
  from unnest(v_ids, v_versions) with ordinality c(id, version, n)
  left join public.corporate_products p on p.id = c.id and p.company_id = p_company_id
  where p.id is null or p.version <> c.version;
  if v_conflicts is not null then
    return jsonb_build_object('saved', 0, 'rows', '[]'::jsonb, 'conflicts', v_conflicts);
  end if;

  -- The rows as they would be saved: none may be revealed at ₹0.00 (the constraint's rule, said first in words).
  select c.id into v_zero
  from unnest(v_ids, v_set_price, v_prices, v_set_visibility, v_visibilities)
    with ordinality c(id, set_price, price, set_visibility, visibility, n)
  join public.corporate_products p on p.id = c.id and p.company_id = p_company_id
  where (case when c.set_visibility then c.visibility else p.visibility_status end) = 'Reveal'
    and (case when c.set_price then c.price else p.basic_price end) = 0
  order by c.n
  limit 1;
  if v_zero is not null then
    raise exception 'A revealed product cannot be priced at ₹0.00: enter its price, leave the price empty or hide the product.'
      using errcode = '23514', detail = jsonb_build_object('id', v_zero, 'reason', 'zero_price_revealed')::text;
  end if;

  -- Changes beyond the company's limit need the person's confirmation.
  if not coalesce(p_confirmed, false) then
    v_max := internal.max_price_change_pct(p_company_id);
    select jsonb_agg(jsonb_build_object('id', c.id, 'old_price', p.basic_price, 'new_price', c.price) order by c.n)
    into v_unconfirmed
    from unnest(v_ids, v_set_price, v_prices) with ordinality c(id, set_price, price, n)
    join public.corporate_products p on p.id = c.id and p.company_id = p_company_id
    where c.set_price and c.price is not null and p.basic_price > 0
      and abs(c.price - p.basic_price) * 100 > v_max * p.basic_price;
    if v_unconfirmed is not null then
      raise exception '% price change% beyond ±% %% of the old price must be confirmed. Nothing was saved.',
        jsonb_array_length(v_unconfirmed), case when jsonb_array_length(v_unconfirmed) = 1 then '' else 's' end,
        trim_scale(v_max)
        using errcode = 'P0001', detail = jsonb_build_object('reason', 'unconfirmed_price_changes',
          'max_change_pct', v_max, 'rows', v_unconfirmed)::text;
    end if;
  end if;

  with changed as (
    update public.corporate_products p set
      basic_price = case when c.set_price then c.price else p.basic_price end,
      visibility_status = case when c.set_visibility then c.visibility else p.visibility_status end
    from unnest(v_ids, v_set_price, v_prices, v_set_visibility, v_visibilities)
      c(id, set_price, price, set_visibility, visibility)
    where p.id = c.id and p.company_id = p_company_id
      and ((c.set_price and p.basic_price is distinct from c.price)
        or (c.set_visibility and p.visibility_status is distinct from c.visibility))
    returning p.id, p.version, p.basic_price, p.visibility_status, p.updated_at
  )
  select count(*)::integer, coalesce(jsonb_agg(jsonb_build_object('id', changed.id, 'version', changed.version,
      'basic_price', changed.basic_price, 'visibility_status', changed.visibility_status,
      'updated_at', changed.updated_at) order by changed.id), '[]'::jsonb)
  into v_saved, v_rows
  from changed;
  return jsonb_build_object('saved', v_saved, 'rows', v_rows, 'conflicts', '[]'::jsonb);
end
$$;
revoke execute on function public.save_product_changes(uuid, jsonb, boolean) from public, anon;
grant execute on function public.save_product_changes(uuid, jsonb, boolean) to authenticated;
