import type { PublicProduct } from '@/data/ports/corporate.ts';

/** "denier / filament / plys" with N/A for missing counts (plys default 1). */
export function specText(p: PublicProduct): string {
  return [p.denierCount ?? 'N/A', p.filamentCount ?? 'N/A', p.numberOfPlys || 1].join(' / ');
}

/** What the product search looks through. */
const searchable = (p: PublicProduct) =>
  [p.departmentName, p.fibreType, p.specificType, p.lustre, p.twistIntermingling, p.blendRatio, p.grade, specText(p)]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();

export function filterProducts(products: PublicProduct[], term: string): PublicProduct[] {
  const needle = term.trim().toLowerCase();
  return needle ? products.filter((p) => searchable(p).includes(needle)) : products;
}

/** Products by department, in the order they arrive (department, then newest first). */
export function groupByDepartment(products: PublicProduct[]): [string, PublicProduct[]][] {
  const groups = new Map<string, PublicProduct[]>();
  for (const product of products) {
    const group = groups.get(product.departmentName) ?? [];
    group.push(product);
    groups.set(product.departmentName, group);
  }
  return [...groups];
}
