import { FolderTree } from 'lucide-react';
import { CATEGORY_MAX_DEPTH, CATEGORY_TITLES } from '@domain/sourcing.ts';
import { depthOf, presetsFor } from '@domain/sourcing-presets.ts';
import { unitSymbol } from '@domain/units.ts';
import type { CatalogCategory } from '@/data/ports/sourcing.ts';
import { Alert } from '@/ui/alert.tsx';
import { Badge } from '@/ui/badge.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { useCatalogQuery } from '../api.ts';
import { useCategoryDraft } from '../hooks/use-category-draft.ts';
import type { DashboardContext } from '../model/dashboard-context.ts';
import { CatalogPresets } from './catalog-presets.tsx';
import { CategoryForm } from './category-form.tsx';
import '../sourcing.css';
import './item-management.css';

/** The catalog as an indented list: each category followed by its children, by name. */
function tree(catalog: readonly CatalogCategory[]): { category: CatalogCategory; depth: number }[] {
  const out: { category: CatalogCategory; depth: number }[] = [];
  const walk = (parentId: string | null, depth: number) => {
    for (const c of catalog.filter((x) => x.parentId === parentId).sort((a, b) => a.name.localeCompare(b.name))) {
      out.push({ category: c, depth });
      walk(c.id, depth + 1);
    }
  };
  walk(null, 1);
  return out;
}

/**
 * Item Mgmt: the department's catalog (three levels at most) and the category form. Choosing a preset or one
 * of the company's own categories fills the form in; a preset whose main category is missing creates it first.
 */
export function ItemManagement({ ctx }: { ctx: DashboardContext }) {
  const catalog = useCatalogQuery({ companyId: ctx.companyId, department: ctx.department.id });
  const categories = catalog.data ?? [];
  const rows = tree(categories);
  const entries = categories.map((c) => ({ id: c.id, name: c.name, parentId: c.parentId }));
  const form = useCategoryDraft(ctx, entries);
  // A parent may hold children only while they stay within three levels.
  const parents = rows
    .filter((r) => r.depth < CATEGORY_MAX_DEPTH)
    .map((r) => ({ value: r.category.id, label: `${'— '.repeat(r.depth - 1)}${r.category.name}` }));
  const presets = presetsFor(ctx.department.id);
  return (
    <div className="sourcing-grid sourcing-grid--items">
      <CategoryForm form={form} parents={parents} />

      <section className="panel" aria-labelledby="catalog-title">
        <header className="panel__header">
          <h2 id="catalog-title">
            Your catalog <Badge variant="navy">{categories.length}</Badge>
          </h2>
          <p>Choose a category to add a sub-category under it.</p>
        </header>
        {catalog.error ? (
          <Alert variant="danger" title={CATEGORY_TITLES.fetchFailed}>
            {catalog.error.message}
          </Alert>
        ) : catalog.isLoading ? (
          <Spinner label="Loading the catalog" />
        ) : rows.length === 0 ? (
          <p className="table-empty">No categories yet: add one, or start from a preset.</p>
        ) : (
          <ul className="catalog-tree" aria-label="Catalog">
            {rows.map(({ category, depth }) => (
              <li key={category.id} style={{ paddingInlineStart: `${(depth - 1) * 18}px` }}>
                <button
                  type="button"
                  className="catalog-tree__item"
                  disabled={depthOf(entries, category.id) >= CATEGORY_MAX_DEPTH}
                  onClick={() => form.setDraft({ name: '', parentId: category.id, unit: category.unitType ?? '' })}
                >
                  <FolderTree size={14} aria-hidden="true" />
                  <span>{category.name}</span>
                  {category.unitType && <span className="catalog-tree__unit">{unitSymbol(category.unitType)}</span>}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      {presets.length > 0 && (
        <CatalogPresets
          departmentName={ctx.department.name}
          presets={presets}
          entries={entries}
          onChoose={(main, item) => void form.choosePreset(main, item)}
        />
      )}
    </div>
  );
}
