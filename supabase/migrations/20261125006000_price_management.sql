/*
 * Price and Status Management on the server (issue 11, trade §2, §5, §8, §9): the product rules of the
 * corporate product form enforced by the table, and prices and visibility changed only through one SQL
 * function call that saves a whole price sheet edit at once.
 *
 *   supabase.rpc('save_product_changes', { p_company_id, p_changes: [{ id, version, basic_price?, visibility_status? }] })
 *     -> { saved, rows: [{ id, version, basic_price, visibility_status, updated_at }],
 *          conflicts: [{ id, theirs: null | { id, version, basic_price, visibility_status, updated_at, changed_by_name } }] }
 *
 * Why one call: a person reprices hundreds of rows and expects all of them saved or none, and never
 * to overwrite a colleague's change silently. The call locks the rows it names (in id order, so two big
 * saves never deadlock), refuses the whole save when any row's version moved since it was loaded (the
 * reply lists mine-vs-theirs conflicts with who changed it, from the history), and otherwise writes
 * only the rows whose values really differ, in one UPDATE. `version` and `updated_at` move by their
 * triggers; the history (20261125005900) and the admin audit log record the change. Direct UPDATE of
 * products through the API is revoked, so the version check cannot be bypassed; the desktop outbox
 * sends its edits through the same call (electron/main/sync/push-outbox.ts). Inserting products (staff
 * including limited admins, and the company's executives) and deleting them (admins and the company's
 * executives) stay as they were (20261122000600).
 */

-- 1. Product rules (trade §5 "Corporate product form"). The fibre types are FIBRE_TYPES of
-- @domain/yarn.ts (tests/integration/price-management.test.ts checks that both lists agree). Rows that
-- broke a rule before it existed are mended first, so the constraints are validated: details that do
-- not apply to the fibre type are cleared, and a fibre type outside the list becomes 'Others' with the
-- old name (and its specific type) as the specification.
update public.corporate_products set
  fibre_type = 'Others',
  specific_type = left(concat_ws(' ', btrim(fibre_type), nullif(btrim(specific_type), '')), 30)
where fibre_type not in ('Polyester Filament', 'Polyester Spun', 'Cotton', 'Linen', 'Jute', 'Wool', 'Silk', 'Nylon',
  'Acrylic', 'Polypropylene Filament', 'Viscose Rayon', 'Modal', 'Acetate', 'Polyester-Cotton (PC)',
  'Polyester-Viscose (PV)', 'Cotton-Spandex', 'Wool Blend', 'Silk Blend', 'Linen Blend', 'Cotton Blend',
  'Polyester Blend', 'PV 80/20', 'PV 65/35', 'PC', 'Others');
update public.corporate_products set specific_type = 'Not specified'
where fibre_type = 'Others' and nullif(btrim(specific_type), '') is null;
update public.corporate_products set specific_type = null
where specific_type is not null and fibre_type not in ('Cotton', 'Polyester Filament', 'Others');
update public.corporate_products set lustre = null, twist_intermingling = null
where (lustre is not null or twist_intermingling is not null) and fibre_type <> 'Polyester Filament';
update public.corporate_products set blend_ratio = null where blend_ratio is not null and fibre_type !~* 'blend';

alter table public.corporate_products
  add constraint corporate_products_fibre_type_known check (fibre_type in ('Polyester Filament', 'Polyester Spun',
    'Cotton', 'Linen', 'Jute', 'Wool', 'Silk', 'Nylon', 'Acrylic', 'Polypropylene Filament', 'Viscose Rayon', 'Modal',
    'Acetate', 'Polyester-Cotton (PC)', 'Polyester-Viscose (PV)', 'Cotton-Spandex', 'Wool Blend', 'Silk Blend',
    'Linen Blend', 'Cotton Blend', 'Polyester Blend', 'PV 80/20', 'PV 65/35', 'PC', 'Others')),
  -- 'Others' needs its specification (kept in specific_type, at most 30 characters).
  add constraint corporate_products_others_specified check (
    fibre_type <> 'Others' or nullif(btrim(specific_type), '') is not null),
  add constraint corporate_products_specific_type_applies check (
    specific_type is null or fibre_type in ('Cotton', 'Polyester Filament', 'Others')),
  add constraint corporate_products_lustre_twist_apply check (
    (lustre is null and twist_intermingling is null) or fibre_type = 'Polyester Filament'),
  add constraint corporate_products_blend_ratio_applies check (blend_ratio is null or fibre_type ~* 'blend');

