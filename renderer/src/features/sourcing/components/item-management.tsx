import { Check, FolderTree, Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  CATEGORY_ADDED,
  CATEGORY_MAX_DEPTH,
  CATEGORY_NAME_REQUIRED,
  CATEGORY_TITLES,
  UNIT_TYPES,
  type UnitType,
} from '@domain/sourcing.ts';
import {
  depthOf,
  inCatalog,
  presetChoice,
  presetsFor,
  type PresetCategory,
  type PresetItem,
} from '@domain/sourcing-presets.ts';
import { OUTBOX_TEXT } from '@domain/sync/outbox.ts';
import { apiErrorOf } from '@/data/api.ts';
import type { CatalogCategory } from '@/data/ports/sourcing.ts';
import { Alert } from '@/ui/alert.tsx';
import { Badge } from '@/ui/badge.tsx';
import { Button } from '@/ui/button.tsx';
import { Field } from '@/ui/field.tsx';
import { Select } from '@/ui/select.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import { useToast } from '@/ui/toast/use-toast.ts';
import { useAddCategoryMutation, useCatalogQuery } from '../api.ts';
import type { DashboardContext } from '../model/dashboard-context.ts';
import { unitSymbol } from '@domain/units.ts';
import { LeavePrompt } from '@/ui/leave-prompt.tsx';

interface Draft {
  name: string;
  parentId: string;
  unit: UnitType | '';
}

const EMPTY: Draft = { name: '', parentId: '', unit: '' };

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
  const { toast } = useToast();
  const scope = { companyId: ctx.companyId, department: ctx.department.id };
  const catalog = useCatalogQuery(scope);
  const [addCategory, adding] = useAddCategoryMutation();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [nameError, setNameError] = useState<string>();
  const categories = catalog.data ?? [];
  const rows = tree(categories);
  const entries = categories.map((c) => ({ id: c.id, name: c.name, parentId: c.parentId }));
  // A parent may hold children only while they stay within three levels.
  const parents = rows.filter((r) => r.depth < CATEGORY_MAX_DEPTH);

  const create = async (name: string, parentId: string | null, unit: UnitType | null, title: string) => {
    const outcome = await addCategory({ ...scope, name, parentId, unitType: unit }).unwrap();
    if (!outcome.ok) {
      toast({ title, description: outcome.message, variant: 'destructive' });
      return null;
    }
    return outcome;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const name = draft.name.trim();
    if (!name) return setNameError(CATEGORY_NAME_REQUIRED);
    try {
      const created = await create(name, draft.parentId || null, draft.unit || null, CATEGORY_TITLES.addFailed);
      if (!created) return;
      // The desktop offline keeps it on this computer until the connection returns.
      toast(
        created.queued
          ? { title: OUTBOX_TEXT.savedOffline, description: created.queued, variant: 'warning' }
          : {
              ...CATEGORY_ADDED,
              description: `${created.value.name} is in your ${ctx.department.name} catalog.`,
              variant: 'success',
            },
      );
      setDraft(EMPTY);
    } catch (error) {
      toast({ title: CATEGORY_TITLES.addFailed, description: apiErrorOf(error).message, variant: 'destructive' });
    }
  };

  const choosePreset = async (main: PresetCategory, item: PresetItem | null) => {
    const choice = presetChoice(entries, main, item);
    setNameError(undefined);
    let parentId = '';
    if (choice.parent && 'existingId' in choice.parent) parentId = choice.parent.existingId;
    if (choice.parent && 'createName' in choice.parent) {
      try {
        const created = await create(choice.parent.createName, null, null, CATEGORY_TITLES.mainFailed);
        if (!created) return;
        parentId = created.value.id;
      } catch (error) {
        return toast({
          title: CATEGORY_TITLES.mainFailed,
          description: apiErrorOf(error).message,
          variant: 'destructive',
        });
      }
    }
    setDraft({ name: choice.name, parentId, unit: choice.unit ?? '' });
  };

  const presets = presetsFor(ctx.department.id);
  return (
    <div className="sourcing-grid sourcing-grid--items">
      <section className="panel" aria-labelledby="category-form-title">
        <header className="panel__header">
          <h2 id="category-form-title">Add category</h2>
          <p>Main categories hold sub-categories, up to three levels.</p>
        </header>
        <form className="form-stack" onSubmit={(e) => void onSubmit(e)} noValidate>
          <LeavePrompt dirty={draft.name.trim() !== ''} />
          <Field label="Category name" required error={nameError}>
            {(control) => (
              <TextInput
                {...control}
                value={draft.name}
                onChange={(e) => {
                  setDraft({ ...draft, name: e.target.value });
                  setNameError(undefined);
                }}
                maxLength={120}
              />
            )}
          </Field>
          <Field label="Parent category" hint="Leave empty for a main category.">
            {(control) => (
              <Select
                {...control}
                value={draft.parentId}
                onChange={(e) => setDraft({ ...draft, parentId: e.target.value })}
                placeholder="None (main category)"
                options={parents.map((r) => ({
                  value: r.category.id,
                  label: `${'— '.repeat(r.depth - 1)}${r.category.name}`,
                }))}
              />
            )}
          </Field>
          <Field label="Unit">
            {(control) => (
              <Select
                {...control}
                value={draft.unit}
                onChange={(e) => setDraft({ ...draft, unit: e.target.value as UnitType | '' })}
                placeholder="No unit"
                options={UNIT_TYPES}
              />
            )}
          </Field>
          <div className="form-actions">
            <Button type="submit" loading={adding.isLoading}>
              <Plus size={16} aria-hidden="true" /> Add category
            </Button>
            {(draft.name || draft.parentId) && (
              <Button variant="ghost" onClick={() => setDraft(EMPTY)}>
                Clear
              </Button>
            )}
          </div>
        </form>
      </section>

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
                  onClick={() => setDraft({ name: '', parentId: category.id, unit: category.unitType ?? '' })}
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
        <section className="panel panel--span" aria-labelledby="presets-title">
          <header className="panel__header">
            <h2 id="presets-title">Presets for {ctx.department.name}</h2>
            <p>Choose an item to fill the form in; its main category is created for you if missing.</p>
          </header>
          <div className="presets">
            {presets.map((main) => {
              const mainId = entries.find(
                (e) => e.parentId === null && e.name.toLowerCase() === main.name.toLowerCase(),
              )?.id;
              return (
                <div key={main.name} className="presets__group">
                  <button type="button" className="presets__main" onClick={() => void choosePreset(main, null)}>
                    {main.name}
                    {mainId && <Check size={14} aria-label="in your catalog" />}
                  </button>
                  <div className="presets__items">
                    {main.items.map((item) => {
                      const have = mainId ? inCatalog(entries, item.name, mainId) : false;
                      return (
                        <button
                          key={item.name}
                          type="button"
                          className={['chip', have && 'chip--have'].filter(Boolean).join(' ')}
                          onClick={() => void choosePreset(main, item)}
                        >
                          {have && <Check size={12} aria-hidden="true" />}
                          {item.name}
                        </button>
                      );
                    })}
                  </div>
                </div>
              );
            })}
          </div>
        </section>
      )}
    </div>
  );
}
