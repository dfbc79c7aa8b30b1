import { useState, type FormEvent } from 'react';
import {
  attachmentBucket,
  attachmentPath,
  attachmentTypeOf,
  ITEM_NOT_IN_CATALOG,
  itemNotInCatalogDetail,
  noStorageBucket,
  RFQ_CREATED,
  RFQ_ITEM_REQUIRED,
  RFQ_QUANTITY_REQUIRED,
  RFQ_TITLES,
} from '@domain/sourcing.ts';
import { OUTBOX_TEXT } from '@domain/sync/outbox.ts';
import { tooLong } from '@domain/messages.ts';
import { TEXT_MAX } from '@domain/text-limits.ts';
import type { CatalogCategory } from '@/data/ports/sourcing.ts';
import { useUpload } from '@/hooks/use-upload.ts';
import { useOnlineOnlyBlocked } from '@/session/online-only.tsx';
import { isOverLimit } from '@/ui/character-counter.tsx';
import { useToast } from '@/ui/toast/use-toast.ts';
import { useCreateRfqMutation } from '../api.ts';
import type { DashboardContext } from '../model/dashboard-context.ts';
import { toastFailure } from '@/ui/toast/failure-toast.ts';

/** The value of an item option that is a preset, not a catalog category yet. */
export const PRESET = 'preset:';

export interface RfqDraft {
  item: string;
  quantity: string;
  unit: string;
  description: string;
}

export type RfqDraftErrors = { item?: string; quantity?: string; description?: string };

const EMPTY: RfqDraft = { item: '', quantity: '', unit: '', description: '' };

function validate(draft: RfqDraft): RfqDraftErrors {
  return {
    item: draft.item ? undefined : RFQ_ITEM_REQUIRED,
    quantity: !draft.quantity.trim()
      ? RFQ_QUANTITY_REQUIRED
      : isOverLimit(draft.quantity, TEXT_MAX.quantity)
        ? tooLong('Quantity', TEXT_MAX.quantity)
        : undefined,
    description: isOverLimit(draft.description, TEXT_MAX.notes) ? tooLong('Description', TEXT_MAX.notes) : undefined,
  };
}

/**
 * The Create RFQ form's state and submit: checks, the attachment's upload, then the RFQ. Offline (desktop) an
 * attachment cannot be uploaded: the RFQ is kept as a draft without one.
 */
export function useRfqDraft(ctx: DashboardContext, catalog: readonly CatalogCategory[] | undefined) {
  const { toast } = useToast();
  const [createRfq] = useCreateRfqMutation();
  const { upload, progress } = useUpload();
  const uploadBlocked = useOnlineOnlyBlocked();
  const [draft, setDraft] = useState<RfqDraft>(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<RfqDraftErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const chooseItem = (value: string) => {
    const category = catalog?.find((c) => c.id === value);
    setDraft((d) => ({ ...d, item: value, unit: category?.unitType ?? d.unit }));
    setErrors((e) => ({ ...e, item: undefined }));
  };

  /** Changes one field and clears its message. */
  const edit = (field: 'quantity' | 'unit' | 'description', value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    if (field !== 'unit') setErrors((x) => ({ ...x, [field]: undefined }));
  };

  /** Why the RFQ cannot be raised as it stands (a preset item, an attachment that cannot go up), or null. */
  const refusal = (bucket: string | null) => {
    if (draft.item.startsWith(PRESET))
      return { title: ITEM_NOT_IN_CATALOG, description: itemNotInCatalogDetail(draft.item.slice(PRESET.length)) };
    if (file && uploadBlocked) return { title: RFQ_TITLES.createFailed, description: OUTBOX_TEXT.attachmentOffline };
    if (file && !bucket) return { title: RFQ_TITLES.createFailed, description: noStorageBucket(ctx.department.id) };
    return null;
  };

  const raise = async (bucket: string | null) => {
    const stored = file && bucket ? await upload(bucket, attachmentPath(ctx.userId, file), file) : null;
    if (file && !stored) return;
    const outcome = await createRfq({
      companyId: ctx.companyId,
      department: ctx.department.id,
      userId: ctx.userId,
      itemCategoryId: draft.item,
      quantity: draft.quantity.trim(),
      quantityUnit: draft.unit || null,
      description: draft.description.trim() || null,
      attachmentUrl: stored?.publicUrl ?? null,
      attachmentType: file ? attachmentTypeOf(file.type) : 'none',
    }).unwrap();
    if (!outcome.ok) {
      return toast({ title: ITEM_NOT_IN_CATALOG, description: outcome.message, variant: 'destructive' });
    }
    // The desktop offline keeps it on this computer as a draft until the connection returns.
    toast(
      outcome.queued
        ? { title: OUTBOX_TEXT.savedOffline, description: outcome.queued, variant: 'warning' }
        : {
            ...RFQ_CREATED,
            description: `${outcome.value.requestNumber} is ready: set its bidding parameters under Bid Mgmt.`,
            variant: 'success',
          },
    );
    setDraft(EMPTY);
    setFile(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(draft);
    setErrors(found);
    if (found.item || found.quantity || found.description) return;
    const bucket = attachmentBucket(ctx.department.id);
    const refused = refusal(bucket);
    if (refused) return toast({ ...refused, variant: 'destructive' });
    setSubmitting(true);
    try {
      await raise(bucket);
    } catch (error) {
      toastFailure(RFQ_TITLES.createFailed, error);
    } finally {
      setSubmitting(false);
    }
  };

  const dirty = !submitting && (Boolean(file) || Object.values(draft).some((v) => v.trim() !== ''));
  return { draft, file, setFile, errors, submitting, progress, uploadBlocked, dirty, chooseItem, edit, onSubmit };
}
