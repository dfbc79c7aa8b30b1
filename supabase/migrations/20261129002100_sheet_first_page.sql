/*
 * The price sheet's first screen, in its natural order, read first (task sheet-first). The web sheet reads a
 * company's products in four id-range streams; shown sorted as they arrive, rows that came later stood above
 * those already painted and the first screen changed several times during a load. The sheet now first asks for
 * the natural first page, ordered here exactly as @domain/product-order.ts orders products: department, fibre
 * type, specific type (blank last), denier/count, filament count (blank last, by value), then id. Text is
 * compared by its characters' codes (collate "C"), as JavaScript's < compares it, whatever the database's
 * default collation is (PGlite's and a server's may differ). Every later row sorts below this page.
 */

/** The natural order within a company: the first page is a walk of this index, no sort. */
create index corporate_products_natural_order_idx on public.corporate_products (
  company_id,
  department_name collate "C",
  fibre_type collate "C",
  specific_type collate "C",
  denier_count,
  filament_count,
  id
);

/**
 * The first p_limit (1 to 1000) products of a company in the sheet's natural order, as the caller may see them:
 * security invoker, so RLS decides (an executive sees the company's hidden products, anyone else the revealed ones).
 */
create function public.sheet_first_products(p_company_id uuid, p_limit integer default 100)
returns setof public.corporate_products
language sql stable security invoker set search_path = '' as $$
  select p.*
  from public.corporate_products p
  where p.company_id = p_company_id
  order by p.department_name collate "C", p.fibre_type collate "C", p.specific_type collate "C",
    p.denier_count, p.filament_count, p.id
  limit least(greatest(coalesce(p_limit, 100), 1), 1000)
$$;
revoke execute on function public.sheet_first_products(uuid, integer) from public, anon;
grant execute on function public.sheet_first_products(uuid, integer) to authenticated;
