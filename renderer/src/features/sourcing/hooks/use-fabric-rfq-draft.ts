import { useState, type FormEvent } from 'react';
import {
  addImages,
  EMPTY_FABRIC_DRAFT,
  FABRIC_IMAGE_RULE,
  FABRIC_MESSAGES,
  fabricRequestRow,
  fabricTextProblem,
  linkedSourcingRow,
  type FabricCategory,
  type FabricRfqDraft,
} from '@domain/fabric-rfq.ts';
import { attachmentBucket, fabricMediaPath } from '@domain/sourcing.ts';
import { checkFile } from '@domain/uploads.ts';
import { api } from '@/data/api.ts';
import { useGateway } from '@/data/gateway-context.tsx';
import { useAppDispatch } from '@/data/hooks.ts';
import { useUpload } from '@/hooks/use-upload.ts';
import { showToast } from '@/ui/toast/toast-store.ts';
import type { DashboardContext } from '../model/dashboard-context.ts';
import { toastFailure } from '@/ui/toast/failure-toast.ts';

/** True once anything of the draft was typed or chosen. */
const draftStarted = (draft: FabricRfqDraft) => JSON.stringify(draft) !== JSON.stringify(EMPTY_FABRIC_DRAFT);

/**
 * The fabric RFQ form's state and submit: uploads the media, then writes the fabric request and its linked RFQ
 * in one call (both or neither), and resets the form.
 */
export function useFabricRfqDraft(ctx: DashboardContext) {
  const gateway = useGateway();
  const dispatch = useAppDispatch();
  const { upload, progress } = useUpload();
  const [draft, setDraft] = useState<FabricRfqDraft>(EMPTY_FABRIC_DRAFT);
  const [images, setImages] = useState<File[]>([]);
  const [imageNote, setImageNote] = useState<string | null>(null);
  const [specSheet, setSpecSheet] = useState<File | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const chooseImages = async (files: FileList | null) => {
    const chosen = [...(files ?? [])];
    const problems = await Promise.all(chosen.map((f) => checkFile(f, FABRIC_IMAGE_RULE)));
    const refused = problems.find(Boolean);
    const { images: next, tooMany } = addImages(
      images,
      chosen.filter((_, i) => !problems[i]),
    );
    setImages(next);
    setImageNote(tooMany ? FABRIC_MESSAGES.tooManyImages : (refused ?? null));
  };

  const removeImage = (index: number) => {
    setImages(images.filter((_, n) => n !== index));
    setImageNote(null);
  };

  const reset = () => {
    setDraft(EMPTY_FABRIC_DRAFT);
    setImages([]);
    setSpecSheet(null);
    setImageNote(null);
  };

  /** The images' and spec sheet's public URLs, or null when an upload failed (its toast said why). */
  const uploadMedia = async (userId: string) => {
    const bucket = attachmentBucket('fabrics')!;
    const imageUrls: string[] = [];
    for (const [index, image] of images.entries()) {
      const stored = await upload(bucket, fabricMediaPath(userId, index + 1, image), image, `image ${index + 1}`);
      if (!stored) return null;
      imageUrls.push(stored.publicUrl);
    }
    const sheet = specSheet ? await upload(bucket, fabricMediaPath(userId, 0, specSheet), specSheet) : null;
    if (specSheet && !sheet) return null;
    return { imageUrls, specSheetUrl: sheet?.publicUrl ?? null };
  };

  const create = async (category: FabricCategory) => {
    const media = await uploadMedia(ctx.userId);
    if (!media) return;
    // The id is chosen here so the RFQ row can name its fabric request; the server writes both or neither.
    const request = {
      ...fabricRequestRow(
        { ...draft, fabricCategory: category },
        { userId: ctx.userId, companyId: ctx.companyId },
        media,
      ),
      id: crypto.randomUUID(),
    };
    const rfq = await gateway.sourcing.createFabricRfq(request, linkedSourcingRow(request));
    dispatch(api.util.invalidateTags(['Rfqs', 'Counters']));
    showToast({
      ...FABRIC_MESSAGES.success,
      description: `${FABRIC_MESSAGES.success.description} (${rfq.requestNumber})`,
      variant: 'success',
    });
    reset();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const category = draft.fabricCategory;
    if (!category || !draft.productTitle.trim() || !ctx.userId || !ctx.companyId) {
      return showToast({ ...FABRIC_MESSAGES.missing, variant: 'destructive' });
    }
    const tooLongText = fabricTextProblem(draft);
    if (tooLongText)
      return showToast({ title: FABRIC_MESSAGES.submissionFailed, description: tooLongText, variant: 'destructive' });
    setSubmitting(true);
    try {
      await create(category);
    } catch (error) {
      toastFailure(FABRIC_MESSAGES.submissionFailed, error);
    } finally {
      setSubmitting(false);
    }
  };

  const dirty = !submitting && (draftStarted(draft) || images.length > 0 || Boolean(specSheet));
  return {
    draft,
    setDraft,
    images,
    imageNote,
    chooseImages,
    removeImage,
    specSheet,
    setSpecSheet,
    progress,
    submitting,
    dirty,
    onSubmit,
  };
}
