/*
 * The market view's figures under the house rule of 20261127000100_finite_numbers.sql: no NaN or ±Infinity
 * stored (a NaN price would sort above every other and become a class's high, and a NaN median would raise
 * alerts), and its helpers taking a number refuse one that is not finite. Its tables hold only figures the
 * server computes from finite prices, so nothing stored needs clearing first.
 */
select internal.add_finite_check('internal.market_members', 'price');
select internal.add_finite_check('internal.market_current', 'median');
select internal.add_finite_check('internal.market_current', 'low');
select internal.add_finite_check('internal.market_current', 'high');
select internal.add_finite_check('internal.market_current', 'change_1d_pct');
select internal.add_finite_check('internal.market_current', 'change_7d_pct');
select internal.add_finite_check('internal.market_current', 'change_30d_pct');
select internal.add_finite_check('internal.market_closes', 'median');
select internal.add_finite_check('internal.market_closes', 'low');
select internal.add_finite_check('internal.market_closes', 'high');
select internal.add_finite_check('public.market_watches', 'threshold_pct');
select internal.add_finite_check('public.market_watches', 'base_value');
select internal.add_finite_check('public.market_alerts', 'change_pct');

-- The 30-day sparkline: every element finite (numeric's equality holds NaN = NaN, so && finds it).
alter table internal.market_current add constraint market_current_spark_finite
  check (not (spark && array['NaN', 'Infinity', '-Infinity']::numeric[]));

/** The move from p_from to p_to in %, 2 decimals; null from a zero or missing base. */
create or replace function internal.market_move_pct(p_from numeric, p_to numeric) returns numeric
language sql immutable as $$
  select case when internal.require_finite(p_from, 'Price') > 0
    then round((internal.require_finite(p_to, 'Price') - p_from) / p_from * 100, 2) end
$$;

/** ₹ with 2 decimals, for alert texts. */
create or replace function internal.market_rupees(p numeric) returns text
language sql immutable as $$
  select '₹' || to_char(internal.require_finite(p, 'Amount'), 'FM99999990.00')
$$;
