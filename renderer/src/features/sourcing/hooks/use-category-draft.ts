import { useState, type FormEvent } from 'react';
import { CATEGORY_ADDED, CATEGORY_NAME_REQUIRED, CATEGORY_TITLES, type UnitType } from '@domain/sourcing.ts';
import { presetChoice, type PresetCategory, type PresetItem } from '@domain/sourcing-presets.ts';
import { OUTBOX_TEXT } from '@domain/sync/outbox.ts';
import { useToast } from '@/ui/toast/use-toast.ts';
import { useAddCategoryMutation } from '../api.ts';
import type { DashboardContext } from '../model/dashboard-context.ts';
import { toastFailure } from '@/ui/toast/failure-toast.ts';

export interface CategoryDraft {
  name: string;
  parentId: string;
  unit: UnitType | '';
}

export const EMPTY_CATEGORY: CategoryDraft = { name: '', parentId: '', unit: '' };

type CatalogEntry = { id: string; name: string; parentId: string | null };

/**
 * The Add category form's state: submitting it, and filling it in from a preset (creating the preset's main
 * category first when the catalog lacks it).
 */
export function useCategoryDraft(ctx: DashboardContext, entries: CatalogEntry[]) {
  const { toast } = useToast();
  const [addCategory, adding] = useAddCategoryMutation();
  const [draft, setDraft] = useState<CategoryDraft>(EMPTY_CATEGORY);
  const [nameError, setNameError] = useState<string>();

  const create = async (name: string, parentId: string | null, unit: UnitType | null, title: string) => {
    const outcome = await addCategory({
      companyId: ctx.companyId,
      department: ctx.department.id,
      name,
      parentId,
      unitType: unit,
    }).unwrap();
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
      setDraft(EMPTY_CATEGORY);
    } catch (error) {
      toastFailure(CATEGORY_TITLES.addFailed, error);
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
        return toastFailure(CATEGORY_TITLES.mainFailed, error);
      }
    }
    setDraft({ name: choice.name, parentId, unit: choice.unit ?? '' });
  };

  const editName = (name: string) => {
    setDraft((d) => ({ ...d, name }));
    setNameError(undefined);
  };

  return { draft, setDraft, nameError, editName, adding: adding.isLoading, onSubmit, choosePreset };
}
