/**
 * Published price lists under the house rules: the prices a list kept (price_list_prices) are finite numbers,
 * as every number column is (20261127000100_finite_numbers.sql). The list's department and headline, and a
 * product's market class key, are written only by the system (record_price_list, the class trigger): they are
 * named in @domain/text-limits.ts TEXT_COLUMNS_WRITTEN_BY_THE_SYSTEM with that reason.
 */
select internal.add_finite_check('public.price_list_prices', 'price');
select internal.add_finite_check('public.price_list_prices', 'previous_price');
