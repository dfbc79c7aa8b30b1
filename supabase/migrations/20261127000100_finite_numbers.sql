/*
 * No NaN or ±Infinity where money or quantities are stored (issue 30). numeric, real and double precision
 * hold 'NaN' (and, without a precision, '±Infinity'), and PostgreSQL orders NaN above every number, so a
 * rule such as check (quoted_price > 0) let a bid of NaN be stored, shown as the best price and awarded.
 *
 * - Every numeric/real/double precision column of the public and internal tables gets a check constraint
 *   named <table>_<column>_finite, added by internal.add_finite_check. A migration that adds such a column
 *   calls it too: tests/integration/db-finite-numbers.test.ts lists the columns from pg_catalog and fails
 *   for one that takes NaN.
 * - Values already stored that are not finite are cleared first (so the constraints can be validated): to
 *   null where the column allows it; a row whose required column holds one (a probing bid) is deleted, as
 *   it never was a real figure. A second pass catches history rows the first pass wrote.
 * - SQL functions taking a number refuse one that is not finite: internal.require_finite raises
 *   '<what> must be a finite number.' (22023; @domain/numbers.ts notFinite). place_corporate_bid already
 *   refuses them with the spec's 'Please enter a valid bid price.' (NaN compares above its maximum).
 */

/** True when p_value is a number: not NaN, Infinity or -Infinity (null is not judged here). */
create function internal.is_finite(p_value numeric) returns boolean
language sql immutable set search_path = '' as $$
  select p_value not in ('NaN', 'Infinity', '-Infinity')
$$;

/** Returns p_value, or raises '<p_what> must be a finite number.' (22023) when it is NaN or ±Infinity. */
create function internal.require_finite(p_value numeric, p_what text) returns numeric
language plpgsql immutable set search_path = '' as $$
begin
  if not internal.is_finite(p_value) then
    raise exception '% must be a finite number.', p_what using errcode = '22023';
  end if;
  return p_value;
end
$$;

/** Adds the check constraint <table>_<column>_finite to a numeric/real/double precision column. */
create function internal.add_finite_check(p_table regclass, p_column name) returns void
language plpgsql set search_path = '' as $$
declare
  v_name text := (select c.relname from pg_catalog.pg_class c where c.oid = p_table) || '_' || p_column || '_finite';
begin
  -- Identifiers stop at 63 bytes: a long name keeps its start and a hash of the whole, so it stays unique.
  if octet_length(v_name) > 63 then
    v_name := left(v_name, 50) || '_' || left(md5(v_name), 5) || '_finite';
  end if;
  execute format('alter table %s add constraint %I check (%I not in (''NaN'', ''Infinity'', ''-Infinity''))',
    p_table, v_name, p_column);
end
$$;

-- Called by migrations and by SECURITY DEFINER functions only.
revoke execute on function internal.is_finite(numeric), internal.require_finite(numeric, text),
  internal.add_finite_check(regclass, name) from public;

/** The numeric, real and double precision columns of the public and internal tables. */
create temporary view finite_number_columns as
  select c.oid::regclass as tbl, a.attname as col, a.attnotnull as required
  from pg_catalog.pg_attribute a
  join pg_catalog.pg_class c on c.oid = a.attrelid
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where n.nspname in ('public', 'internal') and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
    and a.atttypid in ('numeric'::regtype, 'real'::regtype, 'double precision'::regtype);

do $$
declare
  v_column record;
  v_rows bigint;
begin
  for pass in 1..2 loop
    for v_column in select * from finite_number_columns order by tbl::text, col loop
      if v_column.required then
        execute format('delete from %s where %I in (''NaN'', ''Infinity'', ''-Infinity'')', v_column.tbl, v_column.col);
      else
        execute format('update %s set %I = null where %I in (''NaN'', ''Infinity'', ''-Infinity'')',
          v_column.tbl, v_column.col, v_column.col);
      end if;
      get diagnostics v_rows = row_count;
      if v_rows > 0 then
        raise notice '%.%: % row(s) held a value that is not a finite number (cleared).', v_column.tbl, v_column.col, v_rows;
      end if;
    end loop;
  end loop;
  for v_column in select * from finite_number_columns order by tbl::text, col loop
    perform internal.add_finite_check(v_column.tbl, v_column.col);
  end loop;
end
$$;

drop view finite_number_columns;

-- A round's figures are kept as bids arrive: count them again from the bids that remain.
update internal.round_figures f set
  bid_count = (select count(*) from public.sourcing_bids b where b.round_id = f.round_id),
  bidder_count = (select count(distinct b.vendor_user_id) from public.sourcing_bids b where b.round_id = f.round_id),
  best_price = (select min(b.quoted_price) from public.sourcing_bids b where b.round_id = f.round_id);
