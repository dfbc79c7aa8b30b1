import { Plus } from 'lucide-react';
import { UNIT_TYPES, type UnitType } from '@domain/sourcing.ts';
import { Button } from '@/ui/button.tsx';
import { Field } from '@/ui/field.tsx';
import { LeavePrompt } from '@/ui/leave-prompt.tsx';
import { Select } from '@/ui/select.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import { EMPTY_CATEGORY, type useCategoryDraft } from '../hooks/use-category-draft.ts';

/** Add category: a name, its parent (only those that may hold another level) and a unit. */
export function CategoryForm({
  form,
  parents,
}: {
  form: ReturnType<typeof useCategoryDraft>;
  parents: { value: string; label: string }[];
}) {
  const { draft, setDraft } = form;
  return (
    <section className="panel" aria-labelledby="category-form-title">
      <header className="panel__header">
        <h2 id="category-form-title">Add category</h2>
        <p>Main categories hold sub-categories, up to three levels.</p>
      </header>
      <form className="form-stack" onSubmit={(e) => void form.onSubmit(e)} noValidate>
        <LeavePrompt dirty={draft.name.trim() !== ''} />
        <Field label="Category name" required error={form.nameError}>
          {(control) => (
            <TextInput
              {...control}
              value={draft.name}
              onChange={(e) => form.editName(e.target.value)}
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
              options={parents}
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
          <Button type="submit" loading={form.adding}>
            <Plus size={16} aria-hidden="true" /> Add category
          </Button>
          {(draft.name || draft.parentId) && (
            <Button variant="ghost" onClick={() => setDraft(EMPTY_CATEGORY)}>
              Clear
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
