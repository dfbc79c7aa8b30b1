import type { AdFormValues } from '@domain/schemas/admin.ts';
import { acceptedType, UPLOAD_FAILURES, uploadPath } from '@domain/uploads.ts';
import { useGateway } from '@/data/gateway-context.tsx';
import type { AdminAd } from '@/data/ports/ad-admin.ts';
import { useUpload } from '@/hooks/use-upload.ts';
import { showToast } from '@/ui/toast/toast-store.ts';
import { toastFailure } from '@/ui/toast/failure-toast.ts';
import { useDeleteAdMutation, useSaveAdMutation, useSetAdStatusMutation } from '../api.ts';

const BUCKET = 'corporateads';
/**
 * Saving (with the image uploaded first), switching and deleting ads, each told in a toast. An image file no row
 * refers to any more (a replaced one, a deleted ad's, a failed save's new one) is removed.
 */
export function useAdActions() {
  const gateway = useGateway();
  const [saveAd] = useSaveAdMutation();
  const [setStatus] = useSetAdStatusMutation();
  const [deleteAd] = useDeleteAdMutation();
  const { upload, progress } = useUpload();

  const removeFile = (path: string | null) =>
    path ? gateway.uploads.remove(BUCKET, [path]).catch(() => undefined) : Promise.resolve();

  const save = async (ad: AdminAd | null, values: AdFormValues, image: File | null): Promise<boolean> => {
    let imagePath: string | null = null;
    if (image) {
      const type = acceptedType(image, { accept: ['image/jpeg', 'image/png', 'image/webp'] }) ?? image.type;
      const stored = await upload(BUCKET, uploadPath('public', image, type, Date.now()), image);
      if (!stored) return false;
      imagePath = stored.path;
    }
    try {
      await saveAd({ id: ad?.id ?? null, values, imagePath }).unwrap();
    } catch (error) {
      // The row was not written: the new file is not needed.
      await removeFile(imagePath);
      toastFailure(UPLOAD_FAILURES.insertFailed, error);
      return false;
    }
    // A replaced image's old file goes.
    if (ad && imagePath) await removeFile(ad.adImagePath);
    showToast({
      title: ad ? 'Ad Updated' : 'Ad Created',
      description: `${values.companyName} · ${values.placementType} / ${values.pageLocation}`,
      variant: 'success',
    });
    return true;
  };

  const toggle = async (ad: AdminAd, status: boolean) => {
    try {
      await setStatus({ id: ad.id, status }).unwrap();
    } catch (error) {
      toastFailure('Status Not Changed', error);
    }
  };

  const remove = async (ad: AdminAd) => {
    try {
      await deleteAd(ad.id).unwrap();
      await removeFile(ad.adImagePath);
      showToast({ title: 'Ad Deleted', description: `${ad.companyName} · ${ad.placementType} / ${ad.pageLocation}` });
    } catch (error) {
      toastFailure('Delete Failed', error);
    }
  };

  return { save, toggle, remove, progress };
}
