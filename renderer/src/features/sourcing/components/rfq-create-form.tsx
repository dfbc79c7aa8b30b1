import { FilePlus2 } from 'lucide-react';
import { ATTACHMENT_RULE, UNIT_TYPES } from '@domain/sourcing.ts';
import { presetsFor } from '@domain/sourcing-presets.ts';
import { OUTBOX_TEXT } from '@domain/sync/outbox.ts';
import { TEXT_MAX } from '@domain/text-limits.ts';
import type { CatalogCategory } from '@/data/ports/sourcing.ts';
import { OnlineOnlyNote } from '@/session/online-only.tsx';
import { Button } from '@/ui/button.tsx';
import { CharacterCounter, isOverLimit } from '@/ui/character-counter.tsx';
import { Field } from '@/ui/field.tsx';
import { FilePicker } from '@/ui/file-picker.tsx';
import { LeavePrompt } from '@/ui/leave-prompt.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import { Textarea } from '@/ui/textarea.tsx';
import { UploadProgress } from '@/ui/upload-progress.tsx';
import { PRESET, useRfqDraft } from '../hooks/use-rfq-draft.ts';
import type { DashboardContext } from '../model/dashboard-context.ts';

/** Item choices: the catalog by main category, then presets not yet in it (which the submit explains). */
function itemGroups(catalog: readonly CatalogCategory[], departmentId: string) {
  const mains = catalog.filter((c) => c.parentId === null);
  const byName = new Set(catalog.map((c) => c.name.toLowerCase()));
  const groups = mains
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((main) => {
      const children = catalog.filter((c) => c.parentId === main.id);
      const grandchildren = catalog.filter((c) => children.some((child) => child.id === c.parentId));
      return {
        label: main.name,
        options: [main, ...children, ...grandchildren].map((c) => ({ value: c.id, label: c.name })),
      };
    });
  const presets = presetsFor(departmentId)
    .flatMap((p) => p.items.map((i) => i.name))
    .filter((name) => !byName.has(name.toLowerCase()));
  return { groups, presets };
}

/** The item select: the catalog by main category, then the presets not in it yet. */
function ItemOptions({ catalog, departmentId }: { catalog: readonly CatalogCategory[]; departmentId: string }) {
  const { groups, presets } = itemGroups(catalog, departmentId);
  return (
    <>
      <option value="">Choose an item from your catalog</option>
      {groups.map((g) => (
        <optgroup key={g.label} label={g.label}>
          {g.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </optgroup>
      ))}
      {presets.length > 0 && (
        <optgroup label="Presets (not in your catalog yet)">
          {presets.map((name) => (
            <option key={name} value={`${PRESET}${name}`}>
              {name}
            </option>
          ))}
        </optgroup>
      )}
    </>
  );
}

/** Create RFQ: a catalog item, its quantity and unit, a description and an optional attachment (≤ 5 MB). */
export function RfqCreateForm({ ctx, catalog }: { ctx: DashboardContext; catalog: CatalogCategory[] | undefined }) {
  const form = useRfqDraft(ctx, catalog);
  const { draft, errors } = form;
  return (
    <section className="panel" aria-labelledby="rfq-form-title">
      <header className="panel__header">
        <h2 id="rfq-form-title">Create RFQ</h2>
        <p>Bidding starts under {`Bid Mgmt`} once the RFQ exists.</p>
      </header>
      <form className="form-stack" onSubmit={(e) => void form.onSubmit(e)} noValidate>
        <LeavePrompt dirty={form.dirty} />
        <Field label="Item" required error={errors.item}>
          {(control) => (
            <select
              {...control}
              className="input input--select"
              value={draft.item}
              disabled={!catalog}
              onChange={(e) => form.chooseItem(e.target.value)}
            >
              <ItemOptions catalog={catalog ?? []} departmentId={ctx.department.id} />
            </select>
          )}
        </Field>
        <div className="form-row">
          <Field label="Quantity" required error={errors.quantity}>
            {(control) => (
              <TextInput
                {...control}
                inputMode="decimal"
                value={draft.quantity}
                onChange={(e) => form.edit('quantity', e.target.value)}
              />
            )}
          </Field>
          <Field label="Unit">
            {(control) => (
              <select
                {...control}
                className="input input--select"
                value={draft.unit}
                onChange={(e) => form.edit('unit', e.target.value)}
              >
                <option value="">—</option>
                {UNIT_TYPES.map((u) => (
                  <option key={u.value} value={u.value}>
                    {u.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Field
          label="Description"
          error={errors.description}
          hint={
            <CharacterCounter text={draft.description} max={TEXT_MAX.notes}>
              Specification, quality, packing, delivery location.
            </CharacterCounter>
          }
        >
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              value={draft.description}
              aria-invalid={control['aria-invalid'] || isOverLimit(draft.description, TEXT_MAX.notes) || undefined}
              onChange={(e) => form.edit('description', e.target.value)}
            />
          )}
        </Field>
        <FilePicker
          label="Attachment"
          hint="Optional: drawing, spec sheet or photo; PDF, image, Word or Excel, at most 5 MB."
          rule={ATTACHMENT_RULE}
          file={form.file}
          onChange={form.setFile}
          disabled={form.submitting || Boolean(form.uploadBlocked)}
        />
        <OnlineOnlyNote reason={form.uploadBlocked && OUTBOX_TEXT.attachmentOffline} />
        {form.progress && <UploadProgress label={`Uploading ${form.progress.label}`} value={form.progress.value} />}
        <div className="form-actions">
          <Button type="submit" loading={form.submitting}>
            <FilePlus2 size={16} aria-hidden="true" /> Create RFQ
          </Button>
        </div>
      </form>
    </section>
  );
}