-- 2. Prices and visibility change only through save_product_changes.
drop policy "Admins and the company's executives edit products" on public.corporate_products;
revoke update on public.corporate_products from authenticated;

/**
 * Why one element of save_product_changes' array cannot be saved, or null when it can: an object with
 * a product id, the version it was loaded at, and basic_price (a number from 0 to 999999.99 with at most
 * 2 decimals, or null to clear it) and/or visibility_status (Reveal or Hide); nothing else.
 */
create function internal.product_change_problem(p_change jsonb) returns text
language plpgsql immutable set search_path = '' as $$
declare
  v_unknown text;
  v_price numeric;
begin
  if jsonb_typeof(p_change) is distinct from 'object' then
    return 'a change must be an object with the product id and version';
  end if;
  if jsonb_typeof(p_change -> 'id') is distinct from 'string'
    or (p_change ->> 'id') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return 'the product id is missing or malformed';
  end if;
  if jsonb_typeof(p_change -> 'version') is distinct from 'number' or (p_change ->> 'version') !~ '^[0-9]{1,19}$'
    or (p_change ->> 'version')::numeric > 9223372036854775807 then
    return 'the version the product was loaded at is missing';
  end if;
  select string_agg(k, ', ' order by k) into v_unknown
  from jsonb_object_keys(p_change) k where k not in ('id', 'version', 'basic_price', 'visibility_status');
  if v_unknown is not null then
    return 'only the basic price and visibility can be changed here, not ' || v_unknown;
  end if;
  if not (p_change ? 'basic_price' or p_change ? 'visibility_status') then
    return 'nothing to change (no basic price or visibility given)';
  end if;
  if p_change ? 'basic_price' and jsonb_typeof(p_change -> 'basic_price') <> 'null' then
    if jsonb_typeof(p_change -> 'basic_price') <> 'number' then
      return 'the basic price must be a number or empty';
    end if;
    if length(p_change ->> 'basic_price') > 40 then
      return 'the basic price must be from 0 to 999999.99';
    end if;
    v_price := (p_change ->> 'basic_price')::numeric;
    if v_price < 0 or v_price > 999999.99 then
      return 'the basic price must be from 0 to 999999.99';
    end if;
    if v_price <> round(v_price, 2) then
      return 'the basic price has more than 2 decimals';
    end if;
  end if;
  if p_change ? 'visibility_status' and (jsonb_typeof(p_change -> 'visibility_status') is distinct from 'string'
    or (p_change ->> 'visibility_status') not in ('Reveal', 'Hide')) then
    return 'the visibility must be Reveal or Hide';
  end if;
  return null;
end
$$;
revoke execute on function internal.product_change_problem(jsonb) from public;

/**
 * Saves a price sheet edit of one company atomically (see the head of this file). The caller is an
 * admin or an executive of p_company_id (42501 otherwise). p_changes holds 1 to 50000 elements (a whole company's sheet), one per
 * product: bad input is refused with 22023 'Failed to update product {id}: {why}' (details: JSON
 * {id, reason}) and nothing is written. A product not in the company (deleted, or another company's) or
 * whose version moved is a conflict: then nothing is written and the reply lists every conflict.
 * Otherwise the products whose values differ are updated; an element equal to the stored values is not
 * counted.
 */
create function public.save_product_changes(p_company_id uuid, p_changes jsonb) returns jsonb
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
revoke execute on function public.save_product_changes(uuid, jsonb) from public, anon;
grant execute on function public.save_product_changes(uuid, jsonb) to authenticated;

-- 3. A price-only save does not pay for a visibility check. The UPDATE above assigns visibility_status on every
-- row it writes (one statement for all rows), which fires the sync's "out of sight" trigger (20261123000110)
-- on each; it only has work when the visibility or the company really changed, so it now says so up front.
drop trigger corporate_products_out_of_sight on public.corporate_products;
create trigger corporate_products_out_of_sight after update of visibility_status, company_id on public.corporate_products
  for each row
  when (old.visibility_status is distinct from new.visibility_status or old.company_id is distinct from new.company_id)
  execute function internal.write_sync_tombstone();

-- 4. The sheet reads a company's products by keyset on id, in four slices of the id space at once.
create index corporate_products_company_id_idx on public.corporate_products (company_id, id);
